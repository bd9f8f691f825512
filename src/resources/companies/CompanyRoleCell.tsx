import { useRecordContext, useTranslate } from 'react-admin';
import type { Company } from '../../../contract/companies';

/** The signed-in user's role in this company, in the words the rest of the app uses (`app.roles`). */
export function CompanyRoleCell() {
  const translate = useTranslate();
  const record = useRecordContext<Company>();
  return record?.role ? <>{translate(`app.roles.${record.role}`)}</> : null;
}

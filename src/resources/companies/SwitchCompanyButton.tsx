import { Button, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useServices } from '../../app/useServices';
import { useStoreValue } from '../../store/useStoreValue';

/** Makes the row's company the current one (or says it already is). */
export function SwitchCompanyButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { session } = useServices();
  const current = useStoreValue(session.companyId);
  if (!record) return null;
  if (record.id === current) return <Chip color="primary" size="small" label={translate('app.companies.isCurrent')} />;
  const handleSwitch = (event: React.MouseEvent) => {
    event.stopPropagation();
    session.switchCompany(String(record.id));
  };
  return (
    <Button size="small" onClick={handleSwitch} aria-label={translate('app.companies.switchNamed', { name: record.name })}>
      {translate('app.companies.switch')}
    </Button>
  );
}

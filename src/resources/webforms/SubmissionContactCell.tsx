import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Submission } from '../../../contract/webforms';
import { useLocalizedPath } from '../../app/useLocalizedPath';

/** The contact a submission made or updated, linked to its behaviour timeline. */
export function SubmissionContactCell() {
  const record = useRecordContext<Submission & { id: string }>();
  const translate = useTranslate();
  const to = useLocalizedPath();
  if (!record) return null;
  const name = record.contactName || record.email || record.phone || translate('webforms.noContact');
  if (!record.contactId) return <span>{name}</span>;
  return (
    <Link component={RouterLink} to={to(`webforms/behavior/${record.contactId}`)} onClick={(e) => e.stopPropagation()}>
      {name}
    </Link>
  );
}

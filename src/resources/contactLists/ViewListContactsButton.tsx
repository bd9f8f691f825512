import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';

/** A list's row action: its contacts, in the contacts list filtered by it. */
export function ViewListContactsButton() {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const record = useRecordContext();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ contactListId: record.id }));
  return (
    <Button size="small" component={Link} to={`${to('crm/contacts')}?filter=${filter}`} onClick={(e) => e.stopPropagation()}>
      {translate('crm.lists.viewContacts')}
    </Button>
  );
}

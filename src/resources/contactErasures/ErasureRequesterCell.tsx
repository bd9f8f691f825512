import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ContactErasure } from '../../../contract/dataProtection';

/** Who asked for an erasure: the member's name, or "former member" once they left the product. */
export function ErasureRequesterCell() {
  const record = useRecordContext<ContactErasure & { id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return record.requestedBy
    ? <Typography variant="body2" component="span">{record.requestedBy.name || record.requestedBy._id}</Typography>
    : <Typography variant="body2" component="span" color="text.secondary">{translate('resources.contactErasures.formerMember')}</Typography>;
}

import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Collaborator } from '../../../contract/collaborators';

/** Active members and pending invitations, told apart by their words, not only the colour. */
export function CollaboratorStatusChip() {
  const translate = useTranslate();
  const record = useRecordContext<Collaborator>();
  if (!record) return null;
  return <Chip size="small" color={record.status === 'active' ? 'success' : 'default'} label={translate(`resources.collaborators.status.${record.status}`)} />;
}

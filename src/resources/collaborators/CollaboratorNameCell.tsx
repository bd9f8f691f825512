import { useRecordContext } from 'react-admin';
import type { Collaborator } from '../../../contract/collaborators';

/** Name and surname together; a pending invitation may have neither. */
export function CollaboratorNameCell() {
  const record = useRecordContext<Collaborator>();
  if (!record) return null;
  return <>{[record.name, record.surname].filter(Boolean).join(' ') || '—'}</>;
}

import { DeleteButton, useRecordContext, useTranslate } from 'react-admin';
import type { Collaborator } from '../../../contract/collaborators';

/** The owner cannot be removed; removing someone releases their contacts; an invitation is cancelled. */
export function CollaboratorRemoveButton() {
  const translate = useTranslate();
  const record = useRecordContext<Collaborator & { id: string }>();
  if (!record || record.role === 'owner') return null;
  return (
    <DeleteButton
      record={record}
      mutationMode="pessimistic"
      redirect={false}
      label={record.status === 'invited' ? 'crm.collaborators.cancelInvite' : 'crm.collaborators.remove'}
      confirmTitle={translate('crm.collaborators.removeTitle', { name: record.email })}
      confirmContent={translate('crm.collaborators.removeBody')}
    />
  );
}

import { MenuItem, TextField } from '@mui/material';
import { useCanAccess, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { ASSIGNABLE_ROLES, type Collaborator } from '../../../contract/collaborators';

/** The role, changeable in place by those who manage collaborators (never the owner's). */
export function CollaboratorRoleField() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<Collaborator & { id: string }>();
  const [update, { isPending }] = useUpdate();
  const { canAccess } = useCanAccess({ resource: 'collaborators', action: 'edit' });
  if (!record) return null;
  const roleName = (role: string) => translate(`resources.collaborators.roles.${role}`);
  if (!canAccess || record.role === 'owner') return <>{roleName(record.role)}</>;
  const handleChange = (role: string) =>
    update('collaborators', { id: record.id, data: { role }, previousData: record }, {
      mutationMode: 'pessimistic',
      onSuccess: () => notify('resources.collaborators.notifications.updated'),
      onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
    });
  return (
    <TextField
      select
      size="small"
      value={record.role}
      disabled={isPending}
      onChange={(e) => handleChange(e.target.value)}
      slotProps={{ htmlInput: { 'aria-label': translate('crm.collaborators.roleOf', { name: record.email }) } }}
    >
      {ASSIGNABLE_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {roleName(role)}
        </MenuItem>
      ))}
    </TextField>
  );
}

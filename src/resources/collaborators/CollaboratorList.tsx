import { NoResults } from '../../components/NoResults/NoResults';
import { Chip, Stack } from '@mui/material';
import { CreateButton, Datagrid, DeleteButton, FunctionField, List, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { CrmPageTitle } from '../../custom/crm/components/CrmPageTitle';
import type { Collaborator } from '../../../contract/collaborators';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { FormattedField } from '../../components/format/FormattedField';
import { CollaboratorRoleField } from './CollaboratorRoleField';
import { InvitationLinkButton } from './InvitationLinkButton';

/** Members and pending invitations; owners and admins invite, change roles and remove. */
export default function CollaboratorList() {
  const translate = useTranslate();
  const to = useLocalizedPath();
  return (
    <>
      <CrmPageTitle title={translate('crm.nav.collaborators')} />
      <List
        resource="collaborators"
        title={false}
        storeKey="crm.collaborators"
        pagination={false}
        actions={<TopToolbar><CreateButton resource="collaborators" to={to('crm/collaborators/invite')} label="crm.collaborators.invite" /></TopToolbar>}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoResults />}>
          <FunctionField label="resources.collaborators.fields.name" render={(c: Collaborator) => [c.name, c.surname].filter(Boolean).join(' ') || '—'} />
          <TextField source="email" sortable={false} />
          <CollaboratorRoleField label="resources.collaborators.fields.role" />
          <StatusChip label="resources.collaborators.fields.status" />
          <FormattedField source="joinedAt" kind="date" sortable={false} />
          <RowActions label="crm.common.actions" />
        </Datagrid>
      </List>
    </>
  );
}

function StatusChip(_: { label: string }) {
  const translate = useTranslate();
  const record = useRecordContext<Collaborator>();
  if (!record) return null;
  return <Chip size="small" color={record.status === 'active' ? 'success' : 'default'} label={translate(`resources.collaborators.status.${record.status}`)} />;
}

function RowActions(_: { label: string }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <InvitationLinkButton />
      <RemoveButton />
    </Stack>
  );
}

/** The owner cannot be removed; removing someone releases their contacts. */
function RemoveButton() {
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

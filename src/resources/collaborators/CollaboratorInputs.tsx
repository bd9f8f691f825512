import { email, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { ASSIGNABLE_ROLES } from '../../../contract/collaborators';

/** Who to invite and with which role; each role says in a line what it may do. */
export function CollaboratorInputs() {
  const translate = useTranslate();
  const roles = ASSIGNABLE_ROLES.map((role) => ({
    id: role,
    name: `${translate(`resources.collaborators.roles.${role}`)} — ${translate(`resources.collaborators.roleHelp.${role}`)}`,
  }));
  return (
    <>
      <TextInput source="collaboratorEmail" type="email" label="resources.collaborators.fields.collaboratorEmail" validate={[required(), email()]} autoFocus />
      <TextInput source="name" label="resources.collaborators.fields.name" />
      <TextInput source="surname" label="resources.collaborators.fields.surname" />
      <SelectInput source="role" label="resources.collaborators.fields.role" choices={roles} validate={required()} />
    </>
  );
}

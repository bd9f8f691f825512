import { ASSIGNABLE_ROLES, collaboratorCalls } from '../../../contract/collaborators';
import { defineResource, email, text, type FieldDef } from '../../dataProvider/defineResource';

/** Company members and pending invitations; "create" is an invitation by email with a role. */
export const collaboratorsResource = defineResource({
  name: 'collaborators',
  endpoints: {
    list: { call: collaboratorCalls.listCollaborators, args: () => ({}) },
    create: {
      call: collaboratorCalls.addCollaborator,
      args: ({ data }) => ({
        body: { collaboratorEmail: data.collaboratorEmail, role: data.role, name: data.name || undefined, surname: data.surname || undefined, language: data.language },
      }),
    },
    update: { call: collaboratorCalls.editCollaborator, args: ({ id, data }) => ({ body: { collaboratorId: id, newRole: data.role } }) },
    delete: { call: collaboratorCalls.removeCollaborator, args: ({ id }) => ({ body: { collaboratorId: id } }) },
  },
  fields: {
    collaboratorEmail: email({ required: true }),
    name: text(),
    surname: text(),
    role: { kind: 'select', required: true, choices: ASSIGNABLE_ROLES } satisfies FieldDef,
  },
});

import { lazy } from 'react';
import { ASSIGNABLE_ROLES, COLLABORATOR_STATUSES, collaboratorCalls } from '../../../contract/collaborators';
import { date, defineResource, email, select, text } from '../../dataProvider/defineResource';
import { CollaboratorNameCell } from './CollaboratorNameCell';
import { CollaboratorRoleField } from './CollaboratorRoleField';
import { CollaboratorRowActions } from './CollaboratorRowActions';
import { CollaboratorStatusChip } from './CollaboratorStatusChip';

/**
 * Company members and pending invitations. The list is derived (its cells say more than the
 * kinds: the role changes in place, the status is a chip); "create" is an invitation by email
 * with a role, its own form (written in the inviter's language, each role explained). Removal is
 * the row's own action: the owner has none, an invitation is cancelled rather than removed.
 */
export const collaboratorsResource = defineResource({
  name: 'collaborators',
  path: 'crm/collaborators',
  menu: { group: 'crm', order: 5 },
  recordRepresentation: 'email',
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
    name: text({ cell: CollaboratorNameCell }),
    surname: text({ list: false }),
    email: email({ readOnly: true }),
    collaboratorEmail: email({ required: true, createOnly: true, list: false }),
    role: select(ASSIGNABLE_ROLES, { required: true, cell: CollaboratorRoleField }),
    status: select(COLLABORATOR_STATUSES, { readOnly: true, cell: CollaboratorStatusChip }),
    joinedAt: date({ readOnly: true }),
  },
  // The API answers the whole team at once; a row opens nothing (the role changes in place).
  list: { paged: false, rowClick: false, rowDelete: false, bulkDelete: false, rowActions: CollaboratorRowActions },
  views: { create: lazy(() => import('./CollaboratorCreate')) },
});

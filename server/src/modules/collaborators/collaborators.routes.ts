import type { FastifyInstance } from 'fastify';
import { collaboratorCalls } from '../../../../contract/collaborators';
import { registerArea } from '../../http/route';
import * as service from './collaborators.service';

export async function collaboratorRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'collaborators', collaboratorCalls, {
    addCollaborator: async ({ body, company, user, deps, reply }) => {
      const collaborator = await service.addCollaborator(deps, company.id, user, body);
      reply.code(201);
      return collaborator;
    },
    listCollaborators: ({ company, deps }) => service.listCollaborators(deps.db, company.id),
    editCollaborator: ({ body, company, deps }) => service.editCollaborator(deps.db, company.id, body),
    removeCollaborator: ({ body, company, deps }) => service.removeCollaborator(deps.db, company.id, body.collaboratorId),
    invitationLink: ({ body, company, deps }) => service.invitationLink(deps, company.id, body.collaboratorId, body.language),
    getInvitation: ({ params, deps }) => service.getInvitation(deps.db, params.token),
    acceptInvitation: ({ body, deps }) => service.acceptInvitation(deps, body),
  }, { rateLimit: { acceptInvitation: 20, getInvitation: 60 } });
}

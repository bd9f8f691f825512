import type { FastifyInstance } from 'fastify';
import { commentCalls } from '../../../../contract/comments';
import { registerArea } from '../../http/route';
import * as service from './comments.service';

export async function commentRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'comments', commentCalls, {
    createContactComment: async ({ body, company, user, deps, reply }) => {
      const comment = await service.createComment(deps.db, company.id, user.id, body.contactId, body.comment);
      reply.code(201);
      return comment;
    },
    getCommentsByContact: ({ params, query, company, deps }) => service.listComments(deps.db, company.id, params.contactId, query.page, query.limit),
    getCommentById: ({ params, company, deps }) => service.getComment(deps.db, company.id, params.commentId),
    editComment: ({ body, company, user, deps }) => service.editComment(deps.db, company.id, user.id, company.role, body.commentId, body.comment),
    deleteComment: async ({ body, company, user, deps }) => {
      await service.deleteComment(deps.db, company.id, user.id, company.role, body.commentId);
      return { ok: true };
    },
  });
}

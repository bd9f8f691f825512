import { z } from 'zod';
import { defineCall } from './define';
import { id, listOf, okResponse } from './common';

/** Comments on a contact. Anyone who may write comments creates them; only the author or an owner/admin edits or deletes. */
export const comment = z.object({
  _id: z.string(),
  companyId: z.string(),
  contactId: z.string(),
  comment: z.string(),
  /** `erased`: the author's account was deleted; name and email are empty, the app shows "Deleted user". */
  author: z.object({ _id: z.string().nullable(), name: z.string(), surname: z.string(), email: z.string().nullable(), erased: z.boolean() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
});
export type Comment = z.infer<typeof comment>;

const text = z.string().trim().min(1, 'The comment is empty').max(10_000, 'A comment has at most 10000 characters');
const byCompany = { in: 'body', key: 'companyId' } as const;

export const commentCalls = {
  createContactComment: defineCall({
    method: 'POST', path: '/contactComment/createContactComment', summary: 'Adds a comment to a contact, signed by the caller',
    body: z.object({ companyId: id, contactId: id, comment: text }), company: byCompany, permission: 'comments:write', response: comment,
  }),
  getCommentsByContact: defineCall({
    method: 'GET', path: '/getCommentsByContact/:companyId/:contactId', summary: "A contact's comments, newest first",
    params: z.object({ companyId: id, contactId: id }),
    query: z.object({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(500).default(100) }),
    company: { in: 'params', key: 'companyId' }, permission: 'comments:read', response: listOf(comment),
  }),
  getCommentById: defineCall({
    method: 'GET', path: '/getCommentById/:companyId/:commentId', summary: 'One comment',
    params: z.object({ companyId: id, commentId: id }), company: { in: 'params', key: 'companyId' }, permission: 'comments:read', response: comment,
  }),
  editComment: defineCall({
    method: 'PUT', path: '/contactComment/editComment', summary: 'Edits a comment (its author, or an owner/admin)',
    body: z.object({ companyId: id, commentId: id, comment: text }), company: byCompany, permission: 'comments:write', response: comment,
  }),
  deleteComment: defineCall({
    method: 'DELETE', path: '/deleteComment', summary: 'Deletes a comment (its author, or an owner/admin)',
    body: z.object({ companyId: id, commentId: id }), company: byCompany, permission: 'comments:write', response: okResponse,
  }),
} as const;

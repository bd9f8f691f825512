import type { Comment } from '../../../../contract/comments';
import type { Role } from '../../../../contract/roles';
import type { Db } from '../../db/connection';
import { forbidden, notFound } from '../../http/errors';
import { requireContact } from '../contacts/contacts.service';
import { findUserById } from '../users/users.repository';
import * as repo from './comments.repository';

function toComment(row: repo.CommentRow): Comment {
  const [name, ...rest] = row.authorName.split(' ');
  return {
    _id: row.id, companyId: row.companyId, contactId: row.contactId, comment: row.body,
    author: {
      _id: row.authorId,
      name: row.userName ?? name ?? '',
      surname: row.userSurname ?? rest.join(' '),
      email: row.userEmail,
      // The app says "Deleted user" in the reader's language; no name is stored for it.
      erased: row.authorErased,
    },
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
    edited: row.updatedAt.getTime() - row.createdAt.getTime() > 1000,
  };
}

async function requireComment(db: Db, companyId: string, id: string) {
  const row = await repo.findComment(db, companyId, id);
  if (!row) throw notFound('Comment');
  return row;
}

/** Only the author, or an owner/admin of the company, may change a comment. */
function checkAuthor(row: repo.CommentRow, userId: string, role: Role) {
  if (row.authorId !== userId && role !== 'owner' && role !== 'admin') throw forbidden('Only the author or an admin can change this comment');
}

export async function createComment(db: Db, companyId: string, userId: string, contactId: string, body: string) {
  await requireContact(db, companyId, contactId);
  const user = await findUserById(db, userId);
  const id = await repo.insertComment(db, { companyId, contactId, authorId: userId, authorName: `${user?.name ?? ''} ${user?.surname ?? ''}`.trim(), body });
  return toComment(await requireComment(db, companyId, id));
}

export async function listComments(db: Db, companyId: string, contactId: string, page: number, limit: number) {
  await requireContact(db, companyId, contactId);
  const { rows, total } = await repo.pageComments(db, companyId, contactId, limit, (page - 1) * limit);
  return { data: rows.map(toComment), total, page, limit };
}

export async function getComment(db: Db, companyId: string, id: string) {
  return toComment(await requireComment(db, companyId, id));
}

export async function editComment(db: Db, companyId: string, userId: string, role: Role, id: string, body: string) {
  checkAuthor(await requireComment(db, companyId, id), userId, role);
  await repo.updateComment(db, id, body);
  return getComment(db, companyId, id);
}

export async function deleteComment(db: Db, companyId: string, userId: string, role: Role, id: string) {
  checkAuthor(await requireComment(db, companyId, id), userId, role);
  await repo.deleteComment(db, id);
}

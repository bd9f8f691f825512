import { sql } from 'kysely';
import type { Conn } from '../contacts/contacts.repository';
import './comments.tables';

export type CommentRow = {
  id: string; companyId: string; contactId: string; authorId: string | null; authorName: string; authorErased: boolean; body: string;
  createdAt: Date; updatedAt: Date; userName: string | null; userSurname: string | null; userEmail: string | null;
};

const select = sql`SELECT k.id, k.company_id, k.contact_id, k.author_id, k.author_name, k.author_erased, k.body, k.created_at, k.updated_at,
  u.name AS user_name, u.surname AS user_surname, u.email AS user_email
  FROM contact_comments k LEFT JOIN users u ON u.id = k.author_id`;

export async function pageComments(db: Conn, companyId: string, contactId: string, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    sql<CommentRow>`${select} WHERE k.company_id = ${companyId} AND k.contact_id = ${contactId} ORDER BY k.created_at DESC, k.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db),
    db.selectFrom('contactComments').select((eb) => eb.fn.countAll<number>().as('n')).where('companyId', '=', companyId).where('contactId', '=', contactId).executeTakeFirst(),
  ]);
  return { rows: rows.rows, total: Number(total?.n ?? 0) };
}

export async function findComment(db: Conn, companyId: string, id: string): Promise<CommentRow | undefined> {
  const result = await sql<CommentRow>`${select} WHERE k.company_id = ${companyId} AND k.id = ${id}`.execute(db);
  return result.rows[0];
}

export async function insertComment(db: Conn, values: { companyId: string; contactId: string; authorId: string | null; authorName: string; body: string; sourceKey?: string }): Promise<string> {
  const row = await db.insertInto('contactComments').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateComment(db: Conn, id: string, body: string): Promise<void> {
  await db.updateTable('contactComments').set({ body, updatedAt: new Date() }).where('id', '=', id).execute();
}

export async function deleteComment(db: Conn, id: string): Promise<void> {
  await db.deleteFrom('contactComments').where('id', '=', id).execute();
}

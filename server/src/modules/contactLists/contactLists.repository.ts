import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Conn } from '../contacts/contacts.repository';
import type { ContactListsTable } from './contactLists.tables';
import './contactLists.tables';

export type ListRow = Selectable<ContactListsTable> & { contactCount: number };

const columns = sql`l.id, l.company_id, l.name, l.description, l.created_at, l.updated_at,
  (SELECT count(*)::int FROM contact_list_members m WHERE m.list_id = l.id) AS contact_count`;

export async function pageLists(db: Conn, companyId: string, search: string | undefined, limit: number, offset: number) {
  const filter = search ? sql`AND l.name ILIKE ${`%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}` : sql``;
  const [rows, total] = await Promise.all([
    sql<ListRow>`SELECT ${columns} FROM contact_lists l WHERE l.company_id = ${companyId} ${filter} ORDER BY lower(l.name) COLLATE crm_natural, l.id LIMIT ${limit} OFFSET ${offset}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM contact_lists l WHERE l.company_id = ${companyId} ${filter}`.execute(db),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function findList(db: Conn, companyId: string, id: string): Promise<ListRow | undefined> {
  const result = await sql<ListRow>`SELECT ${columns} FROM contact_lists l WHERE l.company_id = ${companyId} AND l.id = ${id}`.execute(db);
  return result.rows[0];
}

export async function findListByName(db: Conn, companyId: string, name: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('contactLists').select('id').where('companyId', '=', companyId).where(sql<boolean>`lower(name) = ${name.toLowerCase()}`).executeTakeFirst();
}

export async function insertList(db: Conn, values: { companyId: string; name: string; description: string | null }): Promise<string> {
  const row = await db.insertInto('contactLists').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateList(db: Conn, id: string, changes: { name?: string; description?: string | null }): Promise<void> {
  await db.updateTable('contactLists').set({ ...changes, updatedAt: new Date() }).where('id', '=', id).execute();
}

export async function deleteList(db: Conn, id: string): Promise<void> {
  await db.deleteFrom('contactLists').where('id', '=', id).execute();
}

/** Adds the company's contacts among `contactIds` (others are ignored); returns the ones that were new. */
export async function addMembers(db: Conn, companyId: string, listId: string, contactIds: string[]): Promise<string[]> {
  if (!contactIds.length) return [];
  const result = await sql<{ contactId: string }>`
    INSERT INTO contact_list_members (list_id, contact_id, company_id)
    SELECT ${listId}, c.id, c.company_id FROM contacts c WHERE c.company_id = ${companyId} AND c.id = ANY(${contactIds}::uuid[])
    ON CONFLICT DO NOTHING RETURNING contact_id`.execute(db);
  return result.rows.map((r) => r.contactId);
}

/** Adds every contact matching a WHERE built by contactWhere(); returns the ones that were new. */
export async function addMatching(db: Conn, listId: string, where: RawBuilder<boolean>): Promise<string[]> {
  const result = await sql<{ contactId: string }>`
    INSERT INTO contact_list_members (list_id, contact_id, company_id)
    SELECT ${listId}, c.id, c.company_id FROM contacts c WHERE ${where}
    ON CONFLICT DO NOTHING RETURNING contact_id`.execute(db);
  return result.rows.map((r) => r.contactId);
}

export async function removeMembers(db: Conn, listId: string, contactIds: string[]): Promise<number> {
  if (!contactIds.length) return 0;
  const result = await db.deleteFrom('contactListMembers').where('listId', '=', listId).where('contactId', 'in', contactIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function removeMatching(db: Conn, listId: string, where: RawBuilder<boolean>): Promise<number> {
  const result = await sql`
    DELETE FROM contact_list_members m USING contacts c
    WHERE m.list_id = ${listId} AND m.contact_id = c.id AND ${where}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

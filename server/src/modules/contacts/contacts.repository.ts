import { sql, type Insertable, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import type { Contact } from '../../../../contract/contacts';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { ContactsTable } from './contacts.tables';
import './contacts.tables';
import '../pipelines/pipelines.tables';
import '../contactLists/contactLists.tables';

export type ContactRow = Selectable<ContactsTable>;
export type Conn = Db | Transaction<Database>;

const COLUMNS = sql`c.id, c.company_id, c.name, c.surname, c.email, c.phone, c.organization, c.job_title, c.source, c.city, c.country, c.custom_properties, c.created_at, c.updated_at`;

export async function insertContact(db: Conn, values: Insertable<ContactsTable>): Promise<ContactRow> {
  return db.insertInto('contacts').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findContact(db: Conn, companyId: string, id: string): Promise<ContactRow | undefined> {
  return db.selectFrom('contacts').selectAll().where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
}

/** Another contact of the company with this email (case-insensitive). */
export async function findByEmail(db: Conn, companyId: string, email: string, exceptId?: string): Promise<{ id: string } | undefined> {
  let q = db
    .selectFrom('contacts')
    .select('id')
    .where('companyId', '=', companyId)
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

export type StandardPatch = {
  name?: string; surname?: string; email?: string | null; phone?: string | null; organization?: string | null;
  jobTitle?: string | null; source?: string | null; city?: string | null; country?: string | null;
};

/** Merges custom values: a null value removes that key. */
export async function updateContact(
  db: Conn,
  companyId: string,
  id: string,
  fields: StandardPatch,
  custom: Record<string, unknown> | undefined,
): Promise<ContactRow | undefined> {
  let q = db.updateTable('contacts').set({ ...fields, updatedAt: new Date() });
  if (custom) {
    const removed = Object.keys(custom).filter((k) => custom[k] === null);
    const set = Object.fromEntries(Object.entries(custom).filter(([, v]) => v !== null));
    q = q.set({ customProperties: sql<string>`(custom_properties - ${removed}::text[]) || ${JSON.stringify(set)}::jsonb` });
  }
  return q.where('companyId', '=', companyId).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteContacts(db: Conn, companyId: string, ids: string[]): Promise<number> {
  const result = await db.deleteFrom('contacts').where('companyId', '=', companyId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ids of the given contacts that belong to the company. */
export async function existingContactIds(db: Conn, companyId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('contacts').select('id').where('companyId', '=', companyId).where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

export async function pageContacts(db: Conn, where: RawBuilder<boolean>, order: RawBuilder<unknown>, limit: number, offset: number): Promise<ContactRow[]> {
  const result = await sql<ContactRow>`SELECT ${COLUMNS} FROM contacts c WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return result.rows;
}

/**
 * A page and the exact total in one scan, for filtered lists: the matches are read once, counted
 * (a window over all of them), and only the first `offset + limit` in the requested order are kept
 * — a bounded top-N sort, not a sort of every match: with the ICU name order each comparison is
 * costly, and a broad search of 33k matches sorted in full took 60 ms against 15 ms. Only the
 * page's rows are then fetched in full. Running the page and a separate count read every match
 * twice (the heap visit of each match is the cost: 12k random pages for a broad search on 1M
 * contacts). An empty page past the end carries no total, so the caller counts then.
 */
export async function pageWithTotal(
  db: Conn,
  where: RawBuilder<boolean>,
  order: RawBuilder<unknown>,
  limit: number,
  offset: number,
): Promise<{ rows: ContactRow[]; total: number | null }> {
  const result = await sql<ContactRow & { total: number }>`
    WITH m AS MATERIALIZED (SELECT c.id, count(*) OVER () AS total FROM contacts c WHERE ${where} ORDER BY ${order} LIMIT ${offset + limit})
    SELECT ${COLUMNS}, m.total::int AS total
    FROM m JOIN contacts c ON c.id = m.id
    ORDER BY ${order} OFFSET ${offset}`.execute(db);
  const total = result.rows[0]?.total ?? (offset === 0 ? 0 : null);
  return { rows: result.rows.map(({ total: _total, ...row }) => row as ContactRow), total };
}

/** All contacts of the company, from the trigger-kept counter (no scan). */
export async function companyContactCount(db: Conn, companyId: string): Promise<number> {
  const row = await db.selectFrom('contactCounts').select('contacts').where('companyId', '=', companyId).executeTakeFirst();
  return Number(row?.contacts ?? 0);
}

export async function countContacts(db: Conn, where: RawBuilder<boolean>): Promise<number> {
  const result = await sql<{ count: number }>`SELECT count(*)::int AS count FROM contacts c WHERE ${where}`.execute(db);
  return result.rows[0]?.count ?? 0;
}

/**
 * Keyset walk for exports, newest first. The cursor is the last row's created_at as text (full
 * microsecond precision, which a JS Date would lose) and id.
 */
export type ExportCursor = { createdAt: string; id: string };
export async function contactBatch(
  db: Conn,
  where: RawBuilder<boolean>,
  after: ExportCursor | null,
  limit: number,
): Promise<(ContactRow & { cursor: string })[]> {
  const cursor = after ? sql`AND (c.created_at, c.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``;
  const result = await sql<ContactRow & { cursor: string }>`
    SELECT ${COLUMNS}, c.created_at::text AS cursor FROM contacts c WHERE ${where} ${cursor}
    ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit}`.execute(db);
  return result.rows;
}

type Related = {
  collaborators: { contactId: string; id: string; name: string; surname: string; email: string }[];
  stages: { contactId: string; pipelineId: string; pipelineName: string; stageId: string; stageName: string; assignedAt: string }[];
  lists: { contactId: string; listId: string }[];
};

/**
 * Collaborators, stages and lists of a page of contacts, then the API shape. One query returning
 * three JSON arrays rather than three queries: a page's related rows are few, and under load each
 * round trip to Postgres costs more than building them as JSON (bench/load.ts).
 */
export async function hydrate(db: Conn, rows: ContactRow[]): Promise<Contact[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const { rows: [related] } = await sql<Related>`SELECT
    (SELECT coalesce(json_agg(json_build_object('contactId', cc.contact_id, 'id', u.id, 'name', u.name, 'surname', u.surname, 'email', u.email) ORDER BY cc.assigned_at), '[]')
      FROM contact_collaborators cc JOIN users u ON u.id = cc.user_id WHERE cc.contact_id = ANY(${ids}::uuid[])) AS collaborators,
    (SELECT coalesce(json_agg(json_build_object('contactId', s.contact_id, 'pipelineId', s.pipeline_id, 'pipelineName', p.name, 'stageId', s.stage_id, 'stageName', st.name, 'assignedAt', s.assigned_at) ORDER BY p.position), '[]')
      FROM contact_pipeline_stages s JOIN pipelines p ON p.id = s.pipeline_id JOIN pipeline_stages st ON st.id = s.stage_id WHERE s.contact_id = ANY(${ids}::uuid[])) AS stages,
    (SELECT coalesce(json_agg(json_build_object('contactId', l.contact_id, 'listId', l.list_id)), '[]')
      FROM contact_list_members l WHERE l.contact_id = ANY(${ids}::uuid[])) AS lists`.execute(db);
  const { collaborators, stages, lists } = related;
  const group = <T extends { contactId: string }>(items: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of items) map.set(item.contactId, [...(map.get(item.contactId) ?? []), item]);
    return map;
  };
  const byCollab = group(collaborators);
  const byStage = group(stages);
  const byList = group(lists);
  return rows.map((r) => ({
    ...toContactFields(r),
    collaborators: (byCollab.get(r.id) ?? []).map((c) => ({ _id: c.id, name: c.name, surname: c.surname, email: c.email })),
    pipelineStages: (byStage.get(r.id) ?? []).map((s) => ({
      pipelineId: s.pipelineId, pipelineName: s.pipelineName, pipelineStageId: s.stageId, stageName: s.stageName, assignedAt: new Date(s.assignedAt).toISOString(),
    })),
    contactListIds: (byList.get(r.id) ?? []).map((l) => l.listId),
  }));
}

export function toContactFields(r: ContactRow) {
  return {
    _id: r.id,
    companyId: r.companyId,
    name: r.name,
    surname: r.surname,
    email: r.email,
    phone: r.phone,
    organization: r.organization,
    jobTitle: r.jobTitle,
    source: r.source,
    city: r.city,
    country: r.country,
    customProperties: r.customProperties ?? {},
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

/** Company members among the given user ids. */
export async function memberIds(db: Conn, companyId: string, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await db.selectFrom('companyMembers').select('userId').where('companyId', '=', companyId).where('userId', 'in', userIds).execute();
  return rows.map((r) => r.userId);
}

export async function assignCollaborators(db: Conn, companyId: string, contactIds: string[], userIds: string[]): Promise<number> {
  const result = await sql`
    INSERT INTO contact_collaborators (contact_id, user_id, company_id)
    SELECT c.id, u.user_id, c.company_id
    FROM contacts c CROSS JOIN unnest(${userIds}::uuid[]) AS u(user_id)
    WHERE c.company_id = ${companyId} AND c.id = ANY(${contactIds}::uuid[])
    ON CONFLICT DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export async function unassignCollaborators(db: Conn, companyId: string, contactIds: string[], userIds: string[]): Promise<number> {
  const result = await db
    .deleteFrom('contactCollaborators')
    .where('companyId', '=', companyId)
    .where('contactId', 'in', contactIds)
    .where('userId', 'in', userIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

import { sql } from 'kysely';
import type { ChatTag } from '../../../../contract/chat';
import type { Db } from '../../db/connection';
import { conflict, notFound } from '../../http/errors';

type TagRow = { id: string; companyId: string; name: string; color: string; conversationCount: number };

const toTag = (r: TagRow): ChatTag => ({ _id: r.id, companyId: r.companyId, name: r.name, color: r.color, conversationCount: r.conversationCount });

async function rows(db: Db, companyId: string, tagId?: string): Promise<TagRow[]> {
  const r = await sql<TagRow>`SELECT t.id, t.company_id, t.name, t.color,
      (SELECT count(*)::int FROM chat_conversations cv WHERE cv.company_id = t.company_id AND t.id = ANY(cv.tag_ids)) AS conversation_count
    FROM chat_tags t WHERE t.company_id = ${companyId} ${tagId ? sql`AND t.id = ${tagId}` : sql``}
    ORDER BY lower(t.name) COLLATE crm_natural, t.id`.execute(db);
  return r.rows;
}

export async function listTags(db: Db, companyId: string) {
  const data = (await rows(db, companyId)).map(toTag);
  return { data, total: data.length, page: 1, limit: data.length };
}

export async function getTag(db: Db, companyId: string, tagId: string): Promise<ChatTag> {
  const [row] = await rows(db, companyId, tagId);
  if (!row) throw notFound('Conversation tag');
  return toTag(row);
}

async function nameTaken(db: Db, companyId: string, name: string, exceptId?: string) {
  let q = db.selectFrom('chatTags').select('id').where('companyId', '=', companyId).where(sql<boolean>`lower(name) = ${name.toLowerCase()}`);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return Boolean(await q.executeTakeFirst());
}

export async function createTag(db: Db, companyId: string, input: { name: string; color: string }) {
  if (await nameTaken(db, companyId, input.name)) throw conflict(`A tag named "${input.name}" already exists`, 'duplicate_name');
  const { id } = await db.insertInto('chatTags').values({ companyId, name: input.name, color: input.color }).returning('id').executeTakeFirstOrThrow();
  return getTag(db, companyId, id);
}

export async function updateTag(db: Db, companyId: string, tagId: string, input: { name?: string; color?: string }) {
  await getTag(db, companyId, tagId);
  if (input.name && (await nameTaken(db, companyId, input.name, tagId))) throw conflict(`A tag named "${input.name}" already exists`, 'duplicate_name');
  if (input.name !== undefined || input.color !== undefined) await db.updateTable('chatTags').set(input).where('id', '=', tagId).execute();
  return getTag(db, companyId, tagId);
}

/** The tag leaves every conversation that had it. */
export async function deleteTag(db: Db, companyId: string, tagId: string) {
  await getTag(db, companyId, tagId);
  await db.transaction().execute(async (tx) => {
    await sql`UPDATE chat_conversations SET tag_ids = array_remove(tag_ids, ${tagId}::uuid) WHERE company_id = ${companyId} AND ${tagId}::uuid = ANY(tag_ids)`.execute(tx);
    await tx.deleteFrom('chatTags').where('id', '=', tagId).execute();
  });
  return { ok: true as const };
}

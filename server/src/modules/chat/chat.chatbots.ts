import { sql, type Selectable } from 'kysely';
import type { Chatbot, ChatbotFields } from '../../../../contract/chatbots';
import type { AppDeps } from '../../deps';
import { invalidField, notFound } from '../../http/errors';
import { contactWhere } from '../contacts/contacts.filters';
import { loadPropertyDefs } from '../customProperties/customProperties.service';
import { findMember } from '../collaborators/collaborators.repository';
import type { ChatbotsTable } from './chat.tables';

type Row = Selectable<ChatbotsTable>;
export type ContactSelection = {
  contactIds?: string[] | null;
  contactListId?: string | null;
  filters?: { filterField: string; filterValue: string | number | boolean }[] | null;
  filterByCollaborators?: string[] | null;
};

const toChatbot = (row: Row & { contactCount: number }): Chatbot => ({
  _id: row.id, companyId: row.companyId, name: row.name, active: row.active, audience: row.audience,
  rules: row.rules, menu: row.menu, officeHours: row.officeHours, handoff: row.handoff,
  contactCount: row.contactCount, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});

const withCount = (deps: AppDeps, companyId: string) => deps.db.selectFrom('chatbots')
  .selectAll('chatbots')
  .select((eb) => eb.selectFrom('chatbotContacts').select(eb.fn.countAll<number>().as('n')).whereRef('chatbotContacts.chatbotId', '=', 'chatbots.id').as('contactCount'))
  .where('chatbots.companyId', '=', companyId);

async function find(deps: AppDeps, companyId: string, id: string) {
  const row = await withCount(deps, companyId).where('chatbots.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Chatbot');
  return toChatbot({ ...row, contactCount: Number(row.contactCount ?? 0) });
}

/** A hand-off goes to a member of the company who may answer chats (never a viewer or a stranger). */
async function checkHandoff(deps: AppDeps, companyId: string, fields: Partial<ChatbotFields>) {
  const userId = fields.handoff?.userId;
  if (!userId) return;
  const member = await findMember(deps.db, companyId, userId);
  if (!member || member.role === 'viewer') throw invalidField('body.handoff.userId', 'The hand-off must go to a member of the company who answers chats');
}

const columns = (f: Partial<ChatbotFields>) => ({
  ...(f.name !== undefined ? { name: f.name } : {}),
  ...(f.active !== undefined ? { active: f.active } : {}),
  ...(f.audience !== undefined ? { audience: f.audience } : {}),
  ...(f.rules !== undefined ? { rules: JSON.stringify(f.rules) } : {}),
  ...(f.menu !== undefined ? { menu: f.menu === null ? null : JSON.stringify(f.menu) } : {}),
  ...(f.officeHours !== undefined ? { officeHours: f.officeHours === null ? null : JSON.stringify(f.officeHours) } : {}),
  ...(f.handoff !== undefined ? { handoff: f.handoff === null ? null : JSON.stringify(f.handoff) } : {}),
});

export async function listChatbots(deps: AppDeps, companyId: string) {
  const rows = await withCount(deps, companyId).orderBy('chatbots.name').execute();
  const data = rows.map((r) => toChatbot({ ...r, contactCount: Number(r.contactCount ?? 0) }));
  return { data, total: data.length, page: 1, limit: data.length };
}

export const getChatbot = find;

export async function createChatbot(deps: AppDeps, companyId: string, fields: ChatbotFields) {
  await checkHandoff(deps, companyId, fields);
  const row = await deps.db.insertInto('chatbots').values({ companyId, ...columns(fields), name: fields.name, rules: JSON.stringify(fields.rules) }).returning('id').executeTakeFirstOrThrow();
  return find(deps, companyId, row.id);
}

export async function updateChatbot(deps: AppDeps, companyId: string, id: string, fields: Partial<ChatbotFields>) {
  await find(deps, companyId, id);
  await checkHandoff(deps, companyId, fields);
  await deps.db.updateTable('chatbots').set({ ...columns(fields), updatedAt: new Date() }).where('id', '=', id).execute();
  return find(deps, companyId, id);
}

export async function deleteChatbot(deps: AppDeps, companyId: string, id: string) {
  await find(deps, companyId, id);
  await deps.db.deleteFrom('chatbots').where('id', '=', id).execute();
  return { ok: true as const };
}

/** The company's contacts a selection names (ids, a list, filters and collaborators); a bad filter is a 400. */
async function selectContacts(deps: AppDeps, companyId: string, s: ContactSelection) {
  const defs = await loadPropertyDefs(deps.db, companyId);
  const where = contactWhere({
    companyId, contactIds: s.contactIds ?? undefined, contactListId: s.contactListId ?? undefined,
    filters: s.filters, collaborators: s.filterByCollaborators,
  }, defs);
  return sql`SELECT c.id FROM contacts c WHERE ${where}`;
}

const countOf = async (deps: AppDeps, chatbotId: string) =>
  Number((await deps.db.selectFrom('chatbotContacts').select((eb) => eb.fn.countAll<number>().as('n')).where('chatbotId', '=', chatbotId).executeTakeFirstOrThrow()).n);

const empty = (s: ContactSelection) => !s.contactIds?.length && !s.contactListId && !s.filters?.length && !s.filterByCollaborators?.length;

export async function addContacts(deps: AppDeps, companyId: string, chatbotId: string, s: ContactSelection) {
  await find(deps, companyId, chatbotId);
  if (empty(s)) throw invalidField('body.contactIds', 'Name the contacts: ids, a list or filters');
  const selected = await selectContacts(deps, companyId, s);
  const r = await sql`INSERT INTO chatbot_contacts (chatbot_id, contact_id) SELECT ${chatbotId}, id FROM (${selected}) s ON CONFLICT DO NOTHING`.execute(deps.db);
  return { added: Number(r.numAffectedRows ?? 0), contactCount: await countOf(deps, chatbotId) };
}

export async function removeContacts(deps: AppDeps, companyId: string, chatbotId: string, s: ContactSelection) {
  await find(deps, companyId, chatbotId);
  if (empty(s)) throw invalidField('body.contactIds', 'Name the contacts: ids, a list or filters');
  const selected = await selectContacts(deps, companyId, s);
  const r = await sql`DELETE FROM chatbot_contacts WHERE chatbot_id = ${chatbotId} AND contact_id IN (${selected})`.execute(deps.db);
  return { removed: Number(r.numAffectedRows ?? 0), contactCount: await countOf(deps, chatbotId) };
}

/** The active chatbot that answers this contact: one for selected contacts first, else one for everyone. */
export async function chatbotFor(deps: AppDeps, companyId: string, contactId: string): Promise<Chatbot | null> {
  const row = await deps.db.selectFrom('chatbots').selectAll()
    .where('companyId', '=', companyId).where('active', '=', true)
    .where((eb) => eb.or([
      eb('audience', '=', 'everyone'),
      eb.exists(eb.selectFrom('chatbotContacts').select('contactId').whereRef('chatbotContacts.chatbotId', '=', 'chatbots.id').where('contactId', '=', contactId)),
    ]))
    .orderBy(sql`audience = 'selected'`, 'desc').orderBy('createdAt')
    .executeTakeFirst();
  return row ? toChatbot({ ...row, contactCount: 0 }) : null;
}

/**
 * The company's business hours: the office hours of its active chatbot that answers everyone
 * (else of one for selected contacts), the oldest first, as the company's chat has no hours of
 * its own. They are what the chatbot says "closed" by, so response times count the same hours.
 * Null: none configured.
 */
export async function businessHoursOf(deps: AppDeps, companyId: string): Promise<Chatbot['officeHours']> {
  const row = await deps.db.selectFrom('chatbots').select('officeHours')
    .where('companyId', '=', companyId).where('active', '=', true).where('officeHours', 'is not', null)
    .orderBy(sql`audience = 'everyone'`, 'desc').orderBy('createdAt').orderBy('id')
    .executeTakeFirst();
  return row?.officeHours ?? null;
}

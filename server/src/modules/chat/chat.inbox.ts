import { sql, type RawBuilder } from 'kysely';
import { CHAT_ERRORS, type ConversationQuery } from '../../../../contract/chat';
import type { Role } from '../../../../contract/roles';
import type { AppDeps } from '../../deps';
import { AppError, invalidField, notFound } from '../../http/errors';
import { contactWhere } from '../contacts/contacts.filters';
import { loadPropertyDefs } from '../customProperties/customProperties.service';
import { canSee, companyMembers, viewerOf, type Member } from './chat.audience';
import { announceConversation, announceStatus } from './chat.events';
import { toConversation, toMessage } from './chat.presenter';
import * as repo from './chat.repository';
import type { ConversationRow } from './chat.repository';

type Caller = { userId: string; companyId: string; role: Role };

/** The caller as the visibility rules see them (their role was read with the request's membership check). */
async function memberOf(deps: AppDeps, caller: Caller): Promise<Member> {
  return { userId: caller.userId, role: caller.role, waAppId: await repo.memberAppId(deps.db, caller.companyId, caller.userId) };
}

export async function listConversations(deps: AppDeps, caller: Caller, query: ConversationQuery, page: number, limit: number) {
  const member = await memberOf(deps, caller);
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`cv.company_id = ${caller.companyId}`, repo.visibleTo(viewerOf(member))];
  if (query.appId) conditions.push(sql<boolean>`cv.app_id = ${query.appId}`);
  if (query.tags?.length) conditions.push(sql<boolean>`cv.tag_ids && ${query.tags}::uuid[]`);
  const collaborators = query.filterByCollaborators ?? [];
  if (collaborators.length) {
    const ids = collaborators.filter((c) => c !== 'unassigned');
    const parts = [ids.length ? sql<boolean>`cv.assigned_user_id = ANY(${ids}::uuid[])` : null, collaborators.includes('unassigned') ? sql<boolean>`cv.assigned_user_id IS NULL` : null]
      .filter((p): p is RawBuilder<boolean> => p !== null);
    conditions.push(sql<boolean>`(${sql.join(parts, sql` OR `)})`);
  }
  const base = sql.join(conditions, sql` AND `);
  const filtered: RawBuilder<boolean>[] = [sql<boolean>`${base}`, repo.filterCondition(query.filters, caller.userId)];
  if (query.searchTerm?.trim() || query.contactFilters?.length) {
    // The CRM's own search and filters, on each conversation's contact.
    const defs = await loadPropertyDefs(deps.db, caller.companyId);
    const where = contactWhere({ companyId: caller.companyId, searchTerm: query.searchTerm, filters: query.contactFilters }, defs);
    filtered.push(sql<boolean>`cv.contact_id IN (SELECT c.id FROM contacts c WHERE ${where})`);
  }
  const where = sql.join(filtered, sql` AND `) as RawBuilder<boolean>;
  const [{ rows, total }, unread] = await Promise.all([
    repo.pageConversations(deps.db, where, limit, (page - 1) * limit),
    repo.countUnread(deps.db, sql<boolean>`${base}`),
  ]);
  const now = new Date();
  return { data: rows.map((r) => toConversation(r, now)), total, page, limit, unreadConversations: unread };
}

/**
 * A conversation the caller may open. Not theirs to see (an agent's colleague's chat): 404 like a
 * foreign id, so nothing leaks; `forbiddenAs403` gives SPEC §8's 403 for the contact lookup.
 */
export async function openConversation(deps: AppDeps, caller: Caller, conversationId: string, options: { forbiddenAs403?: boolean } = {}): Promise<ConversationRow> {
  const found = await repo.findConversationFor(deps.db, caller.companyId, conversationId, caller.userId);
  if (!found) throw new AppError(404, 'not_found', options.forbiddenAs403 ? CHAT_ERRORS.contact_not_found : 'Conversation not found');
  const { viewerAppId, contactAssignees, ...row } = found;
  const member: Member = { userId: caller.userId, role: caller.role, waAppId: viewerAppId };
  if (!canSee(member, { appId: row.appId, assignedUserId: row.assignedUserId, contactAssignees })) {
    if (options.forbiddenAs403) throw new AppError(403, 'forbidden', CHAT_ERRORS.contact_forbidden);
    throw notFound('Conversation');
  }
  return row;
}

export async function conversationOfContact(deps: AppDeps, caller: Caller, contactId: string) {
  const row = await repo.findConversationOfContact(deps.db, caller.companyId, contactId);
  if (!row) throw new AppError(404, 'not_found', CHAT_ERRORS.contact_not_found);
  return toConversation(await openConversation(deps, caller, row.id, { forbiddenAs403: true }));
}

export async function messages(deps: AppDeps, caller: Caller, conversationId: string, page: number, limit: number) {
  const row = await openConversation(deps, caller, conversationId);
  const { rows, total } = await repo.pageMessages(deps.db, row.id, limit, (page - 1) * limit);
  return { data: rows.map(toMessage), total, page, limit };
}

async function changed(deps: AppDeps, caller: Caller, id: string, previousAssignee?: string | null) {
  const row = await repo.findConversation(deps.db, caller.companyId, id);
  const conversation = toConversation(row!);
  await announceConversation(deps, conversation, previousAssignee);
  return conversation;
}

export async function markRead(deps: AppDeps, caller: Caller, conversationId: string) {
  const row = await openConversation(deps, caller, conversationId);
  if (row.unreadCount > 0) {
    await repo.updateConversation(deps.db, row.id, { unreadCount: 0 });
    await changed(deps, caller, row.id);
  }
  return { ok: true as const };
}

export async function assign(deps: AppDeps, caller: Caller, conversationId: string, userId: string | null) {
  const row = await openConversation(deps, caller, conversationId);
  if (userId) {
    const members = await companyMembers(deps.db, caller.companyId);
    const member = members.find((m) => m.userId === userId);
    if (!member) throw invalidField('body.userId', 'Not a collaborator of this company');
    if (member.role === 'viewer') throw invalidField('body.userId', 'A viewer cannot answer conversations');
  }
  await repo.updateConversation(deps.db, row.id, { assignedUserId: userId });
  return changed(deps, caller, row.id, row.assignedUserId);
}

export async function archive(deps: AppDeps, caller: Caller, conversationId: string, archived: boolean) {
  const row = await openConversation(deps, caller, conversationId);
  await repo.updateConversation(deps.db, row.id, { archived });
  return changed(deps, caller, row.id);
}

export async function setTags(deps: AppDeps, caller: Caller, conversationId: string, tagIds: string[]) {
  const row = await openConversation(deps, caller, conversationId);
  const unique = [...new Set(tagIds)];
  if (unique.length) {
    const known = await deps.db.selectFrom('chatTags').select('id').where('companyId', '=', caller.companyId).where('id', 'in', unique).execute();
    const unknown = unique.find((t) => !known.some((k) => k.id === t));
    if (unknown) throw invalidField('body.tagIds', `Unknown conversation tag ${unknown}`);
  }
  await repo.updateConversation(deps.db, row.id, { tagIds: unique });
  return changed(deps, caller, row.id);
}

/** The contact read the business's messages (the sandbox phone, or the channel's read receipts). */
export async function contactRead(deps: AppDeps, companyId: string, conversationId: string) {
  const ids = await repo.markOutgoingRead(deps.db, conversationId);
  const row = await repo.findConversation(deps.db, companyId, conversationId);
  if (row) await announceStatus(deps, toConversation(row), ids, 'read');
  return ids;
}

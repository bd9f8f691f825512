import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { ChatFilter, ChatSessionStatus } from '../../../../contract/chat';
import type { Conn } from '../contacts/contacts.repository';
import type { ChatAppsTable, ChatConversationsTable } from './chat.tables';
import './chat.tables';
import '../contacts/contacts.tables';

export type AppRow = Selectable<ChatAppsTable>;
export type ConversationRow = Selectable<ChatConversationsTable> & {
  chatName: string;
  phone: string;
  assignedName: string | null;
  lmType: string | null;
  lmText: string | null;
  lmCaption: string | null;
  lmDirection: 'in' | 'out' | null;
  lmStatus: string | null;
  lmCreatedAt: Date | null;
};

// ---- Apps and their sessions ----

/** The company's apps, oldest first; the first is created on first use (one per company at once). */
export async function ensureApps(db: Conn, companyId: string, provider: string): Promise<AppRow[]> {
  const existing = await db.selectFrom('chatApps').selectAll().where('companyId', '=', companyId).orderBy('createdAt').orderBy('id').execute();
  if (existing.length) return existing;
  return db.transaction().execute(async (tx) => {
    // Two first calls at once must not make two apps.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`chat_app:${companyId}`}))`.execute(tx);
    const again = await tx.selectFrom('chatApps').selectAll().where('companyId', '=', companyId).execute();
    if (again.length) return again;
    // Containers are numbered across companies so sessions spread over them (SPEC's assignedContainer).
    const { n } = await sql<{ n: number }>`SELECT (count(*) % 4 + 1)::int AS n FROM chat_apps`.execute(tx).then((r) => r.rows[0]!);
    const row = await tx.insertInto('chatApps').values({ companyId, name: 'WhatsApp', provider, container: n }).returningAll().executeTakeFirstOrThrow();
    return [row];
  });
}

export async function findApp(db: Conn, companyId: string, appId: string): Promise<AppRow | undefined> {
  return db.selectFrom('chatApps').selectAll().where('companyId', '=', companyId).where('id', '=', appId).executeTakeFirst();
}

export async function findAppByToken(db: Conn, column: 'pairingToken' | 'deviceToken', token: string): Promise<AppRow | undefined> {
  return db.selectFrom('chatApps').selectAll().where(column, '=', token).executeTakeFirst();
}

export async function updateApp(
  db: Conn,
  appId: string,
  changes: Partial<{ status: ChatSessionStatus; phone: string | null; reason: string | null; loginStartedAt: Date | null; pairingToken: string | null; deviceToken: string | null; provider: string }>,
): Promise<AppRow> {
  return db.updateTable('chatApps').set({ ...changes, updatedAt: new Date() }).where('id', '=', appId).returningAll().executeTakeFirstOrThrow();
}

// ---- Conversations ----

const conversationColumns = sql`cv.*,
  coalesce(nullif(trim(c.name || ' ' || c.surname), ''), c.phone, '+' || cv.wa_id) AS chat_name,
  coalesce(c.phone, '+' || cv.wa_id) AS phone,
  nullif(trim(u.name || ' ' || u.surname), '') AS assigned_name,
  m.type AS lm_type, m.text AS lm_text, m.caption AS lm_caption, m.direction AS lm_direction, m.status AS lm_status, m.created_at AS lm_created_at`;
const conversationJoins = sql`FROM chat_conversations cv
  JOIN contacts c ON c.id = cv.contact_id
  LEFT JOIN users u ON u.id = cv.assigned_user_id
  LEFT JOIN chat_messages m ON m.id = cv.last_message_id`;

/** Who is asking: an agent sees conversations assigned to them, unassigned ones and those of contacts assigned to them; a member tied to an app sees only that app. */
export type Viewer = { userId: string; seesAll: boolean; appId: string | null };

export function visibleTo(viewer: Viewer): RawBuilder<boolean> {
  const app = viewer.appId ? sql<boolean>`cv.app_id::text = ${viewer.appId}` : sql<boolean>`true`;
  if (viewer.seesAll) return app;
  return sql<boolean>`${app} AND (cv.assigned_user_id IS NULL OR cv.assigned_user_id = ${viewer.userId}
    OR EXISTS (SELECT 1 FROM contact_collaborators cc WHERE cc.contact_id = cv.contact_id AND cc.user_id = ${viewer.userId}))`;
}

export function filterCondition(filter: ChatFilter, userId: string): RawBuilder<boolean> {
  switch (filter) {
    case 'read': return sql<boolean>`NOT cv.archived`;
    case 'unread': return sql<boolean>`NOT cv.archived AND cv.unread_count > 0`;
    case 'mine': return sql<boolean>`NOT cv.archived AND cv.assigned_user_id = ${userId}`;
    case 'unassigned': return sql<boolean>`NOT cv.archived AND cv.assigned_user_id IS NULL`;
    case 'archived': return sql<boolean>`cv.archived`;
  }
}

export async function pageConversations(db: Conn, where: RawBuilder<boolean>, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    sql<ConversationRow>`SELECT ${conversationColumns} ${conversationJoins} WHERE ${where}
      ORDER BY cv.last_message_at DESC NULLS LAST, cv.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db),
    // The conditions read only the conversation (contact search is a subquery): no join to count.
    sql<{ n: number }>`SELECT count(*)::int AS n FROM chat_conversations cv WHERE ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function countUnread(db: Conn, where: RawBuilder<boolean>): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM chat_conversations cv WHERE ${where} AND NOT cv.archived AND cv.unread_count > 0`.execute(db);
  return r.rows[0]?.n ?? 0;
}

export async function findConversation(db: Conn, companyId: string, id: string): Promise<ConversationRow | undefined> {
  const r = await sql<ConversationRow>`SELECT ${conversationColumns} ${conversationJoins} WHERE cv.company_id = ${companyId} AND cv.id = ${id}`.execute(db);
  return r.rows[0];
}

/**
 * The conversation with what decides whether this member may open it, in one round trip: the app
 * the member is tied to (null: every app) and the users assigned to its contact.
 */
export async function findConversationFor(db: Conn, companyId: string, id: string, userId: string) {
  const r = await sql<ConversationRow & { viewerAppId: string | null; contactAssignees: string[] }>`
    SELECT ${conversationColumns},
      (SELECT s.wa_app_id FROM collaborator_settings s WHERE s.company_id = cv.company_id AND s.user_id = ${userId}) AS viewer_app_id,
      ARRAY(SELECT cc.user_id FROM contact_collaborators cc WHERE cc.contact_id = cv.contact_id) AS contact_assignees
    ${conversationJoins} WHERE cv.company_id = ${companyId} AND cv.id = ${id}`.execute(db);
  return r.rows[0];
}

/** The app a member is tied to: they see only its conversations. Null: every app. */
export async function memberAppId(db: Conn, companyId: string, userId: string): Promise<string | null> {
  const r = await db.selectFrom('collaboratorSettings').select('waAppId').where('companyId', '=', companyId).where('userId', '=', userId).executeTakeFirst();
  return r?.waAppId ?? null;
}

export async function findConversationOfContact(db: Conn, companyId: string, contactId: string): Promise<ConversationRow | undefined> {
  const r = await sql<ConversationRow>`SELECT ${conversationColumns} ${conversationJoins}
    WHERE cv.company_id = ${companyId} AND cv.contact_id = ${contactId} ORDER BY cv.last_message_at DESC NULLS LAST LIMIT 1`.execute(db);
  return r.rows[0];
}

/** The conversation of this number on this app, created with its contact link when new. */
export async function upsertConversation(db: Conn, values: { companyId: string; appId: string; contactId: string; waId: string }): Promise<string> {
  const r = await sql<{ id: string }>`
    INSERT INTO chat_conversations (company_id, app_id, contact_id, wa_id) VALUES (${values.companyId}, ${values.appId}, ${values.contactId}, ${values.waId})
    ON CONFLICT (app_id, wa_id) DO UPDATE SET wa_id = EXCLUDED.wa_id RETURNING id`.execute(db);
  return r.rows[0]!.id;
}

export async function updateConversation(
  db: Conn,
  id: string,
  changes: Partial<{ unreadCount: number; assignedUserId: string | null; archived: boolean; tagIds: string[] }>,
): Promise<void> {
  await db.updateTable('chatConversations').set(changes).where('id', '=', id).execute();
}

/**
 * A new message in the conversation: it becomes the last one; an incoming one counts as unread,
 * opens the window and brings the conversation back from the archive. Its times only move forward:
 * a message filed late (sent before the last one shown) counts as unread but does not become the
 * last message, nor move back when the contact last wrote (the 24-hour window). `pauseBot`: a
 * person wrote it, so the chatbot stops (see sendMessage).
 */
export async function touchConversation(db: Conn, id: string, message: { id: string; createdAt: Date; direction: 'in' | 'out' }, options: { pauseBot?: boolean } = {}): Promise<void> {
  const at = message.createdAt;
  const last = sql`last_message_id = CASE WHEN last_message_at IS NULL OR last_message_at <= ${at} THEN ${message.id}::uuid ELSE last_message_id END,
    last_message_at = GREATEST(last_message_at, ${at})`;
  if (message.direction === 'in') {
    await sql`UPDATE chat_conversations SET ${last}, last_incoming_at = GREATEST(last_incoming_at, ${at}),
      unread_count = unread_count + 1, archived = false WHERE id = ${id}`.execute(db);
  } else {
    await sql`UPDATE chat_conversations SET ${last}${options.pauseBot ? sql`, bot_paused = true` : sql``} WHERE id = ${id}`.execute(db);
  }
}

// Messages, their statuses, usage and the sends' idempotency claims live beside this file.
export * from './chat.messages.repository';

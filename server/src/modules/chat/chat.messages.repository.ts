import { sql, type Selectable } from 'kysely';
import type { Conn } from '../contacts/contacts.repository';
import type { ChatMessagesTable, ContactCard, Location } from './chat.tables';
import './chat.tables';

export type MessageRow = Selectable<ChatMessagesTable> & { sentByName: string | null };

export type NewMessage = {
  companyId: string;
  conversationId: string;
  direction: 'in' | 'out';
  type: string;
  text?: string | null;
  caption?: string | null;
  media?: { id: string; contentType: string; size: number; fileName: string | null } | null;
  location?: Location | null;
  contactCard?: ContactCard | null;
  templateId?: string | null;
  status: string;
  sentBy?: string | null;
  vendorId?: string | null;
  /** When it was sent, if not now (an incoming message filed late). */
  createdAt?: Date | null;
};

export async function insertMessage(db: Conn, m: NewMessage): Promise<Selectable<ChatMessagesTable>> {
  return db.insertInto('chatMessages').values({
    companyId: m.companyId, conversationId: m.conversationId, direction: m.direction, type: m.type,
    text: m.text ?? null, caption: m.caption ?? null,
    mediaId: m.media?.id ?? null, mediaType: m.media?.contentType ?? null, mediaSize: m.media?.size ?? null, mediaName: m.media?.fileName ?? null,
    location: m.location ? JSON.stringify(m.location) : null, contactCard: m.contactCard ? JSON.stringify(m.contactCard) : null,
    templateId: m.templateId ?? null, status: m.status, sentBy: m.sentBy ?? null, vendorId: m.vendorId ?? null,
    ...(m.createdAt ? { createdAt: m.createdAt } : {}),
  }).returningAll().executeTakeFirstOrThrow();
}

const messageColumns = sql`m.*, nullif(trim(u.name || ' ' || u.surname), '') AS sent_by_name`;

/** A page of a thread, oldest first, and the thread's total: one statement, one round trip. */
export async function pageMessages(db: Conn, conversationId: string, limit: number, offset: number) {
  // The total is a one-row relation the page hangs from (LEFT JOIN), so a page past the end still
  // answers the total: one row of nulls, dropped below.
  const r = await sql<MessageRow & { pageTotal: number }>`SELECT t.n AS page_total, page.* FROM
      (SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = ${conversationId}) t
      LEFT JOIN LATERAL (
        SELECT ${messageColumns} FROM chat_messages m LEFT JOIN users u ON u.id = m.sent_by
        WHERE m.conversation_id = ${conversationId} ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}
      ) page ON true
    ORDER BY page.created_at, page.id`.execute(db);
  // Each row keeps its pageTotal column (the presenter picks its fields): copying 50 rows to drop
  // it showed in the profile.
  const rows: MessageRow[] = r.rows.filter((row) => row.id !== null);
  return { rows, total: r.rows[0]?.pageTotal ?? 0 };
}

export async function findMessage(db: Conn, companyId: string, id: string): Promise<MessageRow | undefined> {
  const r = await sql<MessageRow>`SELECT ${messageColumns} FROM chat_messages m LEFT JOIN users u ON u.id = m.sent_by
    WHERE m.company_id = ${companyId} AND m.id = ${id}`.execute(db);
  return r.rows[0];
}

export async function findMessageByMedia(db: Conn, companyId: string, mediaId: string) {
  return db.selectFrom('chatMessages as m').innerJoin('chatConversations as cv', 'cv.id', 'm.conversationId')
    .select(['m.id', 'm.conversationId', 'm.mediaName', 'cv.appId']).where('m.companyId', '=', companyId).where('m.mediaId', '=', mediaId).executeTakeFirst();
}

/** The contact read what the business sent: every outgoing message not yet read. Returns their ids. */
export async function markOutgoingRead(db: Conn, conversationId: string): Promise<string[]> {
  const r = await sql<{ id: string }>`UPDATE chat_messages SET status = 'read'
    WHERE conversation_id = ${conversationId} AND direction = 'out' AND status IN ('sent', 'delivered') RETURNING id`.execute(db);
  return r.rows.map((x) => x.id);
}

/** Whether a message the channel delivered was already stored (webhooks are retried and may repeat). */
export async function hasIncomingVendorId(db: Conn, companyId: string, vendorId: string): Promise<boolean> {
  const r = await db.selectFrom('chatMessages').select('id').where('companyId', '=', companyId).where('vendorId', '=', vendorId)
    .where('direction', '=', 'in').executeTakeFirst();
  return Boolean(r);
}

/** The insert failed because the channel's message id is already stored (migration 0303's index). */
export const isDuplicateVendorId = (error: unknown) =>
  Boolean(error && typeof error === 'object' && (error as { code?: unknown }).code === '23505'
    && (error as { constraint?: unknown }).constraint === 'chat_messages_vendor');

const TICK_ORDER = ['pending', 'sent', 'delivered', 'read'] as const;

/**
 * The channel reports what happened to a message the business sent: ticks only move forward
 * (a late `delivered` does not undo `read`), `failed` replaces any tick but read. `read` also
 * reads the earlier outgoing messages of the conversation, as the contact's phone does.
 * Returns the changed messages' ids and their conversation.
 */
export async function advanceOutgoingStatus(
  db: Conn, companyId: string, vendorId: string, status: 'sent' | 'delivered' | 'read' | 'failed',
): Promise<{ conversationId: string; ids: string[] } | null> {
  const message = await db.selectFrom('chatMessages').select(['id', 'conversationId', 'status', 'createdAt'])
    .where('companyId', '=', companyId).where('vendorId', '=', vendorId).where('direction', '=', 'out').executeTakeFirst();
  if (!message) return null;
  const before = status === 'failed' ? ['pending', 'sent', 'delivered'] : TICK_ORDER.slice(0, TICK_ORDER.indexOf(status));
  if (status === 'read') {
    const r = await sql<{ id: string }>`UPDATE chat_messages SET status = 'read'
      WHERE conversation_id = ${message.conversationId} AND direction = 'out' AND status = ANY(${before}::text[])
        AND (id = ${message.id} OR created_at <= ${message.createdAt}) RETURNING id`.execute(db);
    return { conversationId: message.conversationId, ids: r.rows.map((x) => x.id) };
  }
  const r = await db.updateTable('chatMessages').set({ status }).where('id', '=', message.id).where('status', 'in', before).returning('id').execute();
  return { conversationId: message.conversationId, ids: r.map((x) => x.id) };
}

/** The last messages of an app's conversations, for the sandbox phone page. */
export async function recentMessagesOfApp(db: Conn, appId: string, limit: number) {
  const r = await sql<MessageRow & { waId: string; chatName: string }>`
    SELECT m.*, cv.wa_id, coalesce(nullif(trim(c.name || ' ' || c.surname), ''), '+' || cv.wa_id) AS chat_name, NULL AS sent_by_name
    FROM chat_messages m JOIN chat_conversations cv ON cv.id = m.conversation_id JOIN contacts c ON c.id = cv.contact_id
    WHERE cv.app_id = ${appId} ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit}`.execute(db);
  return r.rows.reverse();
}

export async function usageByDay(db: Conn, companyId: string, appId: string, from: string, to: string) {
  const r = await sql<{ day: string; direction: 'in' | 'out'; type: string; n: number }>`
    SELECT to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, m.direction, m.type, count(*)::int AS n
    FROM chat_messages m JOIN chat_conversations cv ON cv.id = m.conversation_id
    WHERE m.company_id = ${companyId} AND cv.app_id = ${appId}
      AND m.created_at >= ${from}::date AND m.created_at < (${to}::date + 1)
    GROUP BY 1, 2, 3 ORDER BY 1`.execute(db);
  return r.rows;
}

/** Claims a send's key; false when it was claimed before (sent, or perhaps sent). */
export async function claimSend(db: Conn, companyId: string, key: string): Promise<boolean> {
  const r = await db.insertInto('chatSendClaims').values({ companyId, key }).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findSendClaim(db: Conn, companyId: string, key: string) {
  return db.selectFrom('chatSendClaims').selectAll().where('companyId', '=', companyId).where('key', '=', key).executeTakeFirst();
}

/** The channel refused: the key is free again. */
export async function releaseSend(db: Conn, companyId: string, key: string): Promise<void> {
  await db.deleteFrom('chatSendClaims').where('companyId', '=', companyId).where('key', '=', key).execute();
}

export async function settleSend(db: Conn, companyId: string, key: string, messageId: string): Promise<void> {
  await db.updateTable('chatSendClaims').set({ messageId }).where('companyId', '=', companyId).where('key', '=', key).execute();
}

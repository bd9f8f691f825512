import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** A message written straight to the table: direction, minutes from the writer's base time, and its person (null: the contact or a chatbot). */
export type ChatMessage = [direction: 'in' | 'out', minute: number, by?: string | null];

/**
 * Contacts, conversations and messages of one company written in SQL, as the channel's webhook
 * and an import write them, so the analytics triggers see every kind of statement (single rows,
 * batches, out of order). Times are minutes from `base`.
 */
export async function chatWriter(db: Db, companyId: string, base: string) {
  const appId = (await sql<{ id: string }>`INSERT INTO chat_apps (company_id, name) VALUES (${companyId}, 'WA') RETURNING id`.execute(db)).rows[0].id;
  const contact = async (name: string) =>
    (await db.insertInto('contacts').values({ companyId, name, customProperties: '{}' }).returning('id').executeTakeFirstOrThrow()).id;
  const conversation = async (contactId: string, waId: string) =>
    (await sql<{ id: string }>`INSERT INTO chat_conversations (company_id, app_id, contact_id, wa_id) VALUES (${companyId}, ${appId}, ${contactId}, ${waId}) RETURNING id`.execute(db)).rows[0].id;
  /** The messages in one statement. */
  const insert = (conversationId: string, messages: ChatMessage[]) => sql`
    INSERT INTO chat_messages (company_id, conversation_id, direction, type, text, status, sent_by, created_at)
    SELECT ${companyId}, ${conversationId}, x.direction, 'text', 'x', 'sent', x.by, ${base}::timestamptz + make_interval(mins => x.minute)
    FROM jsonb_to_recordset(${JSON.stringify(messages.map(([direction, minute, by]) => ({ direction, minute, by: by ?? null })))}::jsonb) AS x(direction text, minute int, by uuid)`.execute(db);
  return { appId, contact, conversation, insert };
}

import { sql, type Kysely } from 'kysely';

/**
 * The inbox counts its conversations and its unread ones at every page load; with 100,000
 * conversations those counts dominated the request (bench/chat-inbox.ts). Partial indexes hold
 * just the rows each count reads, so the counts are index-only scans of what they count.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX chat_conversations_open ON chat_conversations (company_id, last_message_at DESC NULLS LAST, id DESC) WHERE NOT archived`.execute(db);
  await sql`CREATE INDEX chat_conversations_unread ON chat_conversations (company_id) WHERE unread_count > 0 AND NOT archived`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX chat_conversations_unread`.execute(db);
  await sql`DROP INDEX chat_conversations_open`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * The Cloud API's webhook finds messages by the channel's id (wamid…): each status update names
 * the message it is about. Meta delivers at least once (retries, and two deliveries of one
 * notification may even run at once), so the id is unique per company: the second insert of the
 * same message fails instead of storing it twice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE UNIQUE INDEX chat_messages_vendor ON chat_messages (company_id, vendor_id) WHERE vendor_id IS NOT NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX chat_messages_vendor`.execute(db);
}

import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Deleting a template clears it on its messages (0611's foreign key): found by index, not by a scan of every message.
  await sql`CREATE INDEX email_messages_template ON email_messages (template_id) WHERE template_id IS NOT NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX email_messages_template`.execute(db);
}

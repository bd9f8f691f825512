import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A caller's key for one send (a workflow step's idempotency key): the same key twice sends once.
  await sql`ALTER TABLE email_messages ADD COLUMN idempotency_key text`.execute(db);
  await sql`CREATE UNIQUE INDEX email_messages_idempotency ON email_messages (company_id, idempotency_key) WHERE idempotency_key IS NOT NULL`.execute(db);
  // The template a single send used (bulk messages have theirs on bulk_emails): "email of template X opened" triggers.
  await sql`ALTER TABLE email_messages ADD COLUMN template_id uuid REFERENCES email_templates(id) ON DELETE SET NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE email_messages DROP COLUMN template_id, DROP COLUMN idempotency_key`.execute(db);
}

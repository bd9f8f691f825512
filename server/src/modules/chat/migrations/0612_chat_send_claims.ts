import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A caller's key for one send (a workflow step's idempotency key), claimed before the channel
  // sees the message and pointing at it once stored: the same key never sends twice.
  await sql`
    CREATE TABLE chat_send_claims (
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      key text NOT NULL,
      message_id uuid REFERENCES chat_messages(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, key)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE chat_send_claims`.execute(db);
}

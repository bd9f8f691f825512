import { sql, type Kysely } from 'kysely';

/**
 * Emails exchanged with a contact through a collaborator's Gmail (issue 16 §2): Gmail's ids (per
 * mailbox), the RFC Message-ID a reply points at, who sent it, and a plain-text snippet. The
 * mailbox's connection may go (disconnect); the message stays on the contact's timeline.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE gmail_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      contact_id uuid NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
      connection_id uuid REFERENCES integration_connections(id) ON DELETE SET NULL,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      mailbox text NOT NULL,
      direction text NOT NULL CHECK (direction IN ('sent', 'received')),
      gmail_id text NOT NULL,
      thread_id text NOT NULL,
      message_id_header text NOT NULL,
      from_address text NOT NULL,
      to_address text NOT NULL,
      subject text NOT NULL,
      snippet text NOT NULL DEFAULT '',
      sent_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (mailbox, gmail_id)
    )`.execute(db);
  await sql`CREATE INDEX gmail_messages_contact ON gmail_messages (company_id, contact_id, sent_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX gmail_messages_thread ON gmail_messages (mailbox, thread_id, sent_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS gmail_messages`.execute(db);
}

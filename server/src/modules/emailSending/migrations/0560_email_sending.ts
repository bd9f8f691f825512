import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Bulk sends. The message (subject, html, text) is a copy taken when the send was asked for,
  // so a template edited meanwhile does not change a scheduled send. Counters are kept in the
  // same statement that moves a recipient, so polling reads one row.
  await sql`
    CREATE TABLE bulk_emails (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      state text NOT NULL,
      subject text NOT NULL,
      template_id uuid,
      template_name text,
      html text,
      text_body text,
      from_email text NOT NULL,
      from_name text,
      reply_to text,
      recipients jsonb NOT NULL,
      recipients_label text NOT NULL,
      tags text[] NOT NULL DEFAULT '{}',
      send_at timestamptz,
      resolved boolean NOT NULL DEFAULT false,
      total integer NOT NULL DEFAULT 0,
      sent integer NOT NULL DEFAULT 0,
      skipped integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      error text,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX bulk_emails_company ON bulk_emails (company_id, created_at DESC)`.execute(db);

  // One row per contact the selector matched when the job started (resolved once: a resumed job
  // reads these, not the contacts again). attempted_at is written before the message is handed
  // to the connector: a recipient attempted but not marked sent was interrupted by a crash and is
  // not mailed again (at most once).
  await sql`
    CREATE TABLE bulk_email_recipients (
      bulk_email_id uuid NOT NULL REFERENCES bulk_emails(id) ON DELETE CASCADE,
      position integer NOT NULL,
      contact_id uuid NOT NULL,
      email text,
      state text NOT NULL,
      skip_reason text,
      attempted_at timestamptz,
      message_id uuid,
      error text,
      PRIMARY KEY (bulk_email_id, contact_id)
    )`.execute(db);
  await sql`CREATE INDEX bulk_email_recipients_pending ON bulk_email_recipients (bulk_email_id, position) WHERE state = 'pending'`.execute(db);

  // Every message of this module (single, bulk, test). token_hash: SHA-256 of the random token in
  // its tracking and unsubscribe URLs (the token itself is never stored). links: the message's
  // own http(s) targets; a click URL names one by index, so the redirect can only go there.
  await sql`
    CREATE TABLE email_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      bulk_email_id uuid REFERENCES bulk_emails(id) ON DELETE SET NULL,
      contact_id uuid REFERENCES contacts(id) ON DELETE SET NULL,
      to_email text NOT NULL,
      from_email text NOT NULL,
      subject text NOT NULL,
      tags text[] NOT NULL DEFAULT '{}',
      test boolean NOT NULL DEFAULT false,
      status text NOT NULL,
      language text NOT NULL,
      token_hash bytea NOT NULL UNIQUE,
      header_message_id text NOT NULL UNIQUE,
      provider_message_id text,
      links text[] NOT NULL DEFAULT '{}',
      error text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX email_messages_company ON email_messages (company_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX email_messages_provider ON email_messages (provider_message_id) WHERE provider_message_id IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE email_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      message_id uuid NOT NULL REFERENCES email_messages(id) ON DELETE CASCADE,
      contact_id uuid REFERENCES contacts(id) ON DELETE SET NULL,
      type text NOT NULL,
      url text,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`.execute(db);
  await sql`CREATE INDEX email_events_company ON email_events (company_id, created_at)`.execute(db);
  await sql`CREATE INDEX email_events_message ON email_events (message_id, type)`.execute(db);
  await sql`CREATE INDEX email_events_contact ON email_events (contact_id, created_at DESC) WHERE contact_id IS NOT NULL`.execute(db);

  // Per company, by lower-cased address. A complaint is never downgraded to another reason.
  await sql`
    CREATE TABLE email_suppressions (
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      email text NOT NULL,
      reason text NOT NULL,
      contact_id uuid REFERENCES contacts(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, email)
    )`.execute(db);

  // The sandbox outbox keeps headers (List-Unsubscribe…) and the Message-ID, unique: a resumed
  // bulk send re-handing a message with the same id stores it once.
  await sql`ALTER TABLE mail_outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb, ADD COLUMN message_id text`.execute(db);
  await sql`CREATE UNIQUE INDEX mail_outbox_message_id ON mail_outbox (message_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS mail_outbox_message_id`.execute(db);
  await sql`ALTER TABLE mail_outbox DROP COLUMN IF EXISTS headers, DROP COLUMN IF EXISTS message_id`.execute(db);
  await sql`DROP TABLE email_suppressions`.execute(db);
  await sql`DROP TABLE email_events`.execute(db);
  await sql`DROP TABLE email_messages`.execute(db);
  await sql`DROP TABLE bulk_email_recipients`.execute(db);
  await sql`DROP TABLE bulk_emails`.execute(db);
}

import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per phone number of a company; its session state lives beside it.
  await sql`
    CREATE TABLE chat_apps (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      provider text NOT NULL DEFAULT 'sandbox',
      container int NOT NULL DEFAULT 1,
      status text NOT NULL DEFAULT 'unknown',
      phone text,
      reason text,
      login_started_at timestamptz,
      pairing_token text UNIQUE,
      device_token text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX chat_apps_company ON chat_apps (company_id, created_at)`.execute(db);

  await sql`
    CREATE TABLE chat_conversations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      app_id uuid NOT NULL REFERENCES chat_apps(id) ON DELETE CASCADE,
      contact_id uuid NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
      wa_id text NOT NULL,
      last_message_id uuid,
      last_message_at timestamptz,
      last_incoming_at timestamptz,
      unread_count int NOT NULL DEFAULT 0,
      assigned_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      archived boolean NOT NULL DEFAULT false,
      tag_ids uuid[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (app_id, wa_id)
    )`.execute(db);
  // The inbox's first page: newest conversations of a company.
  await sql`CREATE INDEX chat_conversations_inbox ON chat_conversations (company_id, last_message_at DESC NULLS LAST, id DESC)`.execute(db);
  await sql`CREATE INDEX chat_conversations_contact ON chat_conversations (contact_id)`.execute(db);
  await sql`CREATE INDEX chat_conversations_tags ON chat_conversations USING gin (tag_ids)`.execute(db);

  await sql`
    CREATE TABLE chat_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      conversation_id uuid NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
      direction text NOT NULL,
      type text NOT NULL,
      text text,
      caption text,
      media_id uuid,
      media_type text,
      media_size bigint,
      media_name text,
      location jsonb,
      contact_card jsonb,
      template_id uuid,
      status text NOT NULL,
      sent_by uuid REFERENCES users(id) ON DELETE SET NULL,
      vendor_id text,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`.execute(db);
  // A thread's pages, newest first; and a file's message by its id.
  await sql`CREATE INDEX chat_messages_thread ON chat_messages (conversation_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE UNIQUE INDEX chat_messages_media ON chat_messages (media_id) WHERE media_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX chat_messages_usage ON chat_messages (company_id, created_at)`.execute(db);

  await sql`
    CREATE TABLE chat_tags (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      color text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX chat_tags_name ON chat_tags (company_id, lower(name))`.execute(db);

  await sql`
    CREATE TABLE chat_templates (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      description text,
      category text NOT NULL,
      language text NOT NULL,
      header text,
      message text NOT NULL,
      variables text[] NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'PENDING',
      rejection_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX chat_templates_name ON chat_templates (company_id, name, language)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['chat_templates', 'chat_tags', 'chat_messages', 'chat_conversations', 'chat_apps']) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}

import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE chatbots (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      active boolean NOT NULL DEFAULT true,
      audience text NOT NULL DEFAULT 'everyone',
      rules jsonb NOT NULL DEFAULT '[]',
      menu jsonb,
      office_hours jsonb,
      handoff jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX chatbots_company ON chatbots (company_id, name)`.execute(db);
  // The contacts a `selected` chatbot answers.
  await sql`
    CREATE TABLE chatbot_contacts (
      chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
      contact_id uuid NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
      PRIMARY KEY (chatbot_id, contact_id)
    )`.execute(db);
  await sql`CREATE INDEX chatbot_contacts_contact ON chatbot_contacts (contact_id)`.execute(db);
  // A conversation's state for the bots: silenced once a person takes it; when the closed-office
  // notice and the menu were last sent (so neither repeats at every message).
  await sql`
    ALTER TABLE chat_conversations
      ADD COLUMN bot_paused boolean NOT NULL DEFAULT false,
      ADD COLUMN bot_closed_notice_at timestamptz,
      ADD COLUMN bot_menu_sent_at timestamptz`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE chat_conversations DROP COLUMN bot_paused, DROP COLUMN bot_closed_notice_at, DROP COLUMN bot_menu_sent_at`.execute(db);
  await sql`DROP TABLE chatbot_contacts`.execute(db);
  await sql`DROP TABLE chatbots`.execute(db);
}

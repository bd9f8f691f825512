import { sql, type Kysely } from 'kysely';

/**
 * Email templates (0540–0549 are this module's). A template belongs to one company; `message` is
 * the HTML that is sent, `original_html`/`original_css` the builder's source, `variables` the
 * merge variables the server found in subject and message (never the client's list).
 * email_builder_tokens keeps a hash of each Stripo token this server obtained, so a gallery call
 * can tell a token it issued (to that user, still valid) from anything else: Stripo signs its
 * tokens with a key this server does not hold.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE email_templates (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
      subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 998),
      preheader text NOT NULL DEFAULT '',
      message text NOT NULL,
      original_html text NOT NULL DEFAULT '',
      original_css text NOT NULL DEFAULT '',
      variables text[] NOT NULL DEFAULT '{}',
      builder text NOT NULL CHECK (builder IN ('mjml', 'stripo')),
      stripo_id text,
      language text NOT NULL CHECK (language IN ('es', 'en')),
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX email_templates_company ON email_templates (company_id, updated_at DESC, id)`.execute(db);
  await sql`
    CREATE TABLE email_builder_tokens (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX email_builder_tokens_user ON email_builder_tokens (user_id, expires_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE email_builder_tokens`.execute(db);
  await sql`DROP TABLE email_templates`.execute(db);
}

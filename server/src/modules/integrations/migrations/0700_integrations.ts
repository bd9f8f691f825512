import { sql, type Kysely } from 'kysely';

/**
 * Integrations (issue 16): one connection per company and kind (Gmail: per company, kind and
 * user), the consent sessions that start one, what happened on them (deduplicated by the vendor's
 * key, e.g. a lead's leadgen_id), the social network's pages and the pixels a company chose.
 * Tokens are stored sealed (security/sealedSecrets), never in plain text.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE integration_connections (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      kind text NOT NULL,
      user_id uuid REFERENCES users(id) ON DELETE CASCADE,
      provider text NOT NULL,
      status text NOT NULL,
      account_name text NOT NULL DEFAULT '',
      account_email text,
      external_id text,
      scopes text[] NOT NULL DEFAULT '{}',
      access_token_sealed text,
      refresh_token_sealed text,
      expires_at timestamptz,
      connected_by uuid REFERENCES users(id) ON DELETE SET NULL,
      connected_at timestamptz,
      last_event_at timestamptz,
      error jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX integration_connections_company ON integration_connections (company_id, kind) WHERE user_id IS NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX integration_connections_user ON integration_connections (company_id, kind, user_id) WHERE user_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX integration_connections_expiring ON integration_connections (kind, expires_at) WHERE status = 'connected'`.execute(db);
  await sql`
    CREATE TABLE integration_consent_sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      token_hash text NOT NULL UNIQUE,
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      kind text NOT NULL,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      lang text NOT NULL DEFAULT 'es',
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE integration_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      kind text NOT NULL,
      connection_id uuid REFERENCES integration_connections(id) ON DELETE SET NULL,
      type text NOT NULL,
      summary text NOT NULL DEFAULT '',
      contact_id uuid REFERENCES contacts(id) ON DELETE SET NULL,
      error jsonb,
      data jsonb,
      external_key text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX integration_events_dedupe ON integration_events (company_id, kind, external_key) WHERE external_key IS NOT NULL`.execute(db);
  await sql`CREATE INDEX integration_events_recent ON integration_events (company_id, kind, created_at DESC)`.execute(db);
  await sql`CREATE INDEX integration_events_contact ON integration_events (company_id, contact_id, created_at DESC) WHERE contact_id IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE facebook_pages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      connection_id uuid NOT NULL REFERENCES integration_connections(id) ON DELETE CASCADE,
      page_id text NOT NULL,
      name text NOT NULL,
      category text NOT NULL DEFAULT '',
      tasks text[] NOT NULL DEFAULT '{}',
      page_token_sealed text,
      leads_subscribed boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (connection_id, page_id)
    )`.execute(db);
  await sql`CREATE INDEX facebook_pages_page ON facebook_pages (page_id)`.execute(db);
  await sql`
    CREATE TABLE company_pixels (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      connection_id uuid NOT NULL REFERENCES integration_connections(id) ON DELETE CASCADE,
      pixel_id text NOT NULL,
      pixel_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, pixel_id)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['company_pixels', 'facebook_pages', 'integration_events', 'integration_consent_sessions', 'integration_connections']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(t)}`.execute(db);
  }
}

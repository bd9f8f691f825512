import { sql, type Kysely } from 'kysely';

// Kept in step with foldAccents() in contacts.filters.ts.
const ACCENTED = 'áéíóúàèìòùäëïöüâêîôûñç';
const PLAIN = 'aeiouaeiouaeiouaeiounc';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`
    CREATE TABLE contacts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL DEFAULT '',
      surname text NOT NULL DEFAULT '',
      email text,
      phone text,
      organization text,
      job_title text,
      source text,
      city text,
      country text,
      custom_properties jsonb NOT NULL DEFAULT '{}'::jsonb,
      -- Duplicate key for phones: the last 9 digits, so "+34 612 34 56 78" and "612345678" match.
      phone_key text GENERATED ALWAYS AS (nullif(right(regexp_replace(coalesce(phone, ''), '\\D', '', 'g'), 9), '')) STORED,
      -- What the search box matches (name, email, phone as typed and as digits), trigram-indexed.
      -- Accents folded (translate is immutable, unaccent is not) so "garcia" finds "García".
      search_text text GENERATED ALWAYS AS (translate(lower(
        name || ' ' || surname || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' '
        || regexp_replace(coalesce(phone, ''), '\\D', '', 'g')), ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)})) STORED,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // Default list order (newest first) and keyset export walk.
  await sql`CREATE INDEX contacts_company_created ON contacts (company_id, created_at DESC, id DESC)`.execute(db);
  // The documented order when a filter or search is set.
  await sql`CREATE INDEX contacts_company_name ON contacts (company_id, name, surname, id)`.execute(db);
  await sql`CREATE INDEX contacts_company_email ON contacts (company_id, lower(email)) WHERE email IS NOT NULL`.execute(db);
  await sql`CREATE INDEX contacts_company_phone ON contacts (company_id, phone_key) WHERE phone_key IS NOT NULL`.execute(db);
  await sql`CREATE INDEX contacts_search_trgm ON contacts USING gin (search_text gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX contacts_custom_properties ON contacts USING gin (custom_properties jsonb_path_ops)`.execute(db);

  await sql`
    CREATE TABLE contact_collaborators (
      contact_id uuid NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      assigned_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (contact_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX contact_collaborators_user ON contact_collaborators (company_id, user_id, contact_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE contact_collaborators`.execute(db);
  await sql`DROP TABLE contacts`.execute(db);
}

import { sql, type Kysely } from 'kysely';

// Landings own 0500–0599. Custom domains (their own table, one landing each, verification state)
// and visits (their own table, by landing and visitor) come with the publishing and tracking slices.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE landings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      template_id text NOT NULL,
      language text NOT NULL CHECK (language IN ('es', 'en')),
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
      -- One DNS label under the landings domain, stored lower-case; unique across every company.
      subdomain text CHECK (subdomain = lower(subdomain) AND length(subdomain) BETWEEN 1 AND 63),
      content jsonb NOT NULL,
      html text NOT NULL,
      css text NOT NULL,
      -- The builder's project once it has saved (null: it starts from html and css).
      project jsonb,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      published_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX landings_subdomain ON landings (subdomain) WHERE subdomain IS NOT NULL`.execute(db);
  await sql`CREATE INDEX landings_company ON landings (company_id, updated_at DESC)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE landings`.execute(db);
}

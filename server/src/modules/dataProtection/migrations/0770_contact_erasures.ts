import { sql, type Kysely } from 'kysely';

/**
 * The erasure log (issue 17): one row per contact erased on request — who asked, when, the
 * contact's id and how many rows each area lost. No personal data of the contact: the id is a
 * random uuid that no longer points at anything, and the counts are numbers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE contact_erasures (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      contact_id uuid NOT NULL,
      requested_by uuid REFERENCES users(id) ON DELETE SET NULL,
      counts jsonb NOT NULL,
      files integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX contact_erasures_company ON contact_erasures (company_id, created_at DESC, id DESC)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE contact_erasures`.execute(db);
}

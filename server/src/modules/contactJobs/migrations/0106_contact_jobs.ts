import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Progress lives here, not in pg-boss: polling reads one small row, and `rows_done` is
  // committed in the same transaction as the rows it counts, so a resumed job neither skips
  // nor repeats a row.
  await sql`
    CREATE TABLE contact_jobs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      kind text NOT NULL,
      state text NOT NULL DEFAULT 'queued',
      file_name text,
      options jsonb NOT NULL DEFAULT '{}'::jsonb,
      total integer,
      rows_done integer NOT NULL DEFAULT 0,
      created integer NOT NULL DEFAULT 0,
      updated integer NOT NULL DEFAULT 0,
      skipped integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      errors jsonb NOT NULL DEFAULT '[]'::jsonb,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX contact_jobs_company ON contact_jobs (company_id, created_at DESC)`.execute(db);
  // Large payloads apart, so status polling never reads them.
  await sql`
    CREATE TABLE contact_job_files (
      job_id uuid PRIMARY KEY REFERENCES contact_jobs(id) ON DELETE CASCADE,
      input bytea,
      result bytea
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE contact_job_files`.execute(db);
  await sql`DROP TABLE contact_jobs`.execute(db);
}

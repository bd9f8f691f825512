import { sql, type Kysely } from 'kysely';

/**
 * Deletion with a grace period (issue 17): the date an account or a company is erased, who asked,
 * and why a company is scheduled (`company`: its owner deleted it; `account`: it goes with its
 * owner's account, so cancelling the account's deletion brings it back). The erasure log keeps
 * what was erased without any personal data: ids, row counts, dates.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users
    ADD COLUMN deletion_requested_at timestamptz,
    ADD COLUMN deletion_scheduled_for timestamptz`.execute(db);
  await sql`CREATE INDEX users_deletion_due ON users (deletion_scheduled_for) WHERE deletion_scheduled_for IS NOT NULL`.execute(db);
  await sql`ALTER TABLE companies
    ADD COLUMN deletion_requested_at timestamptz,
    ADD COLUMN deletion_scheduled_for timestamptz,
    ADD COLUMN deletion_requested_by uuid REFERENCES users(id) ON DELETE SET NULL,
    ADD COLUMN deletion_origin text CHECK (deletion_origin IN ('company', 'account')),
    ADD CONSTRAINT companies_deletion_complete CHECK ((deletion_scheduled_for IS NULL) = (deletion_origin IS NULL))`.execute(db);
  await sql`CREATE INDEX companies_deletion_due ON companies (deletion_scheduled_for) WHERE deletion_scheduled_for IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE erasure_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('user', 'company')),
      subject_id uuid NOT NULL,
      requested_at timestamptz,
      scheduled_for timestamptz,
      erased_at timestamptz NOT NULL DEFAULT now(),
      counts jsonb NOT NULL DEFAULT '{}'::jsonb
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE erasure_log`.execute(db);
  await sql`ALTER TABLE companies DROP CONSTRAINT companies_deletion_complete, DROP COLUMN deletion_origin,
    DROP COLUMN deletion_requested_by, DROP COLUMN deletion_scheduled_for, DROP COLUMN deletion_requested_at`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN deletion_scheduled_for, DROP COLUMN deletion_requested_at`.execute(db);
}

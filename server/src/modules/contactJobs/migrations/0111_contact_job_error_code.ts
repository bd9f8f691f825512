import { sql, type Kysely } from 'kysely';

// A failed job's reason as a stable code next to the English `error`, so the app can say it in
// the user's language. Jobs failed before this column keep NULL and show `error`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE contact_jobs ADD COLUMN IF NOT EXISTS error_code text`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE contact_jobs DROP COLUMN IF EXISTS error_code`.execute(db);
}

import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Who added a comment that no user wrote (a workflow step's idempotency key): the same key adds one comment.
  await sql`ALTER TABLE contact_comments ADD COLUMN source_key text`.execute(db);
  await sql`CREATE UNIQUE INDEX contact_comments_source ON contact_comments (company_id, source_key) WHERE source_key IS NOT NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE contact_comments DROP COLUMN source_key`.execute(db);
}

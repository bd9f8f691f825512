import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      title text NOT NULL,
      body text NOT NULL DEFAULT '',
      link text,
      -- Who asked (e.g. 'workflow:<runId>:<stepId>'): the same key twice notifies once.
      source_key text,
      read_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX notifications_user ON notifications (user_id, company_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX notifications_unread ON notifications (user_id, company_id) WHERE read_at IS NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX notifications_source ON notifications (user_id, source_key) WHERE source_key IS NOT NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE notifications`.execute(db);
}

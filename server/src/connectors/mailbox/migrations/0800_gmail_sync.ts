import { sql, type Kysely } from 'kysely';

/**
 * Reply sync (reference/integrations.md §3.3): per connected mailbox, the Gmail history id the
 * next `users.history.list` starts from, and when the mailbox was last read. The row goes with
 * its connection (disconnect); connecting again starts from the mailbox's history id then.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE gmail_sync_state (
      connection_id uuid PRIMARY KEY REFERENCES integration_connections(id) ON DELETE CASCADE,
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      -- Gmail's uint64 kept as its digits (compared as numeric: it only moves forward).
      history_id text CHECK (history_id ~ '^[0-9]{1,20}$'),
      synced_at timestamptz,
      full_syncs integer NOT NULL DEFAULT 0
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS gmail_sync_state`.execute(db);
}

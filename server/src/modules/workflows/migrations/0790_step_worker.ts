import { sql, type Kysely } from 'kysely';

/** Which instance runs a step (jobs/instanceLease.ts): a `running` step whose instance is gone is retried at once. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE workflow_run_steps ADD COLUMN worker_id text`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE workflow_run_steps DROP COLUMN worker_id`.execute(db);
}

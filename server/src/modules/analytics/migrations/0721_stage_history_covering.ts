import { sql, type Kysely } from 'kysely';

/**
 * The dashboard's reads of contact_stage_history also name the company (a segment token is
 * checked against the caller's company): the range indexes carry company_id too, so funnel and
 * stage-time figures are index-only scans.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX contact_stage_history_entered`.execute(db);
  await sql`DROP INDEX contact_stage_history_left`.execute(db);
  await sql`CREATE INDEX contact_stage_history_entered ON contact_stage_history (pipeline_id, entered_at) INCLUDE (stage_id, contact_id, company_id)`.execute(db);
  await sql`CREATE INDEX contact_stage_history_left ON contact_stage_history (pipeline_id, left_at) INCLUDE (stage_id, contact_id, entered_at, company_id) WHERE left_at IS NOT NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX contact_stage_history_entered`.execute(db);
  await sql`DROP INDEX contact_stage_history_left`.execute(db);
  await sql`CREATE INDEX contact_stage_history_entered ON contact_stage_history (pipeline_id, entered_at) INCLUDE (stage_id, contact_id)`.execute(db);
  await sql`CREATE INDEX contact_stage_history_left ON contact_stage_history (pipeline_id, left_at) INCLUDE (stage_id, contact_id, entered_at) WHERE left_at IS NOT NULL`.execute(db);
}

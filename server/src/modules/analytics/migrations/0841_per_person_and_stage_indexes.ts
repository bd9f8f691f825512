import { sql, type Kysely } from 'kysely';

/**
 * The dashboard's per-collaborator response percentiles and per-stage times read each
 * collaborator's turns and each stage's stays in the range by index, one after another, instead
 * of sorting all of the range's rows by collaborator or stage first (at a million contacts, 30
 * days: ~200,000 turns, ~100,000 stays). The indexes they replace served only those grouped reads.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX chat_turns_answerer ON chat_turns (company_id, answered_by, asked_at) INCLUDE (answered_at) WHERE answered_by IS NOT NULL`.execute(db);
  await sql`DROP INDEX chat_turns_asked`.execute(db);
  await sql`CREATE INDEX contact_stage_history_stage_left ON contact_stage_history (pipeline_id, stage_id, left_at) INCLUDE (contact_id, entered_at, company_id) WHERE left_at IS NOT NULL`.execute(db);
  await sql`DROP INDEX contact_stage_history_left`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX contact_stage_history_left ON contact_stage_history (pipeline_id, left_at) INCLUDE (stage_id, contact_id, entered_at, company_id) WHERE left_at IS NOT NULL`.execute(db);
  await sql`DROP INDEX contact_stage_history_stage_left`.execute(db);
  await sql`CREATE INDEX chat_turns_asked ON chat_turns (company_id, asked_at) INCLUDE (answered_at, answered_by)`.execute(db);
  await sql`DROP INDEX chat_turns_answerer`.execute(db);
}

import { sql, type Kysely } from 'kysely';
import { bySize, createStatementTriggers } from '../../../db/plpgsqlLiteral';

/**
 * contact_stage_history is written once per statement on contact_pipeline_stages, not once per
 * row (0720's row triggers). Since 0860 every write of stays runs the dashboard's triggers (paths,
 * chains, duration counts); one per row made a statement moving a stage's ten thousand contacts
 * run them ten thousand times (about 8 ms each), where one set-based pass does the same work.
 * Same stays as before: a row entering a pipeline opens one at its assigned_at; a stage change
 * closes the open stay and opens one at the new assigned_at (now, when the writer left it as it
 * was); a row removed closes its stay now. A row's key (contact, pipeline) is never changed in place.
 * The triggers keep 0720's names.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const moved = `old_rows o JOIN new_rows n ON n.contact_id = o.contact_id AND n.pipeline_id = o.pipeline_id WHERE n.stage_id IS DISTINCT FROM o.stage_id`;
  const moment = 'CASE WHEN n.assigned_at IS DISTINCT FROM o.assigned_at THEN n.assigned_at ELSE now() END';
  await sql`
    CREATE FUNCTION contact_stage_history_track_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO contact_stage_history (company_id, contact_id, pipeline_id, stage_id, entered_at)
        SELECT company_id, contact_id, pipeline_id, stage_id, assigned_at FROM new_rows ORDER BY contact_id, pipeline_id;
      ELSIF TG_OP = 'UPDATE' THEN
        ${sql.raw(bySize('new_rows', [
          `UPDATE contact_stage_history h SET left_at = greatest(m.moment, h.entered_at)
          FROM (SELECT o.contact_id, o.pipeline_id, ${moment} AS moment FROM ${moved}) m
          WHERE h.contact_id = m.contact_id AND h.pipeline_id = m.pipeline_id AND h.left_at IS NULL`,
          `INSERT INTO contact_stage_history (company_id, contact_id, pipeline_id, stage_id, entered_at)
          SELECT n.company_id, n.contact_id, n.pipeline_id, n.stage_id, ${moment} FROM ${moved} ORDER BY n.contact_id, n.pipeline_id`,
        ]))}
      ELSE
        UPDATE contact_stage_history h SET left_at = greatest(now(), h.entered_at)
        FROM old_rows o WHERE h.contact_id = o.contact_id AND h.pipeline_id = o.pipeline_id AND h.left_at IS NULL;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const op of ['insert', 'update', 'delete']) await sql`DROP TRIGGER ${sql.id(`contact_stage_history_${op}`)} ON contact_pipeline_stages`.execute(db);
  await createStatementTriggers(db, 'contact_pipeline_stages', 'contact_stage_history', 'contact_stage_history_track_rows');
  await sql`DROP FUNCTION contact_stage_history_track()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('0863 is not reversible: restore from a backup taken before it');
}

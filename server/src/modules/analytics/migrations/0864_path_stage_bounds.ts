import { sql, type Kysely } from 'kysely';
import { bySize, plpgsqlLiteral as quote } from '../../../db/plpgsqlLiteral';

/**
 * A path also keeps, per stage of its set, when the contact first and last entered it (`firsts`,
 * `lasts`, aligned with `stages`). The funnel of a range [f, t) reads the stays of the paths
 * crossing f or t (0860); most of them cross one end only, and for those the set entered in the
 * range follows from the path alone: crossing f only (first entry before f, last before t) the
 * stages whose last entry is at or after f; crossing t only (first entry at or after f) the stages
 * whose first entry is before t. Only a path spanning the whole range still reads its stays
 * (analytics.repository.ts `funnelStageSets`). At a million contacts a 30-day range had 33,000
 * crossing paths, each reading its stays at about 4 µs.
 *
 * contact_paths_follow is 0860's with the bounds computed in the same pass over the pair's stays.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE contact_paths ADD COLUMN firsts timestamptz[], ADD COLUMN lasts timestamptz[]`.execute(db);
  // Per pair and stage, then per pair: the set and its bounds in stage order.
  const bounds = (pairs: string) => `
    SELECT s.contact_id, s.pipeline_id, (array_agg(s.company_id))[1] AS company_id, min(s.first_in) AS first_at, max(s.last_in) AS last_at,
      array_agg(s.stage_id ORDER BY s.stage_id) AS stages, array_agg(s.first_in ORDER BY s.stage_id) AS firsts, array_agg(s.last_in ORDER BY s.stage_id) AS lasts
    FROM (
      SELECT h.contact_id, h.pipeline_id, h.stage_id, (array_agg(h.company_id))[1] AS company_id, min(h.entered_at) AS first_in, max(h.entered_at) AS last_in
      FROM ${pairs} GROUP BY h.contact_id, h.pipeline_id, h.stage_id
    ) s GROUP BY s.contact_id, s.pipeline_id`;

  // What exists today, in one pass (the set, first and last are unchanged: no count moves).
  await sql`ALTER TABLE contact_paths DISABLE TRIGGER USER`.execute(db);
  await sql`
    UPDATE contact_paths c SET firsts = b.firsts, lasts = b.lasts
    FROM (${sql.raw(bounds('contact_stage_history h'))}) b WHERE c.contact_id = b.contact_id AND c.pipeline_id = b.pipeline_id`.execute(db);
  await sql`ALTER TABLE contact_paths ENABLE TRIGGER USER`.execute(db);
  await sql`ALTER TABLE contact_paths ALTER COLUMN firsts SET NOT NULL, ALTER COLUMN lasts SET NOT NULL`.execute(db);

  const refresh = (rows: string) => [`
    WITH pairs AS MATERIALIZED (SELECT DISTINCT contact_id, pipeline_id FROM (${rows}) r),
    fresh AS (${bounds('pairs p JOIN contact_stage_history h ON h.contact_id = p.contact_id AND h.pipeline_id = p.pipeline_id')}),
    gone AS (
      DELETE FROM contact_paths c USING pairs p WHERE c.contact_id = p.contact_id AND c.pipeline_id = p.pipeline_id
        AND NOT EXISTS (SELECT 1 FROM contact_stage_history h WHERE h.contact_id = c.contact_id AND h.pipeline_id = c.pipeline_id)
    )
    INSERT INTO contact_paths AS c (contact_id, pipeline_id, company_id, first_at, last_at, stages, firsts, lasts)
    SELECT f.contact_id, f.pipeline_id, f.company_id, f.first_at, f.last_at, f.stages, f.firsts, f.lasts FROM fresh f
    WHERE EXISTS (SELECT 1 FROM contacts k WHERE k.id = f.contact_id) ORDER BY f.contact_id, f.pipeline_id
    ON CONFLICT (contact_id, pipeline_id) DO UPDATE SET first_at = EXCLUDED.first_at, last_at = EXCLUDED.last_at, stages = EXCLUDED.stages, firsts = EXCLUDED.firsts, lasts = EXCLUDED.lasts
    WHERE (c.first_at, c.last_at, c.stages, c.firsts, c.lasts) IS DISTINCT FROM (EXCLUDED.first_at, EXCLUDED.last_at, EXCLUDED.stages, EXCLUDED.firsts, EXCLUDED.lasts)`,
    // Each stay's previous stay of the same contact in the same stage, by when they ended (as in 0860).
    `UPDATE contact_stage_history h SET prev_at = x.prev FROM (
      SELECT s.id, lag(s.left_at) OVER (PARTITION BY s.contact_id, s.stage_id ORDER BY s.left_at, s.id) AS prev
      FROM (SELECT DISTINCT contact_id, pipeline_id FROM (${rows}) r) p
      JOIN contact_stage_history s ON s.contact_id = p.contact_id AND s.pipeline_id = p.pipeline_id
    ) x WHERE h.id = x.id AND h.prev_at IS DISTINCT FROM x.prev`];
  const changed = '(o.contact_id, o.pipeline_id, o.stage_id, o.entered_at, o.left_at) IS DISTINCT FROM (n.contact_id, n.pipeline_id, n.stage_id, n.entered_at, n.left_at)';
  const movedPairs = `SELECT o.contact_id, o.pipeline_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${changed}
    UNION ALL SELECT n.contact_id, n.pipeline_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${changed}`;
  await sql`
    CREATE OR REPLACE FUNCTION contact_paths_follow() RETURNS trigger LANGUAGE plpgsql SET enable_seqscan = off AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${sql.raw(bySize('new_rows', refresh('SELECT contact_id, pipeline_id FROM new_rows')))}
      ELSIF TG_OP = 'DELETE' THEN
        ${sql.raw(bySize('old_rows', refresh('SELECT contact_id, pipeline_id FROM old_rows')))}
      ELSIF (SELECT count(*) FROM new_rows) > 64 THEN
        ${sql.raw(refresh(movedPairs).map((statement) => `EXECUTE ${quote(statement)};`).join('\n'))}
      ELSIF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${sql.raw(changed)}) THEN
        ${sql.raw(refresh(movedPairs).map((statement) => `${statement};`).join('\n'))}
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('0864 is not reversible: restore from a backup taken before it');
}

import { bySize, plpgsqlLiteral as quote } from '../../../db/plpgsqlLiteral';

/**
 * contact_paths_follow(), the statement trigger function on contact_stage_history that keeps
 * contact_paths and the stays' prev_at chain (migrations 0860, 0864), which differ only in what a
 * path keeps: `fresh(pairs)` selects each pair's contact_id, pipeline_id, company_id and `columns`
 * from its stays `h` (`pairs`: the pairs joined to their stays, to put after FROM).
 */
export function contactPathsFollow(fresh: (pairs: string) => string, columns: string[]): string {
  const list = (prefix: string) => columns.map((c) => `${prefix}${c}`).join(', ');
  // The pairs' paths recomputed from their stays, reading the statement's own rows (the
  // transition table: the planner knows how many) so that one pair or ten thousand each get a
  // plan of their size; a pair left with no stays loses its path.
  const pathRefresh = (rows: string) => `
    WITH pairs AS MATERIALIZED (SELECT DISTINCT contact_id, pipeline_id FROM (${rows}) r),
    fresh AS (${fresh('pairs p JOIN contact_stage_history h ON h.contact_id = p.contact_id AND h.pipeline_id = p.pipeline_id')}),
    gone AS (
      DELETE FROM contact_paths c USING pairs p WHERE c.contact_id = p.contact_id AND c.pipeline_id = p.pipeline_id
        AND NOT EXISTS (SELECT 1 FROM contact_stage_history h WHERE h.contact_id = c.contact_id AND h.pipeline_id = c.pipeline_id)
    )
    INSERT INTO contact_paths AS c (contact_id, pipeline_id, company_id, ${list('')})
    SELECT f.contact_id, f.pipeline_id, f.company_id, ${list('f.')} FROM fresh f
    WHERE EXISTS (SELECT 1 FROM contacts k WHERE k.id = f.contact_id) ORDER BY f.contact_id, f.pipeline_id
    ON CONFLICT (contact_id, pipeline_id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
    WHERE (${list('c.')}) IS DISTINCT FROM (${list('EXCLUDED.')})`;
  const refresh = (rows: string) => [
    pathRefresh(rows),
    // Each stay's previous stay of the same contact in the same stage, by when they ended.
    `UPDATE contact_stage_history h SET prev_at = x.prev FROM (
      SELECT s.id, lag(s.left_at) OVER (PARTITION BY s.contact_id, s.stage_id ORDER BY s.left_at, s.id) AS prev
      FROM (SELECT DISTINCT contact_id, pipeline_id FROM (${rows}) r) p
      JOIN contact_stage_history s ON s.contact_id = p.contact_id AND s.pipeline_id = p.pipeline_id
    ) x WHERE h.id = x.id AND h.prev_at IS DISTINCT FROM x.prev`,
  ];
  // A stay closed (every move), moved or re-staged, as its old and its new pair; not prev_at set by the refresh itself.
  const changed = '(o.contact_id, o.pipeline_id, o.stage_id, o.entered_at, o.left_at) IS DISTINCT FROM (n.contact_id, n.pipeline_id, n.stage_id, n.entered_at, n.left_at)';
  const movedPairs = `SELECT o.contact_id, o.pipeline_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${changed}
    UNION ALL SELECT n.contact_id, n.pipeline_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${changed}`;
  // Always by index (enable_seqscan off for its statements): its plans are cached per session, and
  // one made while the stays table looked empty (a new install's first import) would otherwise
  // scan every stay once per statement.
  return `
    CREATE OR REPLACE FUNCTION contact_paths_follow() RETURNS trigger LANGUAGE plpgsql SET enable_seqscan = off AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${bySize('new_rows', refresh('SELECT contact_id, pipeline_id FROM new_rows'))}
      ELSIF TG_OP = 'DELETE' THEN
        ${bySize('old_rows', refresh('SELECT contact_id, pipeline_id FROM old_rows'))}
      ELSIF (SELECT count(*) FROM new_rows) > 64 THEN
        -- (With no pair changed, its statements change nothing, and their update of no rows stops below.)
        ${refresh(movedPairs).map((statement) => `EXECUTE ${quote(statement)};`).join('\n')}
      ELSIF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${changed}) THEN
        -- (Not when nothing that counts changed: the refresh's own update of prev_at, which would recurse.)
        ${refresh(movedPairs).map((statement) => `${statement};`).join('\n')}
      END IF;
      RETURN NULL;
    END $$`;
}

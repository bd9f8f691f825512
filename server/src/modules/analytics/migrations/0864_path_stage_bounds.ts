import { sql, type Kysely } from 'kysely';
import { contactPathsFollow } from './contactPathsFollow';

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
 * contact_paths_follow (contactPathsFollow.ts) computes the bounds in the same pass over the pair's stays.
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

  await sql.raw(contactPathsFollow(bounds, ['first_at', 'last_at', 'stages', 'firsts', 'lasts'])).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('0864 is not reversible: restore from a backup taken before it');
}

import { sql, type Kysely } from 'kysely';
import { bucketOf, createCountingTriggers } from '../../../db/countingTriggers';
import { durationBucket } from '../../../db/durationBucket';
import { createStatementTriggers } from '../../../db/plpgsqlLiteral';
import { contactPathsFollow } from './contactPathsFollow';

/**
 * The funnel at a million contacts (issue 16 §4) without grouping every stay of the range by
 * contact. The stages a contact entered in a range decide its step, under a mapping the user picks
 * per request, so no per-day count of steps can exist. What can: contact_paths keeps, per contact
 * and pipeline, the first and last time it entered a stage there and the set of stages it ever
 * entered. A contact whose whole path lies inside [f, t) entered exactly that set in the range;
 * those are counted per (UTC day of first entry, UTC day of last entry, stage set) in
 * analytics_path_days, a few thousand rows for a year. Only the contacts whose path crosses f or t
 * need their stays read (the GiST index finds the paths containing an instant), and the contacts
 * whose first or last entry falls in a part day at either end are read from contact_paths itself
 * (analytics.repository.ts `funnelStageSets`).
 *
 * A pair's path is recomputed from its stays whenever one of them is written, removed, closed, or
 * changes stage or entry time. No lock of its own: every writer of a pair's stays holds the pair's
 * contact_pipeline_stages row (the stays are written by that row's trigger, 0720; a contact's
 * deletion holds the contact), so two transactions never recompute one pair at once, and the
 * second one's statements see the first one's stays. A per-pair advisory lock (as chat_reach
 * takes) would hold one slot of the shared lock table per contact moved until commit: moving a
 * stage's ten thousand contacts in one transaction would run out of them.
 *
 * Stage times (how long stays that ended in a range lasted, per stage) the same way: each stay
 * keeps its duration and a duration bucket (eight per doubling), counted per UTC day of leaving,
 * stage and bucket with the seconds added up (analytics_stay_days). A range's count and mean are
 * sums; its median is found in the bucket the counts point at, by an index read of that bucket's
 * stays only (analytics.durations.ts). How many contacts' stays ended there: each stay keeps
 * `prev_at`, when the same contact last left the same stage, recomputed with the path under the
 * same lock, and counted per day as chat_reach is (analytics_stay_reach_days).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
  await sql`
    CREATE TABLE contact_paths (
      contact_id uuid NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
      pipeline_id uuid NOT NULL,
      company_id uuid NOT NULL,
      first_at timestamptz NOT NULL,
      last_at timestamptz NOT NULL,
      stages uuid[] NOT NULL,
      PRIMARY KEY (contact_id, pipeline_id)
    )`.execute(db);
  // The paths crossing an instant; those whose first or last entry is in a part day.
  await sql`CREATE INDEX contact_paths_span ON contact_paths USING gist (pipeline_id, tstzrange(first_at, last_at, '[]'))`.execute(db);
  await sql`CREATE INDEX contact_paths_first ON contact_paths (pipeline_id, first_at)`.execute(db);
  await sql`CREATE INDEX contact_paths_last ON contact_paths (pipeline_id, last_at)`.execute(db);
  // A pair's stays: to recompute its path, and the stays in a range of a path crossing its ends.
  await sql`CREATE INDEX contact_stage_history_pair ON contact_stage_history (contact_id, pipeline_id, entered_at) INCLUDE (stage_id)`.execute(db);

  await sql`
    ALTER TABLE contact_stage_history ADD COLUMN prev_at timestamptz,
      ADD COLUMN stay_seconds float8 GENERATED ALWAYS AS (extract(epoch FROM left_at - entered_at)::float8) STORED,
      ADD COLUMN stay_bucket smallint GENERATED ALWAYS AS (${sql.raw(durationBucket('extract(epoch FROM left_at - entered_at)::float8'))}) STORED`.execute(db);
  // The stays that ended in a part day; those whose previous stay in the stage ended in one; a bucket's stays by duration.
  await sql`CREATE INDEX contact_stage_history_left_at ON contact_stage_history (company_id, left_at) INCLUDE (stage_id, stay_bucket, prev_at, entered_at) WHERE left_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX contact_stage_history_prev ON contact_stage_history (company_id, prev_at) INCLUDE (stage_id, left_at) WHERE prev_at IS NOT NULL AND left_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX contact_stage_history_duration ON contact_stage_history (stage_id, stay_bucket, stay_seconds) INCLUDE (left_at, company_id) WHERE left_at IS NOT NULL`.execute(db);

  // A pair's path: its first and last entry and the stages it entered.
  const fresh = (pairs: string) => `
    SELECT h.contact_id, h.pipeline_id, (array_agg(h.company_id))[1] AS company_id, min(h.entered_at) AS first_at, max(h.entered_at) AS last_at,
      array_agg(DISTINCT h.stage_id ORDER BY h.stage_id) AS stages
    FROM ${pairs} GROUP BY h.contact_id, h.pipeline_id`;
  await sql.raw(contactPathsFollow(fresh, ['first_at', 'last_at', 'stages'])).execute(db);
  await createStatementTriggers(db, 'contact_stage_history', 'contact_paths', 'contact_paths_follow');

  // Per pipeline, UTC day of the first and of the last entry, and stage set: how many contacts.
  await sql`
    CREATE TABLE analytics_path_days (
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      pipeline_id uuid NOT NULL,
      first_day timestamptz NOT NULL,
      last_day timestamptz NOT NULL,
      stages uuid[] NOT NULL,
      contacts integer NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX analytics_path_days_key ON analytics_path_days (company_id, pipeline_id, first_day, last_day, stages)`.execute(db);
  await createCountingTriggers(db, {
    fn: 'analytics_path_counted', cachedPlans: true, source: 'contact_paths', prefix: 'analytics_path', columns: 'company_id, pipeline_id, first_at, last_at, stages',
    counted: [{
      table: 'analytics_path_days', total: 'contacts',
      keys: [
        { column: 'company_id', from: 'company_id' }, { column: 'pipeline_id', from: 'pipeline_id' },
        { column: 'first_day', from: bucketOf('1 day', 'first_at') }, { column: 'last_day', from: bucketOf('1 day', 'last_at') }, { column: 'stages', from: 'stages' },
      ],
    }],
  });

  // Per UTC day of leaving, stage and duration bucket: stays and their seconds; per day, stage and
  // day of the contact's previous stay there ending: stays (NULL: the contact's first).
  await sql`
    CREATE TABLE analytics_stay_days (
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      stage_id uuid NOT NULL,
      day timestamptz NOT NULL,
      bucket smallint NOT NULL,
      stays integer NOT NULL,
      seconds numeric NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX analytics_stay_days_key ON analytics_stay_days (company_id, stage_id, day, bucket)`.execute(db);
  await sql`
    CREATE TABLE analytics_stay_reach_days (
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      day timestamptz NOT NULL,
      stage_id uuid NOT NULL,
      prev_day timestamptz,
      stays integer NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX analytics_stay_reach_days_key ON analytics_stay_reach_days (company_id, day, stage_id, prev_day) NULLS NOT DISTINCT`.execute(db);
  await createCountingTriggers(db, {
    fn: 'analytics_stay_counted', cachedPlans: true, source: 'contact_stage_history', prefix: 'analytics_stay', columns: 'company_id, stage_id, entered_at, left_at, prev_at, stay_bucket',
    counted: [
      {
        table: 'analytics_stay_days', total: 'stays', where: 'left_at IS NOT NULL', sums: [{ column: 'seconds', of: 'extract(epoch FROM left_at - entered_at)' }],
        keys: [{ column: 'company_id', from: 'company_id' }, { column: 'stage_id', from: 'stage_id' }, { column: 'day', from: bucketOf('1 day', 'left_at') }, { column: 'bucket', from: 'stay_bucket' }],
      },
      {
        table: 'analytics_stay_reach_days', total: 'stays', where: 'left_at IS NOT NULL',
        keys: [{ column: 'company_id', from: 'company_id' }, { column: 'day', from: bucketOf('1 day', 'left_at') }, { column: 'stage_id', from: 'stage_id' }, { column: 'prev_day', from: bucketOf('1 day', 'prev_at') }],
      },
    ],
  });

  // What exists today, in one pass each.
  await sql`ALTER TABLE contact_paths DISABLE TRIGGER USER`.execute(db);
  await sql`
    INSERT INTO contact_paths (contact_id, pipeline_id, company_id, first_at, last_at, stages)
    SELECT h.contact_id, h.pipeline_id, (array_agg(h.company_id))[1], min(h.entered_at), max(h.entered_at), array_agg(DISTINCT h.stage_id ORDER BY h.stage_id)
    FROM contact_stage_history h GROUP BY h.contact_id, h.pipeline_id`.execute(db);
  await sql`ALTER TABLE contact_paths ENABLE TRIGGER USER`.execute(db);
  await sql`ALTER TABLE contact_stage_history DISABLE TRIGGER USER`.execute(db);
  await sql`
    UPDATE contact_stage_history h SET prev_at = x.prev FROM (
      SELECT id, lag(left_at) OVER (PARTITION BY contact_id, stage_id ORDER BY left_at, id) AS prev FROM contact_stage_history
    ) x WHERE h.id = x.id AND x.prev IS NOT NULL`.execute(db);
  await sql`ALTER TABLE contact_stage_history ENABLE TRIGGER USER`.execute(db);
  await sql`
    INSERT INTO analytics_stay_days (company_id, stage_id, day, bucket, stays, seconds)
    SELECT company_id, stage_id, ${sql.raw(bucketOf('1 day', 'left_at'))}, stay_bucket, count(*), sum(extract(epoch FROM left_at - entered_at))
    FROM contact_stage_history WHERE left_at IS NOT NULL GROUP BY 1, 2, 3, 4`.execute(db);
  await sql`
    INSERT INTO analytics_stay_reach_days (company_id, day, stage_id, prev_day, stays)
    SELECT company_id, ${sql.raw(bucketOf('1 day', 'left_at'))}, stage_id, ${sql.raw(bucketOf('1 day', 'prev_at'))}, count(*)
    FROM contact_stage_history WHERE left_at IS NOT NULL GROUP BY 1, 2, 3, 4`.execute(db);
  await sql`
    INSERT INTO analytics_path_days (company_id, pipeline_id, first_day, last_day, stages, contacts)
    SELECT company_id, pipeline_id, ${sql.raw(bucketOf('1 day', 'first_at'))}, ${sql.raw(bucketOf('1 day', 'last_at'))}, stages, count(*)
    FROM contact_paths GROUP BY 1, 2, 3, 4, 5`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const op of ['insert', 'delete', 'update']) await sql`DROP TRIGGER ${sql.id(`contact_paths_${op}`)} ON contact_stage_history`.execute(db);
  for (const op of ['insert', 'delete', 'update']) await sql`DROP TRIGGER ${sql.id(`analytics_stay_${op}`)} ON contact_stage_history`.execute(db);
  await sql`DROP TABLE analytics_path_days, contact_paths, analytics_stay_days, analytics_stay_reach_days`.execute(db);
  await sql`DROP INDEX contact_stage_history_left_at, contact_stage_history_prev, contact_stage_history_duration`.execute(db);
  await sql`ALTER TABLE contact_stage_history DROP COLUMN prev_at, DROP COLUMN stay_seconds, DROP COLUMN stay_bucket`.execute(db);
  await sql`DROP INDEX contact_stage_history_pair`.execute(db);
  await sql`DROP FUNCTION analytics_stay_counted(), analytics_path_counted(), contact_paths_follow()`.execute(db);
}

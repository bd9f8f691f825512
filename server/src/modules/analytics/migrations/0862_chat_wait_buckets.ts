import { sql, type Kysely } from 'kysely';
import { bucketOf, createCountingTriggers } from '../../../db/countingTriggers';
import { durationBucket } from '../../../db/durationBucket';

/**
 * Response-time percentiles per collaborator over a year (issue 16 §4: 2.4 M turns at a million
 * contacts) without sorting the range's turns: each turn stores how long its answer took and that
 * duration's bucket, counted per answerer, UTC day asked and bucket in analytics_wait_days; the
 * percentile is then read from the one bucket that holds it (analytics.durations.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE chat_turns
      ADD COLUMN wait_seconds float8 GENERATED ALWAYS AS (extract(epoch FROM answered_at - asked_at)::float8) STORED,
      ADD COLUMN wait_bucket smallint GENERATED ALWAYS AS (${sql.raw(durationBucket('extract(epoch FROM answered_at - asked_at)::float8'))}) STORED`.execute(db);
  // A bucket's turns by duration; the turns asked in a part day at either end of a range.
  await sql`CREATE INDEX chat_turns_wait ON chat_turns (company_id, answered_by, wait_bucket, wait_seconds) INCLUDE (asked_at) WHERE answered_by IS NOT NULL`.execute(db);
  await sql`CREATE INDEX chat_turns_asked_answered ON chat_turns (company_id, asked_at) INCLUDE (answered_by, wait_bucket) WHERE answered_by IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE analytics_wait_days (
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      answered_by uuid NOT NULL,
      day timestamptz NOT NULL,
      bucket smallint NOT NULL,
      turns integer NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX analytics_wait_days_key ON analytics_wait_days (company_id, answered_by, day, bucket)`.execute(db);
  await createCountingTriggers(db, {
    fn: 'analytics_wait_counted', cachedPlans: true, source: 'chat_turns', prefix: 'analytics_wait', columns: 'company_id, answered_by, asked_at, wait_bucket',
    counted: [{
      table: 'analytics_wait_days', total: 'turns', where: 'answered_by IS NOT NULL AND wait_bucket IS NOT NULL',
      keys: [{ column: 'company_id', from: 'company_id' }, { column: 'answered_by', from: 'answered_by' }, { column: 'day', from: bucketOf('1 day', 'asked_at') }, { column: 'bucket', from: 'wait_bucket' }],
    }],
  });
  await sql`
    INSERT INTO analytics_wait_days (company_id, answered_by, day, bucket, turns)
    SELECT company_id, answered_by, ${sql.raw(bucketOf('1 day', 'asked_at'))}, wait_bucket, count(*) FROM chat_turns
    WHERE answered_by IS NOT NULL AND wait_bucket IS NOT NULL GROUP BY 1, 2, 3, 4`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const op of ['insert', 'delete', 'update']) await sql`DROP TRIGGER ${sql.id(`analytics_wait_${op}`)} ON chat_turns`.execute(db);
  await sql`DROP FUNCTION analytics_wait_counted()`.execute(db);
  await sql`DROP TABLE analytics_wait_days`.execute(db);
  await sql`DROP INDEX chat_turns_wait, chat_turns_asked_answered`.execute(db);
  await sql`ALTER TABLE chat_turns DROP COLUMN wait_seconds, DROP COLUMN wait_bucket`.execute(db);
}

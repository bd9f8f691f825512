import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { wholeDays } from './analytics.days';
import { inRange } from './segments';

/**
 * Exact percentiles of durations over a range without sorting the range's rows. Each row stores
 * its duration and its duration's bucket (db/durationBucket.ts); a daily table counts rows per
 * group, UTC day and bucket. A range's counts per bucket (whole days from the daily table, part
 * days at either end from the rows) say which bucket holds the k-th smallest duration and where in
 * it; an index on (group, bucket, duration) then reads that bucket's rows in order up to it. The
 * result is percentile_cont's: the two durations around p·(n − 1), interpolated as Postgres does.
 */
export type Durations = {
  rows: string; group: string; at: string; seconds: string; bucket: string;
  /** Which rows count (SQL on `r`). */
  where: string;
  /** The daily table (company_id, <group>, day, bucket, <count>) and, where kept, its summed seconds with the rows' expression for them. */
  days: string; count: string; sum?: { days: string; rows: string };
};

/** Chat response times: turns by who answered, at when they were asked (migration 0862). */
export const WAITS: Durations = {
  rows: 'chat_turns', group: 'answered_by', at: 'asked_at', seconds: 'wait_seconds', bucket: 'wait_bucket', where: 'r.answered_by IS NOT NULL AND r.wait_bucket IS NOT NULL',
  days: 'analytics_wait_days', count: 'turns',
};
/** Stage times: stays by stage, at when they ended (migration 0860). */
export const STAYS: Durations = {
  rows: 'contact_stage_history', group: 'stage_id', at: 'left_at', seconds: 'stay_seconds', bucket: 'stay_bucket', where: 'r.left_at IS NOT NULL',
  days: 'analytics_stay_days', count: 'stays', sum: { days: 'seconds', rows: 'extract(epoch FROM r.left_at - r.entered_at)' },
};

export type DurationFigures = { rows: number; seconds: number; percentiles: number[] };

/** Per group of `keys` with rows in [f, t): how many, their seconds added up (when kept) and the `ps` percentiles. */
export async function durationFigures(db: Db, companyId: string, d: Durations, keys: string[], ps: number[], f: string, t: string): Promise<Map<string, DurationFigures>> {
  if (keys.length === 0) return new Map();
  // The counts and the rows they point into, read from one snapshot: a turn or stay written
  // between the two reads would move every rank after it.
  return db.transaction().setIsolationLevel('repeatable read').execute((trx) => figuresIn(trx, companyId, d, keys, ps, f, t));
}

async function figuresIn(db: Db, companyId: string, d: Durations, keys: string[], ps: number[], f: string, t: string): Promise<Map<string, DurationFigures>> {
  const out = new Map<string, DurationFigures>();
  const { firstDay, lastDay } = wholeDays(f, t);
  const endOfFirst = Date.parse(firstDay) < Date.parse(t) ? firstDay : t;
  const [rows, days, group, at] = [sql.table(d.rows), sql.table(d.days), sql.raw(d.group), sql.ref(`r.${d.at}`)];
  const secondsOfRows = sql.raw(d.sum ? d.sum.rows : '0');
  const partDay = (from: string, to: string) => sql`
    SELECT r.${group} AS key, r.${sql.raw(d.bucket)} AS bucket, 1 AS n, ${secondsOfRows} AS seconds FROM ${rows} r
    WHERE r.company_id = ${companyId} AND r.${group} = ANY(${keys}::uuid[]) AND ${sql.raw(d.where)} AND ${inRange(at, from, to)}`;
  const { rows: counted } = await sql<{ key: string; bucket: number; n: number; seconds: string }>`
    SELECT x.key, x.bucket, sum(x.n)::int AS n, sum(x.seconds)::text AS seconds FROM (
      SELECT d.${group} AS key, d.bucket, d.${sql.raw(d.count)} AS n, ${sql.raw(d.sum ? `d.${d.sum.days}` : '0')} AS seconds FROM ${days} d
      WHERE d.company_id = ${companyId} AND d.${group} = ANY(${keys}::uuid[]) AND ${inRange(sql`d.day`, firstDay, lastDay)}
      UNION ALL ${partDay(f, endOfFirst)}
      UNION ALL ${partDay(lastDay, t)}
    ) x GROUP BY 1, 2 HAVING sum(x.n) > 0 ORDER BY 1, 2`.execute(db);

  // Where each wanted rank falls: which bucket, and how many of that bucket's rows come before it.
  const wanted: { key: string; bucket: number; offset: number; rows: number }[] = [];
  const slot = new Map<string, number>();
  const rankAt = (buckets: { bucket: number; n: number }[], key: string, rank: number) => {
    let before = 0;
    for (const b of buckets) {
      if (rank < before + b.n) {
        const id = `${key}|${b.bucket}|${rank - before}`;
        if (!slot.has(id)) slot.set(id, wanted.push({ key, bucket: b.bucket, offset: rank - before, rows: b.n }) - 1);
        return slot.get(id)!;
      }
      before += b.n;
    }
    throw new Error('rank beyond the counted rows');
  };
  const plans: { key: string; total: number; seconds: number; points: { lo: number; hi: number; weight: number }[] }[] = [];
  for (const key of [...new Set(counted.map((c) => c.key))]) {
    const buckets = counted.filter((c) => c.key === key);
    const total = buckets.reduce((n, b) => n + b.n, 0);
    const seconds = buckets.reduce((n, b) => n + Number(b.seconds), 0);
    // As percentile_cont: the rows at floor and ceil of p·(n − 1), weighted by its fraction.
    const points = ps.map((p) => {
      const position = p * (total - 1);
      return { lo: rankAt(buckets, key, Math.floor(position)), hi: rankAt(buckets, key, Math.ceil(position)), weight: position - Math.floor(position) };
    });
    plans.push({ key, total, seconds, points });
  }
  if (wanted.length === 0) return out;

  // Each wanted row by index: the bucket's smallest and largest in the range first (equal when
  // the bucket holds one value, as after a bulk move: no need to count into it), else counted
  // into from the nearer end.
  const inBucket = sql`r.${group} = q.k AND r.${sql.raw(d.bucket)} = q.b AND r.company_id = ${companyId} AND ${sql.raw(d.where)} AND ${inRange(at, f, t)}`;
  const seconds = sql.ref(`r.${d.seconds}`);
  const { rows: found } = await sql<{ i: number; v: number }>`
    SELECT q.i::int AS i, CASE
      WHEN lo.v = hi.v THEN lo.v
      WHEN q.o * 2 < q.n THEN (SELECT ${seconds} FROM ${rows} r WHERE ${inBucket} ORDER BY ${seconds} OFFSET q.o LIMIT 1)
      ELSE (SELECT ${seconds} FROM ${rows} r WHERE ${inBucket} ORDER BY ${seconds} DESC OFFSET q.n - 1 - q.o LIMIT 1)
    END AS v
    FROM unnest(${wanted.map((w) => w.key)}::uuid[], ${wanted.map((w) => w.bucket)}::int[], ${wanted.map((w) => w.offset)}::int[], ${wanted.map((w) => w.rows)}::int[])
      WITH ORDINALITY AS q(k, b, o, n, i)
    CROSS JOIN LATERAL (SELECT ${seconds} AS v FROM ${rows} r WHERE ${inBucket} ORDER BY ${seconds} LIMIT 1) lo
    CROSS JOIN LATERAL (SELECT ${seconds} AS v FROM ${rows} r WHERE ${inBucket} ORDER BY ${seconds} DESC LIMIT 1) hi`.execute(db);
  const value = new Map(found.map((r) => [r.i - 1, r.v]));
  for (const plan of plans) {
    const percentiles = plan.points.map(({ lo, hi, weight }) => {
      const [a, b] = [value.get(lo), value.get(hi)];
      if (a === undefined || b === undefined) throw new Error('a counted duration was not found: the counts and the rows disagree');
      return a + (b - a) * weight;
    });
    out.set(plan.key, { rows: plan.total, seconds: plan.seconds, percentiles });
  }
  return out;
}

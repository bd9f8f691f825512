import { describe, expect, it } from 'vitest';
import { jobsDatabase } from './jobs.fixtures';

/**
 * A backlog queue (the workflow engine's steps and events) gets an index in pg-boss's fetch
 * order, so fetching from a large backlog reads its first jobs instead of sorting them all.
 * The plan is checked, not a time: timings belong to bench/workflows.ts.
 */
describe('a backlog queue', () => {
  const jobsDb = jobsDatabase({ sweepEverySeconds: 3600 });
  const instance = () => jobsDb.instance();
  const partitionOf = async (name: string) => (await jobsDb.client.query<{ partition_name: string }>('SELECT partition_name FROM pgboss.queue WHERE name = $1', [name])).rows[0].partition_name;
  const indexesOf = async (partition: string) =>
    (await jobsDb.client.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE schemaname = 'pgboss' AND tablename = $1 ORDER BY 1`, [partition])).rows.map((r) => r.indexname);

  it('is fetched in order by index from a backlog of 20,000 due jobs; other queues keep pg-boss’s indexes only', async () => {
    // Two instances starting together (as several servers do) build the index once, without failing.
    const [a, b] = [instance(), instance()];
    for (const jobs of [a, b]) {
      await jobs.define('backlog-test', async () => {}, { pollingIntervalSeconds: 3600 }, { backlog: true });
      await jobs.define('plain-test', async () => {}, { pollingIntervalSeconds: 3600 });
    }
    await Promise.all([a.start(), b.start()]);
    const backlog = await partitionOf('backlog-test');
    expect(await indexesOf(backlog)).toContain(`${backlog}_fo`);
    expect((await indexesOf(await partitionOf('plain-test'))).some((i) => i.endsWith('_fo'))).toBe(false);

    await jobsDb.client.query(`INSERT INTO pgboss.job (name, data, start_after, created_on)
      SELECT 'backlog-test', '{}', now() - interval '1 second', now() - interval '1 hour' + g * interval '10 ms' FROM generate_series(1, 20000) g`);
    await jobsDb.client.query('ANALYZE pgboss.job');
    // pg-boss's own fetch statement (its plans.js), as a worker fetching a batch of 10 runs it.
    const plan = (await jobsDb.client.query<{ 'QUERY PLAN': string }>(`EXPLAIN
      SELECT id FROM pgboss.job WHERE name = 'backlog-test' AND state < 'active' AND start_after < now()
      ORDER BY priority desc, created_on, id LIMIT 10 FOR UPDATE SKIP LOCKED`)).rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toContain(`Index Scan using ${backlog}_fo`);
    expect(plan).not.toContain('Sort');
  });
});

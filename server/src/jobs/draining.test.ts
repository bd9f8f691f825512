import { describe, expect, it } from 'vitest';
import { drainingWorker } from './draining';
import { jobsDatabase, until } from './jobs.fixtures';

/**
 * A batch worker (the workflow engine's) runs jobs it fetched itself beyond the one pg-boss
 * handed it. Each must hold its own lease while it runs: the sweep of every instance hands back
 * any active job whose lease is free once its grace period has passed.
 */
const QUEUE = 'drain-test';
const JOB_NAMESPACE = 0x6a6f62;

describe('a batch worker holds a lease on every job it drains', () => {
  // Lets hung steps end, so the instances can stop even when an assertion failed midway.
  let finish = () => {};
  const jobsDb = jobsDatabase({ sweepEverySeconds: 3600, sweepGraceSeconds: 1 }, () => finish());
  const instance = () => jobsDb.instance();
  const { jobState } = jobsDb;

  it('a sweep leaves a drained job that is still running alone, and hands back one whose holder died', async () => {
    const started = new Map<string, string[]>();
    const finished = new Promise<void>((resolve) => { finish = resolve; });
    const record = (who: string, id: string) => started.set(id, [...(started.get(id) ?? []), who]);

    const a = instance();
    await a.define<{ n: number }>(QUEUE, drainingWorker<{ n: number }>(a, QUEUE, async (_data, id) => {
      const retried = started.has(id);
      record('a', id);
      if (!retried) await finished; // a long step: runs until the test lets it end
    }, 4), { pollingIntervalSeconds: 0.5 });
    await a.start();
    // pg-boss hands the worker one; while that one runs, the worker drains the two others itself.
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push(await a.send(QUEUE, { n }, { retryDelay: 1, retryBackoff: false }));
    await until(async () => started.size === 3, 'the worker to run its job and drain the two others');
    // Map order is start order: the first is the job pg-boss handed the worker, the others drained.
    const [, drained] = [...started.keys()];
    expect([...started.keys()].sort()).toEqual([...ids].sort());

    const b = instance();
    await b.define<{ n: number }>(QUEUE, async (_data, job) => { record('b', job.id); }, { pollingIntervalSeconds: 0.5 });
    await b.start();

    // Past the grace period, all three still running on a live instance: none is handed back.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await b.sweepOrphans()).toBe(0);
    for (const id of ids) expect(await jobState(id)).toBe('active');

    // The connection holding one drained job's lease dies (what Postgres sees when the process
    // holding it is killed): that job, and only that one, is handed back and run again by a
    // live worker (b's, or a's drain, which is still fetching).
    const { rows: held } = await jobsDb.client.query<{ pid: number; job: string }>(
      `SELECT l.pid, j.id::text AS job FROM pg_locks l JOIN pgboss.job j ON l.objid = hashtext(j.id::text)::oid
        WHERE l.locktype = 'advisory' AND l.classid = $1 AND j.id = ANY($2::uuid[])`,
      [JOB_NAMESPACE, ids],
    );
    expect(held.map((h) => h.job).sort()).toEqual([...ids].sort());
    const victim = held.find((h) => h.job === drained)!;
    await jobsDb.client.query('SELECT pg_terminate_backend($1)', [victim.pid]);

    expect(await until(() => b.sweepOrphans(), 'the sweep to hand back the dead holder\'s job')).toBe(1);
    await until(async () => (await jobState(victim.job)) === 'completed', 'the handed-back job to complete');
    expect(started.get(victim.job)).toEqual(['a', expect.stringMatching(/^[ab]$/)]);
    for (const id of ids.filter((i) => i !== victim.job)) {
      expect(await jobState(id)).toBe('active');
      expect(started.get(id)).toEqual(['a']);
    }

    // The long steps end: each of the others completes, having run once.
    finish();
    for (const id of ids) await until(async () => (await jobState(id)) === 'completed', `job ${id} to complete`);
    for (const id of ids.filter((i) => i !== victim.job)) expect(started.get(id)).toEqual(['a']);
  });
});


import { describe, expect, it } from 'vitest';
import { admin } from '../../test/testApp';
import { createDb } from '../db/connection';
import { createInstanceLease, instanceAlive } from './instanceLease';
import { jobsDatabase, until } from './jobs.fixtures';

/**
 * Two "instances" (two pg-boss clients on one database). A worker whose process dies is modelled
 * by ending its lease connection from the server side — what Postgres sees when a process is
 * killed — while its handler hangs, as a dead process's would, never reporting.
 */
const QUEUE = 'lease-test';

describe('job leases: a job whose worker died runs again on another instance, once', () => {
  const jobsDb = jobsDatabase({ sweepEverySeconds: 1, sweepGraceSeconds: 1 });
  const instance = () => jobsDb.instance();
  const { jobState } = jobsDb;

  it('hands a dead worker\'s job to a live instance, and the work is done once', async () => {
    const done: string[] = [];
    let releaseHung = () => {};
    let firstAttempt: AbortSignal | null = null;
    const a = instance();
    await a.define<{ n: number }>(QUEUE, async (_data, job) => {
      if (!firstAttempt) {
        firstAttempt = job.signal;
        // The dead process: it never reports (until the test ends it).
        await new Promise<void>((resolve) => { releaseHung = resolve; });
        return;
      }
      done.push(`a:${job.id}`);
    }, { pollingIntervalSeconds: 0.5 });
    await a.start();
    const id = await a.send(QUEUE, { n: 1 }, { retryDelay: 1, retryBackoff: false });
    await until(async () => firstAttempt, 'the first attempt to start');

    const b = instance();
    await b.define<{ n: number }>(QUEUE, async (_data, job) => { done.push(`b:${job.id}`); }, { pollingIntervalSeconds: 0.5 });
    await b.start();

    // Alive and holding its lease: no sweep takes the job away, however long it runs.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await b.sweepOrphans()).toBe(0);
    expect(await jobState(id)).toBe('active');

    // The process dies: Postgres ends its connections, and with them the lease.
    const killed = await jobsDb.client.query(`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`, [0x6a6f62]);
    expect(killed.rowCount).toBe(1);

    await until(async () => (await jobState(id)) === 'completed', 'the job to complete on a live worker');
    expect(done).toEqual([expect.stringMatching(/^[ab]:/)]);
    expect((firstAttempt as AbortSignal | null)?.aborted).toBe(true);

    // The dead worker's late return changes nothing: still completed, still done once.
    releaseHung();
    await new Promise((r) => setTimeout(r, 500));
    expect(await jobState(id)).toBe('completed');
    expect(done).toHaveLength(1);
  });

  it('tells a live instance from a gone one (the lease workflow steps record)', async () => {
    const db = createDb(jobsDb.url, 1);
    const lease = createInstanceLease(jobsDb.url);
    try {
      expect(await instanceAlive(db, lease.id)).toBe(false);
      await lease.start();
      expect(await instanceAlive(db, lease.id)).toBe(true);
      // Its process dies: Postgres ends the connection, the lease goes with it. While the
      // database refuses new connections (2.5 s: a restart) every retry fails; once it accepts
      // them again, a live process takes its lease back.
      const name = new URL(jobsDb.url).pathname.slice(1);
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      try {
        await jobsDb.client.query(`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`, [0x696e73]);
        await until(async () => !(await instanceAlive(db, lease.id)), 'the lease to be gone');
        await new Promise((r) => setTimeout(r, 2500));
        expect(await instanceAlive(db, lease.id)).toBe(false);
      } finally {
        await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      }
      await until(() => instanceAlive(db, lease.id), 'the lease to be taken again');
    } finally {
      await lease.stop();
      await db.destroy();
    }
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, createFreshDatabase } from '../../test/testApp';
import { createDb } from '../db/connection';
import { createInstanceLease, instanceAlive } from './instanceLease';
import { createJobs, type Jobs } from './queue';

/**
 * Two "instances" (two pg-boss clients on one database). A worker whose process dies is modelled
 * by ending its lease connection from the server side — what Postgres sees when a process is
 * killed — while its handler hangs, as a dead process's would, never reporting.
 */
const QUEUE = 'lease-test';

async function until<T>(read: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('job leases: a job whose worker died runs again on another instance, once', () => {
  let database: { url: string; drop: () => Promise<void> };
  let client: pg.Client;
  const running: Jobs[] = [];

  beforeAll(async () => {
    database = await createFreshDatabase({ migrated: true });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await Promise.all(running.map((j) => j.stop()));
    await client.end();
    await database.drop();
  });

  const instance = () => {
    const jobs = createJobs(database.url, { sweepEverySeconds: 1, sweepGraceSeconds: 1 });
    running.push(jobs);
    return jobs;
  };
  const jobState = async (id: string) => (await client.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [id])).rows[0]?.state;

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
    const killed = await client.query(`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`, [0x6a6f62]);
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
    const db = createDb(database.url, 1);
    const lease = createInstanceLease(database.url);
    try {
      expect(await instanceAlive(db, lease.id)).toBe(false);
      await lease.start();
      expect(await instanceAlive(db, lease.id)).toBe(true);
      // Its process dies: Postgres ends the connection, the lease goes with it. While the
      // database refuses new connections (2.5 s: a restart) every retry fails; once it accepts
      // them again, a live process takes its lease back.
      const name = new URL(database.url).pathname.slice(1);
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      try {
        await client.query(`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`, [0x696e73]);
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

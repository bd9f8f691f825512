import PgBoss from 'pg-boss';
import { createInstanceLease } from './instanceLease';
import { createLeases } from './leases';

/** What a worker knows of its job. `signal` aborts when this instance stops: long jobs end their current step and throw, pg-boss retries them (on this or another instance). */
export type JobInfo = { id: string; retryCount: number; retryLimit: number; signal: AbortSignal };
export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

/**
 * Background jobs on pg-boss, in the same Postgres: they survive restarts, are retried, and any
 * instance may pick them up. Modules declare their queues through `define` at start-up.
 */
export type JobsOptions = {
  onError?: (e: unknown) => void;
  /** How often this instance looks for jobs whose worker died (see leases.ts), and after how long active. */
  sweepEverySeconds?: number;
  sweepGraceSeconds?: number;
  /** This instance's name on its job connections (INSTANCE_NAME). */
  applicationName?: string;
};

export function createJobs(connectionString: string, options: JobsOptions = {}) {
  const onError = options.onError ?? (() => {});
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', onError);
  const leases = createLeases(connectionString, { applicationName: options.applicationName });
  const instance = createInstanceLease(connectionString, options.applicationName);
  let sweeper: ReturnType<typeof setInterval> | null = null;
  let sweeping: Promise<unknown> = Promise.resolve();
  const handlers = new Map<string, { handler: JobHandler<unknown>; options: PgBoss.WorkOptions }>();
  let started = false;
  let stopping = new AbortController();
  const afterStart: (() => Promise<void>)[] = [];

  return {
    boss,
    /** This instance's id while it runs (see instanceLease.ts): recorded by work that outlives a job. */
    instanceId: instance.id,
    /** Registers a queue and its worker; workers begin when `start` has run. */
    async define<T>(name: string, handler: JobHandler<T>, options: PgBoss.WorkOptions = {}) {
      handlers.set(name, { handler: handler as JobHandler<unknown>, options });
      if (started) await attach(name);
    },
    /** Work that needs pg-boss running (schedules, a first sweep): after `start`, or now if started. */
    async onStarted(task: () => Promise<void>) {
      afterStart.push(task);
      if (started) await task();
    },
    async start() {
      stopping = new AbortController();
      await instance.start();
      await boss.start();
      started = true;
      for (const name of handlers.keys()) await attach(name);
      for (const task of afterStart) await task();
      let busy = false;
      sweeper = setInterval(() => {
        // One sweep at a time: a slow one (Postgres struggling) is not joined by the next.
        if (busy) return;
        busy = true;
        sweeping = sweepOrphans().catch(onError).finally(() => { busy = false; });
      }, (options.sweepEverySeconds ?? 5) * 1000);
    },
    /** Hands back to pg-boss the jobs whose worker died (also run every few seconds once started). */
    sweepOrphans,
    async send<T extends object>(name: string, data: T, options: PgBoss.SendOptions = {}): Promise<string> {
      const id = await boss.send(name, data, { retryLimit: 3, retryDelay: 2, retryBackoff: true, ...options });
      if (!id) throw new Error(`Job ${name} was not queued`);
      return id;
    },
    async get<T>(name: string, id: string) {
      return boss.getJobById<T>(name, id, { includeArchive: true });
    },
    async stop() {
      stopping.abort();
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      await sweeping;
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      started = false;
      await leases.close().catch(() => {});
      await instance.stop();
    },
  };

  async function attach(name: string) {
    const entry = handlers.get(name)!;
    await boss.createQueue(name);
    await boss.work(name, { batchSize: 1, ...entry.options, includeMetadata: true }, async ([job]) => {
      const lease = await leases.take(job.id);
      try {
        // Given up on while this worker was between fetching it and taking the lease: it has
        // been handed back already, and another attempt will run it.
        if (!lease.active) return;
        const signal = AbortSignal.any([stopping.signal, lease.lost]);
        await entry.handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit, signal });
      } finally {
        await lease.release();
      }
    });
  }

  function sweepOrphans(): Promise<number> {
    return leases.sweep([...handlers.keys()], async (queue, id) => {
      await boss.fail(queue, id, { message: 'The worker running this job stopped (its instance died); retried on another.' });
    }, options.sweepGraceSeconds ?? 10);
  }
}

export type Jobs = ReturnType<typeof createJobs>;

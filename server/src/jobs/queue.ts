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

export type QueueOptions = {
  /**
   * The queue may hold a large backlog of jobs due now (a workflow enrolling 100,000 contacts
   * queues a step job for each): see indexInFetchOrder. Not for queues of mostly future jobs.
   */
  backlog?: boolean;
};

/**
 * pg-boss fetches the due jobs of a queue by priority, then age. Its own index is by start time,
 * so with a backlog every fetch reads and sorts all of it: 76 ms at 100,000 queued jobs (spilling
 * to disk), paid by each fetch, which slowed a 100,000-contact enrollment to a third of its pace.
 * An index in fetch order (on the queue's partition: pg-boss keeps one table per queue) lets a
 * fetch take the first due jobs directly: 0.1 ms at the same backlog. Its cost is where most jobs
 * wait for a later start: the fetch steps over them, which is why only backlog queues get it.
 * Instances starting together build it once (advisory lock).
 */
export async function indexInFetchOrder(db: PgBoss.Db, name: string): Promise<void> {
  const { rows } = await db.executeSql('SELECT partition_name FROM pgboss.queue WHERE name = $1', [name]);
  const partition = (rows[0] as { partition_name?: string } | undefined)?.partition_name;
  // pg-boss names partitions j + a hash; anything else is not interpolated into SQL.
  if (!partition || !/^j[0-9a-f]{1,60}$/.test(partition)) return;
  await db.executeSql(`DO $$ BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('pgboss-fetch-order'));
    EXECUTE 'CREATE INDEX IF NOT EXISTS ${partition}_fo ON pgboss.${partition} (name, priority DESC, created_on, id) WHERE state < ''active''';
  END $$`, []);
}

/**
 * pg-boss's createQueue makes the queue's row and partition, and does nothing for a queue that
 * exists. Two instances making the same new queue at once (several servers started together on a
 * fresh database) can deadlock in it; Postgres aborts one, which then finds the queue made.
 */
export async function createQueueOnce(boss: PgBoss, name: string, options?: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await boss.createQueue(name, options);
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt === 3) throw error;
    }
  }
}

export function createJobs(connectionString: string, options: JobsOptions = {}) {
  const onError = options.onError ?? (() => {});
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', onError);
  const leases = createLeases(connectionString, { applicationName: options.applicationName });
  const instance = createInstanceLease(connectionString, options.applicationName);
  let sweeper: ReturnType<typeof setInterval> | null = null;
  let sweeping: Promise<unknown> = Promise.resolve();
  const handlers = new Map<string, { handler: JobHandler<unknown>; options: PgBoss.WorkOptions; queue: QueueOptions }>();
  let started = false;
  let stopping = new AbortController();
  const afterStart: (() => Promise<void>)[] = [];

  return {
    boss,
    /** This instance's id while it runs (see instanceLease.ts): recorded by work that outlives a job. */
    instanceId: instance.id,
    /** Registers a queue and its worker; workers begin when `start` has run. */
    async define<T>(name: string, handler: JobHandler<T>, options: PgBoss.WorkOptions = {}, queue: QueueOptions = {}) {
      handlers.set(name, { handler: handler as JobHandler<unknown>, options, queue });
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
    /**
     * For a batch worker that goes on fetching jobs of its queue beyond the one it was handed:
     * fetches up to `count` more and runs each as `define`'s worker runs its job — under its own
     * lease for as long as it runs (or the sweep of any instance would hand it back after the
     * grace period and it would run twice), with the stop and lease-lost signal, completed or
     * failed through pg-boss before the lease is let go. One promise per job fetched; they
     * never reject (a failure fails the job, retries apply).
     */
    async runMore<T>(name: string, count: number, handler: JobHandler<T>): Promise<Promise<void>[]> {
      if (count <= 0) return [];
      const batch = (await boss.fetch<T>(name, { batchSize: count, includeMetadata: true })) ?? [];
      return batch.map((job) => runLeased(job, handler as JobHandler<unknown>, async (error) => {
        if (error === null) await boss.complete(name, job.id);
        else await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
      }).catch(onError));
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
    await createQueueOnce(boss, name);
    if (entry.queue.backlog) await indexInFetchOrder(boss.getDb(), name);
    // pg-boss completes or fails the job from the handler's outcome.
    await boss.work(name, { batchSize: 1, ...entry.options, includeMetadata: true }, async ([job]) => runLeased(job, entry.handler));
  }

  /**
   * Runs one fetched job holding its lease. With `report`, the outcome is reported (complete or
   * fail) while the lease is still held, so no sweep sees the job active and unheld in between.
   */
  async function runLeased(job: PgBoss.JobWithMetadata<unknown>, handler: JobHandler<unknown>, report?: (error: unknown) => Promise<void>): Promise<void> {
    const lease = await leases.take(job.id);
    try {
      // Given up on while this worker was between fetching it and taking the lease: it has
      // been handed back already, and another attempt will run it.
      if (!lease.active) return;
      const signal = AbortSignal.any([stopping.signal, lease.lost]);
      let failure: unknown = null;
      try {
        await handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit, signal });
      } catch (error) {
        if (!report) throw error;
        failure = error ?? new Error('failed');
      }
      await report?.(failure);
    } finally {
      await lease.release();
    }
  }

  function sweepOrphans(): Promise<number> {
    return leases.sweep([...handlers.keys()], async (queue, id) => {
      await boss.fail(queue, id, { message: 'The worker running this job stopped (its instance died); retried on another.' });
    }, options.sweepGraceSeconds ?? 10);
  }
}

export type Jobs = ReturnType<typeof createJobs>;

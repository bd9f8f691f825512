import PgBoss from 'pg-boss';
import { CompiledQuery } from 'kysely';
import type { Db } from '../../../db/connection';

/** An event to match against triggers and waiting runs. */
export const EVENT_QUEUE = 'workflow-event';
/** Runs one step of one run (`{ runId, stepId }`). */
export const STEP_QUEUE = 'workflow-step';
/** Ends a run's wait (`{ runId, stepId, reason }`), scheduled with startAfter. */
export const RESUME_QUEUE = 'workflow-resume';
/** Periodic: date_reached enrollments and the sweep of runs left without a job. */
export const TICK_QUEUE = 'workflow-tick';

export type StepJob = { runId: string; stepId: string };
export type ResumeJob = { runId: string; stepId: string; reason: 'time' | 'timeout' };

/**
 * pg-boss builds the job rows, but they are written through the caller's connection: inside a
 * kysely transaction a job exists exactly when the change that asked for it commits. This
 * instance is never started (it opens no pool, runs no timers); it only lends pg-boss's SQL.
 */
const writer = new PgBoss({ db: { executeSql: () => Promise.reject(new Error('A connection must be passed')) }, schema: 'pgboss' });

function through(db: Db): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: [...(await db.executeQuery(CompiledQuery.raw(text, values))).rows] }) };
}

/** pg-boss hands a job to another worker when the one that took it is silent this long (it died). */
export const JOB_EXPIRY_SECONDS = 15 * 60;
/** Job defaults: pg-boss retries only what the engine did not handle (a lost connection…). */
const defaults: PgBoss.SendOptions = { retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: JOB_EXPIRY_SECONDS };

/** Queues a job in `db` (a transaction or the pool); null when the queue does not exist (jobs are not running on this database). */
export async function enqueue(db: Db, name: string, data: object, options: PgBoss.SendOptions = {}): Promise<string | null> {
  return writer.send(name, data, { ...defaults, ...options, db: through(db) });
}

/** Queues many jobs of one queue in one statement. */
export async function enqueueMany(db: Db, name: string, jobs: { data: object; startAfter?: Date }[]): Promise<void> {
  if (!jobs.length) return;
  await writer.insert(jobs.map((j) => ({ name, data: j.data, ...(j.startAfter ? { startAfter: j.startAfter } : {}), retryLimit: defaults.retryLimit, retryDelay: defaults.retryDelay, retryBackoff: defaults.retryBackoff, expireInSeconds: defaults.expireInSeconds })), { db: through(db) });
}

/** Cancels a pending job (a wait's end); a job already done or gone is left as it is. */
export async function cancelJob(db: Db, name: string, id: string): Promise<void> {
  await writer.cancel(name, id, { db: through(db) });
}

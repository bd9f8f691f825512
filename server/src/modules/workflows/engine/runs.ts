import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import type { RunStatus, WorkflowStatus, WorkflowTasks } from '../../../../../contract/workflows';
import type { EnrolledBy } from '../workflows.tables';
import type { RunRow } from '../workflows.repository';
import { enqueueMany, STEP_QUEUE, enqueue, cancelJob, RESUME_QUEUE } from './queues';

/**
 * The transitions of a run. Each is called inside a transaction that holds the run's row lock,
 * and queues the job that follows in that same transaction: a run never moves without its next
 * job, and no job exists for a move that rolled back.
 */

const now = sql<Date>`clock_timestamp()`;

export type LockedRun = RunRow & { workflowStatus: WorkflowStatus };

/** The run, locked for this transaction, with its workflow's status. */
export async function lockRun(tx: Db, runId: string): Promise<LockedRun | undefined> {
  return tx.selectFrom('workflowRuns as r').innerJoin('workflows as w', 'w.id', 'r.workflowId')
    .selectAll('r').select('w.status as workflowStatus').where('r.id', '=', runId).forUpdate('r').executeTakeFirst();
}

/** A paused workflow holds its (non-test) runs at the step they are about to take. */
export function isHeld(run: LockedRun): boolean {
  return run.enrolledBy !== 'test' && run.workflowStatus === 'paused';
}

/**
 * A step the current worker goes on with at once still gets its queued job, as the safety net
 * should this process die: it is due this much later, and by then usually finds the step done.
 */
export const INLINE_SAFETY_SECONDS = 30;

/**
 * Goes on to `next` (null: the run is complete), or holds there while the workflow is paused.
 * `inline`: the caller runs `next` itself right after this commits (its job waits as a safety net).
 */
export async function moveTo(tx: Db, run: LockedRun, next: string | null, inline = false): Promise<RunStatus> {
  const clearWait = { resumeAt: null, waitEvent: null, waitJobId: null, updatedAt: now };
  if (next === null) {
    await tx.updateTable('workflowRuns').set({ ...clearWait, status: 'completed', currentStepId: null, endedAt: now }).where('id', '=', run.id).execute();
    return 'completed';
  }
  const status: RunStatus = isHeld(run) ? 'paused' : 'running';
  await tx.updateTable('workflowRuns').set({ ...clearWait, status, currentStepId: next }).where('id', '=', run.id).execute();
  if (status === 'running') await enqueue(tx, STEP_QUEUE, { runId: run.id, stepId: next }, inline ? { startAfter: INLINE_SAFETY_SECONDS } : {});
  return status;
}

/** Ends a run that is still in flight (failed, terminated, unenrolled): its pending wait is cancelled, its open step closed. */
export async function endRun(tx: Db, run: RunRow, status: 'failed' | 'terminated' | 'unenrolled', error: string | null = null): Promise<void> {
  if (run.waitJobId) await cancelJob(tx, RESUME_QUEUE, run.waitJobId);
  await tx.updateTable('workflowRuns').set({ status, error, endedAt: now, resumeAt: null, waitEvent: null, waitJobId: null, updatedAt: now }).where('id', '=', run.id).execute();
  await tx.updateTable('workflowRunSteps').set({ status: 'cancelled', endedAt: now })
    .where('runId', '=', run.id).where('status', 'in', ['running', 'waiting', 'retrying']).execute();
}

export type NewRuns = {
  workflowId: string;
  companyId: string;
  tasks: WorkflowTasks;
  enrolledBy: EnrolledBy;
  /** SELECT id, name, trigger_key FROM contacts c …: who to enroll (with the key that dedupes it, or null). */
  candidates: RawBuilder<unknown>;
  /** Trigger enrollments skip contacts that were in a run of this workflow before (settings.reenroll off). */
  skipPreviouslyEnrolled: boolean;
  /** The caller runs the first steps itself once this commits (their jobs wait as a safety net). */
  inline?: boolean;
};

/**
 * Starts runs for the candidates in one statement. A contact already in a run of the workflow
 * (the partial unique index), or already enrolled by the same trigger key, is skipped. Returns
 * the new runs' ids; their first steps are queued in the same transaction.
 */
export async function startRuns(tx: Db, r: NewRuns): Promise<string[]> {
  const start = r.tasks.start;
  const previous = r.skipPreviouslyEnrolled
    ? sql`AND NOT EXISTS (SELECT 1 FROM workflow_runs p WHERE p.workflow_id = ${r.workflowId} AND p.contact_id = x.id AND p.enrolled_by <> 'test')`
    : sql``;
  const { rows } = await sql<{ id: string }>`
    INSERT INTO workflow_runs (workflow_id, company_id, contact_id, contact_name, enrolled_by, tasks, status, current_step_id, trigger_key)
    SELECT ${r.workflowId}, ${r.companyId}, x.id, x.name, ${r.enrolledBy}, ${JSON.stringify(r.tasks)}::jsonb,
      ${start ? 'running' : 'completed'}, ${start}, x.trigger_key
    FROM (${r.candidates}) x
    WHERE true ${previous}
    ON CONFLICT DO NOTHING
    RETURNING id`.execute(tx);
  const startAfter = r.inline ? new Date(Date.now() + INLINE_SAFETY_SECONDS * 1000) : undefined;
  if (start) await enqueueMany(tx, STEP_QUEUE, rows.map((row) => ({ data: { runId: row.id, stepId: start }, startAfter })));
  return rows.map((row) => row.id);
}

/** The contacts of a WHERE over `contacts c`, as candidates (name kept for the log). */
export function contactCandidates(where: RawBuilder<boolean>, triggerKey: string | null = null): RawBuilder<unknown> {
  return sql`SELECT c.id, trim(concat_ws(' ', nullif(c.name, ''), nullif(c.surname, ''))) AS name, ${triggerKey}::text AS trigger_key FROM contacts c WHERE ${where}`;
}

import { sql } from 'kysely';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/connection';
import { ACTIVE_RUN_STATUSES } from '../../../../../contract/workflows';
import type { WorkflowEvent } from '../workflows.events';
import { cancelJob, RESUME_QUEUE, type ResumeJob } from './queues';
import { endRun, lockRun, moveTo, type LockedRun } from './runs';
import { notifyRunChanged } from './live';

const now = sql<Date>`clock_timestamp()`;

type Reason = ResumeJob['reason'] | 'event';

/**
 * Ends a run's wait and moves it on (the wait's `next`; a wait_for_event's `timeoutNext` when
 * its timeout came first). A run no longer waiting on that step (terminated, woken by its event
 * just before) is left alone. If the workflow is paused the run is held at the step after.
 */
async function endWait(tx: Db, run: LockedRun, stepId: string, reason: Reason, detail: unknown = null): Promise<boolean> {
  if (run.status !== 'waiting' || run.currentStepId !== stepId) return false;
  const step = run.tasks.steps.find((s) => s.id === stepId);
  if (!step) {
    await endRun(tx, run, 'failed', `The step ${stepId} is not in the workflow`);
    return true;
  }
  const next = reason === 'timeout' && step.type === 'wait_for_event' ? step.timeoutNext : step.next;
  if (reason === 'event' && run.waitJobId) await cancelJob(tx, RESUME_QUEUE, run.waitJobId);
  const output = { resumedBy: reason, ...(detail ? { event: detail } : {}) };
  await tx.updateTable('workflowRunSteps').set({ status: 'completed', output: JSON.stringify(output), endedAt: now })
    .where('runId', '=', run.id).where('stepId', '=', stepId).where('status', '=', 'waiting').execute();
  await moveTo(tx, run, next);
  return true;
}

/** The resume job: a wait's time (or timeout) has come. */
export async function resumeRun(deps: AppDeps, job: ResumeJob): Promise<void> {
  const moved = await deps.db.transaction().execute(async (tx) => {
    const run = await lockRun(tx, job.runId);
    return run ? endWait(tx, run, job.stepId, job.reason) : false;
  });
  if (moved) notifyRunChanged(deps, job.runId);
}

/** The runs of this contact waiting for this event go on through their wait's `next`. */
export async function wakeWaitingRuns(deps: AppDeps, event: WorkflowEvent): Promise<number> {
  const waiting = await deps.db.selectFrom('workflowRuns').select(['id', 'currentStepId'])
    .where('companyId', '=', event.companyId).where('contactId', '=', event.contactId)
    .where('status', '=', 'waiting').where('waitEvent', '=', event.type).execute();
  let woken = 0;
  for (const w of waiting) {
    const moved = await deps.db.transaction().execute(async (tx) => {
      const run = await lockRun(tx, w.id);
      return run && run.waitEvent === event.type ? endWait(tx, run, w.currentStepId!, 'event', event) : false;
    });
    if (moved) {
      woken += 1;
      notifyRunChanged(deps, w.id);
    }
  }
  return woken;
}

/**
 * A deleted contact leaves every run it is in (`unenrolled`). Also catches runs whose contact is
 * already gone (the foreign key set it to null when the row was deleted in this transaction).
 */
export async function unenrollContacts(tx: Db, companyId: string, contactIds: string[]): Promise<void> {
  const runs = await tx.selectFrom('workflowRuns').selectAll()
    .where('companyId', '=', companyId).where('status', 'in', [...ACTIVE_RUN_STATUSES])
    // One array parameter, however many contacts a bulk delete names.
    .where(sql<boolean>`(contact_id IS NULL OR contact_id = ANY(${contactIds}::uuid[]))`)
    .forUpdate().execute();
  for (const run of runs) await endRun(tx, run, 'unenrolled');
}

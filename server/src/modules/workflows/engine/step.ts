import { instanceAlive } from '../../../jobs/instanceLease';
import { sql } from 'kysely';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/connection';
import { STEP_MAX_ATTEMPTS, type Step } from '../../../../../contract/workflows';
import { ENGINE_STEP_TYPES, PermanentTaskError, type ActionStepType, type EngineStepType, type TaskContext } from '../tasks/types';
import type { RunRow, RunStepRow } from '../workflows.repository';
import { engineOptions, type EngineOptions } from './options';
import { endRun, isHeld, lockRun, moveTo } from './runs';
import { enqueue, RESUME_QUEUE, STEP_QUEUE, type StepJob } from './queues';
import { usableTimeZone, waitEnd } from './waits';
import { notifyRunChanged } from './live';
import { evaluateBranch } from '../tasks/conditions';

const now = sql<Date>`clock_timestamp()`;
const VISIT = 1;
const DONE_STEP = ['completed', 'skipped', 'failed', 'cancelled'];
const isEngineStep = (s: Step): s is Extract<Step, { type: EngineStepType }> => (ENGINE_STEP_TYPES as readonly string[]).includes(s.type);

/** The same for every attempt of a step in a run (and across crashes): what a handler keys its effect by. */
export const idempotencyKey = (runId: string, stepId: string, visit = VISIT) => `${runId}:${stepId}:${visit}`;

type Claimed = { run: RunRow; step: Step; attempt: number; outputs: Record<string, unknown>; timeZone: string };

/** What the step came to: where the run goes, or that it waits, or that it failed. */
type Outcome =
  | { kind: 'next'; next: string | null; output: unknown; status?: 'completed' | 'skipped' }
  | { kind: 'wait'; until: Date; event: string | null; output: unknown }
  | { kind: 'error'; error: unknown };

/**
 * Runs one step of one run (the step job). Three short phases so a slow action never holds a
 * lock: (1) under the run's lock, check the run is still on this step and running, and log the
 * step as running before anything happens; (2) act; (3) under the lock again, keep the result
 * and move the run on — unless it was stopped meanwhile (terminate): then nothing follows.
 */
export async function runStep(deps: AppDeps, job: StepJob, goOn = false): Promise<StepJob | null> {
  const options = engineOptions(deps);
  const claimed = await deps.db.transaction().execute((tx) => claim(tx, options, job, deps.jobs?.instanceId ?? null));
  if (!claimed) return null;
  const outcome = await act(deps, options, claimed);
  const next = await deps.db.transaction().execute((tx) => settle(tx, options, claimed, outcome, goOn));
  notifyRunChanged(deps, claimed.run.id);
  return next;
}

/** Consecutive steps one worker runs without going back to the queue. */
const INLINE_STEPS = 25;

/**
 * Runs a step and goes straight on with the ones after it while the run keeps running, instead
 * of waiting for the queue's next poll. Each next step also has its queued job (written with the
 * move): whichever comes first runs it, the other finds the step taken and does nothing.
 */
export async function runSteps(deps: AppDeps, job: StepJob): Promise<void> {
  let next: StepJob | null = job;
  for (let i = 0; next && i < INLINE_STEPS; i++) next = await runStep(deps, next, i < INLINE_STEPS - 1);
}

async function claim(tx: Db, options: EngineOptions, job: StepJob, workerId: string | null): Promise<Claimed | null> {
  const run = await lockRun(tx, job.runId);
  // Terminated, paused, ended or already past this step (a duplicate job): nothing to do.
  if (!run || run.status !== 'running' || run.currentStepId !== job.stepId) return null;
  if (!run.contactId) {
    await endRun(tx, run, 'unenrolled');
    return null;
  }
  const step = run.tasks.steps.find((s) => s.id === job.stepId);
  if (!step) {
    await endRun(tx, run, 'failed', `The step ${job.stepId} is not in the workflow`);
    return null;
  }
  if (isHeld(run)) {
    await tx.updateTable('workflowRuns').set({ status: 'paused', updatedAt: now }).where('id', '=', run.id).execute();
    return null;
  }
  const existing = await tx.selectFrom('workflowRunSteps').selectAll().where('runId', '=', run.id).where('stepId', '=', step.id).where('visit', '=', VISIT).forUpdate().executeTakeFirst();
  if (existing && DONE_STEP.includes(existing.status)) return null;
  if (existing?.status === 'running' && (await leased(tx, existing, options.stepLeaseSeconds))) return null;
  // A row still `running` whose instance is gone (or past its lease) is an attempt that died with its process: this is the next one.
  const attempt = existing ? existing.attempt + 1 : 1;
  if (existing && attempt > STEP_MAX_ATTEMPTS) {
    await closeStep(tx, existing, 'failed', null, existing.error ?? 'The step did not finish');
    await endRun(tx, run, 'failed', existing.error ?? 'The step did not finish');
    return null;
  }
  const input = JSON.stringify(step);
  if (existing) {
    await tx.updateTable('workflowRunSteps').set({ status: 'running', attempt, input, startedAt: now, endedAt: null, workerId }).where('id', '=', existing.id).execute();
  } else {
    await tx.insertInto('workflowRunSteps').values({ runId: run.id, stepId: step.id, stepType: step.type, visit: VISIT, attempt, status: 'running', input, workerId }).execute();
  }
  // Earlier outputs for the steps that read them (actions, conditions); the zone for the one wait that needs it.
  const reads = step.type === 'branch' || !isEngineStep(step);
  const done = reads ? await tx.selectFrom('workflowRunSteps').select(['stepId', 'output']).where('runId', '=', run.id).where('status', '=', 'completed').execute() : [];
  const company = step.type === 'wait_time_of_day' ? await tx.selectFrom('companies').select('timezone').where('id', '=', run.companyId).executeTakeFirst() : undefined;
  return { run, step, attempt, outputs: Object.fromEntries(done.map((d) => [d.stepId, d.output])), timeZone: usableTimeZone(company?.timezone) };
}

async function act(deps: AppDeps, options: EngineOptions, c: Claimed): Promise<Outcome> {
  const { run, step } = c;
  const test = run.enrolledBy === 'test';
  const ctx: TaskContext = {
    deps, db: deps.db, companyId: run.companyId, run: { id: run.id, workflowId: run.workflowId, contactId: run.contactId!, test },
    step, attempt: c.attempt, idempotencyKey: idempotencyKey(run.id, step.id), outputs: c.outputs,
  };
  try {
    if (!isEngineStep(step)) {
      const handler = options.handlers[step.type as ActionStepType];
      if (!handler) throw new PermanentTaskError(`No handler for ${step.type} steps on this server`, 'no_handler');
      return { kind: 'next', next: step.next, output: (await handler(ctx)) ?? null };
    }
    if (step.type === 'branch') {
      const evaluate = options.evaluateBranch ?? evaluateBranch;
      const result = await evaluate(ctx as TaskContext<typeof step>);
      return { kind: 'next', next: result.matched ? step.next : step.elseNext, output: result };
    }
    // A test run shows the path at once: its waits are logged as skipped.
    if (test) return { kind: 'next', next: step.next, output: { skipped: 'test_run' }, status: 'skipped' };
    const until = waitEnd(step, options.now(), c.timeZone);
    const event = step.type === 'wait_for_event' ? step.event : null;
    return { kind: 'wait', until, event, output: { until: until.toISOString(), ...(event ? { event } : {}) } };
  } catch (error) {
    return { kind: 'error', error };
  }
}

/** Keeps the outcome and moves the run; returns the step it moved to when the run goes on now. */
async function settle(tx: Db, options: EngineOptions, c: Claimed, outcome: Outcome, goOn: boolean): Promise<StepJob | null> {
  const run = await lockRun(tx, c.run.id);
  const row = await tx.selectFrom('workflowRunSteps').selectAll().where('runId', '=', c.run.id).where('stepId', '=', c.step.id).where('visit', '=', VISIT).executeTakeFirst();
  if (!run || !row) return null;
  // Stopped while the step ran (terminate, unenroll): what it did is logged, nothing follows.
  const stillHere = run.status === 'running' && run.currentStepId === c.step.id;
  if (outcome.kind === 'next') {
    await closeStep(tx, row, outcome.status ?? 'completed', outcome.output, null);
    if (stillHere && (await moveTo(tx, run, outcome.next, goOn)) === 'running') return { runId: run.id, stepId: outcome.next! };
    return null;
  }
  if (outcome.kind === 'wait') {
    if (!stillHere) return null;
    await tx.updateTable('workflowRunSteps').set({ status: 'waiting', output: JSON.stringify(outcome.output) }).where('id', '=', row.id).execute();
    const reason = outcome.event ? 'timeout' : 'time';
    const jobId = await enqueue(tx, RESUME_QUEUE, { runId: run.id, stepId: c.step.id, reason }, { startAfter: outcome.until });
    await tx.updateTable('workflowRuns').set({ status: 'waiting', resumeAt: outcome.until, waitEvent: outcome.event, waitJobId: jobId, updatedAt: now }).where('id', '=', run.id).execute();
    return null;
  }
  const message = errorMessage(outcome.error);
  const permanent = outcome.error instanceof PermanentTaskError;
  if (!stillHere) {
    await closeStep(tx, row, 'failed', null, message);
    return null;
  }
  if (permanent || c.attempt >= STEP_MAX_ATTEMPTS) {
    await closeStep(tx, row, 'failed', null, message);
    await endRun(tx, run, 'failed', message);
    return null;
  }
  const delays = options.retryDelaysSeconds;
  const delay = delays[Math.min(c.attempt - 1, delays.length - 1)] ?? 30;
  await tx.updateTable('workflowRunSteps').set({ status: 'retrying', error: message, endedAt: now }).where('id', '=', row.id).execute();
  await tx.updateTable('workflowRuns').set({ updatedAt: now }).where('id', '=', run.id).execute();
  await enqueue(tx, STEP_QUEUE, { runId: run.id, stepId: c.step.id }, { startAfter: new Date(Date.now() + delay * 1000) });
  return null;
}

async function closeStep(tx: Db, row: RunStepRow, status: 'completed' | 'skipped' | 'failed', output: unknown, error: string | null): Promise<void> {
  await tx.updateTable('workflowRunSteps').set({ status, output: output === null || output === undefined ? null : JSON.stringify(output), error, endedAt: now }).where('id', '=', row.id).execute();
}

/** Whether an attempt logged as running started recently enough to be still in progress. */
/**
 * Whether a step logged `running` is still in progress elsewhere: started within the lease and,
 * when its instance is known, that instance alive (a killed one's step is retried at once).
 */
async function leased(tx: Db, step: { id: string; workerId: string | null }, seconds: number): Promise<boolean> {
  const row = await tx.selectFrom('workflowRunSteps').select(sql<boolean>`started_at > clock_timestamp() - make_interval(secs => ${seconds})`.as('leased'))
    .where('id', '=', step.id).executeTakeFirst();
  if (!row?.leased) return false;
  return step.workerId ? instanceAlive(tx, step.workerId) : true;
}

function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000) || 'The step failed';
}

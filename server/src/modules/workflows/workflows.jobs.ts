import type PgBoss from 'pg-boss';
import type { AppDeps } from '../../deps';
import type { JobInfo } from '../../jobs/queue';
import type { WorkflowEvent } from './workflows.events';
import { EVENT_QUEUE, RESUME_QUEUE, STEP_QUEUE, TICK_QUEUE, type ResumeJob, type StepJob } from './engine/queues';
import { handleEvent } from './engine/enroll';
import { runSteps } from './engine/step';
import { resumeRun } from './engine/resume';
import { sweepStalledRuns, tick } from './engine/ticks';

/** Jobs of one queue in progress at once on this instance while it drains a backlog (steps: more, they are most of the work). */
const DRAIN_CONCURRENCY = 4;
const STEP_CONCURRENCY = 8;
/** How long a worker goes on fetching before it hands back to pg-boss's polling. */
const DRAIN_SECONDS = 20;

/**
 * The app's job runner gives a queue's worker one job per poll. When work piles up (a list of
 * 100,000 enrolled, a burst of events) the handler goes on fetching jobs of the same queue and
 * runs up to `concurrency` at once, a new one as soon as a slot frees (a slow step holds
 * one slot, not the queue), until the queue is empty or DRAIN_SECONDS have passed. Each drained
 * job is completed or failed through pg-boss as its own worker would (retries apply).
 */
function draining<T>(deps: AppDeps, name: string, work: (data: T, id: string) => Promise<void>, concurrency = DRAIN_CONCURRENCY) {
  return async (data: T, info: JobInfo) => {
    const boss = deps.jobs?.boss;
    const own = work(data, info.id);
    if (!boss) return own;
    const inFlight = new Set<Promise<void>>();
    const track = (p: Promise<void>) => {
      const tracked = p.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
    };
    let ownError: unknown = null;
    track(own.catch((e) => { ownError = e ?? new Error('failed'); }));
    const until = Date.now() + DRAIN_SECONDS * 1000;
    while (!info.signal.aborted && Date.now() < until) {
      const free = concurrency - inFlight.size;
      const batch = free > 0 ? ((await boss.fetch<T>(name, { batchSize: free })) as PgBoss.Job<T>[] | null) ?? [] : [];
      for (const job of batch) {
        track(work(job.data, job.id).then(
          () => boss.complete(name, job.id).then(() => {}),
          (error) => boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) }).then(() => {}),
        ).catch(() => {}));
      }
      if (!inFlight.size) break;
      // Wait for a slot (or, with free slots and an empty queue, a little before asking again).
      await Promise.race([...inFlight, ...(batch.length < free ? [new Promise((r) => setTimeout(r, 100))] : [])]);
      if (!batch.length && inFlight.size === 0) break;
    }
    await Promise.all(inFlight);
    if (ownError) throw ownError;
  };
}

/**
 * The workflow engine's queues (issue 15 §2): events, steps, the end of waits (scheduled with
 * startAfter: they survive restarts), and a minute tick for date triggers and stalled runs.
 * A sweep also runs at start-up, for runs a crash left between jobs.
 */
export async function defineWorkflowJobs(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  // An event must start its run within a second: poll the event and step queues often.
  const prompt = { pollingIntervalSeconds: 0.5 };
  await jobs.define<{ event: WorkflowEvent }>(EVENT_QUEUE, draining(deps, EVENT_QUEUE, async (d: { event: WorkflowEvent }, id) => {
    await handleEvent(deps, d.event, id);
  }), prompt);
  await jobs.define<StepJob>(STEP_QUEUE, draining(deps, STEP_QUEUE, (d: StepJob) => runSteps(deps, d), STEP_CONCURRENCY), prompt);
  await jobs.define<ResumeJob>(RESUME_QUEUE, draining(deps, RESUME_QUEUE, (d: ResumeJob) => resumeRun(deps, d)), { pollingIntervalSeconds: 1 });
  await jobs.define<{ startup?: boolean }>(TICK_QUEUE, async (d) => {
    if (d.startup) await sweepStalledRuns(deps, 0);
    else await tick(deps);
  });
  // The schedule and the start-up sweep need pg-boss started, which happens after every area
  // has defined its queues.
  await jobs.onStarted(() => startWorkflowJobs(deps));
}

/** After the workers start: the minute schedule, and one sweep now. */
export async function startWorkflowJobs(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await jobs.boss.schedule(TICK_QUEUE, '* * * * *', {}, { retryLimit: 0 });
  await jobs.send(TICK_QUEUE, { startup: true }, { retryLimit: 1 });
}

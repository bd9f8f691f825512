import type { AppDeps } from '../../deps';
import { drainingWorker } from '../../jobs/draining';
import type { WorkflowEvent } from './workflows.events';
import { EVENT_QUEUE, RESUME_QUEUE, STEP_QUEUE, TICK_QUEUE, type ResumeJob, type StepJob } from './engine/queues';
import { handleEvent } from './engine/enroll';
import { runSteps } from './engine/step';
import { resumeRun } from './engine/resume';
import { sweepStalledRuns, tick } from './engine/ticks';

/** Jobs of one queue in progress at once on this instance while it drains a backlog (steps: more, they are most of the work). */
const DRAIN_CONCURRENCY = 4;
const STEP_CONCURRENCY = 8;

const draining = <T>(deps: AppDeps, name: string, work: (data: T, id: string) => Promise<void>, concurrency = DRAIN_CONCURRENCY) =>
  drainingWorker(deps.jobs, name, work, concurrency);

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
  // Events and steps come in bulk (an import, an enrollment of every contact): backlog queues.
  await jobs.define<{ event: WorkflowEvent }>(EVENT_QUEUE, draining(deps, EVENT_QUEUE, async (d: { event: WorkflowEvent }, id) => {
    await handleEvent(deps, d.event, id);
  }), prompt, { backlog: true });
  await jobs.define<StepJob>(STEP_QUEUE, draining(deps, STEP_QUEUE, (d: StepJob) => runSteps(deps, d), STEP_CONCURRENCY), prompt, { backlog: true });
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

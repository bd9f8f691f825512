import type { AppDeps } from '../../../deps';
import type { ActionStepType, TaskHandler } from '../tasks/types';
import { TASK_HANDLERS } from '../tasks';
import type { evaluateBranch } from '../tasks/conditions';
import { JOB_EXPIRY_SECONDS } from './queues';

export type EngineOptions = {
  /** The action handlers (TASK_HANDLERS unless a test puts its own). */
  handlers: Partial<Record<ActionStepType, TaskHandler>>;
  /** The if/else evaluator (tasks/conditions.ts unless a test puts its own). */
  evaluateBranch?: typeof evaluateBranch;
  /** Seconds before attempt 2, 3, 4… of a failed step (STEP_MAX_ATTEMPTS in all). */
  retryDelaysSeconds: number[];
  now: () => Date;
  /**
   * A step logged `running` for less than this is in progress elsewhere (a duplicate job is
   * dropped); older, its process died and the next job retries it. Matches the jobs' expiry.
   */
  stepLeaseSeconds: number;
};

const DEFAULTS: EngineOptions = {
  handlers: TASK_HANDLERS as EngineOptions['handlers'],
  retryDelaysSeconds: [30, 120, 480],
  now: () => new Date(),
  stepLeaseSeconds: JOB_EXPIRY_SECONDS,
};

const byDeps = new WeakMap<AppDeps, Partial<EngineOptions>>();

/** Overrides for one app instance (tests inject handlers, shorter backoff, a clock). */
export function configureEngine(deps: AppDeps, options: Partial<EngineOptions>): void {
  byDeps.set(deps, { ...byDeps.get(deps), ...options });
}

export function engineOptions(deps: AppDeps): EngineOptions {
  return { ...DEFAULTS, ...byDeps.get(deps) };
}

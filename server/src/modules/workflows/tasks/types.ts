import type { Db } from '../../../db/connection';
import type { AppDeps } from '../../../deps';
import type { Step, StepType } from '../../../../../contract/workflows';

/** Steps the engine runs itself (they move the run, they do nothing to the contact). */
export const ENGINE_STEP_TYPES = ['wait_duration', 'wait_until_date', 'wait_time_of_day', 'wait_for_event', 'branch'] as const satisfies readonly StepType[];
export type EngineStepType = (typeof ENGINE_STEP_TYPES)[number];
/** Steps that act: each has a handler in this folder, listed in ./index.ts. */
export type ActionStepType = Exclude<StepType, EngineStepType>;

/** What an action step's handler gets. */
export type TaskContext<S extends Step = Step> = {
  deps: AppDeps;
  db: Db;
  companyId: string;
  run: { id: string; workflowId: string; contactId: string; test: boolean };
  step: S;
  /** 1 on the first try. */
  attempt: number;
  /**
   * The same for every attempt of this step in this run: whatever the step sends or creates is
   * keyed by it, so an attempt after a crash (between the send and its log) finds the earlier
   * result instead of sending again.
   */
  idempotencyKey: string;
  /** What earlier steps of this run returned, by step id (an email condition reads its send's message id). */
  outputs: Record<string, unknown>;
};

/** Runs one step; what it returns is kept as the step's output in the run's log. */
export type TaskHandler<S extends Step = Step> = (ctx: TaskContext<S>) => Promise<unknown>;

/**
 * A failure another attempt cannot fix (the template was deleted, the contact has no email, a
 * webhook answered 4xx): the run fails at once with this message instead of retrying.
 */
export class PermanentTaskError extends Error {
  constructor(message: string, readonly code: string = 'permanent') {
    super(message);
    this.name = 'PermanentTaskError';
  }
}

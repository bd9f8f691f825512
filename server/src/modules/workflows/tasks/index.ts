import type { Step } from '../../../../../contract/workflows';
import type { ActionStepType, TaskHandler } from './types';
import { webhookTask } from './webhook.task';

/** The handler of each action step type (one file per type, beside this one). */
export const TASK_HANDLERS: Partial<{ [K in ActionStepType]: TaskHandler<Extract<Step, { type: K }>> }> = {
  webhook: webhookTask,
};

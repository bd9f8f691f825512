import { randomUUID } from 'node:crypto';
import { step as stepSchema, type Step } from '../../../../../contract/workflows';
import type { TestContext } from '../../../../test/testApp';
import type { TaskContext } from './types';

/** A step's context as the engine builds it, for one contact of the company (tests call handlers directly). */
export function taskContext<S extends Step>(
  ctx: TestContext,
  companyId: string,
  contactId: string,
  step: S,
  options: { outputs?: Record<string, unknown>; idempotencyKey?: string; attempt?: number } = {},
): TaskContext<S> {
  const runId = randomUUID();
  return {
    deps: ctx.deps, db: ctx.db, companyId, step, attempt: options.attempt ?? 1,
    run: { id: runId, workflowId: randomUUID(), contactId, test: false },
    idempotencyKey: options.idempotencyKey ?? `${runId}:${step.id}`,
    outputs: options.outputs ?? {},
  };
}

/** A step of a type with the schema's defaults for what the test leaves out. */
export const stepOf = <T extends Step['type']>(type: T, fields: Record<string, unknown> = {}) =>
  stepSchema.parse({ id: `s_${type}`, type, ...fields }) as Extract<Step, { type: T }>;

import { expect } from 'vitest';
import type { TestContext } from '../../../test/testApp';
import { call, type TestUser } from '../../../test/fixtures';
import type { ActionStepType, TaskContext, TaskHandler } from './tasks/types';
import { configureEngine } from './engine/options';

/** A contact straight into the table. */
export async function insertContact(ctx: TestContext, companyId: string, name: string, customProperties: Record<string, unknown> = {}): Promise<string> {
  const row = await ctx.db.insertInto('contacts').values({ companyId, name, surname: 'Test', email: `${name.toLowerCase()}@example.com`, customProperties: JSON.stringify(customProperties) }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Action handlers for tests: each records its effect keyed by the step's idempotency key (as a
 * real handler keys its send), counts how often it was called, and may fail on demand.
 */
export function recordingHandlers() {
  const effects = new Map<string, number>();
  const calls: TaskContext[] = [];
  let failures: Record<string, (ctx: TaskContext) => Error | null> = {};
  let gate: { until: Promise<void>; applies: (ctx: TaskContext) => boolean } | null = null;
  const handler: TaskHandler = async (ctx) => {
    calls.push(ctx);
    if (gate?.applies(ctx)) await gate.until;
    // The effect happens first, keyed by the idempotency key: a repeat finds it and does nothing.
    if (!effects.has(ctx.idempotencyKey)) effects.set(ctx.idempotencyKey, (effects.get(ctx.idempotencyKey) ?? 0) + 1);
    const fail = failures[ctx.step.id]?.(ctx);
    if (fail) throw fail;
    return { done: ctx.step.id, attempt: ctx.attempt };
  };
  const types: ActionStepType[] = ['set_property', 'add_comment', 'add_to_list', 'notify_user'];
  return {
    effects, calls,
    handlers: Object.fromEntries(types.map((t) => [t, handler])) as Partial<Record<ActionStepType, TaskHandler>>,
    failWhen(stepId: string, f: (ctx: TaskContext) => Error | null) { failures = { ...failures, [stepId]: f }; },
    /** Holds the handlers (those `applies` picks) until the returned function is called. */
    hold(applies: (ctx: TaskContext) => boolean = () => true): () => void {
      let open!: () => void;
      gate = { until: new Promise<void>((r) => { open = r; }), applies };
      return () => { gate = null; open(); };
    },
  };
}

export function useRecordingHandlers(ctx: TestContext) {
  const rec = recordingHandlers();
  configureEngine(ctx.deps, { handlers: rec.handlers, retryDelaysSeconds: [0, 0, 0] });
  return rec;
}

export const setProp = (id: string, next: string | null = null) => ({ id, type: 'set_property', property: 'stage', value: id, next });

export async function createWorkflow(ctx: TestContext, user: TestUser, body: Record<string, unknown>) {
  const res = await call(ctx, 'POST', '/api/workflow', { token: user.token, body: { companyId: user.companyId, name: 'Flow', triggerType: 'manual', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { _id: string; status: string; issues: unknown[] };
}

export const runsOf = (ctx: TestContext, workflowId: string) =>
  ctx.db.selectFrom('workflowRuns').selectAll().where('workflowId', '=', workflowId).orderBy('startedAt').execute();

export const stepsOf = (ctx: TestContext, runId: string) =>
  ctx.db.selectFrom('workflowRunSteps').selectAll().where('runId', '=', runId).orderBy('startedAt').execute();

/** Polls until the check passes (engine work is asynchronous), up to `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function runWhere(ctx: TestContext, runId: string, statuses: string[], timeoutMs = 10_000) {
  return eventually(async () => {
    const run = await ctx.db.selectFrom('workflowRuns').selectAll().where('id', '=', runId).executeTakeFirst();
    return run && statuses.includes(run.status) ? run : null;
  }, timeoutMs, `run ${runId} to be ${statuses.join('|')}`);
}

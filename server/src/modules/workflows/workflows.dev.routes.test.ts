import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { createTestUser, type TestUser } from '../../../test/fixtures';
import { emitWorkflowEvents } from './workflows.events';
import { createWorkflow, insertContact, runWhere, runsOf, setProp, stepsOf, useRecordingHandlers, eventually } from './workflows.fixtures';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: true });
  owner = await createTestUser(ctx);
  useRecordingHandlers(ctx);
});
afterAll(async () => ctx?.close());

const advance = (minutes: number, remoteAddress = '127.0.0.1', c: TestContext = ctx) =>
  c.app.inject({ method: 'POST', url: '/api/dev/workflows/advance', payload: { minutes, companyId: owner.companyId }, remoteAddress });

/** An active workflow whose contact waits `amount` minutes before one step, with its waiting run. */
async function waitingRun(amount: number) {
  // Each workflow its own list, so one contact's event enrolls it in this workflow only.
  const listId = randomUUID();
  const wf = await createWorkflow(ctx, owner, {
    triggerType: 'list_added', triggerValue: listId, status: 'active',
    tasks: { start: 'w', steps: [{ id: 'w', type: 'wait_duration', amount, unit: 'minutes', next: 'a' }, setProp('a')] },
  });
  const contactId = await insertContact(ctx, owner.companyId, `Wait ${amount}`);
  await ctx.db.transaction().execute((tx) => emitWorkflowEvents(tx, [{ companyId: owner.companyId, contactId, type: 'list_added', listId }]));
  const run = await eventually(async () => (await runsOf(ctx, wf._id))[0], 5000, 'a run');
  return runWhere(ctx, run.id, ['waiting']);
}

describe('POST /api/dev/workflows/advance', () => {
  it('a 1-minute wait goes on at once after advancing 1 minute; a longer one only moves earlier', async () => {
    const short = await waitingRun(1);
    const long = await waitingRun(10);
    const res = await advance(1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ advanced: 2, resumed: 1 });
    await runWhere(ctx, short.id, ['completed']);
    expect((await stepsOf(ctx, short.id)).map((s) => [s.stepId, s.status])).toEqual([['w', 'completed'], ['a', 'completed']]);
    const still = await runWhere(ctx, long.id, ['waiting']);
    expect(long.resumeAt!.getTime() - still.resumeAt!.getTime()).toBe(60_000);
    expect(still.waitJobId).not.toBeNull();
    expect(still.waitJobId).not.toBe(long.waitJobId);
    // The moved resume job is the one that ends it once the rest of the time has passed too.
    expect((await advance(9)).json()).toEqual({ advanced: 1, resumed: 1 });
    await runWhere(ctx, long.id, ['completed']);
  });

  it('answers only on this machine: a remote request is a 404 and moves nothing', async () => {
    const run = await waitingRun(1);
    const res = await advance(5, '203.0.113.7');
    expect(res.statusCode).toBe(404);
    const after = await runWhere(ctx, run.id, ['waiting']);
    expect(after.resumeAt).toEqual(run.resumeAt);
    expect(after.waitJobId).toBe(run.waitJobId);
  });

  it('is not served in production', async () => {
    const prod = await createTestContext({ env: { NODE_ENV: 'production' } });
    try {
      const res = await advance(1, '127.0.0.1', prod);
      expect(res.statusCode).toBe(404);
      expect(res.json().error_code).toBe('not_found');
    } finally {
      await prod.close();
    }
  });
});

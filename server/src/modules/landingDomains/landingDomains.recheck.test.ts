import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { defineLandingDomainJobs, RECHECK_QUEUE } from './landingDomains.recheck';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ jobs: true });
});
afterAll(async () => {
  await ctx.close();
});

describe('landing domains re-check job', () => {
  it('is a stately queue (one run active, one waiting) scheduled every 5 minutes', async () => {
    const boss = ctx.deps.jobs!.boss;
    expect((await boss.getQueue(RECHECK_QUEUE))?.policy).toBe('stately');
    expect((await boss.getSchedules()).find((s) => s.name === RECHECK_QUEUE)?.cron).toBe('*/5 * * * *');
    // A second waiting run is refused while one waits.
    expect(await boss.send(RECHECK_QUEUE, {}, { startAfter: 60 })).toEqual(expect.any(String));
    expect(await boss.send(RECHECK_QUEUE, {}, { startAfter: 60 })).toBeNull();
  });

  it('brings a queue created earlier with the standard policy to the stately one', async () => {
    const boss = ctx.deps.jobs!.boss;
    await boss.updateQueue(RECHECK_QUEUE, { name: RECHECK_QUEUE, policy: 'standard' });
    expect((await boss.getQueue(RECHECK_QUEUE))?.policy).toBe('standard');
    await defineLandingDomainJobs(ctx.deps);
    expect((await boss.getQueue(RECHECK_QUEUE))?.policy).toBe('stately');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { RENEWALS_QUEUE } from './billing.renewals';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ jobs: true });
});
afterAll(async () => ctx?.close());

describe('renewal job', () => {
  it('is scheduled every 10 minutes once the job system starts', async () => {
    // Other areas schedule their own jobs; billing's is there once, every 10 minutes.
    const schedules = (await ctx.deps.jobs!.boss.getSchedules()).filter((s) => s.name === RENEWALS_QUEUE);
    expect(schedules).toEqual([expect.objectContaining({ name: RENEWALS_QUEUE, cron: '*/10 * * * *' })]);
  });

  it('runs through the queue', async () => {
    const id = await ctx.deps.jobs!.send(RENEWALS_QUEUE, {});
    for (let i = 0; i < 50; i += 1) {
      const job = await ctx.deps.jobs!.get(RENEWALS_QUEUE, id);
      if (job?.state === 'completed') return;
      expect(job?.state).not.toBe('failed');
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('renewal job did not complete');
  });
});

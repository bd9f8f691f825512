import { afterAll, beforeAll, expect, it } from 'vitest';
import { submission } from '../../../../contract/webforms';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser } from '../../../test/fixtures';
import { seedDemoLandings } from '../landings/landings.demo';
import { seedDemoWebforms } from './webforms.demo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

it('gives the demo company three leads of its Reformas landing, each with its visits and sources', async () => {
  const user = await createTestUser(ctx);
  const demo = { userId: user.id, email: user.email, companyId: user.companyId };
  await ctx.db.transaction().execute(async (tx) => {
    await seedDemoLandings({ ...ctx.deps, db: tx }, demo);
    await seedDemoWebforms({ ...ctx.deps, db: tx }, demo);
  });
  const list = (await call(ctx, 'POST', `/api/webForms/${user.companyId}`, { token: user.token, body: {} })).body;
  expect(list.total).toBe(3);
  for (const s of list.data) submission.parse(s);
  expect(list.data.map((s: { source: string }) => s.source)).toEqual(['google / cpc', 'facebook / paid_social', 'direct']);
  const behavior = (await call(ctx, 'GET', `/api/getOneBehavior/${user.companyId}/${list.data[0].contactId}`, { token: user.token })).body;
  expect(behavior.events.map((e: { type: string }) => e.type)).toEqual(['form_submit', 'cta_click', 'page_view']);
  expect(behavior.attribution.firstTouch).toMatchObject({ gclid: 'Cj0KCQiA-demo-gclid-1' });
  const stats = (await call(ctx, 'GET', `/api/landingStats/${user.companyId}`, { token: user.token })).body.data;
  expect(stats.find((s: { submissions: number }) => s.submissions === 3)).toMatchObject({ visits: 3, visitors: 3, conversionRate: 1 });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { landingSummary } from '../../../../contract/landings';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser } from '../../../test/fixtures';
import { seedDemoLandings } from './landings.demo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

it('gives the demo company two Spanish drafts the API lists, one on a subdomain', async () => {
  const user = await createTestUser(ctx);
  await ctx.db.transaction().execute((tx) => seedDemoLandings({ ...ctx.deps, db: tx }, { userId: user.id, email: user.email, companyId: user.companyId }));
  const res = await call(ctx, 'GET', `/api/getLandingsData/${user.companyId}`, { token: user.token });
  expect(res.body.total).toBe(2);
  for (const l of res.body.data) expect(landingSummary.parse(l)).toMatchObject({ language: 'es', status: 'draft' });
  expect(res.body.data.map((l: { subdomain: string | null }) => l.subdomain).sort()).toEqual(['demo-reformas', null]);
  const one = await call(ctx, 'GET', `/api/getOneLandingData/${res.body.data[0]._id}?companyId=${user.companyId}`, { token: user.token });
  expect(one.body.html).toContain('<main id="main">');
});

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

it('gives the demo company two Spanish landings the API lists: one published on its subdomain, one draft', async () => {
  const user = await createTestUser(ctx);
  await ctx.db.transaction().execute((tx) => seedDemoLandings({ ...ctx.deps, db: tx }, { userId: user.id, email: user.email, companyId: user.companyId }));
  const res = await call(ctx, 'GET', `/api/getLandingsData/${user.companyId}`, { token: user.token });
  expect(res.body.total).toBe(2);
  for (const l of res.body.data) expect(landingSummary.parse(l)).toMatchObject({ language: 'es' });
  expect(res.body.data.map((l: { subdomain: string | null; status: string }) => [l.subdomain, l.status])).toEqual(expect.arrayContaining([['demo-reformas', 'published'], [null, 'draft']]));
  const page = await ctx.app.inject({ method: 'GET', url: '/', headers: { host: `demo-reformas.${ctx.deps.config.LANDINGS_DOMAIN}` } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<html lang="es">');
  const one = await call(ctx, 'GET', `/api/getOneLandingData/${res.body.data[0]._id}?companyId=${user.companyId}`, { token: user.token });
  expect(one.body.html).toContain('<main id="main">');
});

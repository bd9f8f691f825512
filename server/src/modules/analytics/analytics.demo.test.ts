import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, DashboardPreferences } from '../../../../contract/analytics';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call } from '../../../test/fixtures';
import { DEMO_ACCOUNT, seedDemo } from '../demo/demo.seed';
import { demoSeeders } from '../startup';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.deps, demoSeeders);
});
afterAll(async () => ctx?.close());

describe('the demo dashboard', () => {
  it('shows a funnel, stage times, sources, UTM and campaign figures over the last 30 days', async () => {
    const login = await call(ctx, 'POST', '/api/login', { body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    const token = login.body.token as string;
    const companyId = (await call(ctx, 'GET', '/api/companies', { token })).body.data[0]._id as string;
    const prefs = (await call(ctx, 'GET', `/api/analytics/preferences/${companyId}`, { token })).body as DashboardPreferences;
    expect(prefs.stageMapping?.customer).toHaveLength(1);
    const res = await call(ctx, 'GET', `/api/analytics/dashboard/${companyId}?${new URLSearchParams({ selectedPipelineId: prefs.selectedPipelineId!, stageMapping: JSON.stringify(prefs.stageMapping) })}`, { token });
    expect(res.status).toBe(200);
    const d = res.body as Dashboard;
    expect(d.pipeline!.stages.find((s) => s.name === 'Ganado')!.step).toBe('customer');
    expect(d.pipeline!.stages.find((s) => s.name === 'Perdido')!.step).toBeNull();
    const [lead, opportunity, customer] = d.funnel.steps.map((s) => s.contacts);
    expect(lead).toBeGreaterThan(opportunity);
    expect(opportunity).toBeGreaterThan(customer);
    expect(customer).toBeGreaterThan(0);
    expect(d.stageTimes.filter((s) => s.contacts > 0).length).toBeGreaterThanOrEqual(3);
    const sources = d.contactsOverTime.totals.filter((s) => s.contacts > 0).map((s) => s.source);
    expect(sources).toEqual(expect.arrayContaining(['google_ads', 'meta_ads', 'utm', 'chat', 'import', 'manual']));
    expect(d.utm.length).toBeGreaterThan(0);
    expect(d.campaigns.find((c) => c.contacts > 0 && c.spend > 0)).toBeDefined();
  });
});

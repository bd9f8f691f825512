import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call } from '../../../test/fixtures';
import type { AppDeps } from '../../deps';
import { onFirstStart } from '../startup';
import { countUsers } from '../users/users.repository';
import { DEMO_ACCOUNT, seedDemo } from './demo.seed';

const withSeed = (deps: AppDeps, on = true): AppDeps => ({ ...deps, config: { ...deps.config, SEED_DEMO: on } });

describe('demo data on first start', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('SEED_DEMO=false leaves an empty database empty', async () => {
    const first = await onFirstStart(withSeed(ctx.deps, false));
    expect(await countUsers(ctx.db)).toBe(0);
    expect(first.announce('http://localhost:3000').join('\n')).not.toContain(DEMO_ACCOUNT.email);
  });

  it('a failing area seeder leaves no half-made demo', async () => {
    await expect(seedDemo(ctx.deps, [async () => { throw new Error('boom'); }])).rejects.toThrow('boom');
    expect(await countUsers(ctx.db)).toBe(0);
  });

  it('seeds the demo account, company, linked ad account and subscription once, and announces it', async () => {
    const results = await Promise.all([onFirstStart(withSeed(ctx.deps)), onFirstStart(withSeed(ctx.deps))]);
    expect(await countUsers(ctx.db)).toBe(1);
    const lines = results[0].announce('http://localhost:3000');
    expect(lines[0]).toBe('Marketing CRM listening on http://localhost:3000');
    expect(lines.join('\n')).toContain('Demo account: demo@example.com / Demo1234!');

    const login = await call(ctx, 'POST', '/api/login', { body: { email: 'demo@example.com', password: 'Demo1234!' } });
    expect(login.status).toBe(200);
    expect(login.body.user.subscription.subscriptionType).toBe('standard');
    const companies = await call(ctx, 'GET', '/api/companies', { token: login.body.token });
    expect(companies.body.data).toHaveLength(1);
    expect(companies.body.data[0]).toMatchObject({ name: 'Demo Company', role: 'owner', hasAccount: true, hasMCC: true });
    const status = await call(ctx, 'POST', '/api/userAccount', { token: login.body.token, body: { companyId: companies.body.data[0]._id } });
    expect(status.body).toMatchObject({ hasAccount: true, hasMCC: true, kind: 'spicy', managerLinkStatus: 'ACTIVE' });
  });

  it('connects the demo to the sandbox social network: pages, one pixel placed on its published landing, fired recently', async () => {
    const login = await call(ctx, 'POST', '/api/login', { body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    const token = login.body.token as string;
    const companyId = (await call(ctx, 'GET', '/api/companies', { token })).body.data[0]._id as string;
    const overview = await call(ctx, 'GET', `/api/integrations/${companyId}`, { token });
    const facebook = overview.body.data.find((d: { kind: string }) => d.kind === 'facebook');
    expect(facebook).toMatchObject({ provider: 'sandbox', connection: { status: 'connected', accountName: 'Sandbox Business' } });
    // One seeding transaction: the same time for all three, so no order among them.
    expect(facebook.recentEvents.map((e: { type: string }) => e.type).sort()).toEqual(['connected', 'pixel_added', 'pixel_fired']);
    const pages = (await call(ctx, 'GET', `/api/integrations/facebook/pages/${companyId}`, { token })).body.data;
    expect(pages).toHaveLength(3);
    const pixels = (await call(ctx, 'GET', `/api/integrations/facebook/pixels/${companyId}`, { token })).body.data as { _id: string; name: string; added: boolean; lastFiredAt: string }[];
    const added = pixels.filter((p) => p.added);
    expect(added.map((p) => p.name)).toEqual(['Sandbox Landing Pixel']);
    expect(Date.now() - new Date(added[0]!.lastFiredAt).getTime()).toBeLessThan(60_000);
    const landings = (await call(ctx, 'GET', `/api/getLandingsData/${companyId}`, { token })).body.data as { subdomain: string | null; status: string }[];
    expect(landings.filter((l) => l.status === 'published').map((l) => l.subdomain)).toEqual(['demo-reformas']);
    const page = await ctx.app.inject({ method: 'GET', url: '/', headers: { host: `demo-reformas.${ctx.deps.config.LANDINGS_DOMAIN}` } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<script src="/_lp/px.js" data-pixels="${added[0]!._id}" defer></script>`);
  });

  it('does not seed again, and stops printing the password once it no longer works', async () => {
    const again = await onFirstStart(withSeed(ctx.deps));
    expect(await countUsers(ctx.db)).toBe(1);
    expect(again.announce('http://x').join('\n')).toContain('Demo1234!');

    const login = await call(ctx, 'POST', '/api/login', { body: { email: 'demo@example.com', password: 'Demo1234!' } });
    await call(ctx, 'PUT', '/api/changePassword', { token: login.body.token, body: { currentPassword: 'Demo1234!', newPassword: 'Changed123' } });
    expect((await onFirstStart(withSeed(ctx.deps))).announce('http://x').join('\n')).not.toContain('Demo1234!');
  });
});

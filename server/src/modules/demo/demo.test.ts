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

  it('does not seed again, and stops printing the password once it no longer works', async () => {
    const again = await onFirstStart(withSeed(ctx.deps));
    expect(await countUsers(ctx.db)).toBe(1);
    expect(again.announce('http://x').join('\n')).toContain('Demo1234!');

    const login = await call(ctx, 'POST', '/api/login', { body: { email: 'demo@example.com', password: 'Demo1234!' } });
    await call(ctx, 'PUT', '/api/changePassword', { token: login.body.token, body: { currentPassword: 'Demo1234!', newPassword: 'Changed123' } });
    expect((await onFirstStart(withSeed(ctx.deps))).announce('http://x').join('\n')).not.toContain('Demo1234!');
  });
});

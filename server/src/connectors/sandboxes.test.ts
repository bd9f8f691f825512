import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/testApp';
import { call, createTestUser } from '../../test/fixtures';

const consent = (ctx: TestContext, email: string) =>
  ctx.app.inject({
    method: 'POST', url: '/api/authWithGoogle/sandbox',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, name: 'Someone', lang: 'es' }).toString(),
  });

/**
 * The rule every sandbox route follows: a sandbox is never a way into a real account or real data.
 * With NODE_ENV=production they are off (no consent page, no test-card payments, no bank page, no
 * outbox) unless SANDBOX_IN_PRODUCTION=true; and even then the consent page opens no account that
 * has a password.
 */
describe('sandboxes in production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => ctx.close());

  it('"Sign in with Google" without credentials goes back to login with google_unavailable; the consent post is absent', async () => {
    const owner = await createTestUser(ctx);
    const begin = await ctx.app.inject({ method: 'GET', url: '/api/authWithGoogle?lang=en' });
    expect(begin.statusCode).toBe(303);
    expect(begin.headers.location).toBe('/en/login?authError=google_unavailable');
    const post = await consent(ctx, owner.email);
    expect(post.statusCode).toBe(404);
    expect(post.headers.location).toBeUndefined();
  });

  it('takes no payment: the processor is "none", a card is refused with 503 and the plan is unchanged', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    expect((await call(ctx, 'GET', '/api/payments/config', { token: user.token })).body).toMatchObject({ provider: 'none' });
    const res = await call(ctx, 'POST', '/api/changeSubscriptionType', {
      token: user.token, body: { userEmail: user.email, newSubscriptionType: 'standard_corp', paymentMethodId: 'pm_sbx_4242424242424242' },
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ error_code: 'payments_unavailable' });
    expect((await call(ctx, 'GET', '/api/user', { token: user.token })).body.subscription.subscriptionType).toBe('freemium');
  });

  it('has no test-card form, no bank page and no outbox', async () => {
    const user = await createTestUser(ctx);
    const form = await call(ctx, 'POST', '/api/payments/sandbox/payment-methods', {
      token: user.token, body: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    });
    expect(form.status).toBe(404);
    const bank = await ctx.app.inject({ method: 'GET', url: `/api/payments/sandbox/authenticate/pi_sbx_${'0'.repeat(24)}` });
    expect(bank.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });

  it('pairs no sandbox phone: the chat session fails with channel_not_configured and the phone pages are absent', async () => {
    const user = await createTestUser(ctx);
    const login = await call(ctx, 'GET', `/api/wpplogin?companyId=${user.companyId}`, { token: user.token });
    expect(login.body).toMatchObject({ status: 'failed', reason: 'channel_not_configured' });
    expect((await call(ctx, 'GET', `/api/wppQR?companyId=${user.companyId}`, { token: user.token })).status).toBe(404);
    const token = 'a'.repeat(32);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/chat/sandbox/pair/${token}?ref=1` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/chat/sandbox/phone/${token}` })).statusCode).toBe(404);
  });

  it('connects no social network: connecting is refused (503), the consent page, test lead and webhook are absent', async () => {
    const user = await createTestUser(ctx);
    const connect = await call(ctx, 'POST', '/api/integrations/facebook/connect', { token: user.token, body: { companyId: user.companyId, lang: 'es' } });
    expect(connect.status).toBe(503);
    expect(connect.body).toMatchObject({ error_code: 'integration_unavailable' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/integrations/facebook/sandbox/consent?state=${'a'.repeat(43)}` })).statusCode).toBe(404);
    const lead = await call(ctx, 'POST', '/api/integrations/facebook/sandbox/test-lead', { token: user.token, body: { companyId: user.companyId } });
    expect(lead.status).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/integrations/facebook/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/integrations/facebook/webhook', payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(404);
  });

  it('connects no scheduling service nor mailbox: connecting is refused (503); consent pages, test bookings, simulated replies and the Calendly webhook are absent', async () => {
    const user = await createTestUser(ctx);
    for (const kind of ['calendly', 'gmail']) {
      const res = await call(ctx, 'POST', `/api/integrations/${kind}/connect-session`, { token: user.token, body: { companyId: user.companyId, lang: 'es' } });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ error_code: 'integration_unavailable' });
      expect((await ctx.app.inject({ method: 'GET', url: `/api/integrations/${kind}/sandbox/consent?state=${'a'.repeat(43)}` })).statusCode).toBe(404);
    }
    expect((await call(ctx, 'POST', '/api/integrations/calendly/sandbox/test-booking', { token: user.token, body: { companyId: user.companyId } })).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/integrations/gmail/sandbox/simulate-reply', { token: user.token, body: { companyId: user.companyId, threadId: 'x' } })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/integrations/calendly/sandbox/last-booking/${user.companyId}`, { token: user.token })).status).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/integrations/calendly/webhook/${user.companyId}`, payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(404);
  });
});

describe('sandboxes explicitly kept in production (SANDBOX_IN_PRODUCTION=true, a public demo)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { NODE_ENV: 'production', SANDBOX_IN_PRODUCTION: 'true' } });
  });
  afterAll(() => ctx.close());

  it('serves the consent page, creates new accounts, but refuses an account that has a password', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/authWithGoogle?lang=es' });
    expect(page.statusCode).toBe(200);
    const created = await consent(ctx, 'newcomer@example.com');
    expect(created.statusCode).toBe(303);
    expect(created.headers.location).toMatch(/^\/es\/login\?token=ey/);

    const owner = await createTestUser(ctx);
    const refused = await consent(ctx, owner.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.body).toContain('Ya existe una cuenta con este correo: entra con tu contraseña.');
    expect(await ctx.db.selectFrom('userIdentities').selectAll().where('userId', '=', owner.id).execute()).toEqual([]);
  });

  it('keeps the payments sandbox', async () => {
    const user = await createTestUser(ctx);
    expect((await call(ctx, 'GET', '/api/payments/config', { token: user.token })).body).toMatchObject({ provider: 'sandbox' });
  });

  it('keeps the social network sandbox: connecting opens the sandbox consent page', async () => {
    const user = await createTestUser(ctx);
    const connect = await call(ctx, 'POST', '/api/integrations/facebook/connect', { token: user.token, body: { companyId: user.companyId, lang: 'en' } });
    expect(connect.status).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: connect.body.url })).statusCode).toBe(200);
  });

  it('keeps the scheduling and mailbox sandboxes: connecting opens their consent pages', async () => {
    const user = await createTestUser(ctx);
    for (const kind of ['calendly', 'gmail']) {
      const connect = await call(ctx, 'POST', `/api/integrations/${kind}/connect-session`, { token: user.token, body: { companyId: user.companyId, lang: 'en' } });
      expect(connect.status).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: connect.body.url })).statusCode).toBe(200);
    }
  });

  it('keeps the chat sandbox: login waits for the sandbox phone to scan', async () => {
    const user = await createTestUser(ctx);
    expect((await call(ctx, 'GET', `/api/wpplogin?companyId=${user.companyId}`, { token: user.token })).body.status).toBe('waiting');
  });

  it('still never shows the outbox (it holds password-reset codes)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });
});

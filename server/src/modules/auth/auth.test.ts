import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser } from '../../../test/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { AUTH_RATE_LIMIT: '10000' } });
});
afterAll(async () => ctx?.close());

let n = 0;
const registration = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return { name: 'Ana', surname: 'García', email: `new${n}@example.com`, password: 'Secret123', companyName: `Acme ${n}`, acceptTerms: true, ...extra };
};

const userRow = (email: string) =>
  ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
const companiesOf = (userId: string) =>
  ctx.db.selectFrom('companies').innerJoin('companyMembers as m', 'm.companyId', 'companies.id')
    .select(['companies.name', 'm.role']).where('m.userId', '=', userId).execute();

describe('registration variants', () => {
  const variants = [
    ['/api/register', {}, 'freemium', 'register'],
    ['/api/user/createFreemiumUser', {}, 'freemium', 'freemium'],
    ['/api/user/createFreeTrialUser', {}, 'freetrial1', 'freetrial'],
    ['/api/user/createFreeTrialUser', { trialVariant: 'freetrial2' }, 'freetrial2', 'freetrial'],
    ['/api/registerV2', { corporateAccess: 'Corporations' }, 'standard_corp', 'corporate'],
    ['/api/user/createSaasmantraUser', { licenseCode: 'SM-12345' }, 'promo_landing', 'saasmantra'],
  ] as const;

  for (const [path, extra, subscription, variant] of variants) {
    it(`${path} ${JSON.stringify(extra)} creates the user and first company with ${subscription}`, async () => {
      const body = registration({ ...extra, utm_source: 'google', utm_campaign: 'spring', gclid: 'abc123' });
      const res = await call(ctx, 'POST', path, { body });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ email: body.email, name: 'Ana', surname: 'García', subscription: { subscriptionType: subscription } });
      expect(res.body.token).toEqual(expect.any(String));

      const row = await userRow(body.email);
      expect(row).toMatchObject({ subscriptionType: subscription, registrationVariant: variant });
      expect(row!.passwordHash).toMatch(/^scrypt\$/);
      expect(row!.attribution).toMatchObject({ utm_source: 'google', utm_campaign: 'spring', gclid: 'abc123' });
      if (variant === 'saasmantra') expect(row!.attribution).toMatchObject({ license_code: 'SM-12345' });
      expect(await companiesOf(row!.id)).toEqual([{ name: body.companyName, role: 'owner' }]);

      const me = await call(ctx, 'GET', '/api/user', { token: res.body.token });
      expect(me.status).toBe(200);
      expect(me.body._id).toBe(row!.id);
    });
  }

  it('refuses an email already registered (any case) with 409 and creates nothing', async () => {
    const first = registration();
    expect((await call(ctx, 'POST', '/api/register', { body: first })).status).toBe(200);
    const before = await ctx.db.selectFrom('companies').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const again = await call(ctx, 'POST', '/api/user/createFreemiumUser', {
      body: registration({ email: first.email.toUpperCase(), companyName: 'Second try' }),
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error_code: 'email_taken' });
    const after = await ctx.db.selectFrom('companies').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers 400 with the failing fields and creates nothing', async () => {
    const body = registration({ email: 'not-an-email', password: 'short', acceptTerms: false });
    const res = await call(ctx, 'POST', '/api/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('validation_error');
    const paths = res.body.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.password', 'body.acceptTerms']));
    expect(await userRow('not-an-email')).toBeUndefined();
  });

  it('registerV2 needs the corporate access value', async () => {
    const body = registration({ corporateAccess: 'Other' });
    const res = await call(ctx, 'POST', '/api/registerV2', { body });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('body.corporateAccess');
    expect(await userRow(body.email)).toBeUndefined();
  });
});

describe('preRegister', () => {
  it('keeps the lead with its attribution and says whether the email is free', async () => {
    const res = await call(ctx, 'POST', '/api/preRegister', { body: { email: 'Lead@Example.com', name: 'Lead', utm_source: 'newsletter' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ available: true });
    await call(ctx, 'POST', '/api/preRegister', { body: { email: 'lead@example.com', utm_medium: 'email' } });
    const leads = await ctx.db.selectFrom('leads').selectAll().where('email', '=', 'lead@example.com').execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: 'Lead', attribution: { utm_source: 'newsletter', utm_medium: 'email' } });

    const taken = await createTestUser(ctx);
    expect((await call(ctx, 'POST', '/api/preRegister', { body: { email: taken.email } })).body).toEqual({ available: false });
  });
});

describe('login', () => {
  it('returns token and user for the right password, whatever the email case', async () => {
    const u = await createTestUser(ctx);
    const res = await call(ctx, 'POST', '/api/login', { body: { email: u.email.toUpperCase(), password: u.password } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: u.id, email: u.email });
    expect((await call(ctx, 'GET', '/api/user', { token: res.body.token })).status).toBe(200);
  });

  it('answers 401 invalid_credentials for a wrong password or an unknown email, alike', async () => {
    const u = await createTestUser(ctx);
    const wrong = await call(ctx, 'POST', '/api/login', { body: { email: u.email, password: 'Wrong1234' } });
    const unknown = await call(ctx, 'POST', '/api/login', { body: { email: 'nobody@example.com', password: 'Wrong1234' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error_code).toBe('invalid_credentials');
  });

  it('answers 400 for a missing password', async () => {
    const res = await call(ctx, 'POST', '/api/login', { body: { email: 'a@example.com' } });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('body.password');
  });
});

describe('forgotten password', () => {
  const codeFrom = async (email: string) => {
    const [mail] = await ctx.deps.connectors.mail.outbox(email);
    return /\b(\d{6})\b/.exec(mail.text)![1];
  };

  it('mails a 6-digit code, keeps only its hash, and always answers ok', async () => {
    const u = await createTestUser(ctx);
    const res = await call(ctx, 'POST', '/api/forgotPassword', { body: { email: u.email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const mails = await ctx.deps.connectors.mail.outbox(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].tag).toBe('password-reset');
    const code = await codeFrom(u.email);
    const reset = await ctx.db.selectFrom('passwordResets').selectAll().where('userId', '=', u.id).executeTakeFirstOrThrow();
    expect(reset.codeHash).not.toContain(code);
    expect(reset.expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(reset.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const unknown = await call(ctx, 'POST', '/api/forgotPassword', { body: { email: 'ghost@example.com' } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ ok: true });
    expect(await ctx.deps.connectors.mail.outbox('ghost@example.com')).toHaveLength(0);
  });

  it('signs in with the code once, then sets a new password within 15 minutes; older tokens die', async () => {
    const u = await createTestUser(ctx);
    await call(ctx, 'POST', '/api/forgotPassword', { body: { email: u.email } });
    const code = await codeFrom(u.email);
    const session = await call(ctx, 'POST', '/api/loginForgottenPassword', { body: { email: u.email, confirmationCode: code } });
    expect(session.status).toBe(200);
    expect(session.body.user._id).toBe(u.id);

    // single use
    const reuse = await call(ctx, 'POST', '/api/loginForgottenPassword', { body: { email: u.email, confirmationCode: code } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error_code).toBe('invalid_code');

    const changed = await call(ctx, 'POST', '/api/changeForgottenPassword', {
      token: session.body.token, body: { email: u.email, newPassword: 'Brandnew99' },
    });
    expect(changed.status).toBe(200);
    expect((await call(ctx, 'GET', '/api/user', { token: changed.body.token })).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/user', { token: u.token })).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/user', { token: session.body.token })).status).toBe(401);
    expect((await call(ctx, 'POST', '/api/login', { body: { email: u.email, password: 'Brandnew99' } })).status).toBe(200);
    expect((await call(ctx, 'POST', '/api/login', { body: { email: u.email, password: u.password } })).status).toBe(401);
  });

  it('mails at most one code a minute per account; a later request replaces the code', async () => {
    const u = await createTestUser(ctx);
    await call(ctx, 'POST', '/api/forgotPassword', { body: { email: u.email } });
    const again = await call(ctx, 'POST', '/api/forgotPassword', { body: { email: u.email } });
    expect(again.body).toEqual({ ok: true });
    expect(await ctx.deps.connectors.mail.outbox(u.email)).toHaveLength(1);
    const first = await codeFrom(u.email);

    // two minutes later
    await ctx.db.updateTable('passwordResets').set({ expiresAt: new Date(Date.now() + 13 * 60_000) }).where('userId', '=', u.id).execute();
    await call(ctx, 'POST', '/api/forgotPassword', { body: { email: u.email } });
    expect(await ctx.deps.connectors.mail.outbox(u.email)).toHaveLength(2);
    const second = await codeFrom(u.email);
    if (first !== second) {
      const old = await call(ctx, 'POST', '/api/loginForgottenPassword', { body: { email: u.email, confirmationCode: first } });
      expect(old.status).toBe(401);
    }
    expect((await call(ctx, 'POST', '/api/loginForgottenPassword', { body: { email: u.email, confirmationCode: second } })).status).toBe(200);
  });

  it('burns the code after 5 wrong attempts', async () => {
    const u = await createTestUser(ctx);
    await call(ctx, 'POST', '/api/forgotPassword', { body: { email: u.email } });
    const code = await codeFrom(u.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await call(ctx, 'POST', '/api/loginForgottenPassword', { body: { email: u.email, confirmationCode: wrong } });
      expect(res.status).toBe(401);
    }
    const right = await call(ctx, 'POST', '/api/loginForgottenPassword', { body: { email: u.email, confirmationCode: code } });
    expect(right.status).toBe(401);
  });

  it('refuses an expired code', async () => {
    const u = await createTestUser(ctx);
    await call(ctx, 'POST', '/api/forgotPassword', { body: { email: u.email } });
    const code = await codeFrom(u.email);
    await ctx.db.updateTable('passwordResets').set({ expiresAt: new Date(Date.now() - 1000) }).where('userId', '=', u.id).execute();
    const res = await call(ctx, 'POST', '/api/loginForgottenPassword', { body: { email: u.email, confirmationCode: code } });
    expect(res.status).toBe(401);
  });

  it('refuses a malformed code with 400', async () => {
    const res = await call(ctx, 'POST', '/api/loginForgottenPassword', { body: { email: 'a@example.com', confirmationCode: '12ab' } });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('body.confirmationCode');
  });

  it('changeForgottenPassword: 403 without a recent code sign-in, or for another email; nothing changes', async () => {
    const u = await createTestUser(ctx);
    const noCode = await call(ctx, 'POST', '/api/changeForgottenPassword', { token: u.token, body: { email: u.email, newPassword: 'Brandnew99' } });
    expect(noCode.status).toBe(403);
    expect(noCode.body.error_code).toBe('reset_window_closed');

    await call(ctx, 'POST', '/api/forgotPassword', { body: { email: u.email } });
    const session = await call(ctx, 'POST', '/api/loginForgottenPassword', { body: { email: u.email, confirmationCode: await codeFrom(u.email) } });
    const other = await call(ctx, 'POST', '/api/changeForgottenPassword', {
      token: session.body.token, body: { email: 'someone.else@example.com', newPassword: 'Brandnew99' },
    });
    expect(other.status).toBe(403);
    expect(other.body.error_code).toBe('email_mismatch');

    await ctx.db.updateTable('passwordResets').set({ verifiedAt: new Date(Date.now() - 16 * 60_000) }).where('userId', '=', u.id).execute();
    const late = await call(ctx, 'POST', '/api/changeForgottenPassword', { token: session.body.token, body: { email: u.email, newPassword: 'Brandnew99' } });
    expect(late.status).toBe(403);
    expect((await call(ctx, 'POST', '/api/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
  });

  it('changeForgottenPassword needs a token', async () => {
    const res = await call(ctx, 'POST', '/api/changeForgottenPassword', { body: { email: 'a@example.com', newPassword: 'Brandnew99' } });
    expect(res.status).toBe(401);
  });
});

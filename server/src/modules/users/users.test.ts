import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser } from '../../../test/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SUPPORT_EMAIL: 'help@crm.test' } });
});
afterAll(async () => ctx?.close());

const row = (id: string) => ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET user and user/:id', () => {
  it('returns the signed-in user in the contract shape', async () => {
    const u = await createTestUser(ctx);
    const res = await call(ctx, 'GET', '/api/user', { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: u.id, name: 'Test', surname: expect.any(String), email: u.email, phone: null, language: 'es',
      subscription: { subscriptionType: 'standard' }, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), deletionScheduledFor: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|tokenVersion/i);
  });

  it('shows yourself in full, a co-member in part, and a stranger as 404', async () => {
    const owner = await createTestUser(ctx);
    const colleague = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
    const stranger = await createTestUser(ctx);

    expect((await call(ctx, 'GET', `/api/user/${owner.id}`, { token: owner.token })).body.subscription).toBeDefined();
    const seen = await call(ctx, 'GET', `/api/user/${colleague.id}`, { token: owner.token });
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ _id: colleague.id, name: 'Test', surname: expect.any(String), email: colleague.email, language: 'es' });
    const hidden = await call(ctx, 'GET', `/api/user/${stranger.id}`, { token: owner.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error_code).toBe('not_found');
    expect((await call(ctx, 'GET', '/api/user/not-a-uuid', { token: owner.token })).status).toBe(400);
    expect((await call(ctx, 'GET', `/api/user/${owner.id}`)).status).toBe(401);
  });
});

describe('profile changes', () => {
  it('PUT user saves the language; an unsupported one is 400 and changes nothing', async () => {
    const u = await createTestUser(ctx);
    const ok = await call(ctx, 'PUT', '/api/user', { token: u.token, body: { language: 'en' } });
    expect(ok.status).toBe(200);
    expect(ok.body.language).toBe('en');
    const bad = await call(ctx, 'PUT', '/api/user', { token: u.token, body: { language: 'fr' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe('body.language');
    expect((await row(u.id)).language).toBe('en');
  });

  it('userChangeFullName changes name and surname; an empty name is 400', async () => {
    const u = await createTestUser(ctx);
    const ok = await call(ctx, 'PUT', '/api/userChangeFullName', { token: u.token, body: { name: ' María ', surname: 'López' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: 'María', surname: 'López' });
    expect((await call(ctx, 'PUT', '/api/userChangeFullName', { token: u.token, body: { name: '' } })).status).toBe(400);
    expect(await row(u.id)).toMatchObject({ name: 'María', surname: 'López' });
  });

  it('changeUserEmail needs the password and a free email', async () => {
    const u = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    const wrong = await call(ctx, 'PUT', '/api/changeUserEmail', { token: u.token, body: { newEmail: 'fresh@example.com', password: 'Wrong1234' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error_code: 'invalid_password', details: [{ path: 'body.password' }] });
    const taken = await call(ctx, 'PUT', '/api/changeUserEmail', { token: u.token, body: { newEmail: other.email.toUpperCase(), password: u.password } });
    expect(taken.status).toBe(409);
    expect(taken.body.error_code).toBe('email_taken');
    expect((await row(u.id)).email).toBe(u.email);

    const ok = await call(ctx, 'PUT', '/api/changeUserEmail', { token: u.token, body: { newEmail: 'Fresh@Example.com', password: u.password } });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe('fresh@example.com');
    expect((await call(ctx, 'POST', '/api/login', { body: { email: 'fresh@example.com', password: u.password } })).status).toBe(200);
  });

  it('changePassword needs the current password, ends older sessions and returns a new one', async () => {
    const u = await createTestUser(ctx);
    const wrong = await call(ctx, 'PUT', '/api/changePassword', { token: u.token, body: { currentPassword: 'Wrong1234', newPassword: 'Newpass123' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details[0].path).toBe('body.currentPassword');
    const weak = await call(ctx, 'PUT', '/api/changePassword', { token: u.token, body: { currentPassword: u.password, newPassword: 'short' } });
    expect(weak.status).toBe(400);
    expect((await row(u.id)).tokenVersion).toBe(0);

    const ok = await call(ctx, 'PUT', '/api/changePassword', { token: u.token, body: { currentPassword: u.password, newPassword: 'Newpass123' } });
    expect(ok.status).toBe(200);
    expect(ok.body.user._id).toBe(u.id);
    expect((await row(u.id)).tokenVersion).toBe(1);
    expect((await call(ctx, 'GET', '/api/user', { token: u.token })).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/user', { token: ok.body.token })).status).toBe(200);
    expect((await call(ctx, 'POST', '/api/login', { body: { email: u.email, password: 'Newpass123' } })).status).toBe(200);
  });

  it('userChangePhoneNumber needs the password and a valid number', async () => {
    const u = await createTestUser(ctx);
    const wrong = await call(ctx, 'PUT', '/api/userChangePhoneNumber', { token: u.token, body: { newPhoneNumber: '+34 600 111 222', password: 'Wrong1234' } });
    expect(wrong.status).toBe(400);
    const bad = await call(ctx, 'PUT', '/api/userChangePhoneNumber', { token: u.token, body: { newPhoneNumber: 'call me', password: u.password } });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe('body.newPhoneNumber');
    expect((await row(u.id)).phone).toBeNull();
    const ok = await call(ctx, 'PUT', '/api/userChangePhoneNumber', { token: u.token, body: { newPhoneNumber: '+34 600 111 222', password: u.password } });
    expect(ok.status).toBe(200);
    expect(ok.body.phone).toBe('+34 600 111 222');
  });
});

describe('SendSupportEmail', () => {
  it("mails support with the user's details and replies to the user", async () => {
    const u = await createTestUser(ctx);
    const res = await call(ctx, 'POST', '/api/SendSupportEmail', {
      token: u.token, headers: { 'x-container-index': '2' },
      body: { subject: 'Cannot link', message: 'My ad account does not link.', category: 'campaigns' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const [mail] = await ctx.deps.connectors.mail.outbox('help@crm.test');
    expect(mail.subject).toBe('[Support/campaigns] Cannot link');
    expect(mail.replyTo).toBe(u.email);
    expect(mail.text).toContain('My ad account does not link.');
    expect(mail.text).toContain(u.id);
    expect(mail.text).toContain(u.email);
    expect(mail.text).toContain('Container: 2');
  });

  it('refuses a too-short message with 400 and sends nothing', async () => {
    const u = await createTestUser(ctx);
    const before = (await ctx.deps.connectors.mail.outbox('help@crm.test')).length;
    const res = await call(ctx, 'POST', '/api/SendSupportEmail', { token: u.token, body: { subject: 'Hi', message: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(['body.subject', 'body.message']);
    expect((await ctx.deps.connectors.mail.outbox('help@crm.test')).length).toBe(before);
  });

  it('needs a token', async () => {
    expect((await call(ctx, 'POST', '/api/SendSupportEmail', { body: { subject: 'Hello', message: 'Long enough message' } })).status).toBe(401);
  });
});

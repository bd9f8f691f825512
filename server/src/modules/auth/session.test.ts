import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
let ctx: TestContext;
let limited: TestContext;
let u: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ env: { AUTH_RATE_LIMIT: '10000', APP_ORIGINS: 'http://localhost:5173' } });
  limited = await createTestContext({ env: { AUTH_RATE_LIMIT: '3' } });
  u = await createTestUser(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await limited?.close();
});

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const sign = (claims: { sub: string; ver?: number }, opts: { secret?: string; iat?: number; exp?: number } = {}) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: claims.ver ?? 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(opts.iat ?? now)
    .setExpirationTime(opts.exp ?? now + 3600)
    .sign(new TextEncoder().encode(opts.secret ?? SECRET));
};

describe('401 for every token that is not a live session', () => {
  it('accepts the valid token (the control)', async () => {
    expect((await call(ctx, 'GET', '/api/user', { token: await sign({ sub: u.id }) })).status).toBe(200);
  });

  const cases: [string, () => Promise<Record<string, string>>][] = [
    ['missing', async () => ({})],
    ['expired', async () => ({ authorization: `Bearer ${await sign({ sub: u.id }, { iat: 1_000, exp: 2_000 })}` })],
    ['badly signed', async () => ({ authorization: `Bearer ${await sign({ sub: u.id }, { secret: 'another-secret-another-secret-another-secret' })}` })],
    ['alg none', async () => ({ authorization: `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: u.id, ver: 0, exp: 4_000_000_000 })}.` })],
    ['malformed', async () => ({ authorization: 'Bearer not.a.jwt' })],
    ['correctly signed but without exp', async () => ({
      authorization: `Bearer ${await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(u.id).setIssuedAt().sign(new TextEncoder().encode(SECRET))}`,
    })],
    ['not a bearer', async () => ({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` })],
    ['of an unknown user', async () => ({ authorization: `Bearer ${await sign({ sub: '00000000-0000-4000-8000-000000000000' })}` })],
  ];
  for (const [name, headers] of cases) {
    it(name, async () => {
      const res = await call(ctx, 'GET', '/api/user', { headers: await headers() });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error_code: expect.any(String), message: expect.any(String) });
    });
  }

  it('older than a password change', async () => {
    const v = await createTestUser(ctx);
    const changed = await call(ctx, 'PUT', '/api/changePassword', { token: v.token, body: { currentPassword: v.password, newPassword: 'Another123' } });
    expect(changed.status).toBe(200);
    expect((await call(ctx, 'GET', '/api/user', { token: v.token })).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/companies', { token: v.token })).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/user', { token: changed.body.token })).status).toBe(200);
  });

  // Company calls find the user and their role in one query after the body is read: a stale
  // session is still a 401 there, before the company check and before the body's validation.
  it('older than a password change or of an unknown user, on company calls whatever the company id', async () => {
    const v = await createTestUser(ctx);
    const changed = await call(ctx, 'PUT', '/api/changePassword', { token: v.token, body: { currentPassword: v.password, newPassword: 'Another123' } });
    const unknown = await sign({ sub: '00000000-0000-4000-8000-000000000000' });
    for (const token of [v.token, unknown]) {
      expect((await call(ctx, 'POST', '/api/contacts', { token, body: { companyId: v.companyId } })).status).toBe(401);
      expect((await call(ctx, 'POST', '/api/contacts', { token, body: { companyId: 'not-an-id', page: 'x' } })).status).toBe(401);
      expect((await call(ctx, 'GET', `/api/company/${v.companyId}`, { token })).status).toBe(401);
    }
    expect((await call(ctx, 'POST', '/api/contacts', { token: changed.body.token, body: { companyId: v.companyId } })).status).toBe(200);
    expect((await call(ctx, 'POST', '/api/contacts', { token: changed.body.token, body: { companyId: u.companyId } })).status).toBe(404);
  });
});

describe('session tokens and HTTP conventions', () => {
  it('signs sessions for 12 hours by default (JWT_TTL)', async () => {
    const res = await call(ctx, 'POST', '/api/login', { body: { email: u.email, password: u.password } });
    const claims = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(12 * 3600);
  });

  it('lets a configured app origin call with credentials, and no other origin', async () => {
    const allowed = await ctx.app.inject({ method: 'OPTIONS', url: '/api/user', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await ctx.app.inject({ method: 'OPTIONS', url: '/api/user', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: expect.any(String), message: expect.any(String) });
  });

  it('serves the browsable API reference at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('rate limits (AUTH_RATE_LIMIT=3 per minute)', () => {
  const paths: [string, object][] = [
    ['/api/login', { email: 'x@example.com', password: 'Wrong1234' }],
    ['/api/forgotPassword', { email: 'x@example.com' }],
    ['/api/loginForgottenPassword', { email: 'x@example.com', confirmationCode: '123456' }],
    ['/api/register', { email: 'bad' }],
  ];
  for (const [path, body] of paths) {
    it(`${path}: the 4th call within a minute gets 429 in the error shape`, async () => {
      for (let i = 0; i < 3; i += 1) expect((await call(limited, 'POST', path, { body })).status).not.toBe(429);
      const res = await call(limited, 'POST', path, { body });
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ error_code: 'rate_limit', message: expect.stringMatching(/Too many requests/) });
    });
  }

  it('does not limit ordinary calls', async () => {
    const v = await createTestUser(limited);
    for (let i = 0; i < 5; i += 1) expect((await call(limited, 'GET', '/api/user', { token: v.token })).status).toBe(200);
  });
});

describe('authWithGoogle (sandbox consent page)', () => {
  it('serves a small escaped HTML page with its own CSP and no outside assets', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/authWithGoogle?lang=en&redirect=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('Sign in with Google (sandbox)');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&quot;&gt;&lt;script&gt;');
    expect(res.body).not.toMatch(/(src|href)="https?:/);
  });

  it('defaults to Spanish and refuses an unknown language with 400', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/authWithGoogle' })).body).toContain('Iniciar sesión con Google');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/authWithGoogle?lang=fr' })).statusCode).toBe(400);
  });

  const consent = (form: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST', url: '/api/authWithGoogle/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString(),
    });

  it('creates the account on first use and redirects to /{lang}/login?token=…; then signs the same user in', async () => {
    const first = await consent({ email: 'G.User@Example.com', name: 'Gina', lang: 'en' });
    expect(first.statusCode).toBe(303);
    const location = new URL(first.headers.location as string, 'http://app.local');
    expect(location.pathname).toBe('/en/login');
    const token = location.searchParams.get('token')!;
    const me = await call(ctx, 'GET', '/api/user', { token });
    expect(me.body).toMatchObject({ email: 'g.user@example.com', name: 'Gina', language: 'en', subscription: { subscriptionType: 'freemium' } });
    const companies = await call(ctx, 'GET', '/api/companies', { token });
    expect(companies.body.total).toBe(1);

    const again = await consent({ email: 'g.user@example.com', name: 'Gina', lang: 'es' });
    const token2 = new URL(again.headers.location as string, 'http://app.local').searchParams.get('token')!;
    expect((await call(ctx, 'GET', '/api/user', { token: token2 })).body._id).toBe(me.body._id);
    expect((await call(ctx, 'GET', '/api/companies', { token: token2 })).body.total).toBe(1);
  });

  it('returns to a configured app origin, and ignores any other (no open redirect)', async () => {
    const dev = await consent({ email: 'dev@example.com', name: 'Dev', lang: 'es', redirect: 'http://localhost:5173/es/login' });
    expect(dev.headers.location).toMatch(/^http:\/\/localhost:5173\/es\/login\?token=/);
    const evil = await consent({ email: 'dev@example.com', name: 'Dev', lang: 'es', redirect: 'https://evil.example.com/' });
    expect(evil.headers.location).toMatch(/^\/es\/login\?token=/);
  });

  it('re-renders the form with the escaped values and a 400 for an invalid email', async () => {
    const res = await consent({ email: '<b>nope', name: 'X', lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('value="&lt;b&gt;nope"');
    expect(res.body).toContain('Invalid email address');
  });
});

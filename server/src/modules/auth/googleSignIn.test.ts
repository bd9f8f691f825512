import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleIdentity } from '../../connectors/identity/google';
import { GOOGLE_DISCOVERY, GOOGLE_ID_CLAIMS, GOOGLE_INVALID_GRANT, GOOGLE_TOKEN_ANSWER } from '../../connectors/identity/__recorded__/google.responses';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser } from '../../../test/fixtures';

const CLIENT_ID = '123456789012-recorded.apps.googleusercontent.com';
const CLIENT_SECRET = 'GOCSPX-recorded-secret';

/** Google's endpoints answering from the recordings; the ID token is signed with a key of the test's. */
async function fakeGoogle() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'recorded-key', alg: 'RS256', use: 'sig' };
  const state = {
    nonce: '',
    claims: { ...GOOGLE_ID_CLAIMS } as Record<string, unknown>,
    tokenError: false,
    tokenRequests: [] as URLSearchParams[],
    authorizationHeaders: [] as (string | null)[],
  };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (url: string, init: { body?: unknown; headers?: HeadersInit } = {}) => {
    const href = String(url);
    if (href === 'https://accounts.google.com/.well-known/openid-configuration') return json(GOOGLE_DISCOVERY);
    if (href === GOOGLE_DISCOVERY.jwks_uri) return json({ keys: [jwk] });
    if (href === GOOGLE_DISCOVERY.token_endpoint) {
      state.tokenRequests.push(new URLSearchParams(String(init.body)));
      state.authorizationHeaders.push(new Headers(init.headers).get('authorization'));
      if (state.tokenError) return json(GOOGLE_INVALID_GRANT, 400);
      const idToken = await new SignJWT({ ...state.claims, azp: CLIENT_ID, nonce: state.nonce })
        .setProtectedHeader({ alg: 'RS256', kid: 'recorded-key', typ: 'JWT' })
        .setAudience(CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
      return json({ ...GOOGLE_TOKEN_ANSWER, id_token: idToken });
    }
    throw new Error(`unexpected request to ${href}`);
  };
  return { state, fetch };
}

describe('Sign in with Google through OpenID Connect (recorded answers)', () => {
  let ctx: TestContext;
  let google: Awaited<ReturnType<typeof fakeGoogle>>;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, PUBLIC_URL: 'https://crm.example.com' } });
    google = await fakeGoogle();
    ctx.deps.connectors.identity = createGoogleIdentity({ issuer: 'https://accounts.google.com', clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, fetch: google.fetch });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    google.state.claims = { ...GOOGLE_ID_CLAIMS };
    google.state.tokenError = false;
  });

  /** GET /api/authWithGoogle as the browser does: Google's URL and the transaction cookie. */
  async function begin(lang = 'es') {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/authWithGoogle?lang=${lang}` });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    const setCookie = String(res.headers['set-cookie']);
    google.state.nonce = location.searchParams.get('nonce') ?? '';
    return { location, setCookie, cookie: setCookie.split(';')[0] };
  }

  const back = (query: Record<string, string>, cookie?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/authWithGoogle/callback?${new URLSearchParams(query)}`,
      headers: cookie ? { cookie } : {},
    });
  const landing = (res: { headers: Record<string, unknown> }) => new URL(res.headers.location as string, 'https://crm.example.com');

  it('sends the browser to Google with PKCE, state and nonce, keeping them in an httpOnly cookie only', async () => {
    const { location, setCookie } = await begin('en');
    expect(location.origin + location.pathname).toBe(GOOGLE_DISCOVERY.authorization_endpoint);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: CLIENT_ID, response_type: 'code', scope: 'openid email profile', code_challenge_method: 'S256',
      redirect_uri: 'https://crm.example.com/api/authWithGoogle/callback',
    });
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/Path=\/api\/authWithGoogle\/callback/);
  });

  it('exchanges the code (with the verifier and the secret), creates and links the account, then signs the same one in', async () => {
    const first = await begin('en');
    const res = await back({ code: '4/0Ab-recorded', state: first.location.searchParams.get('state')!, scope: 'email profile openid' }, first.cookie);
    expect(res.statusCode).toBe(303);
    const target = landing(res);
    expect(target.pathname).toBe('/en/login');
    const token = target.searchParams.get('token')!;
    const me = await call(ctx, 'GET', '/api/user', { token });
    expect(me.body).toMatchObject({ email: 'gina.google@gmail.com', name: 'Gina García', language: 'en' });

    const request = google.state.tokenRequests.at(-1)!;
    expect(request.get('grant_type')).toBe('authorization_code');
    expect(request.get('code')).toBe('4/0Ab-recorded');
    expect(request.get('redirect_uri')).toBe('https://crm.example.com/api/authWithGoogle/callback');
    expect(request.get('code_verifier')).toMatch(/^[\w-]{43,}$/);
    const secretSent = request.get('client_secret') === CLIENT_SECRET || Boolean(google.state.authorizationHeaders.at(-1));
    expect(secretSent).toBe(true);

    // Google's subject is the link: a changed email at Google still opens the same account.
    google.state.claims = { ...GOOGLE_ID_CLAIMS, email: 'gina.renamed@gmail.com' };
    const second = await begin('es');
    const again = await back({ code: '4/0Ab-second', state: second.location.searchParams.get('state')! }, second.cookie);
    const token2 = landing(again).searchParams.get('token')!;
    expect((await call(ctx, 'GET', '/api/user', { token: token2 })).body._id).toBe(me.body._id);
  });

  it('never opens an existing password account by its email', async () => {
    const owner = await createTestUser(ctx, { email: 'owner.pw@gmail.com' });
    google.state.claims = { ...GOOGLE_ID_CLAIMS, sub: '220000000000000000001', email: owner.email };
    const started = await begin('es');
    const res = await back({ code: '4/0Ab-x', state: started.location.searchParams.get('state')! }, started.cookie);
    expect(landing(res).pathname).toBe('/es/login');
    expect(landing(res).searchParams.get('authError')).toBe('identity_not_linked');
    expect(landing(res).searchParams.has('token')).toBe(false);
    const links = await ctx.db.selectFrom('userIdentities').selectAll().where('userId', '=', owner.id).execute();
    expect(links).toEqual([]);
  });

  it('refuses an unverified email, a callback without its cookie, a wrong state and a refused code', async () => {
    google.state.claims = { ...GOOGLE_ID_CLAIMS, sub: '330000000000000000001', email: 'unverified@example.com', email_verified: false };
    let started = await begin();
    let res = await back({ code: 'c', state: started.location.searchParams.get('state')! }, started.cookie);
    expect(landing(res).searchParams.get('authError')).toBe('email_not_verified');

    google.state.claims = { ...GOOGLE_ID_CLAIMS, sub: '330000000000000000002', email: 'fresh@gmail.com' };
    started = await begin();
    res = await back({ code: 'c', state: started.location.searchParams.get('state')! });
    expect(landing(res).searchParams.get('authError')).toBe('google_failed');

    started = await begin();
    res = await back({ code: 'c', state: 'forged-state' }, started.cookie);
    expect(landing(res).searchParams.get('authError')).toBe('google_failed');

    google.state.tokenError = true;
    started = await begin();
    res = await back({ code: 'used', state: started.location.searchParams.get('state')! }, started.cookie);
    expect(landing(res).searchParams.get('authError')).toBe('google_failed');

    // None of these made an account.
    expect(await ctx.db.selectFrom('users').select('id').where('email', 'in', ['unverified@example.com', 'fresh@gmail.com']).execute()).toEqual([]);
  });

  it('has no sandbox consent page once Google is configured', async () => {
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/authWithGoogle/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=gina.google%40gmail.com&name=G&lang=es',
    });
    expect(res.statusCode).toBe(404);
  });
});

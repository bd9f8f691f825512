import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { STRIPO_AUTH_URL } from '../../connectors/emailBuilder';
import { STRIPO_AUTH_SERVER_ERROR, STRIPO_AUTH_UNAUTHORIZED } from '../../connectors/emailBuilder/__recorded__/stripo.responses';

/** With Stripo's credentials the token is Stripo's (its answers recorded; no network). */
const PLUGIN_ID = 'a1b2c3d4e5f6';
const SECRET = 'sk-stripo-secret-never-in-answers';
let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
const sent: { url: string; body: Record<string, unknown> }[] = [];

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token shaped like Stripo's, valid for `seconds` from now, unique per call. */
const stripoToken = (userId: string, seconds = 3600) =>
  [b64({ alg: 'HS256', typ: 'JWT' }), b64({ pluginId: PLUGIN_ID, userId, role: 'USER', exp: Math.floor(Date.now() / 1000) + seconds, jti: Math.random() }), 'c2ln'].join('.');

function answerWith(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    sent.push({ url: String(input), body });
    const a = answer(body);
    return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
  });
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { STRIPO_PLUGIN_ID: PLUGIN_ID, STRIPO_SECRET_KEY: SECRET } });
  owner = await createTestUser(ctx);
  other = await createTestUser(ctx);
});
afterAll(async () => ctx?.close());
afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
});

const auth = (user: TestUser) => call(ctx, 'POST', '/api/stripo/auth', { token: user.token, body: { userId: user.id } });
const gallery = (user: TestUser, token?: string) => call(ctx, 'GET', '/api/stripo/templates', { token: user.token, headers: token ? { 'x-stripo-token': token } : {} });

describe('stripoAuth with Stripo configured', () => {
  it('answers Stripo\'s token for the Stripo editor, with its expiry, and never the secret', async () => {
    answerWith((body) => ({ status: 200, body: { token: stripoToken(String(body.userId)) } }));
    const res = await auth(owner);
    expect(res.status).toBe(200);
    expect(res.body.builder).toBe('stripo');
    expect(Math.abs(Date.parse(res.body.expiresAt) - (Date.now() + 3600_000))).toBeLessThan(5000);
    expect(sent).toEqual([{ url: STRIPO_AUTH_URL, body: { pluginId: PLUGIN_ID, secretKey: SECRET, userId: owner.id, role: 'USER' } }]);
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
    // Only its hash is kept.
    const rows = await ctx.db.selectFrom('emailBuilderTokens').selectAll().where('userId', '=', owner.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    expect((await gallery(owner, res.body.token)).status).toBe(200);
    // Someone else's Stripo token, a made-up one and an expired one are refused.
    expect((await gallery(other, res.body.token)).status).toBe(403);
    expect((await gallery(owner, stripoToken(owner.id))).status).toBe(403);
  });

  it('refuses a Stripo token once its expiry claim has passed', async () => {
    answerWith((body) => ({ status: 200, body: { token: stripoToken(String(body.userId), 60) } }));
    const { body } = await auth(owner);
    expect((await gallery(owner, body.token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000);
    try {
      expect((await gallery(owner, body.token)).body.error_code).toBe('BUILDER_TOKEN_MISSING');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports Stripo refusing the credentials or failing as a server problem, without the secret', async () => {
    for (const [answer, code] of [[STRIPO_AUTH_UNAUTHORIZED, 'builder_auth_rejected'], [STRIPO_AUTH_SERVER_ERROR, 'builder_unavailable']] as const) {
      answerWith(() => answer);
      const before = await ctx.db.selectFrom('emailBuilderTokens').selectAll().where('userId', '=', other.id).execute();
      const res = await auth(other);
      expect(res.status).toBe(502);
      expect(res.body.error_code).toBe(code);
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
      expect(JSON.stringify(res.body)).not.toContain(PLUGIN_ID);
      expect(await ctx.db.selectFrom('emailBuilderTokens').selectAll().where('userId', '=', other.id).execute()).toEqual(before);
    }
  });
});

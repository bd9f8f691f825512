import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/testApp';
import { loadConfig } from '../../../config';
import { createPushAuth } from './gmail.pushAuth';

/**
 * Pub/Sub push with authentication (GMAIL_PUSH_SERVICE_ACCOUNT): Google's keys are served by a
 * local stand-in of https://www.googleapis.com/oauth2/v3/certs (GOOGLE_JWKS_URL), and the tokens
 * are shaped as Google's for push subscriptions (iss accounts.google.com, aud, email,
 * email_verified, 1 h), signed with the test's key.
 */
const ACCOUNT = 'gmail-push@crm-demo.iam.gserviceaccount.com';
const AUDIENCE = 'https://crm.example.com/api/integrations/gmail/push';

let ctx: TestContext;
let certs: Server;
let keyAnswer: { status: number; keys: JWK[] };
let certRequests = 0;
let signing: CryptoKey;
let stranger: CryptoKey;

const note = {
  message: { data: Buffer.from(JSON.stringify({ emailAddress: 'nobody.connected@gmail.com', historyId: '4183100' })).toString('base64url'), messageId: '2070443601311540' },
  subscription: 'projects/crm-demo/subscriptions/gmail-push',
};
const claims = (over: JWTPayload = {}): JWTPayload => ({ email: ACCOUNT, email_verified: true, sub: '113774264463038321964', ...over });
async function googleToken(payload: JWTPayload = claims(), o: { key?: CryptoKey; kid?: string; iss?: string; aud?: string; exp?: string | number } = {}) {
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: o.kid ?? 'google-2026', typ: 'JWT' })
    .setIssuer(o.iss ?? 'https://accounts.google.com').setAudience(o.aud ?? AUDIENCE).setIssuedAt().setExpirationTime(o.exp ?? '1h').sign(o.key ?? signing);
}
const push = (authorization?: string) => ctx.app.inject({ method: 'POST', url: '/api/integrations/gmail/push', headers: authorization ? { authorization } : {}, payload: note });

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signing = pair.privateKey;
  stranger = (await generateKeyPair('RS256')).privateKey;
  keyAnswer = { status: 200, keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'google-2026', alg: 'RS256', use: 'sig' }] };
  certs = createServer((_req, res) => {
    certRequests += 1;
    res.writeHead(keyAnswer.status, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: keyAnswer.keys }));
  });
  await new Promise<void>((resolve) => certs.listen(0, '127.0.0.1', resolve));
  ctx = await createTestContext({
    env: { GMAIL_PUSH_SERVICE_ACCOUNT: ACCOUNT, GMAIL_PUSH_AUDIENCE: AUDIENCE, GOOGLE_JWKS_URL: `http://127.0.0.1:${(certs.address() as AddressInfo).port}/oauth2/v3/certs` },
  });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => certs?.close(resolve));
});
beforeEach(() => {
  keyAnswer.status = 200;
});

describe('Gmail push signed by Google (GMAIL_PUSH_SERVICE_ACCOUNT)', () => {
  it("takes a push with Google's token for the subscription's account and audience, with or without the scheme in the issuer", async () => {
    // A mailbox no connection has: acknowledged (204) once the push is authenticated.
    expect((await push(`Bearer ${await googleToken()}`)).statusCode).toBe(204);
    expect((await push(`Bearer ${await googleToken(claims(), { iss: 'accounts.google.com' })}`)).statusCode).toBe(204);
    // The keys were read once and kept.
    expect(certRequests).toBe(1);
  });

  it('refuses (403) a push without a token, or with one not signed by Google, for another audience or account, unverified or expired', async () => {
    const refusals = [
      undefined,
      'Basic Z21haWw6cHVzaA==',
      `Bearer ${await googleToken(claims(), { key: stranger })}`,
      `Bearer ${await googleToken(claims(), { key: stranger, kid: 'unknown-key' })}`,
      `Bearer ${await googleToken(claims(), { aud: 'https://evil.example.com/push' })}`,
      `Bearer ${await googleToken(claims(), { iss: 'https://evil.example.com' })}`,
      `Bearer ${await googleToken(claims({ email: 'someone@evil-project.iam.gserviceaccount.com' }))}`,
      `Bearer ${await googleToken(claims({ email_verified: false }))}`,
      `Bearer ${await googleToken(claims(), { exp: Math.floor(Date.now() / 1000) - 120 })}`,
    ];
    for (const authorization of refusals) {
      const res = await push(authorization);
      expect({ authorization, status: res.statusCode }).toEqual({ authorization, status: 403 });
      expect(res.json()).toMatchObject({ error_code: 'forbidden' });
    }
    // Each for its own reason (what the log says).
    const check = createPushAuth({ jwksUrl: ctx.deps.config.GOOGLE_JWKS_URL, issuer: 'https://accounts.google.com', audience: AUDIENCE, serviceAccount: ACCOUNT });
    const reasons = await Promise.all(refusals.map(async (a) => { const r = await check(a); return r.ok ? 'accepted' : r.reason; }));
    expect(reasons).toEqual(['no_bearer', 'no_bearer', 'invalid_token', 'invalid_token', 'invalid_token', 'invalid_token', 'wrong_account', 'wrong_account', 'invalid_token']);
    expect(await check(`Bearer ${await googleToken()}`)).toEqual({ ok: true });
  });

  it("answers 503 when Google's keys cannot be read, so Pub/Sub delivers again", async () => {
    keyAnswer.status = 503;
    // A key id not cached yet makes jose fetch the keys again (after its 30 s cooldown: a new context starts without one).
    const fresh = await createTestContext({ env: { GMAIL_PUSH_SERVICE_ACCOUNT: ACCOUNT, GMAIL_PUSH_AUDIENCE: AUDIENCE, GOOGLE_JWKS_URL: ctx.deps.config.GOOGLE_JWKS_URL } });
    try {
      const res = await fresh.app.inject({ method: 'POST', url: '/api/integrations/gmail/push', headers: { authorization: `Bearer ${await googleToken()}` }, payload: note });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error_code: 'vendor_unavailable' });
    } finally {
      await fresh.close();
    }
  });

  it('is configured whole: the account with its audience; a watched topic needs a way to authenticate pushes', () => {
    const env = { ...process.env, GMAIL_PUSH_TOKEN: undefined, GMAIL_PUSH_SERVICE_ACCOUNT: undefined, GMAIL_PUSH_AUDIENCE: undefined };
    expect(() => loadConfig({ ...env, GMAIL_PUSH_SERVICE_ACCOUNT: ACCOUNT })).toThrow('GMAIL_PUSH_SERVICE_ACCOUNT and GMAIL_PUSH_AUDIENCE are set together');
    expect(() => loadConfig({ ...env, GMAIL_PUSH_TOPIC: 'projects/crm-demo/topics/gmail-push' })).toThrow('GMAIL_PUSH_TOPIC needs GMAIL_PUSH_TOKEN or GMAIL_PUSH_SERVICE_ACCOUNT');
    expect(loadConfig({ ...env, GMAIL_PUSH_TOPIC: 'projects/crm-demo/topics/gmail-push', GMAIL_PUSH_SERVICE_ACCOUNT: ACCOUNT, GMAIL_PUSH_AUDIENCE: AUDIENCE }).GMAIL_PUSH_SERVICE_ACCOUNT).toBe(ACCOUNT);
  });
});

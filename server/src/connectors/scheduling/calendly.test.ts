import { describe, expect, it } from 'vitest';
import { INVALID_GRANT, INVITEE_CREATED, REFRESH_ANSWER, TOKEN_ANSWER, UNAUTHENTICATED, USERS_ME, WEBHOOK_CREATED, WEBHOOK_PLAN_REFUSED } from './__recorded__/calendly.responses';
import { CalendlyScheduling } from './calendly';
import { SchedulingError } from './scheduling.connector';
import { calendlySignature, checkCalendlySignature } from './signature';

type Sent = { url: string; method: string; headers: Record<string, string>; body: string };

/** A fetch answering each request with the next recorded answer, keeping what was sent. */
function fakeFetch(answers: { status: number; body?: unknown }[]) {
  const sent: Sent[] = [];
  const fn = (async (input: string | URL, init?: RequestInit) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET', headers: init?.headers as Record<string, string>, body: String(init?.body ?? '') });
    const a = answers.shift();
    if (!a) throw new Error('unexpected request');
    return new Response(a.body === undefined ? null : JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fn, sent };
}

const now = new Date('2023-08-01T10:00:00Z');
const client = (f: typeof fetch) => new CalendlyScheduling({ clientId: 'client-id-123', clientSecret: 'client-secret-456', fetch: f, now: () => now });

describe('Calendly adapter against recorded answers', () => {
  it('builds the authorize URL with state and redirect', () => {
    const url = new URL(client(fakeFetch([]).fn).authorizeUrl({ state: 'st', redirectUri: 'https://crm.example.com/cb' }));
    expect(url.origin + url.pathname).toBe('https://auth.calendly.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: 'client-id-123', response_type: 'code', redirect_uri: 'https://crm.example.com/cb', state: 'st' });
  });

  it('exchanges the code with HTTP Basic, form-encoded; 2-hour expiry', async () => {
    const f = fakeFetch([{ status: 200, body: TOKEN_ANSWER }]);
    const tokens = await client(f.fn).exchangeCode('the-code', 'https://crm.example.com/cb');
    expect(tokens).toEqual({ accessToken: TOKEN_ANSWER.access_token, refreshToken: TOKEN_ANSWER.refresh_token, expiresAt: new Date(now.getTime() + 7200_000) });
    expect(f.sent[0]!.url).toBe('https://auth.calendly.com/oauth/token');
    expect(f.sent[0]!.headers.authorization).toBe(`Basic ${Buffer.from('client-id-123:client-secret-456').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(f.sent[0]!.body))).toEqual({ grant_type: 'authorization_code', code: 'the-code', redirect_uri: 'https://crm.example.com/cb' });
  });

  it('refreshes into a new pair; a spent refresh token is token_revoked', async () => {
    const f = fakeFetch([{ status: 200, body: REFRESH_ANSWER }, { status: 400, body: INVALID_GRANT }]);
    const c = client(f.fn);
    const fresh = await c.refresh(TOKEN_ANSWER.refresh_token);
    expect(fresh.refreshToken).toBe(REFRESH_ANSWER.refresh_token);
    expect(new URLSearchParams(f.sent[0]!.body).get('grant_type')).toBe('refresh_token');
    const err = await c.refresh(TOKEN_ANSWER.refresh_token).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SchedulingError);
    expect(err).toMatchObject({ code: 'token_revoked', status: 400 });
    expect(String((err as Error).message)).not.toContain(TOKEN_ANSWER.refresh_token);
  });

  it('reads users/me; an expired token is token_expired', async () => {
    const f = fakeFetch([{ status: 200, body: USERS_ME }, { status: 401, body: UNAUTHENTICATED }]);
    const c = client(f.fn);
    expect(await c.me('at')).toEqual({ uri: USERS_ME.resource.uri, name: 'Ana García', email: 'ana.garcia@example.com', organization: USERS_ME.resource.current_organization });
    expect(f.sent[0]).toMatchObject({ url: 'https://api.calendly.com/users/me', method: 'GET' });
    expect(f.sent[0]!.headers.authorization).toBe('Bearer at');
    await expect(c.me('at')).rejects.toMatchObject({ code: 'token_expired', message: 'The access token expired' });
  });

  it('creates a user-scoped webhook subscription with our signing key; a free plan is permission_missing; deletes by URI', async () => {
    const f = fakeFetch([{ status: 201, body: WEBHOOK_CREATED }, { status: 403, body: WEBHOOK_PLAN_REFUSED }, { status: 204 }]);
    const c = client(f.fn);
    const user = { uri: USERS_ME.resource.uri, name: 'Ana', email: null, organization: USERS_ME.resource.current_organization };
    expect(await c.createWebhook('at', { url: 'https://crm.example.com/hook', user, signingKey: 'k'.repeat(64) })).toEqual({ uri: WEBHOOK_CREATED.resource.uri });
    expect(f.sent[0]!.url).toBe('https://api.calendly.com/webhook_subscriptions');
    expect(JSON.parse(f.sent[0]!.body)).toEqual({
      url: 'https://crm.example.com/hook', events: ['invitee.created', 'invitee.canceled'], organization: user.organization, user: user.uri, scope: 'user', signing_key: 'k'.repeat(64),
    });
    await expect(c.createWebhook('at', { url: 'x', user, signingKey: 'k' })).rejects.toMatchObject({ code: 'permission_missing' });
    await c.deleteWebhook('at', WEBHOOK_CREATED.resource.uri);
    expect(f.sent[2]).toMatchObject({ method: 'DELETE', url: WEBHOOK_CREATED.resource.uri });
  });

  it('a network failure is vendor_unavailable', async () => {
    const c = client((async () => { throw new TypeError('fetch failed'); }) as typeof fetch);
    await expect(c.me('at')).rejects.toMatchObject({ code: 'vendor_unavailable', status: 503 });
  });
});

describe('Calendly webhook signature', () => {
  const raw = Buffer.from(JSON.stringify(INVITEE_CREATED));
  const key = 'signing-key-of-the-subscription';
  const t = 1_700_000_000;

  it('accepts "t=…,v1=…" over "{t}.{raw body}" within 3 minutes', () => {
    const header = calendlySignature(key, raw, t);
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
    expect(checkCalendlySignature(key, raw, header, (t + 179) * 1000)).toBe('ok');
  });

  it('refuses another key, a changed body, a malformed header, and stale timestamps', () => {
    const header = calendlySignature(key, raw, t);
    expect(checkCalendlySignature('other', raw, header, t * 1000)).toBe('invalid');
    expect(checkCalendlySignature(key, Buffer.concat([raw, Buffer.from(' ')]), header, t * 1000)).toBe('invalid');
    expect(checkCalendlySignature(key, raw, header.replace('t=1700000000', 't=1700000001'), t * 1000)).toBe('invalid');
    expect(checkCalendlySignature(key, raw, undefined, t * 1000)).toBe('invalid');
    expect(checkCalendlySignature(key, raw, 'v1=abc', t * 1000)).toBe('invalid');
    expect(checkCalendlySignature(key, raw, header, (t + 181) * 1000)).toBe('stale');
    expect(checkCalendlySignature(key, raw, header, (t - 181) * 1000)).toBe('stale');
  });
});

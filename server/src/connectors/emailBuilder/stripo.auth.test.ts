import { describe, expect, it } from 'vitest';
import { createEmailBuilderConnector, DEFAULT_TOKEN_SECONDS, requestStripoToken, STRIPO_AUTH_URL } from '.';
import {
  STRIPO_AUTH_NO_TOKEN, STRIPO_AUTH_OK, STRIPO_AUTH_OPAQUE, STRIPO_AUTH_SERVER_ERROR, STRIPO_AUTH_UNAUTHORIZED, STRIPO_TOKEN, STRIPO_TOKEN_EXP,
} from './__recorded__/stripo.responses';

const credentials = { pluginId: 'a1b2c3d4e5f6', secretKey: 'sk-stripo-secret-do-not-leak' };
const NOW = new Date('2026-11-25T17:00:00Z');

/** A fake fetch answering one recorded response and keeping what was sent. */
function recorded(answer: { status: number; body: unknown }) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), init: init ?? {} });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchFn, requests };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e as { statusCode: number; code: string; message: string });
  expect(error).not.toBeNull();
  // Whatever went wrong, the secret is in no part of the error.
  expect(JSON.stringify({ ...error, message: error!.message })).not.toContain(credentials.secretKey);
  return error!;
}

describe('Stripo plugin authentication (recorded answers)', () => {
  it('posts the plugin credentials, the user and role USER, and reads the token and its expiry', async () => {
    const { fetchFn, requests } = recorded(STRIPO_AUTH_OK);
    const result = await requestStripoToken(credentials, 'user-1', { fetch: fetchFn, now: () => NOW });
    expect(result).toEqual({ token: STRIPO_TOKEN, expiresAt: new Date(STRIPO_TOKEN_EXP * 1000) });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(STRIPO_AUTH_URL);
    expect(requests[0]!.init.method).toBe('POST');
    expect(new Headers(requests[0]!.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(requests[0]!.init.body))).toEqual({ pluginId: 'a1b2c3d4e5f6', secretKey: credentials.secretKey, userId: 'user-1', role: 'USER' });
  });

  it('gives a token without an expiry claim the default lifetime', async () => {
    const { fetchFn } = recorded(STRIPO_AUTH_OPAQUE);
    const result = await requestStripoToken(credentials, 'user-1', { fetch: fetchFn, now: () => NOW });
    expect(result.expiresAt).toEqual(new Date(NOW.getTime() + DEFAULT_TOKEN_SECONDS * 1000));
  });

  it('reports refused credentials (401) as a server-side problem, without repeating Stripo\'s text', async () => {
    const { fetchFn } = recorded(STRIPO_AUTH_UNAUTHORIZED);
    const error = await refusal(requestStripoToken(credentials, 'user-1', { fetch: fetchFn }));
    expect(error).toMatchObject({ statusCode: 502, code: 'builder_auth_rejected' });
    expect(error.message).not.toContain('a1b2c3d4e5f6');
  });

  it('reports a 5xx as unavailable', async () => {
    const { fetchFn } = recorded(STRIPO_AUTH_SERVER_ERROR);
    expect(await refusal(requestStripoToken(credentials, 'user-1', { fetch: fetchFn }))).toMatchObject({ statusCode: 502, code: 'builder_unavailable' });
  });

  it('refuses an answer without a token', async () => {
    const { fetchFn } = recorded(STRIPO_AUTH_NO_TOKEN);
    expect(await refusal(requestStripoToken(credentials, 'user-1', { fetch: fetchFn }))).toMatchObject({ statusCode: 502, code: 'builder_unavailable' });
  });

  it('gives up after its timeout', async () => {
    // Never answers; only the abort signal ends the wait.
    const hanging = ((_: RequestInfo | URL, init?: RequestInit) => new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
    })) as typeof fetch;
    const started = Date.now();
    const error = await refusal(requestStripoToken(credentials, 'user-1', { fetch: hanging, timeoutMs: 50 }));
    expect(error).toMatchObject({ statusCode: 504, code: 'builder_timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a network failure as unavailable', async () => {
    const failing = (async () => { throw new TypeError('fetch failed'); }) as typeof fetch;
    expect(await refusal(requestStripoToken(credentials, 'user-1', { fetch: failing }))).toMatchObject({ statusCode: 502, code: 'builder_unavailable' });
  });

  it('is the MJML builder without credentials and Stripo with them', async () => {
    expect(createEmailBuilderConnector({}).kind).toBe('mjml');
    const { fetchFn, requests } = recorded(STRIPO_AUTH_OK);
    const stripo = createEmailBuilderConnector({ STRIPO_PLUGIN_ID: credentials.pluginId, STRIPO_SECRET_KEY: credentials.secretKey }, { fetch: fetchFn });
    expect(stripo.kind).toBe('stripo');
    if (stripo.kind === 'stripo') expect((await stripo.authenticate('user-9')).token).toBe(STRIPO_TOKEN);
    expect(JSON.parse(String(requests[0]!.init.body)).userId).toBe('user-9');
  });
});

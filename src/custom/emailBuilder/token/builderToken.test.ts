import { beforeEach, describe, expect, it, vi } from 'vitest';
import { templateCalls } from '../../../../contract/email/templates';
import { ApiError } from '../../../dataProvider/ApiError';
import type { ApiClient, CallArgs } from '../../../dataProvider/createApiClient';
import { STORAGE_KEYS } from '../../../storage/storageKeys';
import { builderHeaders, callWithBuilderToken, getBuilderToken, readStoredBuilderToken } from './builderToken';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const inMinutes = (m: number) => new Date(NOW + m * 60_000).toISOString();

function mapStore() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

/** An API whose stripo/auth hands out tok1, tok2…, and whose other calls answer `respond`. */
function fakeApi(respond: (args: CallArgs) => unknown = () => ({ ok: true })) {
  let issued = 0;
  const calls: { path: string; args: CallArgs }[] = [];
  const api = {
    baseUrl: '/api',
    blob: vi.fn(),
    call: vi.fn(async (def: { path: string }, args: CallArgs = {}) => {
      calls.push({ path: def.path, args });
      if (def.path === templateCalls.stripoAuth.path) return { token: `tok${++issued}`, builder: 'mjml', expiresAt: inMinutes(30) };
      return respond(args);
    }),
  } as unknown as ApiClient;
  return { api, calls, issued: () => issued };
}

const missing = (status: number) => new ApiError('No autorizado: Token no disponible', status, { error_code: 'BUILDER_TOKEN_MISSING', message: 'No autorizado: Token no disponible' });

describe('builder token', () => {
  let store: ReturnType<typeof mapStore>;
  const now = () => NOW;
  beforeEach(() => {
    store = mapStore();
  });

  it('asks stripo/auth with the user id once, stores the token with its expiry and reuses it', async () => {
    const { api, calls } = fakeApi();
    const first = await getBuilderToken(api, 'u1', { store, now });
    const second = await getBuilderToken(api, 'u1', { store, now });
    expect(first).toEqual({ token: 'tok1', builder: 'mjml', expiresAt: inMinutes(30) });
    expect(second.token).toBe('tok1');
    expect(calls.filter((c) => c.path === '/stripo/auth')).toEqual([{ path: '/stripo/auth', args: { body: { userId: 'u1' } } }]);
    expect(JSON.parse(store.map.get(STORAGE_KEYS.emailBuilderToken)!)).toMatchObject({ token: 'tok1', expiresAt: inMinutes(30), userId: 'u1' });
  });

  it('asks anew when the stored token is about to expire, belongs to someone else or is corrupt', async () => {
    store.setItem(STORAGE_KEYS.emailBuilderToken, JSON.stringify({ token: 'old', builder: 'mjml', expiresAt: inMinutes(0.5), userId: 'u1' }));
    expect(readStoredBuilderToken('u1', { store, now })).toBeNull();
    store.setItem(STORAGE_KEYS.emailBuilderToken, JSON.stringify({ token: 'theirs', builder: 'mjml', expiresAt: inMinutes(30), userId: 'u2' }));
    expect(readStoredBuilderToken('u1', { store, now })).toBeNull();
    store.setItem(STORAGE_KEYS.emailBuilderToken, '{not json');
    expect(readStoredBuilderToken('u1', { store, now })).toBeNull();
    const { api } = fakeApi();
    expect((await getBuilderToken(api, 'u1', { store, now })).token).toBe('tok1');
  });

  it('shares one request between callers asking at the same time', async () => {
    const { api, issued } = fakeApi();
    const [a, b] = await Promise.all([getBuilderToken(api, 'u1', { store, now }), getBuilderToken(api, 'u1', { store, now })]);
    expect([a.token, b.token, issued()]).toEqual(['tok1', 'tok1', 1]);
  });

  it('builderHeaders names the x-stripo-token header', () => {
    expect(builderHeaders('abc')).toEqual({ 'x-stripo-token': 'abc' });
  });

  it.each([401, 403])('on a %s BUILDER_TOKEN_MISSING refusal gets a new token once and retries, without ending the session', async (status) => {
    let refused = false;
    const { api, calls } = fakeApi((args) => {
      if (!refused) {
        refused = true;
        throw missing(status);
      }
      return { saved: args.headers };
    });
    const onSessionUnauthorized = vi.fn();
    const answer = await callWithBuilderToken(api, templateCalls.createEmailTemplate, { body: { companyId: 'c1' } }, { userId: 'u1', sessionToken: 'session', onSessionUnauthorized, store, now });
    expect(answer).toEqual({ saved: { 'x-stripo-token': 'tok2' } });
    // The session token rides explicitly, so the client's own 401 handling never fires for the builder's refusal.
    expect(calls.filter((c) => c.path === '/templates').map((c) => [c.args.token, c.args.headers])).toEqual([
      ['session', { 'x-stripo-token': 'tok1' }],
      ['session', { 'x-stripo-token': 'tok2' }],
    ]);
    expect(onSessionUnauthorized).not.toHaveBeenCalled();
  });

  it('gives up after the second refusal, still without ending the session', async () => {
    const { api, issued } = fakeApi(() => {
      throw missing(401);
    });
    const onSessionUnauthorized = vi.fn();
    await expect(callWithBuilderToken(api, templateCalls.createEmailTemplate, {}, { userId: 'u1', sessionToken: 'session', onSessionUnauthorized, store, now })).rejects.toThrow('Token no disponible');
    expect(issued()).toBe(2);
    expect(onSessionUnauthorized).not.toHaveBeenCalled();
  });

  it("a 401 that is the session's own still ends the session", async () => {
    const { api } = fakeApi(() => {
      throw new ApiError('Invalid or expired token', 401, { error_code: 'UNAUTHORIZED' });
    });
    const onSessionUnauthorized = vi.fn();
    await expect(callWithBuilderToken(api, templateCalls.createEmailTemplate, {}, { userId: 'u1', sessionToken: 'session', onSessionUnauthorized, store, now })).rejects.toThrow();
    expect(onSessionUnauthorized).toHaveBeenCalledOnce();
  });
});

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { GraphSocial } from './graph';
import { createSocialConnector } from './index';
import { SandboxSocial } from './sandbox';
import { SocialError, SOCIAL_SCOPES, type ConversionEvent } from './social.connector';
import recorded from './__recorded__/graph-responses.json';

type Answer = { status: number; body: unknown };
type Sent = { method: string; url: URL; headers: Record<string, string>; body: string | null };

/** A fetch answering from the recordings by `METHOD path` (first match), keeping each request. */
function fakeGraph(routes: [string, RegExp, Answer | 'network'][]) {
  const sent: Sent[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = init?.method ?? 'GET';
    sent.push({ method, url, headers: Object.fromEntries(new Headers(init?.headers).entries()), body: typeof init?.body === 'string' ? init.body : null });
    const route = routes.find(([m, path]) => m === method && path.test(url.pathname + url.search));
    if (!route) return Response.json({ error: { message: `No recording for ${method} ${url.pathname}`, code: -1 } }, { status: 599 });
    if (route[2] === 'network') throw new TypeError('fetch failed');
    return Response.json(route[2].body, { status: route[2].status });
  }) as typeof fetch;
  return { fetch: fetchFn, sent };
}

const NOW = new Date('2026-11-26T10:00:00Z');
const APP_SECRET = 'app-secret-0123456789abcdef';
const graph = (routes: [string, RegExp, Answer | 'network'][]) => {
  const fake = fakeGraph(routes);
  return { social: new GraphSocial({ appId: '123456789', appSecret: APP_SECRET, verifyToken: 'verify-token-0123456789', fetch: fake.fetch, now: () => NOW }), sent: fake.sent };
};

describe('Graph social connector (recorded answers)', () => {
  it('builds the login dialog URL with the documented scopes, our state and callback', () => {
    const { social } = graph([]);
    const url = new URL(social.authorizeUrl({ state: 'st4te', redirectUri: 'https://crm.example/api/integrations/facebook/callback', lang: 'es' }));
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/v23.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: '123456789', redirect_uri: 'https://crm.example/api/integrations/facebook/callback', state: 'st4te', response_type: 'code', scope: SOCIAL_SCOPES.join(','),
    });
  });

  it('exchanges the code, then the short-lived token for a long-lived one (≈60 days)', async () => {
    const { social, sent } = graph([
      ['GET', /oauth\/access_token\?.*grant_type=fb_exchange_token/, recorded.longLived],
      ['GET', /oauth\/access_token\?.*code=/, recorded.codeExchange],
    ]);
    const token = await social.exchangeCode('AQD-code', 'https://crm.example/cb');
    expect(token.accessToken).toBe('EAAB-long-lived-placeholder');
    expect(token.expiresAt!.getTime()).toBe(NOW.getTime() + 5183944 * 1000);
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({ client_id: '123456789', redirect_uri: 'https://crm.example/cb', client_secret: APP_SECRET, code: 'AQD-code' });
    expect(sent[1]!.url.searchParams.get('fb_exchange_token')).toBe('EAAB-short-lived-placeholder');
  });

  it('reads the business, granted scopes, pages (following the cursor), ad accounts and pixels with a bearer token and appsecret_proof', async () => {
    const { social, sent } = graph([
      ['GET', /\/me\?fields=id%2Cname%2Cemail/, recorded.me],
      ['GET', /\/me\/permissions/, recorded.permissions],
      ['GET', /\/me\/accounts\?.*after=QVFIUnBhZ2Uy/, recorded.accountsPage2],
      ['GET', /\/me\/accounts/, recorded.accountsPage1],
      ['GET', /\/me\/adaccounts/, recorded.adAccounts],
      ['GET', /\/act_1234567890\/adspixels/, recorded.adsPixels],
    ]);
    const token = 'EAAB-long-lived-placeholder';
    expect(await social.me(token)).toEqual({ id: '10229012934039812', name: 'Clínica Sonrisa', email: 'marketing@clinicasonrisa.example' });
    const scopes = await social.grantedScopes(token);
    expect(scopes).toContain('leads_retrieval');
    expect(scopes).not.toContain('business_management');
    const pages = await social.pages(token);
    expect(pages.map((p) => [p.id, p.name, p.category, p.tasks.length])).toEqual([
      ['106540352242922', 'Clínica Sonrisa Madrid', 'Dentist & dental office', 5], ['106540352242933', 'Clínica Sonrisa Sevilla', 'Dentist & dental office', 2],
    ]);
    expect(await social.adAccounts(token)).toEqual([{ id: 'act_1234567890', name: 'Clínica Sonrisa Ads' }]);
    const pixels = await social.pixels(token, 'act_1234567890');
    expect(pixels).toEqual([
      { id: '1015522353123456', name: 'Clínica Sonrisa Pixel', adAccountId: 'act_1234567890', lastFiredAt: new Date('2026-11-26T08:15:00Z') },
      { id: '1015522353654321', name: 'Old pixel', adAccountId: 'act_1234567890', lastFiredAt: null },
    ]);
    const proof = createHmac('sha256', APP_SECRET).update(token).digest('hex');
    for (const s of sent) {
      expect(s.headers.authorization).toBe(`Bearer ${token}`);
      expect(s.url.searchParams.get('appsecret_proof')).toBe(proof);
      expect(s.url.search).not.toContain(token);
    }
    expect(sent.find((s) => s.url.pathname.endsWith('/adspixels'))!.url.searchParams.get('fields')).toBe('id,name,creation_time,last_fired_time,is_unavailable');
  });

  it('subscribes a page to leadgen and fetches a lead with its field_data (page token)', async () => {
    const { social, sent } = graph([
      ['POST', /\/106540352242922\/subscribed_apps\?subscribed_fields=leadgen/, recorded.subscribed],
      ['GET', /\/1183756012345678\?fields=/, recorded.lead],
      ['DELETE', /\/me\/permissions/, recorded.subscribed],
    ]);
    await social.subscribeLeads('106540352242922', 'EAAB-page-placeholder-1');
    expect(sent[0]!.headers.authorization).toBe('Bearer EAAB-page-placeholder-1');
    const lead = await social.fetchLead('1183756012345678', 'EAAB-page-placeholder-1');
    expect(lead).toMatchObject({ id: '1183756012345678', formId: '1234567890123456', adName: 'Blanqueamiento otoño', campaignName: 'Otoño' });
    expect(lead.fields).toContainEqual({ name: 'email', values: ['ana.garcia@example.com'] });
    expect(sent[1]!.headers.authorization).toBe('Bearer EAAB-page-placeholder-1');
    await social.revoke('EAAB-long-lived-placeholder');
    expect(sent[2]!.method).toBe('DELETE');
  });

  it('subscribes the app to its pages\' leadgen at our webhook with the app token', async () => {
    const { social, sent } = graph([['POST', /\/123456789\/subscriptions\?/, recorded.subscribed]]);
    await social.subscribeApp('https://crm.example/api/integrations/facebook/webhook');
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toMatchObject({
      object: 'page', callback_url: 'https://crm.example/api/integrations/facebook/webhook', fields: 'leadgen', verify_token: 'verify-token-0123456789', include_values: 'true',
    });
    expect(sent[0]!.headers.authorization).toBe(`Bearer 123456789|${APP_SECRET}`);
  });

  it('turns Graph errors into the screen\'s codes, without the request (or its token) in the message', async () => {
    const fail = async (answer: Answer | 'network') => {
      const { social } = graph([['GET', /./, answer]]);
      return social.me('EAAB-secret-token').then(() => null, (e: unknown) => e as SocialError);
    };
    const expired = await fail(recorded.error190);
    expect(expired).toBeInstanceOf(SocialError);
    expect(expired).toMatchObject({ code: 'token_expired', status: 401 });
    expect(expired!.message).toContain('Session has expired');
    expect(await fail(recorded.error190revoked)).toMatchObject({ code: 'token_revoked' });
    expect(await fail(recorded.error100)).toMatchObject({ code: 'not_found', status: 404 });
    expect(await fail(recorded.error80004)).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(await fail('network')).toMatchObject({ code: 'vendor_unavailable' });
    for (const e of [await fail(recorded.error190), await fail('network')]) expect(e!.message).not.toContain('EAAB-secret-token');
  });
});

describe('Graph Conversions API (recorded answers)', () => {
  const token = 'EAAB-capi-secret-token';
  const hash = (c: string) => c.repeat(64);
  const lead: ConversionEvent = {
    eventName: 'Lead', eventTime: new Date('2026-11-26T09:59:30.750Z'), eventId: 'lead-42', actionSource: 'website',
    eventSourceUrl: 'https://promo.example/otono', userData: { em: [hash('a')], ph: [], fbc: 'fb.1.1795687170000.IwAR2xyz', externalId: [hash('b')] },
    customData: { value: null, currency: null },
  };
  const purchase: ConversionEvent = {
    eventName: 'Purchase', eventTime: new Date('2026-11-25T18:00:00Z'), eventId: 'deal-7', actionSource: 'system_generated',
    eventSourceUrl: null, userData: { em: [], ph: [hash('c'), hash('d')], fbc: null, externalId: [] }, customData: { value: 129.9, currency: 'EUR' },
  };

  it('POSTs the events as JSON to /{pixel}/events with the bearer token and appsecret_proof, nothing else in the URL', async () => {
    const { social, sent } = graph([['POST', /^\/v23\.0\/1015522353123456\/events\?/, recorded.capiEvents]]);
    expect(await social.sendConversionEvents('1015522353123456', token, [lead, purchase])).toEqual({ eventsReceived: 1, fbtraceId: 'AKpR9b2x4Yq7Ztm3LwVn0sD' });
    const [req] = sent;
    expect(req!.method).toBe('POST');
    expect(req!.headers.authorization).toBe(`Bearer ${token}`);
    expect(req!.headers['content-type']).toBe('application/json');
    expect(Object.fromEntries(req!.url.searchParams)).toEqual({ appsecret_proof: createHmac('sha256', APP_SECRET).update(token).digest('hex') });
    expect(JSON.parse(req!.body!)).toEqual({ data: [
      {
        event_name: 'Lead', event_time: 1795687170, event_id: 'lead-42', action_source: 'website', event_source_url: 'https://promo.example/otono',
        user_data: { em: [hash('a')], fbc: 'fb.1.1795687170000.IwAR2xyz', external_id: [hash('b')] },
      },
      {
        event_name: 'Purchase', event_time: 1795629600, event_id: 'deal-7', action_source: 'system_generated',
        user_data: { ph: [hash('c'), hash('d')] }, custom_data: { value: 129.9, currency: 'EUR' },
      },
    ] });
  });

  it('turns Graph refusing an event older than 7 days into a 400 with Graph\'s explanation, never the token', async () => {
    const { social } = graph([['POST', /\/events/, recorded.capiEventTooOld]]);
    const e = await social.sendConversionEvents('1015522353123456', token, [lead]).then(() => null, (err: unknown) => err as SocialError);
    expect(e).toBeInstanceOf(SocialError);
    expect(e).toMatchObject({ code: 'unknown', status: 400 });
    expect(e!.message).toMatch(/^Invalid parameter: The timestamp for this event is too far in the past/);
    expect(e!.message).not.toContain(token);
  });

  it('maps an unknown pixel and an expired token like the other calls', async () => {
    const fail = async (answer: Answer) => {
      const { social } = graph([['POST', /\/events/, answer]]);
      return social.sendConversionEvents('999', token, [lead]).then(() => null, (err: unknown) => err as SocialError);
    };
    expect(await fail(recorded.error100)).toMatchObject({ code: 'not_found', status: 404 });
    expect(await fail(recorded.error190)).toMatchObject({ code: 'token_expired', status: 401 });
  });
});

describe('choosing the social connector', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' };
  it('is Graph with the three credentials, the sandbox without (secrets derived from the server secret), off in production', () => {
    const env = { FACEBOOK_APP_ID: '123456789', FACEBOOK_APP_SECRET: 'x'.repeat(32), FACEBOOK_VERIFY_TOKEN: 'y'.repeat(20) };
    expect(createSocialConnector(loadConfig(base), env).provider).toBe('graph');
    const sandbox = createSocialConnector(loadConfig(base), {});
    expect(sandbox).toBeInstanceOf(SandboxSocial);
    expect(sandbox.appSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(createSocialConnector(loadConfig(base), {}).appSecret).toBe(sandbox.appSecret);
    expect(createSocialConnector(loadConfig({ ...base, NODE_ENV: 'production' }), {}).provider).toBe('off');
    expect(() => createSocialConnector(loadConfig(base), { FACEBOOK_APP_ID: '123456789' })).toThrow(/set together/);
  });
});

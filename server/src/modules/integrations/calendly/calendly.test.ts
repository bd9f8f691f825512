import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxScheduling } from '../../../connectors/scheduling';
import { calendlySignature } from '../../../connectors/scheduling/signature';
import { call, createTestUser, type TestUser } from '../../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../../test/testApp';
import { openSecret } from '../../../security/sealedSecrets';
import { INVITEE_CREATED } from '../../../connectors/scheduling/__recorded__/calendly.responses';
import { accessTokenOf, refreshCalendlyTokens, signingKeyOf } from './calendly.service';

let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;
let agent: TestUser;
let stranger: TestUser;
/** Every response body seen, to check no token or signing key ever leaves the server. */
const bodies: string[] = [];

const api = async (method: 'GET' | 'POST', url: string, user: TestUser | null, body?: unknown) => {
  const res = await call(ctx, method, url, { token: user?.token, body });
  bodies.push(typeof res.body === 'string' ? res.body : JSON.stringify(res.body));
  return res;
};
const sandbox = () => ctx.deps.connectors.scheduling as SandboxScheduling;

async function consent(user: TestUser, decision: 'allow' | 'cancel', lang: 'es' | 'en' = 'en') {
  const started = await api('POST', '/api/integrations/calendly/connect-session', user, { companyId: user.companyId, lang });
  expect(started.status).toBe(200);
  const cookie = String(started.headers['set-cookie']).split(';')[0]!;
  const { token, url } = started.body as { token: string; url: string };
  const page = await ctx.app.inject({ method: 'GET', url });
  const posted = await ctx.app.inject({
    method: 'POST', url: '/api/integrations/calendly/sandbox/consent', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state: token, decision }).toString(),
  });
  expect(posted.statusCode).toBe(303);
  const callbackUrl = String(posted.headers.location);
  const callback = await ctx.app.inject({ method: 'GET', url: callbackUrl, headers: { cookie } });
  bodies.push(page.body, callback.body);
  return { url, page, callback, callbackUrl, cookie };
}

const connection = () => ctx.db.selectFrom('integrationConnections').selectAll().where('companyId', '=', owner.companyId).where('kind', '=', 'calendly').executeTakeFirstOrThrow();
const events = async () => (await api('GET', `/api/integrations/events/${owner.companyId}?kind=calendly&limit=100`, owner)).body.data as { type: string; summary: string; contactId: string | null }[];
const testBooking = (body: Record<string, unknown>, user = owner) => api('POST', '/api/integrations/calendly/sandbox/test-booking', user, { companyId: user.companyId, ...body });
const contactsByEmail = (email: string) => ctx.db.selectFrom('contacts').selectAll().where('companyId', '=', owner.companyId).where('email', '=', email).execute();

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  admin = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'admin' } });
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  stranger = await createTestUser(ctx);
});
afterAll(() => ctx.close());

describe('Calendly: connect through the sandbox consent', () => {
  it('refuses strangers (404), agents (403), bad input (400) and anonymous callers (401)', async () => {
    expect((await api('POST', '/api/integrations/calendly/connect-session', stranger, { companyId: owner.companyId })).status).toBe(404);
    expect((await api('POST', '/api/integrations/calendly/connect-session', agent, { companyId: owner.companyId })).status).toBe(403);
    expect((await api('POST', '/api/integrations/calendly/connect-session', owner, { companyId: owner.companyId, lang: 'fr' })).status).toBe(400);
    expect((await api('POST', '/api/integrations/calendly/connect-session', null, { companyId: owner.companyId })).status).toBe(401);
    expect((await api('POST', '/api/integrations/calendly/disconnect', owner, { companyId: owner.companyId, connectionId: 'nope' })).status).toBe(400);
    expect((await api('POST', '/api/integrations/calendly/disconnect', agent, { companyId: owner.companyId, connectionId: owner.companyId })).status).toBe(403);
    expect((await testBooking({}, agent)).status).toBe(403);
    expect((await api('POST', '/api/integrations/calendly/sandbox/test-booking', stranger, { companyId: owner.companyId })).status).toBe(404);
  });

  it('Cancel on the consent page (Spanish) comes back with consent_denied and connects nothing', async () => {
    const { page, callback } = await consent(owner, 'cancel', 'es');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Conectar con Calendly (sandbox)');
    expect(page.body).not.toMatch(/<script|https?:\/\//);
    expect(callback.headers.location).toBe('/es/integrations?integrationError=consent_denied');
    expect(await ctx.db.selectFrom('integrationConnections').selectAll().where('companyId', '=', owner.companyId).execute()).toEqual([]);
  });

  it('Allow (an admin) connects: tokens and signing key sealed, a webhook subscription to this connection, 2-hour expiry', async () => {
    const { callback, callbackUrl, cookie } = await consent(admin, 'allow');
    expect(callback.headers.location).toBe('/en/integrations?connected=calendly');
    expect((await ctx.app.inject({ method: 'GET', url: callbackUrl, headers: { cookie } })).headers.location).toMatch(/integrationError=not_found/);
    const c = await connection();
    expect(c).toMatchObject({ status: 'connected', provider: 'sandbox', accountName: 'Sandbox Scheduler', userId: null, connectedBy: admin.id });
    expect(c.accessTokenSealed).toMatch(/^v1:/);
    expect(c.refreshTokenSealed).toMatch(/^v1:/);
    expect(`${c.accessTokenSealed}${c.refreshTokenSealed}`).not.toContain('sbxcal');
    const hours = (c.expiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    const sub = await ctx.db.selectFrom('calendlySubscriptions').selectAll().where('connectionId', '=', c.id).executeTakeFirstOrThrow();
    expect(sub.signingKeySealed).toMatch(/^v1:/);
    const recorded = [...sandbox().subscriptions.values()].find((s) => s.uri === sub.subscriptionUri)!;
    expect(recorded.url).toBe(`http://localhost:3000/api/integrations/calendly/webhook/${c.id}`);
    expect(sub.signingKeySealed).not.toContain(recorded.signingKey);
    const overview = await api('GET', `/api/integrations/${owner.companyId}`, agent);
    expect(overview.body.data.find((d: { kind: string }) => d.kind === 'calendly').connection).toMatchObject({ status: 'connected', accountName: 'Sandbox Scheduler' });
    expect((await events()).map((e) => e.type)).toEqual(['connected']);
  });
});

describe('Calendly: bookings through the signed webhook', () => {
  let inviteeUri: string;
  const email = 'lucia.booker@example.com';

  it('a test booking arrives signed: a new contact (source calendly, UTM attribution, answers as a note) and booking_created', async () => {
    const res = await testBooking({ name: 'Lucía Booker', email, eventName: 'Product demo', startTime: '2030-05-06T09:00:00Z', tracking: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' } });
    expect(res.status).toBe(200);
    expect(res.body.deliveries).toEqual([{ event: 'invitee.created', status: 200 }]);
    inviteeUri = res.body.inviteeUri;
    const [contact] = await contactsByEmail(email);
    expect(contact).toMatchObject({ name: 'Lucía', surname: 'Booker', source: 'calendly' });
    const attribution = await ctx.db.selectFrom('contactAttribution').selectAll().where('contactId', '=', contact!.id).executeTakeFirstOrThrow();
    expect(attribution.firstTouch).toMatchObject({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' });
    const note = await ctx.db.selectFrom('contactComments').select('body').where('contactId', '=', contact!.id).executeTakeFirstOrThrow();
    expect(note.body).toContain('Product demo · 2030-05-06 09:00 UTC');
    expect(note.body).toContain('What would you like to talk about?: Pricing for 10 seats');
    const [booked] = await events();
    expect(booked).toMatchObject({ type: 'booking_created', summary: 'Product demo · 2030-05-06 09:00 UTC', contactId: contact!.id });
    const timeline = await api('GET', `/api/integrations/events/${owner.companyId}?contactId=${contact!.id}`, agent);
    expect(timeline.body.data.map((e: { type: string }) => e.type)).toEqual(['booking_created']);
  });

  it('files Calendly’s recorded invitee.created delivery (real field shapes), signed with the stored key', async () => {
    const c = await connection();
    const sub = await ctx.db.selectFrom('calendlySubscriptions').selectAll().where('connectionId', '=', c.id).executeTakeFirstOrThrow();
    const raw = JSON.stringify(INVITEE_CREATED);
    const res = await ctx.app.inject({
      method: 'POST', url: `/api/integrations/calendly/webhook/${c.id}`, payload: raw,
      headers: { 'content-type': 'application/json', 'calendly-webhook-signature': calendlySignature(signingKeyOf(ctx.deps, sub)!, raw, Math.floor(Date.now() / 1000)) },
    });
    expect(res.json()).toEqual({ ok: true, outcome: 'recorded' });
    const [contact] = await contactsByEmail('pedro.lopez@example.com');
    expect(contact).toMatchObject({ name: 'Pedro', surname: 'López', source: 'calendly' });
    const attribution = await ctx.db.selectFrom('contactAttribution').selectAll().where('contactId', '=', contact!.id).executeTakeFirstOrThrow();
    expect(attribution.lastTouch).toMatchObject({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autumn' });
    expect(attribution.lastTouch).not.toHaveProperty('utm_content');
    expect((await events())[0]).toMatchObject({ type: 'booking_created', summary: 'Product demo · 2023-08-07 09:00 UTC', contactId: contact!.id });
  });

  it('a second booking by the same email reuses the contact', async () => {
    await testBooking({ name: 'Someone Else', email: 'LUCIA.BOOKER@example.com', eventName: 'Follow-up' });
    expect(await contactsByEmail(email)).toHaveLength(1);
    const contact = (await contactsByEmail(email))[0]!.id;
    expect((await events()).filter((e) => e.type === 'booking_created' && e.contactId === contact)).toHaveLength(2);
  });

  it('a duplicate delivery records nothing new; forged, stale and unknown-connection deliveries store nothing', async () => {
    const c = await connection();
    const sub = sandbox().subscriptionFor(`http://localhost:3000/api/integrations/calendly/webhook/${c.id}`)!;
    const payload = sandbox().book(sub, { name: 'Dup Licate', email: 'dup@example.com' });
    const raw = JSON.stringify(payload);
    const deliver = (signature: string, url = `/api/integrations/calendly/webhook/${c.id}`, body = raw) =>
      ctx.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json', 'calendly-webhook-signature': signature } });
    const nowS = Math.floor(Date.now() / 1000);
    const before = (await events()).length;
    expect((await deliver(calendlySignature('forged-key', raw, nowS))).statusCode).toBe(403);
    expect((await deliver(calendlySignature(sub.signingKey, raw, nowS), `/api/integrations/calendly/webhook/${owner.companyId}`)).statusCode).toBe(403);
    expect((await deliver(calendlySignature(sub.signingKey, raw, nowS - 200))).statusCode).toBe(400);
    expect((await deliver(calendlySignature(sub.signingKey, raw, nowS), undefined, raw.replace('Dup Licate', 'Evil Twin'))).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/integrations/calendly/webhook/${c.id}`, payload: raw, headers: { 'content-type': 'application/json' } })).statusCode).toBe(403);
    expect((await events()).length).toBe(before);
    expect(await contactsByEmail('dup@example.com')).toEqual([]);

    const first = await deliver(calendlySignature(sub.signingKey, raw, nowS));
    expect(first.json()).toEqual({ ok: true, outcome: 'recorded' });
    const again = await deliver(calendlySignature(sub.signingKey, raw, nowS + 1));
    expect(again.json()).toEqual({ ok: true, outcome: 'duplicate' });
    expect((await events()).length).toBe(before + 1);
    expect(await contactsByEmail('dup@example.com')).toHaveLength(1);
  });

  it('a reschedule (canceled with rescheduled:true + the new created) is one booking_rescheduled with the new time', async () => {
    const res = await testBooking({ action: 'reschedule', inviteeUri, startTime: '2030-05-08T15:30:00Z' });
    expect(res.status).toBe(200);
    expect(res.body.deliveries).toEqual([{ event: 'invitee.canceled', status: 200 }, { event: 'invitee.created', status: 200 }]);
    const all = await events();
    expect(all.filter((e) => e.type === 'booking_rescheduled')).toHaveLength(1);
    expect(all.filter((e) => e.type === 'booking_canceled')).toHaveLength(0);
    const [contact] = await contactsByEmail(email);
    expect(all.find((e) => e.type === 'booking_rescheduled')).toMatchObject({ summary: 'Product demo · 2030-05-08 15:30 UTC', contactId: contact!.id });
    inviteeUri = res.body.inviteeUri;
  });

  it('a reschedule delivered in the other order (new invitee first) is still one booking_rescheduled with the new time', async () => {
    const c = await connection();
    const sub = sandbox().subscriptionFor(`http://localhost:3000/api/integrations/calendly/webhook/${c.id}`)!;
    const booked = sandbox().book(sub, { name: 'Order Test', email: 'order@example.com', eventName: 'Intro', start: new Date('2030-06-01T08:00:00Z') });
    const [canceled, created] = sandbox().reschedule(sub, String(booked.payload.uri), new Date('2030-06-02T10:00:00Z'));
    const deliver = (p: unknown) => {
      const raw = JSON.stringify(p);
      return ctx.app.inject({ method: 'POST', url: `/api/integrations/calendly/webhook/${c.id}`, payload: raw, headers: { 'content-type': 'application/json', 'calendly-webhook-signature': calendlySignature(sub.signingKey, raw, Math.floor(Date.now() / 1000)) } });
    };
    expect((await deliver(booked)).json().outcome).toBe('recorded');
    expect((await deliver(created)).json().outcome).toBe('recorded');
    expect((await deliver(canceled)).json().outcome).toBe('recorded');
    expect((await deliver(canceled)).json().outcome).toBe('duplicate');
    const mine = (await events()).filter((e) => e.summary.startsWith('Intro'));
    expect(mine.map((e) => [e.type, e.summary])).toEqual([['booking_rescheduled', 'Intro · 2030-06-02 10:00 UTC'], ['booking_created', 'Intro · 2030-06-01 08:00 UTC']]);
    expect(await contactsByEmail('order@example.com')).toHaveLength(1);
  });

  it('the last test booking (what reschedule and cancel act on) is the company’s own; bad input is refused and changes nothing', async () => {
    const last = await api('GET', `/api/integrations/calendly/sandbox/last-booking/${owner.companyId}`, agent);
    expect(last.status).toBe(200);
    expect(last.body.booking).toMatchObject({ email: 'order@example.com', name: 'Order Test', eventName: 'Intro', startTime: '2030-06-02T10:00:00.000Z' });
    expect((await api('GET', `/api/integrations/calendly/sandbox/last-booking/${owner.companyId}`, stranger)).status).toBe(404);
    // A company whose Calendly is not connected has no test booking.
    expect((await api('GET', `/api/integrations/calendly/sandbox/last-booking/${stranger.companyId}`, stranger)).body).toEqual({ booking: null });
    // One sandbox serves every company: another user's booking is "not found" for this one.
    const sub = sandbox().subscriptionFor(`http://localhost:3000/api/integrations/calendly/webhook/${(await connection()).id}`)!;
    expect(() => sandbox().cancel({ ...sub, userUri: 'https://calendly.sandbox.invalid/users/U00000000' }, last.body.booking.inviteeUri)).toThrow('No such invitee');
    const before = (await events()).length;
    for (const bad of [{ action: 'move' }, { email: 'not-an-email' }, { startTime: 'tomorrow' }, { name: '' }]) {
      const res = await testBooking(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error_code).toBe('validation_error');
    }
    expect((await events()).length).toBe(before);
    expect((await api('GET', `/api/integrations/calendly/sandbox/last-booking/${owner.companyId}`, agent)).body.booking.inviteeUri).toBe(last.body.booking.inviteeUri);
  });

  it('a plain cancel is booking_canceled', async () => {
    const res = await testBooking({ action: 'cancel', inviteeUri });
    expect(res.body.deliveries).toEqual([{ event: 'invitee.canceled', status: 200 }]);
    const [canceled] = await events();
    expect(canceled).toMatchObject({ type: 'booking_canceled', summary: 'Product demo · 2030-05-08 15:30 UTC' });
    expect((await testBooking({ action: 'cancel', inviteeUri })).status).toBe(404);
  });
});

describe('Calendly sandbox after a restart', () => {
  it('test bookings still arrive signed: the subscription and its key come from the database, not the sandbox’s memory', async () => {
    const before = ctx.deps.connectors.scheduling;
    ctx.deps.connectors.scheduling = new SandboxScheduling();
    try {
      const res = await testBooking({ name: 'After Restart', email: 'restart@example.com' });
      expect(res.body.deliveries).toEqual([{ event: 'invitee.created', status: 200 }]);
      expect(await contactsByEmail('restart@example.com')).toHaveLength(1);
    } finally {
      ctx.deps.connectors.scheduling = before;
    }
  });
});

describe('Calendly: tokens', () => {
  it('refreshes before use when about to expire (the refresh token rotates; the spent one is refused)', async () => {
    const c = await connection();
    const soon = new Date(c.expiresAt!.getTime() - 60_000);
    const token = await accessTokenOf(ctx.deps, c.id, soon);
    const after = await connection();
    expect(after.refreshTokenSealed).not.toBe(c.refreshTokenSealed);
    expect(after.expiresAt!.getTime()).toBeGreaterThan(c.expiresAt!.getTime() - 1);
    expect(await accessTokenOf(ctx.deps, c.id)).toBe(token);
  });

  it('the periodic refresh renews expiring tokens; a revoked grant leaves the connection expired with the error', async () => {
    const c = await connection();
    expect(await refreshCalendlyTokens(ctx.deps, new Date(c.expiresAt!.getTime() - 30 * 60_000))).toEqual({ refreshed: 1, failed: 0 });
    // Someone revoked the app at Calendly: the stored refresh token is refused.
    await sandbox().revoke(openSecret(ctx.deps.config, 'integrations.calendly.refresh', c.id, (await connection()).refreshTokenSealed!));
    const later = await connection();
    expect(await refreshCalendlyTokens(ctx.deps, new Date(later.expiresAt!.getTime() - 30 * 60_000))).toEqual({ refreshed: 0, failed: 1 });
    expect(await connection()).toMatchObject({ status: 'expired', error: { code: 'token_revoked' } });
    expect((await events())[0]).toMatchObject({ type: 'error' });
  });

  it('disconnect deletes the subscription, revokes and deletes the tokens; a stranger cannot', async () => {
    const earlier = [...sandbox().subscriptions.keys()];
    await consent(owner, 'allow');
    const c = await connection();
    // Connecting again replaced the earlier subscription (no booking is delivered twice).
    expect(sandbox().subscriptions.size).toBe(1);
    expect(earlier.some((uri) => sandbox().subscriptions.has(uri))).toBe(false);
    const sub = await ctx.db.selectFrom('calendlySubscriptions').selectAll().where('connectionId', '=', c.id).executeTakeFirstOrThrow();
    expect(sandbox().subscriptions.has(sub.subscriptionUri!)).toBe(true);
    expect((await api('POST', '/api/integrations/calendly/disconnect', stranger, { companyId: owner.companyId, connectionId: c.id })).status).toBe(404);
    expect((await api('POST', '/api/integrations/calendly/disconnect', stranger, { companyId: stranger.companyId, connectionId: c.id })).status).toBe(404);
    expect((await api('POST', '/api/integrations/calendly/disconnect', owner, { companyId: owner.companyId, connectionId: c.id })).body).toEqual({ ok: true });
    expect(sandbox().subscriptions.has(sub.subscriptionUri!)).toBe(false);
    expect(await ctx.db.selectFrom('integrationConnections').selectAll().where('id', '=', c.id).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('calendlySubscriptions').selectAll().where('connectionId', '=', c.id).execute()).toEqual([]);
    expect((await events())[0]).toMatchObject({ type: 'disconnected' });
    expect((await testBooking({})).status).toBe(409);
  });

  it('never shows a token or signing key in any response', () => {
    const all = bodies.join('\n');
    expect(all).not.toMatch(/sbxcal\.(at|rt)\./);
    for (const s of sandbox().subscriptions.values()) expect(all).not.toContain(s.signingKey);
  });
});

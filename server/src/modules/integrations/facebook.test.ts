import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureOf } from '../../connectors/chat/cloud.webhook';
import { SandboxSocial, businessKeyOf } from '../../connectors/social/sandbox';
import { sandboxConsent } from '../../../test/socialFixtures';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { refreshExpiringTokens } from './facebook.service';

// That a lead tells workflows (contact_created) is checked through the engine itself, in
// workflows.calls.test.ts ("through the areas"): a module mock cannot be relied on in the server
// project, whose files share one module graph (isolate: false).

let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let stranger: TestUser;
/** Every response body seen, to check no token ever leaves the server. */
const bodies: string[] = [];

const api = async (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser | null, body?: unknown) => {
  const res = await call(ctx, method, url, { token: user?.token, body });
  bodies.push(typeof res.body === 'string' ? res.body : JSON.stringify(res.body));
  return res;
};
const sandbox = () => ctx.deps.connectors.social as SandboxSocial;

/** The browser's part (test/socialFixtures), keeping the pages for the checks that nothing leaks. */
async function consent(user: TestUser, decision: 'allow' | 'cancel', lang: 'es' | 'en' = 'en') {
  const done = await sandboxConsent(ctx, user, decision, lang);
  bodies.push(done.page.body, done.callback.body);
  return done;
}

function leadPayload(pageId: string, leadgenId: string) {
  return JSON.stringify({ object: 'page', entry: [{ id: pageId, time: 1700000000, changes: [{ field: 'leadgen', value: {
    leadgen_id: leadgenId, page_id: pageId, form_id: '444', ad_id: '1', adgroup_id: '1', created_time: 1700000000,
  } }] }] });
}
const deliver = (raw: string, signature = signatureOf(sandbox().appSecret, raw)) => ctx.app.inject({
  method: 'POST', url: '/api/integrations/facebook/webhook', payload: raw, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
});

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  stranger = await createTestUser(ctx);
});
afterAll(() => ctx.close());

describe('social network: connect through the sandbox consent', () => {
  it('lists one entry per integration, where it connects on this server (the sandbox here), none connected at first', async () => {
    const res = await api('GET', `/api/integrations/${owner.companyId}`, owner);
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { kind: string; provider: string }) => [d.kind, d.provider])).toEqual([['facebook', 'sandbox'], ['calendly', 'sandbox'], ['gmail', 'sandbox']]);
    expect(res.body.data.every((d: { connection: unknown }) => d.connection === null)).toBe(true);
  });

  it('refuses strangers (404), agents on writes (403) and bad input (400)', async () => {
    expect((await api('GET', `/api/integrations/${owner.companyId}`, stranger)).status).toBe(404);
    expect((await api('GET', `/api/integrations/facebook/pixels/${owner.companyId}`, stranger)).status).toBe(404);
    expect((await api('POST', '/api/integrations/facebook/connect', stranger, { companyId: owner.companyId })).status).toBe(404);
    expect((await api('POST', '/api/integrations/facebook/connect', agent, { companyId: owner.companyId })).status).toBe(403);
    expect((await api('GET', `/api/integrations/facebook/connections/${owner.companyId}`, agent)).status).toBe(200);
    expect((await api('POST', '/api/integrations/facebook/connect', owner, { companyId: owner.companyId, lang: 'fr' })).status).toBe(400);
    const bad = await api('POST', '/api/integrations/facebook/pixels/add', owner, { companyId: owner.companyId, connectionId: 'x', pixelId: 'a b', pixelName: '' });
    expect(bad.status).toBe(400);
    expect((await api('GET', `/api/integrations/events/${owner.companyId}?limit=1000`, owner)).status).toBe(400);
    expect((await api('GET', `/api/integrations/${owner.companyId}`, null)).status).toBe(401);
    for (const url of [
      `/api/integrations/events/${owner.companyId}`, `/api/integrations/facebook/connections/${owner.companyId}`,
      `/api/integrations/facebook/pages/${owner.companyId}`, `/api/pixelsByCompany/${owner.companyId}`,
    ]) {
      expect((await api('GET', url, stranger)).status, url).toBe(404);
      expect((await api('GET', url, agent)).status, url).toBe(200);
    }
    expect((await api('DELETE', `/api/integrations/facebook/pixels/delete?companyId=${owner.companyId}&pixelId=1`, stranger)).status).toBe(404);
  });

  it('shows the consent page in the session language; Cancel returns consent_denied and connects nothing', async () => {
    const { page, callback } = await consent(owner, 'cancel', 'es');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Conectar con Facebook (sandbox)');
    expect(page.body).toContain('Permitir');
    expect(page.body).toContain('Sandbox Store — Shopping &amp; retail');
    expect(page.body).not.toMatch(/<script|https?:\/\//);
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('/es/integrations?integrationError=consent_denied');
    expect((await api('GET', `/api/integrations/facebook/connections/${owner.companyId}`, owner)).body.data).toEqual([]);
  });

  it('Allow connects: tokens sealed, pages subscribed, a connected event, back to the app', async () => {
    const { page, callback, callbackUrl, cookie } = await consent(owner, 'allow', 'en');
    expect(page.body).toContain('Connect with Facebook (sandbox)');
    expect(page.body).toContain('>Allow<');
    expect(callback.headers.location).toBe('/en/integrations?connected=facebook');

    // The same state again (single use), and a callback without this browser's cookie: refused.
    const again = await ctx.app.inject({ method: 'GET', url: callbackUrl, headers: { cookie } });
    expect(again.headers.location).toMatch(/integrationError=not_found/);

    const conns = await api('GET', `/api/integrations/facebook/connections/${owner.companyId}`, owner);
    expect(conns.body.data).toHaveLength(1);
    const c = conns.body.data[0];
    expect(c).toMatchObject({ kind: 'facebook', status: 'connected', accountName: 'Sandbox Business', userId: null, error: null, connectedBy: { _id: owner.id } });
    expect(c.scopes).toContain('leads_retrieval');
    const days = (new Date(c.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59);
    expect(days).toBeLessThan(61);

    const pages = await api('GET', `/api/integrations/facebook/pages/${owner.companyId}`, agent);
    expect(pages.body.data.map((p: { name: string; category: string; leadsSubscribed: boolean }) => [p.name, p.category, p.leadsSubscribed])).toEqual([
      ['Sandbox Academy', 'Education', false], ['Sandbox Café', 'Restaurant', true], ['Sandbox Store', 'Shopping & retail', true],
    ]);

    const row = await ctx.db.selectFrom('integrationConnections').selectAll().where('companyId', '=', owner.companyId).executeTakeFirstOrThrow();
    expect(row.accessTokenSealed).toMatch(/^v1:/);
    expect(row.accessTokenSealed).not.toContain('sbxtoken');
    const pageRows = await ctx.db.selectFrom('facebookPages').select('pageTokenSealed').where('companyId', '=', owner.companyId).execute();
    expect(pageRows.every((p) => p.pageTokenSealed?.startsWith('v1:') && !p.pageTokenSealed.includes('sbxpage'))).toBe(true);

    const overview = await api('GET', `/api/integrations/${owner.companyId}`, owner);
    const fb = overview.body.data.find((d: { kind: string }) => d.kind === 'facebook');
    expect(fb.connection.status).toBe('connected');
    expect(fb.recentEvents[0]).toMatchObject({ type: 'connected', summary: 'Sandbox Business' });
  });

  it('a session another company started is refused in this browser (no cookie) and connects nothing there', async () => {
    const other = await createTestUser(ctx);
    const started = await api('POST', '/api/integrations/facebook/connect', other, { companyId: other.companyId, lang: 'es' });
    const posted = await ctx.app.inject({
      method: 'POST', url: '/api/integrations/facebook/sandbox/consent', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ state: started.body.token, decision: 'allow' }).toString(),
    });
    const callback = await ctx.app.inject({ method: 'GET', url: String(posted.headers.location), headers: { cookie: `crm_consent_facebook=${'x'.repeat(43)}` } });
    expect(callback.headers.location).toBe('/es/integrations?integrationError=not_found');
    expect((await api('GET', `/api/integrations/facebook/connections/${other.companyId}`, other)).body.data).toEqual([]);
  });

  it('an expired session is refused', async () => {
    const started = await api('POST', '/api/integrations/facebook/connect', owner, { companyId: owner.companyId, lang: 'es' });
    await ctx.db.updateTable('integrationConsentSessions').set({ expiresAt: new Date(Date.now() - 1000) }).where('usedAt', 'is', null).execute();
    const page = await ctx.app.inject({ method: 'GET', url: started.body.url });
    expect(page.statusCode).toBe(404);
    const cookie = String(started.headers['set-cookie']).split(';')[0]!;
    const cb = await ctx.app.inject({ method: 'GET', url: `/api/integrations/facebook/callback?code=sbxcode.${businessKeyOf(owner.companyId)}.x&state=${started.body.token}`, headers: { cookie } });
    expect(cb.headers.location).toBe('/es/integrations?integrationError=not_found');
  });
});

describe('social network: pixels', () => {
  it('lists the business pixels with when they fired; adds and removes one', async () => {
    const list = await api('GET', `/api/integrations/facebook/pixels/${owner.companyId}`, agent);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(3);
    const [first, , never] = list.body.data;
    expect(first).toMatchObject({ name: 'Sandbox Store Pixel', added: false, adAccountId: `act_2${businessKeyOf(owner.companyId)}` });
    expect(Date.now() - new Date(first.lastFiredAt).getTime()).toBeGreaterThan(3_500_000);
    expect(never.lastFiredAt).toBeNull();

    const add = { companyId: owner.companyId, connectionId: first.connectionId, pixelId: first._id, pixelName: 'Store' };
    expect((await api('POST', '/api/integrations/facebook/pixels/add', agent, add)).status).toBe(403);
    expect((await api('POST', '/api/integrations/facebook/pixels/add', stranger, add)).status).toBe(404);
    const added = await api('POST', '/api/integrations/facebook/pixels/add', owner, add);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ companyId: owner.companyId, pixelId: first._id, pixelName: 'Store' });
    const notOurs = await api('POST', '/api/integrations/facebook/pixels/add', owner, { ...add, pixelId: '999999' });
    expect(notOurs.status).toBe(404);
    expect(notOurs.body.message).toBe('The pixel 999999 is not in the ad accounts of the connected business');

    expect((await api('GET', `/api/pixelsByCompany/${owner.companyId}`, agent)).body.data.map((p: { pixelId: string }) => p.pixelId)).toEqual([first._id]);
    expect((await api('GET', `/api/integrations/facebook/pixels/${owner.companyId}`, owner)).body.data[0].added).toBe(true);

    const del = `/api/integrations/facebook/pixels/delete?companyId=${owner.companyId}&pixelId=${first._id}`;
    expect((await api('DELETE', del, agent)).status).toBe(403);
    expect((await api('DELETE', del, owner)).status).toBe(200);
    expect((await api('DELETE', del, owner)).status).toBe(404);
    expect((await api('GET', `/api/pixelsByCompany/${owner.companyId}`, owner)).body.data).toEqual([]);
    const types = (await api('GET', `/api/integrations/events/${owner.companyId}?kind=facebook`, owner)).body.data.map((e: { type: string }) => e.type);
    expect(types.slice(0, 2)).toEqual(['pixel_removed', 'pixel_added']);
  });
});

describe('social network: connecting again', () => {
  it('keeps one connection (same id), its pages once and the pixels the company chose', async () => {
    const before = (await api('GET', `/api/integrations/facebook/connections/${owner.companyId}`, owner)).body.data[0];
    const pixel = (await api('GET', `/api/integrations/facebook/pixels/${owner.companyId}`, owner)).body.data[1];
    await api('POST', '/api/integrations/facebook/pixels/add', owner, { companyId: owner.companyId, connectionId: before._id, pixelId: pixel._id, pixelName: 'Landing' });
    const { callback } = await consent(owner, 'allow', 'es');
    expect(callback.headers.location).toBe('/es/integrations?connected=facebook');
    const after = (await api('GET', `/api/integrations/facebook/connections/${owner.companyId}`, owner)).body.data;
    expect(after.map((c: { _id: string }) => c._id)).toEqual([before._id]);
    expect((await api('GET', `/api/integrations/facebook/pages/${owner.companyId}`, owner)).body.data).toHaveLength(3);
    expect((await api('GET', `/api/pixelsByCompany/${owner.companyId}`, owner)).body.data.map((p: { pixelName: string }) => p.pixelName)).toEqual(['Landing']);
  });
});

describe('social network: lead ads webhook', () => {
  it('answers the subscription check only with the verify token', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: `/api/integrations/facebook/webhook?hub.mode=subscribe&hub.verify_token=${sandbox().verifyToken}&hub.challenge=1158201444` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/integrations/facebook/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1' });
    expect(bad.statusCode).toBe(403);
  });

  it('a forged signature gets 403 and stores nothing', async () => {
    const pageId = `1${businessKeyOf(owner.companyId)}01`;
    const raw = leadPayload(pageId, '900000000000001');
    expect((await deliver(raw, signatureOf('not-the-secret', raw))).statusCode).toBe(403);
    expect((await deliver(raw, '')).statusCode).toBe(403);
    // Signed over other bytes (a re-serialisation) does not match either.
    expect((await deliver(raw, signatureOf(sandbox().appSecret, `${raw} `))).statusCode).toBe(403);
    const events = await ctx.db.selectFrom('integrationEvents').selectAll().where('externalKey', '=', '900000000000001').execute();
    expect(events).toEqual([]);
  });

  it('a signed lead makes a contact (source facebook_lead, answers in a note) and an event; a replay makes nothing more', async () => {
    const pageId = `1${businessKeyOf(owner.companyId)}02`;
    const lead = sandbox().createTestLead({ pageId, fields: { full_name: 'Marta Ruiz', email: 'Marta.Ruiz@example.com', phone_number: '+34 600 123 456', what_are_you_interested_in: 'demo' } });
    const raw = leadPayload(pageId, lead.leadgenId);
    expect((await deliver(raw)).statusCode).toBe(200);
    expect((await deliver(raw)).statusCode).toBe(200);

    const contacts = await ctx.db.selectFrom('contacts').selectAll().where('companyId', '=', owner.companyId).execute();
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ name: 'Marta Ruiz', email: 'marta.ruiz@example.com', phone: '+34 600 123 456', source: 'facebook_lead' });
    const notes = await ctx.db.selectFrom('contactComments').selectAll().where('contactId', '=', contacts[0]!.id).execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.body).toContain('what_are_you_interested_in: demo');

    const events = await api('GET', `/api/integrations/events/${owner.companyId}?contactId=${contacts[0]!.id}`, agent);
    expect(events.body.total).toBe(1);
    expect(events.body.data[0]).toMatchObject({ type: 'lead_received', kind: 'facebook', contactId: contacts[0]!.id, summary: 'Sandbox Café · Sandbox ad' });

    // Another lead of the same person (by phone) updates her, no second contact.
    const second = sandbox().createTestLead({ pageId, fields: { full_name: 'Marta R.', phone_number: '600123456', city: 'Sevilla' } });
    expect((await deliver(leadPayload(pageId, second.leadgenId))).statusCode).toBe(200);
    const after = await ctx.db.selectFrom('contacts').selectAll().where('companyId', '=', owner.companyId).execute();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ name: 'Marta Ruiz', city: 'Sevilla' });
  });

  it('the sandbox test-lead route delivers a signed lead to a page of the caller\'s company (and only to members who may write)', async () => {
    const url = '/api/integrations/facebook/sandbox/test-lead';
    expect((await api('POST', url, agent, { companyId: owner.companyId })).status).toBe(403);
    expect((await api('POST', url, stranger, { companyId: owner.companyId })).status).toBe(404);
    expect((await api('POST', url, owner, { companyId: owner.companyId, pageId: '123' })).status).toBe(404);
    const sent = await api('POST', url, owner, { companyId: owner.companyId, fields: { full_name: 'Pablo Gil', email: 'pablo@example.com' } });
    expect(sent.status).toBe(200);
    expect(sent.body.delivered).toBe(true);
    const pablo = await ctx.db.selectFrom('contacts').select(['source']).where('email', '=', 'pablo@example.com').where('companyId', '=', owner.companyId).executeTakeFirst();
    expect(pablo?.source).toBe('facebook_lead');
  });
});

describe('social network: token refresh and disconnect', () => {
  it('re-exchanges a token expiring within 7 days; one that cannot be leaves the connection expired with the error', async () => {
    const conn = await ctx.db.selectFrom('integrationConnections').selectAll().where('companyId', '=', owner.companyId).executeTakeFirstOrThrow();
    await ctx.db.updateTable('integrationConnections').set({ expiresAt: new Date(Date.now() + 3 * 86_400_000) }).where('id', '=', conn.id).execute();
    expect(await refreshExpiringTokens(ctx.deps)).toEqual({ refreshed: 1, failed: 0 });
    const fresh = await ctx.db.selectFrom('integrationConnections').selectAll().where('id', '=', conn.id).executeTakeFirstOrThrow();
    expect(fresh.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    expect(fresh.accessTokenSealed).not.toBe(conn.accessTokenSealed);

    // Sixty-one days on, the sandbox's token has run out: it cannot be exchanged.
    const later = new Date(Date.now() + 61 * 86_400_000);
    const stale = new SandboxSocial(sandbox().appSecret, sandbox().verifyToken, () => later);
    const result = await refreshExpiringTokens({ ...ctx.deps, connectors: { ...ctx.deps.connectors, social: stale } }, later);
    expect(result).toEqual({ refreshed: 0, failed: 1 });
    const expired = (await api('GET', `/api/integrations/facebook/connections/${owner.companyId}`, owner)).body.data[0];
    expect(expired.status).toBe('expired');
    expect(expired.error).toMatchObject({ code: 'token_expired' });
    const pixels = await api('GET', `/api/integrations/facebook/pixels/${owner.companyId}`, owner);
    expect(pixels.body.data).toEqual([]);

    // A lead arriving meanwhile cannot be fetched: no contact, an error event on the card.
    const pageId = `1${businessKeyOf(owner.companyId)}02`;
    const lead = sandbox().createTestLead({ pageId, fields: { full_name: 'Late Lead', email: 'late@example.com' } });
    expect((await deliver(leadPayload(pageId, lead.leadgenId))).statusCode).toBe(200);
    expect(await ctx.db.selectFrom('contacts').selectAll().where('email', '=', 'late@example.com').execute()).toEqual([]);
    const last = (await api('GET', `/api/integrations/events/${owner.companyId}?kind=facebook&limit=1`, owner)).body.data[0];
    expect(last).toMatchObject({ type: 'error', error: { code: 'token_expired' } });
    expect(last.error.message).toContain(lead.leadgenId);
  });

  it('disconnect (owner only) deletes the connection, its tokens and pages, and records it', async () => {
    const conn = (await api('GET', `/api/integrations/facebook/connections/${owner.companyId}`, owner)).body.data[0];
    const body = { companyId: owner.companyId, connectionId: conn._id };
    expect((await api('POST', '/api/integrations/facebook/disconnect', agent, body)).status).toBe(403);
    expect((await api('POST', '/api/integrations/facebook/disconnect', stranger, body)).status).toBe(404);
    expect((await api('POST', '/api/integrations/facebook/disconnect', owner, body)).status).toBe(200);
    expect((await api('POST', '/api/integrations/facebook/disconnect', owner, body)).status).toBe(404);
    expect(await ctx.db.selectFrom('integrationConnections').selectAll().where('companyId', '=', owner.companyId).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('facebookPages').selectAll().where('companyId', '=', owner.companyId).execute()).toEqual([]);
    const overview = (await api('GET', `/api/integrations/${owner.companyId}`, owner)).body.data[0];
    expect(overview.connection).toBeNull();
    expect(overview.recentEvents[0]).toMatchObject({ type: 'disconnected', connectionId: null });
    // Leads of its pages are no longer filed.
    const pageId = `1${businessKeyOf(owner.companyId)}01`;
    const lead = sandbox().createTestLead({ pageId });
    expect((await deliver(leadPayload(pageId, lead.leadgenId))).statusCode).toBe(200);
    expect(await ctx.db.selectFrom('integrationEvents').selectAll().where('externalKey', '=', lead.leadgenId).execute()).toEqual([]);
  });

  it('never sent a token in any response', () => {
    const all = bodies.join('\n');
    expect(all).not.toMatch(/sbxtoken|sbxpage|sbxcode|access_?token|Sealed/i);
    expect(all).not.toContain(sandbox().appSecret);
  });
});

describe('request log', () => {
  it('keeps the OAuth code, the consent state and the verify token out of it', async () => {
    const { redactedLog } = await import('./facebook.webhook.routes');
    const logged = redactedLog.req({ method: 'GET', url: '/api/integrations/facebook/callback?code=AQD-secret&state=s3cret&x=1' });
    expect(logged.url).toBe('/api/integrations/facebook/callback?code=[redacted]&state=[redacted]&x=1');
    expect(redactedLog.req({ method: 'GET', url: '/w?hub.mode=subscribe&hub.verify_token=tok&hub.challenge=5' }).url).toBe('/w?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=5');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { sandboxPixel } from '../../../test/socialFixtures';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { LANDING_CSP } from '../landings/landings.host';
import { recordEvent } from './integrations.service';

// Issue 16: the company's chosen Meta pixels on its published landings, the page's CSP, and the
// sandbox's pixel events reaching the integrations screen.

let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let stranger: TestUser;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  owner = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  stranger = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
});
afterAll(async () => ctx?.close());

/** A landing of the user's company, on a fresh subdomain, published; its host. */
async function publishedLanding(c: TestContext, user: TestUser, language: 'es' | 'en' = 'es') {
  const landing = (await call(c, 'POST', '/api/createLandingWithoutIA', { token: user.token, body: { companyId: user.companyId, templateId: 'services', language } })).body;
  const subdomain = `px-${Date.now().toString(36)}-${++seq}`;
  expect((await call(c, 'POST', '/api/updateSubdomain', { token: user.token, body: { companyId: user.companyId, landingId: landing._id, subdomain } })).status).toBe(200);
  expect((await call(c, 'POST', '/api/publishLanding', { token: user.token, body: { companyId: user.companyId, landingId: landing._id } })).status).toBe(200);
  return { landingId: landing._id as string, host: `${subdomain}.landings.localhost:3000` };
}
const visit = (c: TestContext, host: string, url = '/') => c.app.inject({ method: 'GET', url, headers: { host } });
const fire = (host: string, payload: string, contentType = 'application/x-www-form-urlencoded') =>
  ctx.app.inject({ method: 'POST', url: '/_lp/sandbox/tr', headers: { host, 'content-type': contentType }, payload });
const pixelEvents = async (companyId: string) =>
  ctx.db.selectFrom('integrationEvents').selectAll().where('companyId', '=', companyId).where('type', '=', 'pixel_fired').orderBy('createdAt').execute();
const pixelsOf = async (user: TestUser) =>
  (await call(ctx, 'GET', `/api/integrations/facebook/pixels/${user.companyId}`, { token: user.token })).body.data as { _id: string; connectionId: string; name: string; lastFiredAt: string | null; added: boolean }[];
const tag = (ids: string[]) => `<script src="/_lp/px.js" data-pixels="${ids.join(',')}" defer></script>`;

describe('chosen pixels on published landings (sandbox)', () => {
  let pixelId: string;
  let page: { landingId: string; host: string };

  it('a page carries no pixel code until the company adds a pixel; then every published page carries it, with the notice in its language', async () => {
    page = await publishedLanding(ctx, owner, 'es');
    const english = await publishedLanding(ctx, owner, 'en');
    const before = await visit(ctx, page.host);
    expect(before.body).not.toContain('/_lp/px.js');
    expect(before.body).not.toContain('lp-consent');

    pixelId = await sandboxPixel(ctx, owner);
    const after = await visit(ctx, page.host);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain(tag([pixelId]));
    // Only the added pixel: the business's other pixels stay off the page.
    const others = (await pixelsOf(owner)).filter((p) => !p.added).map((p) => p._id);
    expect(others.length).toBeGreaterThan(0);
    for (const id of others) expect(after.body).not.toContain(id);
    // The consent notice, hidden until the script shows it, in the landing's language.
    expect(after.body).toMatch(/<div id="lp-consent" role="region" aria-label="Aviso de cookies" hidden/);
    expect(after.body).toContain('>Aceptar</button>');
    expect((await visit(ctx, english.host)).body).toContain('>Accept</button>');
    // Sandbox: nothing from Meta's hosts, so the CSP is the landing's own.
    expect(after.headers['content-security-policy']).toBe(LANDING_CSP);
    expect(after.body).not.toContain('facebook');
  });

  it('serves the sandbox pixel on the landing origin: the base code loads the local stand-in, never Meta', async () => {
    const base = await visit(ctx, page.host, '/_lp/px.js');
    expect(base.statusCode).toBe(200);
    expect(base.headers['content-type']).toContain('text/javascript');
    expect(base.body).toContain("'/_lp/sandbox/fbevents.js'");
    expect(base.body).not.toContain('connect.facebook.net');
    const stand = await visit(ctx, page.host, '/_lp/sandbox/fbevents.js');
    expect(stand.statusCode).toBe(200);
    expect(stand.body).toContain('/_lp/sandbox/tr');
  });

  it('records PageView and Lead from the page as the pixel firing: the event on the card, the last fired time moved', async () => {
    const startedAt = Date.now();
    const before = (await pixelsOf(owner)).find((p) => p._id === pixelId)!;
    expect(new Date(before.lastFiredAt ?? 0).getTime()).toBeLessThan(startedAt);

    const url = `http://${page.host}/?fbclid=IwAR-secret&utm_source=fb`;
    expect((await fire(page.host, new URLSearchParams({ id: pixelId, ev: 'PageView', dl: url }).toString())).statusCode).toBe(204);
    expect((await fire(page.host, JSON.stringify({ id: pixelId, ev: 'Lead', dl: url }), 'application/json')).statusCode).toBe(204);

    const events = await pixelEvents(owner.companyId);
    expect(events.map((e) => e.summary)).toEqual([expect.stringMatching(/ · PageView$/), expect.stringMatching(/ · Lead$/)]);
    // The page's address without its query (click ids are not the pixel event's business).
    expect(events[0]!.data).toMatchObject({ pixelId, event: 'PageView', landingId: page.landingId, url: `http://${page.host}/` });
    const after = (await pixelsOf(owner)).find((p) => p._id === pixelId)!;
    expect(new Date(after.lastFiredAt!).getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    const overview = await call(ctx, 'GET', `/api/integrations/${owner.companyId}`, { token: owner.token });
    const facebook = overview.body.data.find((d: { kind: string }) => d.kind === 'facebook');
    expect(facebook.recentEvents[0]).toMatchObject({ type: 'pixel_fired', summary: expect.stringMatching(/ · Lead$/) });
  });

  it("keeps one event per pixel and kind, counted: a busy landing's visits do not push a lead off the card", async () => {
    const connectionId = (await pixelsOf(owner)).find((p) => p._id === pixelId)!.connectionId;
    await recordEvent(ctx.db, { companyId: owner.companyId, kind: 'facebook', connectionId, type: 'lead_received', summary: 'Ana García · Formulario de anuncios' });
    const dl = `http://${page.host}/`;
    for (let i = 0; i < 12; i += 1) expect((await fire(page.host, new URLSearchParams({ id: pixelId, ev: 'PageView', dl }).toString())).statusCode).toBe(204);

    const events = await pixelEvents(owner.companyId);
    expect(events.map((e) => e.summary)).toEqual([expect.stringMatching(/ · Lead$/), expect.stringMatching(/ · PageView · ×13$/)]);
    expect(events[1]!.data).toMatchObject({ pixelId, event: 'PageView', fires: 13 });
    const overview = await call(ctx, 'GET', `/api/integrations/${owner.companyId}`, { token: owner.token });
    const recent = overview.body.data.find((d: { kind: string }) => d.kind === 'facebook').recentEvents as { type: string; summary: string }[];
    // The newest first: the visits as one event, then the lead, then the earlier Lead fire.
    expect(recent.slice(0, 3).map((e) => e.type)).toEqual(['pixel_fired', 'lead_received', 'pixel_fired']);
    expect(recent[0]!.summary).toMatch(/ · PageView · ×13$/);
    expect(recent[2]!.summary).toMatch(/ · Lead$/);
  });

  it('refuses garbage with 400 (or 413, 404) and keeps nothing', async () => {
    const count = (await pixelEvents(owner.companyId)).length;
    const lastFired = (await pixelsOf(owner)).find((p) => p._id === pixelId)!.lastFiredAt;
    const other = (await pixelsOf(owner)).find((p) => !p.added)!._id;
    const dl = `http://${page.host}/`;
    for (const [payload, type] of [
      [new URLSearchParams({ id: pixelId, ev: 'Purchase', dl }).toString(), undefined],
      [new URLSearchParams({ id: other, ev: 'PageView', dl }).toString(), undefined],
      [new URLSearchParams({ id: pixelId, ev: 'PageView', dl: 'javascript:alert(1)' }).toString(), undefined],
      [new URLSearchParams({ ev: 'PageView', dl }).toString(), undefined],
      ['{not json', 'application/json'],
      ['[1,2]', 'application/json'],
    ] as [string, string | undefined][]) {
      const res = await fire(page.host, payload, type);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'validation_error' });
    }
    expect((await fire(page.host, `id=${pixelId}&ev=PageView&dl=${'x'.repeat(5000)}`)).statusCode).toBe(413);
    expect((await fire('nobody-here.landings.localhost:3000', new URLSearchParams({ id: pixelId, ev: 'PageView', dl }).toString())).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/_lp/sandbox/tr', headers: { host: page.host } })).statusCode).toBe(405);
    expect((await pixelEvents(owner.companyId)).length).toBe(count);
    expect((await pixelsOf(owner)).find((p) => p._id === pixelId)!.lastFiredAt).toBe(lastFired);
  });

  it('a stranger or an agent cannot add a pixel to the company (its pages stay as they were)', async () => {
    const before = await visit(ctx, page.host);
    const pixel = (await pixelsOf(owner)).find((p) => !p.added)!;
    const body = { companyId: owner.companyId, connectionId: pixel.connectionId, pixelId: pixel._id, pixelName: pixel.name };
    expect((await call(ctx, 'POST', '/api/integrations/facebook/pixels/add', { token: stranger.token, body })).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/integrations/facebook/pixels/add', { token: agent.token, body })).status).toBe(403);
    // The stranger's own company has no connection: its id cannot reach the owner's connection either.
    expect((await call(ctx, 'POST', '/api/integrations/facebook/pixels/add', { token: stranger.token, body: { ...body, companyId: stranger.companyId } })).status).toBe(404);
    const after = await visit(ctx, page.host);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.body).toContain(tag([pixelId]));
    expect(after.body).not.toContain(pixel._id);
    const strangers = await publishedLanding(ctx, stranger);
    expect((await visit(ctx, strangers.host)).body).not.toContain('/_lp/px.js');
  });

  it('a landing published after the pixel was added carries it too; removing the pixel takes it off every page', async () => {
    const later = await publishedLanding(ctx, owner);
    expect((await visit(ctx, later.host)).body).toContain(tag([pixelId]));
    const removed = await call(ctx, 'DELETE', `/api/integrations/facebook/pixels/delete?companyId=${owner.companyId}&pixelId=${pixelId}`, { token: owner.token });
    expect(removed.status).toBe(200);
    for (const host of [page.host, later.host]) {
      const res = await visit(ctx, host);
      expect(res.body).not.toContain('/_lp/px.js');
      expect(res.body).not.toContain('lp-consent');
      expect(res.headers['content-security-policy']).toBe(LANDING_CSP);
    }
    // The pixel no longer on the page: its events are refused.
    expect((await fire(page.host, new URLSearchParams({ id: pixelId, ev: 'PageView', dl: `http://${page.host}/` }).toString())).statusCode).toBe(400);
  });
});

describe('chosen pixels with Meta credentials (real pixel)', () => {
  let real: TestContext;
  beforeAll(async () => {
    real = await createTestContext({
      env: { PUBLIC_URL: 'http://localhost:3000', FACEBOOK_APP_ID: '123456789', FACEBOOK_APP_SECRET: 'x'.repeat(32), FACEBOOK_VERIFY_TOKEN: 'y'.repeat(20) },
    });
  });
  afterAll(async () => real?.close());

  it("loads Meta's fbevents.js with the pixel id, and only that page's CSP lets Meta's hosts in", async () => {
    const user = await createTestUser(real, { subscriptionType: 'standard_corp' });
    const plain = await publishedLanding(real, user);
    // A connection made through Graph (its consent needs Meta): stored as the callback stores it.
    const connection = await real.db.insertInto('integrationConnections').values({
      companyId: user.companyId, kind: 'facebook', userId: null, provider: 'graph', status: 'connected', accountName: 'Business', connectedAt: new Date(),
    }).returning('id').executeTakeFirstOrThrow();
    await real.db.insertInto('companyPixels').values({ companyId: user.companyId, connectionId: connection.id, pixelId: '1015522353123456', pixelName: 'Real pixel' }).execute();
    const withPixel = await publishedLanding(real, user);

    const res = await visit(real, withPixel.host);
    expect(res.body).toContain(tag(['1015522353123456']));
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://connect.facebook.net;");
    expect(csp).toContain("img-src 'self' data: https://www.facebook.com;");
    expect(csp).toContain("connect-src 'self' https://www.facebook.com;");
    expect(csp.replace(/ https:\/\/(connect\.facebook\.net|www\.facebook\.com)/g, '')).toBe(LANDING_CSP);
    // The page published before the pixel still has none, and its CSP stays closed.
    const before = await visit(real, plain.host);
    expect(before.body).not.toContain('/_lp/px.js');
    expect(before.headers['content-security-policy']).toBe(LANDING_CSP);

    const base = await visit(real, withPixel.host, '/_lp/px.js');
    expect(base.body).toContain("'https://connect.facebook.net/en_US/fbevents.js'");
    expect(base.body).not.toContain('/_lp/sandbox/');
    // The sandbox's stand-ins do not exist with real credentials.
    expect((await visit(real, withPixel.host, '/_lp/sandbox/fbevents.js')).statusCode).toBe(404);
    const tr = await real.app.inject({ method: 'POST', url: '/_lp/sandbox/tr', headers: { host: withPixel.host, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'id=1015522353123456&ev=PageView&dl=http://x/' });
    expect(tr.statusCode).toBe(404);
  });
});

describe("each landing's choice of pixels", () => {
  let user: TestUser;
  let other: TestUser;
  let p1: string;
  let p2: string;
  let p3: string;
  let chosen: { landingId: string; host: string };
  let all: { landingId: string; host: string };

  const choose = (u: TestUser, landingId: string, pixelIds: unknown, companyId = u.companyId, extra: Record<string, unknown> = {}) =>
    call(ctx, 'PUT', `/api/updateLandingData/${landingId}`, { token: u.token, body: { companyId, newData: { ...extra, pixelIds } } });
  const summaryOf = async (u: TestUser, landingId: string) =>
    ((await call(ctx, 'GET', `/api/getLandingsData/${u.companyId}`, { token: u.token })).body.data as { _id: string; name: string; pixelIds: string[] | null; updatedAt: string }[])
      .find((l) => l._id === landingId)!;
  const addPixel = async (u: TestUser, pixelId: string) => {
    const pixel = (await pixelsOf(u)).find((p) => p._id === pixelId)!;
    const res = await call(ctx, 'POST', '/api/integrations/facebook/pixels/add', { token: u.token, body: { companyId: u.companyId, connectionId: pixel.connectionId, pixelId, pixelName: pixel.name } });
    expect(res.status).toBeLessThan(300);
  };
  const removePixel = async (u: TestUser, pixelId: string) =>
    expect((await call(ctx, 'DELETE', `/api/integrations/facebook/pixels/delete?companyId=${u.companyId}&pixelId=${pixelId}`, { token: u.token })).status).toBe(200);

  beforeAll(async () => {
    user = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
    other = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
    p1 = await sandboxPixel(ctx, user);
    [p2, p3] = (await pixelsOf(user)).filter((p) => !p.added).map((p) => p._id) as [string, string];
    await addPixel(user, p2);
    chosen = await publishedLanding(ctx, user);
    all = await publishedLanding(ctx, user);
  });

  it('a landing carries every pixel of the company until it chooses; the choice is saved, shown and on its page at once', async () => {
    expect((await summaryOf(user, chosen.landingId)).pixelIds).toBeNull();
    const before = await visit(ctx, chosen.host);
    expect(before.body).toContain(tag([p1, p2]));

    // Duplicates collapse; the page keeps the company's order.
    const res = await choose(user, chosen.landingId, [p2, p2]);
    expect(res.status).toBe(200);
    expect(res.body.pixelIds).toEqual([p2]);
    expect((await summaryOf(user, chosen.landingId)).pixelIds).toEqual([p2]);
    const after = await visit(ctx, chosen.host);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain(tag([p2]));
    expect(after.body).not.toContain(p1);
    // The other landing still carries both.
    expect((await visit(ctx, all.host)).body).toContain(tag([p1, p2]));

    expect((await choose(user, chosen.landingId, [p2, p1])).body.pixelIds).toEqual([p1, p2]);
    expect((await visit(ctx, chosen.host)).body).toContain(tag([p1, p2]));
  });

  it('an empty choice takes the pixel code off the page; null brings back every pixel', async () => {
    expect((await choose(user, chosen.landingId, [])).body.pixelIds).toEqual([]);
    const none = await visit(ctx, chosen.host);
    expect(none.body).not.toContain('/_lp/px.js');
    expect(none.body).not.toContain('lp-consent');
    expect(none.headers['content-security-policy']).toBe(LANDING_CSP);
    expect((await choose(user, chosen.landingId, null)).body.pixelIds).toBeNull();
    expect((await visit(ctx, chosen.host)).body).toContain(tag([p1, p2]));
  });

  it('refuses a pixel the company has not added (400 on the field) and changes nothing', async () => {
    await choose(user, chosen.landingId, [p1]);
    const summary = await summaryOf(user, chosen.landingId);
    const page = await visit(ctx, chosen.host);
    const othersPixel = await sandboxPixel(ctx, other);
    // The business's pixel not added, another company's added pixel, an id no one has.
    for (const id of [p3, othersPixel, '1234567890']) {
      const res = await choose(user, chosen.landingId, [p2, id], user.companyId, { name: 'Renamed' });
      expect(res.status, id).toBe(400);
      expect(res.body).toMatchObject({ error_code: 'validation_error', details: [{ path: 'body.newData.pixelIds', code: 'pixel_not_added' }] });
      expect(res.body.message).toContain(id);
    }
    // Not an id at all, or too many: the schema refuses them.
    expect((await choose(user, chosen.landingId, ['<script>'])).status).toBe(400);
    expect((await choose(user, chosen.landingId, Array.from({ length: 51 }, () => p1))).status).toBe(400);
    expect(await summaryOf(user, chosen.landingId)).toEqual(summary);
    const still = await visit(ctx, chosen.host);
    expect(still.headers.etag).toBe(page.headers.etag);
    expect(still.body).toContain(tag([p1]));
  });

  it("another company's landing is not found (404), whichever company the call names; an agent may not choose (403)", async () => {
    const page = await visit(ctx, chosen.host);
    expect((await choose(other, chosen.landingId, [], other.companyId)).status).toBe(404);
    expect((await choose(other, chosen.landingId, [], user.companyId)).status).toBe(404);
    const agentOf = await createTestUser(ctx, { memberOf: { companyId: user.companyId, role: 'agent' } });
    expect((await choose(agentOf, chosen.landingId, [])).status).toBe(403);
    expect((await visit(ctx, chosen.host)).headers.etag).toBe(page.headers.etag);
    expect((await summaryOf(user, chosen.landingId)).pixelIds).toEqual([p1]);
  });

  it('a pixel the company adds reaches only the landings without a choice; a draft publishes with its choice; a duplicate copies it', async () => {
    const draft = (await call(ctx, 'POST', '/api/createLandingWithoutIA', { token: user.token, body: { companyId: user.companyId, templateId: 'services' } })).body._id as string;
    expect((await choose(user, draft, [p2])).status).toBe(200);
    await addPixel(user, p3);
    expect((await visit(ctx, all.host)).body).toContain(tag([p1, p2, p3]));
    expect((await visit(ctx, chosen.host)).body).toContain(tag([p1]));

    const subdomain = `px-${Date.now().toString(36)}-${++seq}`;
    await call(ctx, 'POST', '/api/updateSubdomain', { token: user.token, body: { companyId: user.companyId, landingId: draft, subdomain } });
    expect((await call(ctx, 'POST', '/api/publishLanding', { token: user.token, body: { companyId: user.companyId, landingId: draft } })).status).toBe(200);
    expect((await visit(ctx, `${subdomain}.landings.localhost:3000`)).body).toContain(tag([p2]));

    const copy = await call(ctx, 'POST', '/api/duplicateLanding', { token: user.token, body: { companyId: user.companyId, landingId: draft } });
    expect(copy.status).toBe(201);
    expect(copy.body.pixelIds).toEqual([p2]);
  });

  it('deleting a company pixel takes it off every page and out of every choice: adding it again does not bring it back there', async () => {
    await removePixel(user, p1);
    expect((await summaryOf(user, chosen.landingId)).pixelIds).toEqual([]);
    expect((await visit(ctx, chosen.host)).body).not.toContain('/_lp/px.js');
    expect((await visit(ctx, all.host)).body).toContain(tag([p2, p3]));

    await addPixel(user, p1);
    expect((await summaryOf(user, chosen.landingId)).pixelIds).toEqual([]);
    expect((await visit(ctx, chosen.host)).body).not.toContain('/_lp/px.js');
    // Added again, it is the company's newest pixel: last on the landings that take every pixel.
    expect((await visit(ctx, all.host)).body).toContain(tag([p2, p3, p1]));
  });
});

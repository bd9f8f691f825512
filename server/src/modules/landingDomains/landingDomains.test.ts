import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { subscribe } from '../billing/billing.testkit';
import { CUSTOM_DOMAINS_MESSAGE } from '../billing/billing.limits';
import { LANDING_CSP } from '../landings/landings.host';
import { customDomainHostname, isKnownCustomDomain } from './customDomainHost';
import { recheckDueDomains } from './landingDomains.recheck';

let ctx: TestContext;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let n = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(n += 1)}`;

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  owner = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
  viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
  stranger = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
});
afterAll(async () => ctx?.close());

const createLanding = async (user: TestUser) => {
  const res = await call(ctx, 'POST', '/api/createLandingWithoutIA', { token: user.token, body: { companyId: user.companyId, templateId: 'services' } });
  expect(res.status).toBe(201);
  return res.body._id as string;
};
const publishLanding = async (user: TestUser, landingId: string) => {
  expect((await call(ctx, 'POST', '/api/updateSubdomain', { token: user.token, body: { companyId: user.companyId, landingId, subdomain: unique('pub') } })).status).toBe(200);
  expect((await call(ctx, 'POST', '/api/publishLanding', { token: user.token, body: { companyId: user.companyId, landingId } })).status).toBe(200);
};
const addDomain = (user: TestUser, landingId: string, domain: string, companyId = user.companyId) =>
  call(ctx, 'POST', '/api/createCustomDomain', { token: user.token, body: { companyId, landingId, domain } });
const dns = (user: TestUser, id: string, companyId = user.companyId) => call(ctx, 'GET', `/api/getDomainDNS/${id}?companyId=${companyId}`, { token: user.token });
const list = (user: TestUser, landingId: string, companyId = user.companyId) => call(ctx, 'GET', `/api/landingDomains/${landingId}?companyId=${companyId}`, { token: user.token });
const verify = (user: TestUser, domainId: string, companyId = user.companyId) => call(ctx, 'POST', '/api/verifyCustomDomain', { token: user.token, body: { companyId, domainId } });
const remove = (user: TestUser, landingId: string, domainId: string, companyId = user.companyId) =>
  call(ctx, 'POST', '/api/deleteCustomDomain', { token: user.token, body: { companyId, landingId, domainId } });
const sandboxSwitch = (user: TestUser, domainId: string, created: boolean, companyId = user.companyId) =>
  call(ctx, 'POST', '/api/landings/sandbox/dnsRecords', { token: user.token, body: { companyId, domainId, created } });
const visit = (host: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: '/', headers: { host, ...headers } });
const tlsAsk = (domain: string) => ctx.app.inject({ method: 'GET', url: `/api/landings/tls-ask?domain=${encodeURIComponent(domain)}` });
const domainRows = async () => ctx.db.selectFrom('landingDomains').select(['id', 'domain', 'status', 'lastCheckedAt']).orderBy('id').execute();

/** A published landing of `user` with a verified custom domain (through the sandbox's DNS switch). */
async function verifiedDomain(user: TestUser = owner) {
  const landingId = await createLanding(user);
  await publishLanding(user, landingId);
  const domain = `www.${unique('shop')}.com`;
  const created = await addDomain(user, landingId, domain);
  expect(created.status).toBe(201);
  await sandboxSwitch(user, created.body._id, true);
  const verified = await verify(user, created.body._id);
  expect(verified.body.status).toBe('verified');
  return { landingId, domain, domainId: created.body._id as string };
}

describe('createCustomDomain', () => {
  it('attaches a pending domain and answers the CNAME and the TXT token to create, normalised', async () => {
    const landingId = await createLanding(owner);
    const name = unique('tienda');
    const res = await addDomain(owner, landingId, `  https://WWW.${name}.Example.com./path `);
    expect(res.status).toBe(201);
    const domain = `www.${name}.example.com`;
    expect(res.body).toMatchObject({
      landingId, domain, displayDomain: domain, apex: false, status: 'pending', lastCheckedAt: null, checkError: null, verifiedAt: null, url: null, sandbox: true,
    });
    const [cname, txt] = res.body.records;
    expect(cname).toEqual({ type: 'CNAME', host: domain, value: 'landings.localhost', purpose: 'routing', state: 'unchecked' });
    expect(txt).toMatchObject({ type: 'TXT', host: `_crm-verify.${domain}`, purpose: 'verification', state: 'unchecked' });
    expect(txt.value).toMatch(/^crm-verify=[A-Za-z0-9_-]{24}$/);
    expect((await list(owner, landingId)).body).toEqual({ data: [res.body] });
    // Read while pending and never checked: looked up first (the app polls this while the user creates the records).
    const read = await dns(owner, res.body._id);
    expect(read.body).toMatchObject({ status: 'pending', lastCheckedAt: expect.any(String), records: [{ state: 'missing' }, { state: 'missing' }] });
    // Read again at once: the stored state, no new lookup.
    expect((await dns(owner, res.body._id)).body.lastCheckedAt).toBe(read.body.lastCheckedAt);
  });

  it('stores an internationalised name in its ASCII form and shows it in Unicode; an apex gets an ALIAS', async () => {
    const landingId = await createLanding(owner);
    const res = await addDomain(owner, landingId, 'Peluquería-Sol.es');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ domain: 'xn--peluquera-sol-3ib.es', displayDomain: 'peluquería-sol.es', apex: true });
    expect(res.body.records[0]).toMatchObject({ type: 'ALIAS', host: 'xn--peluquera-sol-3ib.es', value: 'landings.localhost' });
  });

  it('refuses what is no public domain, or is the product\'s own, with the reason (400 invalid_domain), storing nothing', async () => {
    const landingId = await createLanding(owner);
    const before = await domainRows();
    const cases: [string, string][] = [
      ['', 'empty'], ['   ', 'empty'], ['exa mple.com', 'invalid_characters'], ['shop_1.example.com', 'invalid_characters'], ['example.com:8080', 'invalid_characters'],
      ['user@example.com', 'invalid_characters'], ['-shop.example.com', 'hyphen_edge'], ['shop-.example.com', 'hyphen_edge'], ['a..b.com', 'invalid_characters'],
      [`${'x'.repeat(64)}.com`, 'label_too_long'], [`${'abcdefghi.'.repeat(26)}com`, 'too_long'], ['example', 'single_label'],
      ['192.168.1.10', 'ip_address'], ['0x7f.1', 'ip_address'], ['[::1]', 'ip_address'], ['localhost', 'localhost'], ['shop.localhost', 'localhost'],
      ['printer.local', 'not_public'], ['my.site.test', 'not_public'], ['landings.localhost', 'localhost'],
    ];
    for (const [domain, problem] of cases) {
      const res = await addDomain(owner, landingId, domain);
      expect([domain, res.status, res.body.error_code, res.body.details?.[0]]).toEqual([domain, 400, 'invalid_domain', expect.objectContaining({ path: 'body.domain', code: `domain_${problem}` })]);
    }
    expect(await domainRows()).toEqual(before);
  });

  it("refuses the landings zone and the app's own host names (our_domain)", async () => {
    const other = await createTestContext({ env: { PUBLIC_URL: 'https://app.example.org', LANDINGS_DOMAIN: 'pages.example.net', APP_ORIGINS: 'https://crm.example.io' } });
    try {
      const user = await createTestUser(other, { subscriptionType: 'standard_corp' });
      const landing = await call(other, 'POST', '/api/createLandingWithoutIA', { token: user.token, body: { companyId: user.companyId, templateId: 'services' } });
      for (const domain of ['pages.example.net', 'shop.pages.example.net', 'app.example.org', 'crm.example.io']) {
        const res = await call(other, 'POST', '/api/createCustomDomain', { token: user.token, body: { companyId: user.companyId, landingId: landing.body._id, domain } });
        expect([domain, res.status, res.body.details?.[0]?.code]).toEqual([domain, 400, 'domain_our_domain']);
      }
      const ok = await call(other, 'POST', '/api/createCustomDomain', { token: user.token, body: { companyId: user.companyId, landingId: landing.body._id, domain: 'www.example.org' } });
      expect(ok.status).toBe(201);
      expect(ok.body.records[0]).toMatchObject({ type: 'CNAME', value: 'pages.example.net' });
    } finally {
      await other.close();
    }
  });

  it('refuses a domain another landing has, of this company or another (409, SPEC §8 wording)', async () => {
    const mine = await createLanding(owner);
    const domain = `${unique('taken')}.com`;
    expect((await addDomain(owner, mine, `www.${domain}`)).status).toBe(201);
    const before = await domainRows();
    const again = await addDomain(owner, await createLanding(owner), `WWW.${domain}`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error_code: 'domain_exists', message: 'This domain name already exists' });
    const theirs = await addDomain(stranger, await createLanding(stranger), `www.${domain}`);
    expect(theirs.status).toBe(409);
    // The apex is another name: it may be attached.
    expect((await addDomain(owner, mine, domain)).status).toBe(201);
    expect((await domainRows()).length).toBe(before.length + 1);
  });

  it('caps the domains of one landing', async () => {
    const landingId = await createLanding(owner);
    for (let i = 0; i < 5; i += 1) expect((await addDomain(owner, landingId, `d${i}.${unique('cap')}.com`)).status).toBe(201);
    const res = await addDomain(owner, landingId, `more.${unique('cap')}.com`);
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('too_many_domains');
    expect((await list(owner, landingId)).body.data).toHaveLength(5);
  });

  it('refuses a plan without third-party domains (403 upgrade_plan) and accepts after an upgrade', async () => {
    const free = await createTestUser(ctx, { subscriptionType: 'freemium' });
    const landingId = await createLanding(free);
    const domain = `www.${unique('free')}.com`;
    const before = await domainRows();
    const refused = await addDomain(free, landingId, domain);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error_code: 'upgrade_plan', message: CUSTOM_DOMAINS_MESSAGE });
    // The plan is checked before the name: nothing is learnt about the domain either.
    expect((await addDomain(free, landingId, 'not a domain')).status).toBe(403);
    expect(await domainRows()).toEqual(before);

    expect((await subscribe(ctx, free, 'standard')).status).toBe(200);
    const accepted = await addDomain(free, landingId, domain);
    expect(accepted.status).toBe(201);
    expect(accepted.body.status).toBe('pending');
  });

  it("answers 404 for another company's landing, 403 for a viewer, 401 without a token, creating nothing", async () => {
    const landingId = await createLanding(owner);
    const before = await domainRows();
    expect((await addDomain(stranger, landingId, `www.${unique('x')}.com`)).status).toBe(404); // their company, our landing
    expect((await addDomain(stranger, landingId, `www.${unique('x')}.com`, owner.companyId)).status).toBe(404); // not a member
    expect((await addDomain(viewer, landingId, `www.${unique('x')}.com`)).status).toBe(403);
    expect((await call(ctx, 'POST', '/api/createCustomDomain', { body: { companyId: owner.companyId, landingId, domain: 'a.com' } })).status).toBe(401);
    expect(await domainRows()).toEqual(before);
  });
});

describe('verification', () => {
  it('stays pending while the records are missing, verifies once the sandbox DNS has them, and serves the page', async () => {
    const landingId = await createLanding(owner);
    await publishLanding(owner, landingId);
    const domain = `www.${unique('verify')}.com`;
    const { body: created } = await addDomain(owner, landingId, domain);
    const pending = await verify(owner, created._id);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ status: 'pending', checkError: null, verifiedAt: null, url: null });
    expect(pending.body.lastCheckedAt).toEqual(expect.any(String));
    expect(pending.body.records.map((r: { state: string }) => r.state)).toEqual(['missing', 'missing']);
    expect((await visit(domain)).statusCode).not.toBe(200);

    const switched = await sandboxSwitch(owner, created._id, true);
    expect(switched.status).toBe(200);
    const verified = await verify(owner, created._id);
    expect(verified.body).toMatchObject({ status: 'verified', url: `http://${domain}:3000/` });
    expect(verified.body.records.map((r: { state: string }) => r.state)).toEqual(['ok', 'ok']);
    expect(verified.body.verifiedAt).toEqual(expect.any(String));
    expect((await dns(owner, created._id)).body).toEqual(verified.body);

    // Records removed at the DNS host: the next check makes it pending, and it stops serving.
    await sandboxSwitch(owner, created._id, false);
    expect((await verify(owner, created._id)).body).toMatchObject({ status: 'pending', url: null });
    expect((await visit(domain)).statusCode).toBe(404);
  });

  it("refuses another company's domain (404), a viewer (403), and changes nothing", async () => {
    const landingId = await createLanding(owner);
    const { body: created } = await addDomain(owner, landingId, `www.${unique('guard')}.com`);
    const before = await domainRows();
    expect((await verify(stranger, created._id)).status).toBe(404);
    expect((await verify(stranger, created._id, owner.companyId)).status).toBe(404);
    expect((await verify(viewer, created._id)).status).toBe(403);
    expect((await sandboxSwitch(stranger, created._id, true)).status).toBe(404);
    expect((await sandboxSwitch(viewer, created._id, true)).status).toBe(403);
    expect((await dns(stranger, created._id)).status).toBe(404);
    expect((await list(stranger, landingId)).status).toBe(404);
    expect((await remove(stranger, landingId, created._id)).status).toBe(404);
    expect((await remove(viewer, landingId, created._id)).status).toBe(403);
    expect(await domainRows()).toEqual(before);
    expect(await ctx.db.selectFrom('sandboxDnsRecords').selectAll().where('name', 'like', `%${created.domain}`).execute()).toEqual([]);
    // A viewer reads.
    expect((await dns(viewer, created._id)).status).toBe(200);
  });

  it('has no sandbox switch where verification uses real DNS', async () => {
    const other = await createTestContext({ env: { LANDINGS_DNS: 'real' } });
    try {
      const user = await createTestUser(other, { subscriptionType: 'standard_corp' });
      const landing = await call(other, 'POST', '/api/createLandingWithoutIA', { token: user.token, body: { companyId: user.companyId, templateId: 'services' } });
      const created = await call(other, 'POST', '/api/createCustomDomain', { token: user.token, body: { companyId: user.companyId, landingId: landing.body._id, domain: 'www.example.org' } });
      expect(created.body.sandbox).toBe(false);
      const res = await call(other, 'POST', '/api/landings/sandbox/dnsRecords', { token: user.token, body: { companyId: user.companyId, domainId: created.body._id, created: true } });
      expect(res.status).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('serving by a custom domain', () => {
  it('serves the published page exactly as its subdomain does, and nothing of the app', async () => {
    const { domain } = await verifiedDomain();
    const res = await visit(`${domain}:3000`, { 'accept-encoding': 'br, gzip', cookie: 'session=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'cache-control': 'public, max-age=60', 'content-security-policy': LANDING_CSP, vary: 'Accept-Encoding' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const etag = res.headers.etag as string;
    expect((await visit(domain.toUpperCase(), { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await visit(`${domain}.`)).body).toContain('Reformamos tu cocina');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { host: domain } });
    expect(api.statusCode).toBe(404);
    expect(api.body).toContain('Página no encontrada');
  });

  it('does not serve an unverified domain, a draft landing, or a deleted domain; the app host is unaffected', async () => {
    const landingId = await createLanding(owner);
    await publishLanding(owner, landingId);
    const unverified = `www.${unique('unver')}.com`;
    await addDomain(owner, landingId, unverified);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { host: unverified } })).statusCode).toBe(200); // just another host of the app

    const draft = await verifiedDomain();
    await call(ctx, 'POST', '/api/unpublishLanding', { token: owner.token, body: { companyId: owner.companyId, landingId: draft.landingId } });
    expect((await visit(draft.domain)).statusCode).toBe(404);

    const gone = await verifiedDomain();
    expect((await visit(gone.domain)).statusCode).toBe(200);
    expect(isKnownCustomDomain(`${gone.domain}:443`)).toBe(true); // the socket refuses it from now on
    expect((await remove(owner, gone.landingId, gone.domainId)).status).toBe(200);
    expect(isKnownCustomDomain(gone.domain)).toBe(false);
    expect((await visit(gone.domain)).statusCode).not.toBe(200);
    expect((await dns(owner, gone.domainId)).status).toBe(404);
    expect(await ctx.db.selectFrom('sandboxDnsRecords').selectAll().where('name', 'like', `%${gone.domain}`).execute()).toEqual([]);
    expect((await remove(owner, gone.landingId, gone.domainId)).status).toBe(404);

    for (const host of ['localhost:3000', 'localhost', '127.0.0.1:3000']) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { host } })).statusCode).toBe(200);
    }
  });
});

describe('the TLS ask endpoint', () => {
  it('allows a verified custom domain and a published subdomain, nothing else, without a token', async () => {
    const { domain } = await verifiedDomain();
    const ok = await tlsAsk(domain);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await tlsAsk(domain.toUpperCase())).statusCode).toBe(200);

    const landingId = await createLanding(owner);
    const pending = `www.${unique('ask')}.com`;
    await addDomain(owner, landingId, pending);
    const sub = unique('asksub');
    await call(ctx, 'POST', '/api/updateSubdomain', { token: owner.token, body: { companyId: owner.companyId, landingId, subdomain: sub } });
    expect((await tlsAsk(`${sub}.landings.localhost`)).statusCode).toBe(404); // a draft
    await call(ctx, 'POST', '/api/publishLanding', { token: owner.token, body: { companyId: owner.companyId, landingId } });
    expect((await tlsAsk(`${sub}.landings.localhost`)).statusCode).toBe(200);

    for (const name of [pending, 'unknown.example.com', 'localhost', 'landings.localhost', 'www.landings.localhost', '127.0.0.1', '']) {
      const res = await tlsAsk(name);
      expect([name, res.statusCode]).toEqual([name, 404]);
      expect(res.body).not.toContain(landingId);
    }
  });
});

describe('customDomainHostname', () => {
  it('keeps only names a custom domain can have', () => {
    expect(customDomainHostname('WWW.Shop.com.:8080')).toBe('www.shop.com');
    for (const host of [undefined, '', 'localhost:3000', 'x.localhost', '127.0.0.1:3000', '[::1]:3000', 'intranet']) expect(customDomainHostname(host)).toBeNull();
  });
});

describe('the background re-check', () => {
  it('verifies pending domains whose records appeared, and makes a verified one pending when they go', async () => {
    const landingId = await createLanding(owner);
    await publishLanding(owner, landingId);
    const domain = `www.${unique('bg')}.com`;
    const { body: created } = await addDomain(owner, landingId, domain);
    await ctx.db.insertInto('sandboxDnsRecords').values(created.records.map((r: { type: 'CNAME' | 'TXT'; host: string; value: string }) => ({ name: r.host, type: r.type, value: r.value }))).execute();
    expect(await recheckDueDomains(ctx.deps)).toBeGreaterThan(0);
    expect((await dns(owner, created._id)).body.status).toBe('verified');
    expect((await visit(domain)).statusCode).toBe(200);

    await sandboxSwitch(owner, created._id, false);
    await recheckDueDomains(ctx.deps); // checked a moment ago: not due yet
    expect((await dns(owner, created._id)).body.status).toBe('verified');
    await recheckDueDomains(ctx.deps, undefined, new Date(Date.now() + 7 * 3_600_000));
    expect((await dns(owner, created._id)).body).toMatchObject({ status: 'pending', url: null });
    expect((await visit(domain)).statusCode).toBe(404);
  });
});

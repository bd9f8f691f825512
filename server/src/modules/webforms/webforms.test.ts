import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECT_BODY_MAX, SUBMIT_RATE_LIMIT } from '../../../../contract/webforms';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let viewer: TestUser;
let agent: TestUser;
let stranger: TestUser;
let siteKey: string;
let ipSeq = 0;
/** Each test its own client IP, so the per-IP rate limit only bites where a test wants it to. */
const freshIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  owner = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
  viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  stranger = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
  siteKey = (await call(ctx, 'GET', `/api/getScriptForTracking/${owner.companyId}`, { token: owner.token })).body.siteKey;
});
afterAll(async () => ctx?.close());

const count = async (table: 'webformSubmissions' | 'trackingEvents' | 'contacts' | 'trackingVisitors') =>
  Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (url: string, payload: string, headers: Record<string, string> = {}, ip = freshIp()) => ctx.app.inject({
  method: 'POST', url, payload, remoteAddress: ip,
  headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: 'https://shop.example', ...headers },
});
const submitSite = (fields: Record<string, string>, ip?: string) => post(`/api/webforms/submit/${siteKey}`, form({ _form: 'contact', _url: 'https://shop.example/contact', ...fields }), {}, ip);
const touch = (t: Record<string, string>) => JSON.stringify({ at: '2026-01-01T00:00:00.000Z', ...t });
const vid = () => `v${Math.random().toString(36).slice(2)}xxxxxxxxxxxxxxxx`.slice(0, 22);

describe('tracking snippet', () => {
  it('gives the same site key each time and a script tag loading the static script', async () => {
    const res = await call(ctx, 'GET', `/api/getScriptForTracking/${owner.companyId}`, { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ siteKey, scriptUrl: 'http://localhost:3000/api/webforms/t.js', snippet: `<script src="http://localhost:3000/api/webforms/t.js" data-site="${siteKey}" defer></script>` });
    const script = await ctx.app.inject({ method: 'GET', url: '/api/webforms/t.js', headers: { 'accept-encoding': 'gzip' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['cache-control']).toBe('public, max-age=3600');
    expect(script.headers['access-control-allow-origin']).toBe('*');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.rawPayload.length).toBeLessThanOrEqual(2048);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/webforms/t.js', headers: { 'if-none-match': String(script.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('refuses another company (404), and anonymous callers (401)', async () => {
    expect((await call(ctx, 'GET', `/api/getScriptForTracking/${owner.companyId}`, { token: stranger.token })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/getScriptForTracking/${owner.companyId}`)).status).toBe(401);
  });
});

describe('public endpoints', () => {
  it('answer a preflight from any origin and carry CORS on their answers', async () => {
    const pre = await ctx.app.inject({ method: 'OPTIONS', url: `/api/webforms/submit/${siteKey}`, headers: { origin: 'https://any.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(String(pre.headers['access-control-allow-headers'])).toMatch(/Content-Type/i);
    const res = await post(`/api/webforms/collect/${siteKey}`, form({ type: 'page_view', url: 'https://shop.example/' }));
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuse bodies over the cap (413), unknown site keys (404) and non-events (400), storing nothing', async () => {
    const before = await count('trackingEvents');
    const big = await post(`/api/webforms/collect/${siteKey}`, form({ type: 'page_view', url: 'https://shop.example/', title: 'x'.repeat(COLLECT_BODY_MAX) }));
    expect(big.statusCode).toBe(413);
    expect((await post('/api/webforms/collect/unknownunknownunknown', form({ type: 'page_view', url: 'https://shop.example/' }))).statusCode).toBe(404);
    expect((await post(`/api/webforms/collect/${siteKey}`, form({ type: 'hack', url: 'https://shop.example/' }))).statusCode).toBe(400);
    expect((await post(`/api/webforms/collect/${siteKey}`, form({ type: 'page_view', url: 'javascript:alert(1)' }))).statusCode).toBe(400);
    const hugeSubmit = await submitSite({ email: 'big@example.com', message: 'x'.repeat(40_000) });
    expect(hugeSubmit.statusCode).toBe(413);
    expect(await count('trackingEvents')).toBe(before);
  });

  it('keep no visitor without analytics consent (a cookieless ping), and one with it', async () => {
    const visitors = await count('trackingVisitors');
    const id = vid();
    await post(`/api/webforms/collect/${siteKey}`, form({ type: 'page_view', url: 'https://shop.example/', vid: id, an: 'denied', ad: 'denied' }));
    expect(await count('trackingVisitors')).toBe(visitors);
    await post(`/api/webforms/collect/${siteKey}`, form({ type: 'page_view', url: 'https://shop.example/', vid: id, an: 'granted', first: touch({ utm_source: 'news' }) }));
    expect(await count('trackingVisitors')).toBe(visitors + 1);
  });
});

describe('form submissions', () => {
  it('create a contact with mapped fields, custom properties and attribution; consent kept with its text and time', async () => {
    expect((await call(ctx, 'POST', '/api/createCustomProperty', { token: owner.token, body: { companyId: owner.companyId, propertyName: 'budget', type: 'number' } })).status).toBeLessThan(300);
    const id = vid();
    // Visits before the submission…
    await post(`/api/webforms/collect/${siteKey}`, form({ type: 'page_view', url: 'https://shop.example/?utm_source=google&utm_medium=cpc&gclid=G1', vid: id, an: 'granted', ad: 'granted', touch: touch({ utm_source: 'google', utm_medium: 'cpc', gclid: 'G1' }), first: touch({ utm_source: 'google', utm_medium: 'cpc', gclid: 'G1' }), last: touch({ utm_source: 'google', utm_medium: 'cpc', gclid: 'G1' }) }));
    await post(`/api/webforms/collect/${siteKey}`, form({ type: 'cta_click', url: 'https://shop.example/', label: 'Buy now', href: '#form', vid: id, an: 'granted' }));
    const res = await submitSite({
      name: 'Ana Pérez', email: 'Ana@Example.com', phone: '+34 600 111 222', company: 'Acme', 'property.budget': '1200', 'property.unknown': 'x',
      consent: 'on', _consent_text: 'I agree to be contacted', _vid: id, _an: 'granted',
      _first: touch({ utm_source: 'google', utm_medium: 'cpc', gclid: 'G1' }), _last: touch({ utm_source: 'google', utm_medium: 'cpc', gclid: 'G1' }),
    });
    expect(res.statusCode).toBe(200);
    const { submissionId } = res.json();
    const sub = (await call(ctx, 'GET', `/api/webForm/${owner.companyId}/${submissionId}`, { token: viewer.token })).body;
    expect(sub).toMatchObject({ status: 'new', email: 'ana@example.com', source: 'google / cpc', consent: { given: true, text: 'I agree to be contacted' }, fields: { 'property.budget': '1200', 'property.unknown': 'x' } });
    expect(Date.now() - Date.parse(sub.consent.at)).toBeLessThan(60_000);
    expect(sub.attribution.firstTouch).toMatchObject({ gclid: 'G1', utm_source: 'google' });
    const contact = (await call(ctx, 'GET', `/api/contact/${owner.companyId}/${sub.contactId}`, { token: owner.token })).body;
    expect(contact).toMatchObject({ name: 'Ana Pérez', email: 'ana@example.com', organization: 'Acme', source: 'webform' });
    expect(contact.customProperties).toMatchObject({ budget: 1200 });
    expect(contact.customProperties.unknown).toBeUndefined();
    // …linked to the contact afterwards: its timeline holds them, with the attribution kept on it.
    const behavior = (await call(ctx, 'GET', `/api/getOneBehavior/${owner.companyId}/${sub.contactId}`, { token: viewer.token })).body;
    expect(behavior.events.map((e: { type: string }) => e.type)).toEqual(['form_submit', 'cta_click', 'page_view']);
    expect(behavior.events[2]).toMatchObject({ source: 'google / cpc', touch: { gclid: 'G1' } });
    expect(behavior.attribution.firstTouch).toMatchObject({ gclid: 'G1' });
    expect(behavior).toMatchObject({ visitors: 1, submissions: 1 });
  });

  it('dedupe by email (case-insensitive) and by phone (same last digits), filling only what is missing', async () => {
    const first = (await submitSite({ email: 'dedupe@example.com', name: 'Luis' })).json();
    const byEmail = (await submitSite({ email: 'DEDUPE@example.com', name: 'Other name', phone: '611 222 333' })).json();
    const a = (await call(ctx, 'GET', `/api/webForm/${owner.companyId}/${first.submissionId}`, { token: owner.token })).body;
    const b = (await call(ctx, 'GET', `/api/webForm/${owner.companyId}/${byEmail.submissionId}`, { token: owner.token })).body;
    expect(b.contactId).toBe(a.contactId);
    const contact = (await call(ctx, 'GET', `/api/contact/${owner.companyId}/${a.contactId}`, { token: owner.token })).body;
    expect(contact).toMatchObject({ name: 'Luis', phone: '611 222 333' });
    const byPhone = (await submitSite({ phone: '+34 611-222-333', message: 'call me' })).json();
    const c = (await call(ctx, 'GET', `/api/webForm/${owner.companyId}/${byPhone.submissionId}`, { token: owner.token })).body;
    expect(c.contactId).toBe(a.contactId);
  });

  it('a filled honeypot is answered as a success and stores nothing; an empty form is refused', async () => {
    const before = [await count('webformSubmissions'), await count('contacts')];
    const res = await submitSite({ email: 'bot@example.com', _hp: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, submissionId: null });
    expect((await submitSite({})).statusCode).toBe(400);
    expect([await count('webformSubmissions'), await count('contacts')]).toEqual(before);
  });

  it('rate-limits per client (429) and stores nothing past the limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < SUBMIT_RATE_LIMIT; i += 1) expect((await submitSite({ email: `rate${i}@example.com` }, ip)).statusCode).toBe(200);
    const before = await count('webformSubmissions');
    const res = await submitSite({ email: 'rate-over@example.com' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error_code: 'rate_limit' });
    expect(await count('webformSubmissions')).toBe(before);
  });

  it('without JavaScript a post gets a thank-you page', async () => {
    const res = await post(`/api/webforms/submit/${siteKey}`, form({ email: 'nojs@example.com' }), { accept: 'text/html', 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Thank you');
  });
});

describe('reading and editing submissions', () => {
  it('lists with filters, search, paging and sort; forms and landing stats', async () => {
    const all = await call(ctx, 'POST', `/api/webForms/${owner.companyId}?page=1&limit=2&sortField=email&sortOrder=asc`, { token: viewer.token, body: {} });
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(2);
    expect(all.body.total).toBeGreaterThan(5);
    const emails = all.body.data.map((s: { email: string }) => s.email);
    expect([...emails].sort()).toEqual(emails);
    const search = await call(ctx, 'POST', `/api/webForms/${owner.companyId}`, { token: viewer.token, body: { searchTerm: 'ana pérez' } });
    expect(search.body.data.map((s: { email: string }) => s.email)).toEqual(['ana@example.com']);
    const bySource = await call(ctx, 'POST', `/api/webForms/${owner.companyId}`, { token: viewer.token, body: { filters: { source: 'google / cpc' } } });
    expect(bySource.body.total).toBe(1);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await call(ctx, 'POST', `/api/webForms/${owner.companyId}`, { token: viewer.token, body: { filters: { from: tomorrow } } })).body.total).toBe(0);
    // The plain post of the no-JS test named no form: it is the site's form "form".
    const forms = (await call(ctx, 'GET', `/api/getFormsData/${owner.companyId}`, { token: viewer.token })).body.data;
    expect(forms.map((f: { formKey: string; site: string }) => `${f.site} ${f.formKey}`).sort()).toEqual(['shop.example contact', 'shop.example form']);
    const contactForm = forms.find((f: { formKey: string }) => f.formKey === 'contact');
    expect(contactForm.submissions).toBe(all.body.total - 1);
    const one = await call(ctx, 'GET', `/api/getOneFormData/${owner.companyId}/${contactForm._id}`, { token: viewer.token });
    expect(one.body.fieldNames).toEqual(expect.arrayContaining(['email', 'name', 'property.budget']));
    const byForm = await call(ctx, 'POST', `/api/webForms/${owner.companyId}`, { token: viewer.token, body: { filters: { formId: contactForm._id } } });
    expect(byForm.body.total).toBe(all.body.total - 1);
    expect((await call(ctx, 'GET', `/api/landingStats/${owner.companyId}`, { token: viewer.token })).body).toEqual({ data: [] });
    const visitors = await call(ctx, 'GET', `/api/getBehaviors/${owner.companyId}?identified=true`, { token: viewer.token });
    expect(visitors.body.data).toEqual([expect.objectContaining({ contactName: 'Ana Pérez', source: 'google / cpc' })]);
  });

  it('edits status and notes (an agent may, a viewer may not), and nothing else', async () => {
    const [sub] = (await call(ctx, 'POST', `/api/webForms/${owner.companyId}?limit=1`, { token: owner.token, body: {} })).body.data;
    const path = `/api/webForm/${owner.companyId}/${sub._id}`;
    expect((await call(ctx, 'PUT', path, { token: viewer.token, body: { status: 'spam' } })).status).toBe(403);
    expect((await call(ctx, 'PUT', path, { token: owner.token, body: { fields: { email: 'x@y.z' } } })).status).toBe(400);
    expect((await call(ctx, 'GET', path, { token: owner.token })).body).toMatchObject({ status: 'new', notes: '' });
    const res = await call(ctx, 'PUT', path, { token: agent.token, body: { status: 'contacted', notes: 'Called on Monday' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'contacted', notes: 'Called on Monday', fields: sub.fields });
  });

  it("hides every call from another company (404) wherever the ids sit", async () => {
    const [sub] = (await call(ctx, 'POST', `/api/webForms/${owner.companyId}?limit=1`, { token: owner.token, body: {} })).body.data;
    const t = { token: stranger.token };
    expect((await call(ctx, 'POST', `/api/webForms/${owner.companyId}`, { ...t, body: {} })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/webForm/${owner.companyId}/${sub._id}`, t)).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/webForm/${stranger.companyId}/${sub._id}`, t)).status).toBe(404);
    expect((await call(ctx, 'PUT', `/api/webForm/${stranger.companyId}/${sub._id}`, { ...t, body: { status: 'spam' } })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/getOneBehavior/${stranger.companyId}/${sub.contactId}`, t)).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/getOneFormData/${stranger.companyId}/${sub.formId}`, t)).status).toBe(404);
    for (const path of ['getBehaviors', 'getFormsData', 'landingStats']) {
      expect((await call(ctx, 'GET', `/api/${path}/${owner.companyId}`, t)).status).toBe(404);
    }
    expect((await call(ctx, 'GET', `/api/webForm/${owner.companyId}/${sub._id}`, { token: owner.token })).body.status).toBe('contacted');
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILDER_TOKEN_MISSING_CODE, BUILDER_TOKEN_MISSING_MESSAGE, emailTemplate, galleryTemplate, galleryTemplateSource } from '../../../../contract/email/templates';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { insertContact } from '../contacts/contacts.repository';
import { loadTemplateForSending } from './emailTemplates.lookup';

let ctx: TestContext;
let owner: TestUser;
let manager: TestUser;
let viewer: TestUser;
let stranger: TestUser;
const tokens = new Map<string, string>();

const PUBLIC_URL = 'https://crm.example.com';

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL } });
  owner = await createTestUser(ctx);
  manager = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'manager' } });
  viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
  stranger = await createTestUser(ctx);
});
afterAll(async () => ctx?.close());
afterEach(() => vi.useRealTimers());

async function builderToken(user: TestUser): Promise<string> {
  if (!tokens.has(user.id)) {
    const res = await call(ctx, 'POST', '/api/stripo/auth', { token: user.token, body: { userId: user.id } });
    expect(res.status).toBe(200);
    tokens.set(user.id, res.body.token);
  }
  return tokens.get(user.id)!;
}
const withBuilder = async (user: TestUser) => ({ 'x-stripo-token': await builderToken(user) });

const HTML = '<!doctype html><html><body><table><tr><td style="background-color:#1d4ed8">Hola {{name|amigo}}, {{property.plan}}</td></tr></table></body></html>';
const templateBody = (user: TestUser, over: Record<string, unknown> = {}) => ({
  companyId: user.companyId, subject: 'Novedades de {{organization|tu empresa}}', message: HTML, originalHtml: '<mjml><mj-body></mj-body></mjml>', ...over,
});
async function createTemplate(user: TestUser, over: Record<string, unknown> = {}) {
  const res = await call(ctx, 'POST', '/api/templates', { token: user.token, headers: await withBuilder(user), body: templateBody(user, over) });
  expect(res.status).toBe(201);
  return res.body as { _id: string; updatedAt: string; thumbnailUrl: string; name: string; variables: string[] };
}
const countTemplates = async (companyId: string) =>
  Number((await ctx.db.selectFrom('emailTemplates').select((eb) => eb.fn.countAll<number>().as('n')).where('companyId', '=', companyId).executeTakeFirstOrThrow()).n);

describe('stripoAuth: the builder token', () => {
  it('issues this server\'s own two-hour token for the MJML builder when Stripo is not configured', async () => {
    const before = Date.now();
    const res = await call(ctx, 'POST', '/api/stripo/auth', { token: owner.token, body: { userId: owner.id } });
    expect(res.status).toBe(200);
    expect(res.body.builder).toBe('mjml');
    const expires = Date.parse(res.body.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 2 * 3600_000 - 2000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 2 * 3600_000 + 1000);
  });

  it('is only issued to the caller', async () => {
    const res = await call(ctx, 'POST', '/api/stripo/auth', { token: owner.token, body: { userId: stranger.id } });
    expect(res.status).toBe(403);
    expect((await call(ctx, 'POST', '/api/stripo/auth', { body: { userId: owner.id } })).status).toBe(401);
  });

  it('never passes as a session token', async () => {
    const res = await call(ctx, 'GET', `/api/templates?companyId=${owner.companyId}`, { token: await builderToken(owner) });
    expect(res.status).toBe(401);
  });
});

describe('the builder token on gallery calls and template creation', () => {
  const refused = (res: { status: number; body: { error_code: string; message: string } }) => {
    // 403, not 401: a 401 would end the app's session.
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error_code: BUILDER_TOKEN_MISSING_CODE, message: BUILDER_TOKEN_MISSING_MESSAGE });
  };
  const gallery = (headers: Record<string, string>) => call(ctx, 'GET', '/api/stripo/templates', { token: owner.token, headers });

  it('refuses a missing token with SPEC §9\'s words', async () => refused(await gallery({})));
  it('refuses a forged or malformed token', async () => {
    refused(await gallery({ 'x-stripo-token': 'not-a-token' }));
    const [h, p] = (await builderToken(owner)).split('.');
    refused(await gallery({ 'x-stripo-token': `${h}.${p}.c2lnbmF0dXJl` }));
  });
  it('refuses a session token used as a builder token', async () => refused(await gallery({ 'x-stripo-token': owner.token })));
  it('refuses another user\'s builder token', async () => refused(await gallery({ 'x-stripo-token': await builderToken(stranger) })));
  it('refuses another sealed value of this server', async () => {
    refused(await gallery({ 'x-stripo-token': await ctx.deps.tokens.seal({ sub: owner.id }, 60) }));
  });
  it('refuses an expired token', async () => {
    const token = await builderToken(owner);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 3600_000 + 60_000);
    refused(await gallery({ 'x-stripo-token': token }));
  });
  it('refuses creating a template without it, and stores nothing', async () => {
    const before = await countTemplates(owner.companyId);
    refused(await call(ctx, 'POST', '/api/templates', { token: owner.token, body: templateBody(owner) }));
    expect(await countTemplates(owner.companyId)).toBe(before);
  });
});

describe('the gallery', () => {
  it('answers BASIC templates, 50 a page, in Spanish by default, in Stripo\'s shape', async () => {
    const res = await call(ctx, 'GET', '/api/stripo/templates', { token: owner.token, headers: await withBuilder(owner) });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(12);
    expect(res.body.data).toHaveLength(12);
    for (const entry of res.body.data) expect(galleryTemplate.strict().parse(entry)).toEqual(entry);
    expect(res.body.data[0]).toMatchObject({ templateId: 'newsletter', name: 'Boletín mensual', language: 'es', premium: false, logo: '/api/email/gallery/newsletter/es.svg' });
  });

  it('pages, switches language, and has no FREE or PREMIUM templates', async () => {
    const headers = await withBuilder(owner);
    const page = await call(ctx, 'GET', '/api/stripo/templates?limit=5&page=1&language=en', { token: owner.token, headers });
    expect(page.body.total).toBe(12);
    expect(page.body.data.map((t: { kind: string }) => t.kind)).toEqual(['receipt', 're-engagement', 'survey', 'webinar-reminder', 'product-launch']);
    expect(page.body.data[0].name).toBe('Purchase receipt');
    expect((await call(ctx, 'GET', '/api/stripo/templates?type=PREMIUM', { token: owner.token, headers })).body).toEqual({ total: 0, data: [] });
    expect((await call(ctx, 'GET', '/api/stripo/templates?limit=500', { token: owner.token, headers })).status).toBe(400);
  });

  it('answers one template with its compiled HTML and MJML source', async () => {
    const res = await call(ctx, 'GET', '/api/stripo/templates/welcome?language=en', { token: owner.token, headers: await withBuilder(owner) });
    expect(res.status).toBe(200);
    expect(galleryTemplateSource.strict().parse(res.body)).toEqual(res.body);
    expect(res.body.mjml).toMatch(/^<mjml lang="en"/);
    expect(res.body.html).toContain('Hi {{name|there}}, we are glad you are here');
    expect(res.body.variables).toEqual(expect.arrayContaining(['name', 'organization', 'email']));
    expect((await call(ctx, 'GET', '/api/stripo/templates/nope', { token: owner.token, headers: await withBuilder(owner) })).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/stripo/templates/welcome', { token: owner.token })).status).toBe(403);
  });

  it('serves thumbnails publicly as cacheable SVG', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/email/gallery/promotion/en.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('Seasonal promotion');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/email/gallery/promotion/fr.svg' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/email/gallery/nope/es.svg' })).statusCode).toBe(404);
  });
});

describe('templates CRUD', () => {
  it('creates a template: variables recomputed by the server, name from the subject, language from the user', async () => {
    const res = await call(ctx, 'POST', '/api/templates', {
      token: owner.token, headers: await withBuilder(owner),
      body: templateBody(owner, { variables: ['bogus', 'injected'], preheader: 'Para {{city|tu ciudad}}' }),
    });
    expect(res.status).toBe(201);
    expect(emailTemplate.strict().parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      companyId: owner.companyId, name: 'Novedades de {{organization|tu empresa}}', language: 'es', builder: 'mjml', stripoId: null,
      variables: ['organization', 'city', 'name', 'property.plan'], message: HTML, updatedBy: owner.id,
    });
    expect(res.body.thumbnailUrl).toBe(`/api/email/templates/${owner.companyId}/${res.body._id}/${Date.parse(res.body.updatedAt)}.svg`);
  });

  it('refuses content that is not HTML, or a document cut short', async () => {
    const headers = await withBuilder(owner);
    const plain = await call(ctx, 'POST', '/api/templates', { token: owner.token, headers, body: templateBody(owner, { message: 'just words' }) });
    expect(plain.status).toBe(400);
    expect(plain.body.details[0].path).toBe('body.message');
    const cut = await call(ctx, 'POST', '/api/templates', { token: owner.token, headers, body: templateBody(owner, { message: '<html><body><p>Hola' }) });
    expect(cut.status).toBe(400);
    expect(cut.body.message).toMatch(/incomplete/);
    expect((await call(ctx, 'POST', '/api/templates', { token: owner.token, headers, body: templateBody(owner, { message: '<p>Fragmento</p>' }) })).status).toBe(201);
  });

  it('takes a template as large as the contract allows, past the app\'s usual 2 MB body', async () => {
    // Euro signs take 3 bytes and quotes 2 once in JSON: together well past 2 MB.
    const big = `<table><tr><td style="color:#111">${'"Precio" 10 € '.repeat(40_000).slice(0, 490_000)}</td></tr></table>`;
    const source = `<mjml><mj-body>${'€'.repeat(498_000)}</mj-body></mjml>`;
    const body = templateBody(owner, { message: big, originalHtml: source });
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(2 * 1024 * 1024);
    const res = await call(ctx, 'POST', '/api/templates', { token: owner.token, headers: await withBuilder(owner), body });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(big);
    expect((await call(ctx, 'POST', '/api/templates', { token: owner.token, headers: await withBuilder(owner), body: templateBody(owner, { message: `<p>${'x'.repeat(500_001)}</p>` }) })).status).toBe(400);
  });

  it('lets a manager write and refuses a viewer', async () => {
    await createTemplate(manager);
    const res = await call(ctx, 'POST', '/api/templates', { token: viewer.token, headers: await withBuilder(viewer), body: templateBody(viewer) });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('forbidden');
    const created = await createTemplate(owner);
    const put = await call(ctx, 'PUT', `/api/templates/${created._id}`, { token: viewer.token, body: { ...templateBody(viewer), templateId: created._id } });
    expect(put.status).toBe(403);
    expect((await call(ctx, 'DELETE', `/api/templates/${created._id}?companyId=${owner.companyId}`, { token: viewer.token })).status).toBe(403);
    // Reading is allowed.
    expect((await call(ctx, 'GET', `/api/templates/${created._id}?companyId=${owner.companyId}`, { token: viewer.token })).status).toBe(200);
  });

  it('lists newest change first, searches name and subject', async () => {
    const user = await createTestUser(ctx);
    const a = await createTemplate(user, { name: 'Rebajas de enero', subject: 'Todo al 50 %' });
    const b = await createTemplate(user, { name: 'Bienvenida', subject: 'Hola y gracias' });
    let list = await call(ctx, 'GET', `/api/templates?companyId=${user.companyId}`, { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((t: { _id: string }) => t._id)).toEqual([b._id, a._id]);
    expect(list.body.total).toBe(2);
    expect(list.body.data[0].message).toBeUndefined();
    await call(ctx, 'PUT', `/api/templates/${a._id}`, { token: user.token, body: { ...templateBody(user, { name: 'Rebajas de enero', subject: 'Todo al 50 %' }), templateId: a._id } });
    list = await call(ctx, 'GET', `/api/templates?companyId=${user.companyId}`, { token: user.token });
    expect(list.body.data.map((t: { _id: string }) => t._id)).toEqual([a._id, b._id]);
    const bySubject = await call(ctx, 'GET', `/api/templates?companyId=${user.companyId}&q=${encodeURIComponent('gracias')}`, { token: user.token });
    expect(bySubject.body.data.map((t: { _id: string }) => t._id)).toEqual([b._id]);
    const byName = await call(ctx, 'GET', `/api/templates?companyId=${user.companyId}&q=REBAJAS`, { token: user.token });
    expect(byName.body.data.map((t: { _id: string }) => t._id)).toEqual([a._id]);
    // % and _ are searched as themselves.
    expect((await call(ctx, 'GET', `/api/templates?companyId=${user.companyId}&q=${encodeURIComponent('50 %')}`, { token: user.token })).body.total).toBe(1);
    expect((await call(ctx, 'GET', `/api/templates?companyId=${user.companyId}&q=%25`, { token: user.token })).body.total).toBe(1);
    expect((await call(ctx, 'GET', `/api/templates?companyId=${user.companyId}&q=_`, { token: user.token })).body.total).toBe(0);
  });

  it('updates only with the path\'s templateId in the body (SPEC §5), recomputing variables and the thumbnail URL', async () => {
    const created = await createTemplate(owner);
    const url = `/api/templates/${created._id}`;
    const missing = await call(ctx, 'PUT', url, { token: owner.token, body: templateBody(owner) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Updating a template needs its templateId in the body');
    expect(missing.body.details[0].path).toBe('body.templateId');
    const other = await createTemplate(owner);
    const wrong = await call(ctx, 'PUT', url, { token: owner.token, body: { ...templateBody(owner), templateId: other._id } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The templateId in the body is not the template being updated');

    const ok = await call(ctx, 'PUT', url, {
      token: owner.token,
      body: { ...templateBody(owner, { subject: 'Hola {{fullName}}', message: '<p>{{email}}</p>', name: 'Renombrada', variables: ['x'], stripoId: 'welcome' }), templateId: created._id },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: 'Renombrada', subject: 'Hola {{fullName}}', variables: ['fullName', 'email'], stripoId: 'welcome', createdAt: expect.any(String) });
    expect(ok.body.thumbnailUrl).not.toBe(created.thumbnailUrl);
    expect(Date.parse(ok.body.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    // The other template did not change.
    expect((await call(ctx, 'GET', `/api/templates/${other._id}?companyId=${owner.companyId}`, { token: owner.token })).body.updatedAt).toBe(other.updatedAt);
  });

  it('deletes a template', async () => {
    const created = await createTemplate(owner);
    expect((await call(ctx, 'DELETE', `/api/templates/${created._id}?companyId=${owner.companyId}`, { token: owner.token })).body).toEqual({ ok: true });
    expect((await call(ctx, 'GET', `/api/templates/${created._id}?companyId=${owner.companyId}`, { token: owner.token })).status).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/templates/${created._id}?companyId=${owner.companyId}`, { token: owner.token })).status).toBe(404);
  });

  it('shows another company nothing, whatever position the ids take', async () => {
    const created = await createTemplate(owner);
    const before = await call(ctx, 'GET', `/api/templates/${created._id}?companyId=${owner.companyId}`, { token: owner.token });
    for (const companyId of [owner.companyId, stranger.companyId]) {
      expect((await call(ctx, 'GET', `/api/templates/${created._id}?companyId=${companyId}`, { token: stranger.token })).status).toBe(404);
      expect((await call(ctx, 'PUT', `/api/templates/${created._id}`, { token: stranger.token, body: { ...templateBody(stranger), companyId, templateId: created._id } })).status).toBe(404);
      expect((await call(ctx, 'DELETE', `/api/templates/${created._id}?companyId=${companyId}`, { token: stranger.token })).status).toBe(404);
      expect((await call(ctx, 'GET', `/api/templates?companyId=${companyId}`, { token: stranger.token })).body.data?.some((t: { _id: string }) => t._id === created._id) ?? false).toBe(false);
    }
    expect((await call(ctx, 'POST', '/api/templates', { token: stranger.token, headers: await withBuilder(stranger), body: templateBody(owner) })).status).toBe(404);
    const after = await call(ctx, 'GET', `/api/templates/${created._id}?companyId=${owner.companyId}`, { token: owner.token });
    expect(after.body).toEqual(before.body);
  });

  it('serves a saved template\'s thumbnail at its versioned URL', async () => {
    const created = await createTemplate(owner);
    const path = created.thumbnailUrl;
    const res = await ctx.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('#1d4ed8');
    // Nothing of the email's text is in it.
    expect(res.body).not.toContain('Hola');
    const stale = await ctx.app.inject({ method: 'GET', url: path.replace(/\d+\.svg$/, '1.svg') });
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect((await ctx.app.inject({ method: 'GET', url: path.replace(owner.companyId, stranger.companyId) })).statusCode).toBe(404);
  });
});

describe('loadTemplateForSending', () => {
  it('gives the sender the template of that company only', async () => {
    const created = await createTemplate(owner, { preheader: 'Solo hoy' });
    expect(await loadTemplateForSending(ctx.db, owner.companyId, created._id)).toEqual({
      id: created._id, name: created.name, subject: 'Novedades de {{organization|tu empresa}}', preheader: 'Solo hoy', html: HTML,
      variables: ['organization', 'name', 'property.plan'],
    });
    expect(await loadTemplateForSending(ctx.db, stranger.companyId, created._id)).toBeNull();
    expect(await loadTemplateForSending(ctx.db, owner.companyId, 'not-an-id')).toBeNull();
  });
});

describe('previewEmailTemplate', () => {
  const preview = (user: TestUser, body: Record<string, unknown>) => call(ctx, 'POST', '/api/templates/preview', { token: user.token, body: { companyId: user.companyId, ...body } });

  it('fills a contact\'s values (escaped in HTML), and lists variables with neither value nor fallback', async () => {
    const contact = await insertContact(ctx.db, { companyId: owner.companyId, name: '<b>Ana</b>', surname: 'Gil', email: 'ana@example.com', customProperties: JSON.stringify({ plan: 'Pro' }) });
    const res = await preview(owner, {
      contactId: contact.id,
      subject: 'Hola {{name}} de {{city|tu ciudad}}',
      message: '<p>Hola {{fullName}}, plan {{property.plan}}, cargo {{jobTitle}}, empresa {{organization|tu empresa}} {{phone|}}</p>',
    });
    expect(res.status).toBe(200);
    expect(res.body.subject).toBe('Hola <b>Ana</b> de tu ciudad');
    expect(res.body.html).toBe('<p>Hola &lt;b&gt;Ana&lt;/b&gt; Gil, plan Pro, cargo , empresa tu empresa </p>');
    expect(res.body.text).toBe('Hola <b>Ana</b> Gil, plan Pro, cargo , empresa tu empresa');
    expect(res.body.missing).toEqual(['jobTitle', 'phone']);
  });

  it('uses sample values without a contact', async () => {
    const res = await preview(owner, { subject: '{{name}}', message: '<p>{{email}} {{property.tier}}</p>' });
    expect(res.body).toMatchObject({ subject: 'Lucía', html: '<p>lucia.martin@example.com </p>', missing: ['property.tier'] });
  });

  it('does not show another company\'s contact', async () => {
    const theirs = await insertContact(ctx.db, { companyId: stranger.companyId, name: 'Secreto', email: 'x@example.com' });
    const res = await preview(owner, { contactId: theirs.id, subject: '{{name}}', message: '<p>{{name}}</p>' });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Secreto');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { subscribe } from '../billing/billing.testkit';
import { MAX_LANDINGS_MESSAGE } from '../billing/billing.limits';
import { TEMPLATES } from './templates';

let ctx: TestContext;
let owner: TestUser;
let manager: TestUser;
let agent: TestUser;
let viewer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
  manager = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'manager' } });
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
  stranger = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
});
afterAll(async () => ctx?.close());

const create = (user: TestUser, body: Record<string, unknown> = {}) =>
  call(ctx, 'POST', '/api/createLandingWithoutIA', { token: user.token, body: { companyId: user.companyId, templateId: 'services', ...body } });
const getOne = (user: TestUser, id: string, companyId = user.companyId) => call(ctx, 'GET', `/api/getOneLandingData/${id}?companyId=${companyId}`, { token: user.token });
const list = (user: TestUser, companyId = user.companyId, query = '') => call(ctx, 'GET', `/api/getLandingsData/${companyId}${query}`, { token: user.token });
const update = (user: TestUser, id: string, newData: unknown, companyId = user.companyId) =>
  call(ctx, 'PUT', `/api/updateLandingData/${id}`, { token: user.token, body: { companyId, newData } });
const setSubdomain = (user: TestUser, landingId: string, subdomain: string, companyId = user.companyId) =>
  call(ctx, 'POST', '/api/updateSubdomain', { token: user.token, body: { companyId, landingId, subdomain } });
const countRows = async () => Number((await ctx.db.selectFrom('landings').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('the template gallery', () => {
  it('lists every template with both languages and a thumbnail anyone can load', async () => {
    expect((await call(ctx, 'GET', '/api/getAllBrizyTemplates')).status).toBe(401);
    const res = await call(ctx, 'GET', '/api/getAllBrizyTemplates', { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(TEMPLATES.length);
    const restaurant = res.body.data.find((t: { id: string }) => t.id === 'restaurant');
    expect(restaurant).toMatchObject({ category: 'restaurant', name: { es: expect.any(String), en: expect.any(String) }, thumbnailUrl: '/api/landingTemplateThumbnail/restaurant' });
    expect(restaurant.sections).toContain('menu');

    const thumb = await ctx.app.inject({ method: 'GET', url: restaurant.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(thumb.headers['cache-control']).toContain('public');
    expect(thumb.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(thumb.body).toMatch(/^<svg [^>]*role="img"><title>/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/landingTemplateThumbnail/nope' })).statusCode).toBe(404);
  });
});

describe('creating from a template', () => {
  it("makes a draft in the user's language, or the one asked for, with the template's page", async () => {
    const es = await create(owner);
    expect(es.status).toBe(201);
    expect(es.body).toMatchObject({ companyId: owner.companyId, templateId: 'services', language: 'es', status: 'draft', subdomain: null, project: null, name: 'Servicios profesionales', publishedAt: null });
    expect(es.body.html).toContain('<h1 id="hero-title">Reformamos tu cocina y tu baño sin sorpresas</h1>');
    expect(es.body.css).toContain('--lp-primary:#1d4ed8');
    expect(es.body.content.sections[0]).toMatchObject({ kind: 'hero', layout: 'split' });

    const en = await create(owner, { language: 'en', name: 'Spring offer' });
    expect(en.body).toMatchObject({ language: 'en', name: 'Spring offer' });
    expect(en.body.html).toContain('Kitchen and bathroom renovations with no surprises');
    expect(en.body.html).toContain('Skip to content');
  });

  it('refuses an unknown template (400 invalid_data) and bad bodies, creating nothing', async () => {
    const before = await countRows();
    const unknown = await create(owner, { templateId: 'nope' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error_code: 'invalid_data', details: [{ path: 'body.templateId' }] });
    expect((await create(owner, { templateId: undefined })).status).toBe(400);
    expect((await create(owner, { language: 'fr' })).status).toBe(400);
    expect(await countRows()).toBe(before);
  });

  it('lets owners and managers create; refuses agents and viewers (403) and strangers (404) without creating', async () => {
    expect((await create(manager, { companyId: owner.companyId })).status).toBe(201);
    const before = await countRows();
    expect((await create(agent, { companyId: owner.companyId })).status).toBe(403);
    expect((await create(viewer, { companyId: owner.companyId })).body).toMatchObject({ error_code: 'forbidden' });
    expect((await create(stranger, { companyId: owner.companyId })).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/createLandingWithoutIA', { body: { companyId: owner.companyId, templateId: 'services' } })).status).toBe(401);
    expect(await countRows()).toBe(before);
  });
});

describe("the plan's cap on landings", () => {
  it("answers SPEC §8's max_landings past the cap, counts every company of the owner, and lifts after an upgrade", async () => {
    const free = await createTestUser(ctx, { subscriptionType: 'freemium' });
    const helper = await createTestUser(ctx, { subscriptionType: 'standard_corp', memberOf: { companyId: free.companyId, role: 'admin' } });
    expect((await create(free)).status).toBe(201);
    const refused = await create(free);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error_code: 'max_landings', message: MAX_LANDINGS_MESSAGE, details: { limit: 1, plan: 'freemium' } });
    // The owner's plan counts, not the plan of whoever creates it.
    expect((await create(helper, { companyId: free.companyId })).body.error_code).toBe('max_landings');
    const first = (await list(free)).body.data[0];
    expect((await call(ctx, 'POST', '/api/duplicateLanding', { token: free.token, body: { companyId: free.companyId, landingId: first._id } })).body.error_code).toBe('max_landings');
    // A second company of the same owner shares the cap.
    const second = await ctx.db.insertInto('companies').values({ name: 'Second', ownerId: free.id }).returning('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('companyMembers').values({ companyId: second.id, userId: free.id, role: 'owner' }).execute();
    expect((await create(free, { companyId: second.id })).body.error_code).toBe('max_landings');
    expect((await list(free)).body.total).toBe(1);

    expect((await subscribe(ctx, free, 'promo_landing')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await create(free, { companyId: i % 2 ? second.id : free.companyId })).status).toBe(201);
    expect((await create(free)).body).toMatchObject({ error_code: 'max_landings', details: { limit: 5, plan: 'promo_landing' } });
    expect((await subscribe(ctx, free, 'standard_corp')).status).toBe(200);
    expect((await create(free)).status).toBe(201);
  });

  it('holds when creations race', async () => {
    const free = await createTestUser(ctx, { subscriptionType: 'freemium' });
    const results = await Promise.all([create(free), create(free), create(free)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    expect((await list(free)).body.total).toBe(1);
  });
});

describe('reading landings', () => {
  it("lists the company's landings newest change first, with paging, search and status, without page bodies", async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
    const a = (await create(user, { name: 'Primavera' })).body;
    await create(user, { name: 'Verano', templateId: 'restaurant' });
    await create(user, { name: 'Otoño' });
    const res = await list(user, user.companyId, '?limit=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(res.body.data.map((l: { name: string }) => l.name)).toEqual(['Otoño', 'Verano']);
    expect(res.body.data[0]).not.toHaveProperty('html');
    expect(res.body.data[1].thumbnailUrl).toBe('/api/landingTemplateThumbnail/restaurant');
    expect((await list(user, user.companyId, '?page=2&limit=2')).body.data.map((l: { name: string }) => l.name)).toEqual(['Primavera']);
    expect((await list(user, user.companyId, '?search=VERA')).body.data.map((l: { name: string }) => l.name)).toEqual(['Verano', 'Primavera']);
    expect((await list(user, user.companyId, '?search=%25')).body.total).toBe(0);
    expect((await list(user, user.companyId, '?status=published')).body.total).toBe(0);
    expect((await list(user, user.companyId, '?status=archived')).status).toBe(400);
    expect((await getOne(user, a._id)).body).toMatchObject({ _id: a._id, name: 'Primavera', html: a.html });
  });

  it('lets a viewer read, and answers 404 to anyone outside the company wherever the ids sit', async () => {
    const landing = (await create(owner)).body;
    expect((await list(viewer, owner.companyId)).status).toBe(200);
    expect((await getOne(viewer, landing._id, owner.companyId)).status).toBe(200);
    expect((await list(stranger, owner.companyId)).status).toBe(404);
    expect((await getOne(stranger, landing._id, owner.companyId)).status).toBe(404);
    // Their own company in the query, our landing's id in the path: no such landing for them.
    expect((await getOne(stranger, landing._id)).body).toMatchObject({ error_code: 'not_found', message: 'Landing not found' });
    expect((await getOne(owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await getOne(owner, 'not-an-id')).status).toBe(400);
  });
});

describe("saving the builder's changes", () => {
  it('changes what newData names and keeps the rest', async () => {
    const landing = (await create(owner)).body;
    const project = { assets: [], styles: [], pages: [{ component: '<div>Hola</div>' }] };
    const res = await update(owner, landing._id, { name: 'Nueva', html: '<main id="main"><h1>Hola</h1></main>', css: 'h1{color:#111}', project });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Nueva', html: '<main id="main"><h1>Hola</h1></main>', css: 'h1{color:#111}', project, content: landing.content });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(landing.updatedAt).getTime());

    const content = { ...landing.content, meta: { title: 'Otro título', description: 'Otra descripción' } };
    const again = await update(manager, landing._id, { content }, owner.companyId);
    expect(again.body).toMatchObject({ name: 'Nueva', css: 'h1{color:#111}', content: { meta: { title: 'Otro título' } } });
    // GrapesJS 0.21+ keeps each page's tree in its frames.
    const framed = { assets: [], styles: [], pages: [{ id: 'p1', frames: [{ component: { type: 'wrapper', components: [] } }] }] };
    expect((await update(owner, landing._id, { project: framed })).body.project).toEqual(framed);
    expect((await update(owner, landing._id, { project: null })).body.project).toBeNull();
    // Translated in the builder: the landing is listed in its new language.
    const translated = await update(owner, landing._id, { content: { ...landing.content, language: 'en' } });
    expect(translated.body).toMatchObject({ language: 'en', content: { language: 'en' } });
  });

  it('refuses wrong shapes and sizes, foreign ids and read-only roles, and changes nothing', async () => {
    const landing = (await create(owner)).body;
    const stored = async () => (await getOne(owner, landing._id)).body;
    const before = await stored();
    const hero = landing.content.sections[0];
    const refusals: [unknown, number][] = [
      [{}, 400],
      [{ nope: 1 }, 400],
      [{ name: '   ' }, 400],
      [{ html: 'x'.repeat(1_000_001) }, 400],
      [{ css: 'x'.repeat(300_001) }, 400],
      [{ project: { pages: [] } }, 400],
      [{ project: { pages: 'x' } }, 400],
      [{ project: { pages: [{ id: 'no-tree' }] } }, 400],
      [{ project: { pages: [{ frames: [] }] } }, 400],
      [{ project: { pages: [{ component: 'x'.repeat(2_000_001) }] } }, 400],
      [{ content: { ...landing.content, sections: [] } }, 400],
      [{ content: { ...landing.content, sections: [{ kind: 'carousel' }] } }, 400],
      [{ content: { ...landing.content, sections: [{ ...hero, cta: { label: 'Ir', href: 'https://example.com' } }] } }, 400],
      [{ content: { ...landing.content, sections: [{ ...hero, cta: { label: 'Ir', href: 'javascript:alert(1)' } }] } }, 400],
      [{ content: { ...landing.content, theme: { ...landing.content.theme, primary: 'red' } } }, 400],
      [{ content: { ...landing.content, language: 'fr' } }, 400],
    ];
    for (const [newData, status] of refusals) {
      const res = await update(owner, landing._id, newData);
      expect([JSON.stringify(newData).slice(0, 80), res.status]).toEqual([JSON.stringify(newData).slice(0, 80), status]);
    }
    expect((await update(viewer, landing._id, { name: 'Visor' }, owner.companyId)).status).toBe(403);
    expect((await update(agent, landing._id, { name: 'Agente' }, owner.companyId)).status).toBe(403);
    expect((await update(stranger, landing._id, { name: 'Ajeno' }, owner.companyId)).status).toBe(404);
    expect((await update(stranger, landing._id, { name: 'Ajeno' })).status).toBe(404);
    expect(await stored()).toEqual(before);
  });
});

describe('opening the builder', () => {
  it("answers the app's landing-editor route in the interface language", async () => {
    const landing = (await create(owner)).body;
    const res = await call(ctx, 'GET', `/api/editLanding/${landing._id}?companyId=${owner.companyId}`, { token: owner.token });
    expect(res.body).toEqual({ redirectUrl: `/es/landing-editor/${landing._id}` });
    expect((await call(ctx, 'GET', `/api/editLanding/${landing._id}?companyId=${owner.companyId}&lang=en`, { token: owner.token })).body.redirectUrl).toBe(`/en/landing-editor/${landing._id}`);
    await call(ctx, 'PUT', '/api/user', { token: manager.token, body: { language: 'en' } });
    expect((await call(ctx, 'GET', `/api/editLanding/${landing._id}?companyId=${owner.companyId}`, { token: manager.token })).body.redirectUrl).toBe(`/en/landing-editor/${landing._id}`);
    expect((await call(ctx, 'GET', `/api/editLanding/${landing._id}?companyId=${owner.companyId}`, { token: viewer.token })).status).toBe(403);
    expect((await call(ctx, 'GET', `/api/editLanding/${landing._id}?companyId=${stranger.companyId}`, { token: stranger.token })).status).toBe(404);
  });
});

describe('duplicating and deleting', () => {
  it('copies a landing as a new draft without its subdomain', async () => {
    const landing = (await create(owner)).body;
    await update(owner, landing._id, { css: 'p{margin:0}' });
    await setSubdomain(owner, landing._id, 'copiable');
    const copy = await call(ctx, 'POST', '/api/duplicateLanding', { token: owner.token, body: { companyId: owner.companyId, landingId: landing._id } });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Servicios profesionales (copia)', css: 'p{margin:0}', html: landing.html, subdomain: null, status: 'draft' });
    expect(copy.body._id).not.toBe(landing._id);
    const before = await countRows();
    expect((await call(ctx, 'POST', '/api/duplicateLanding', { token: viewer.token, body: { companyId: owner.companyId, landingId: landing._id } })).status).toBe(403);
    expect((await call(ctx, 'POST', '/api/duplicateLanding', { token: stranger.token, body: { companyId: stranger.companyId, landingId: landing._id } })).status).toBe(404);
    expect(await countRows()).toBe(before);
  });

  it('deletes for roles that may, frees the subdomain, and refuses the rest', async () => {
    const landing = (await create(owner)).body;
    await setSubdomain(owner, landing._id, 'borrable');
    const del = (user: TestUser, companyId = owner.companyId) => call(ctx, 'DELETE', `/api/landing/${companyId}/${landing._id}`, { token: user.token });
    expect((await del(viewer)).status).toBe(403);
    expect((await del(agent)).status).toBe(403);
    expect((await del(stranger)).status).toBe(404);
    expect((await del(stranger, stranger.companyId)).status).toBe(404);
    expect((await getOne(owner, landing._id)).status).toBe(200);
    expect((await del(manager)).body).toEqual({ ok: true });
    expect((await getOne(owner, landing._id)).status).toBe(404);
    expect((await del(owner)).status).toBe(404);
    const other = (await create(stranger)).body;
    expect((await setSubdomain(stranger, other._id, 'borrable')).status).toBe(200);
  });
});

describe('the subdomain', () => {
  it('stores a valid label lower-case, accepts the same name again, and answers SUBDOMAIN_EXISTS to another landing', async () => {
    const a = (await create(owner)).body;
    const b = (await create(stranger)).body;
    const set = await setSubdomain(owner, a._id, '  Clinica-Sol ');
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ _id: a._id, subdomain: 'clinica-sol' });
    expect((await setSubdomain(owner, a._id, 'clinica-sol')).status).toBe(200);
    const taken = await setSubdomain(stranger, b._id, 'CLINICA-SOL');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error_code: 'subdomain_exists', message: 'This domain name already exists' });
    expect((await getOne(stranger, b._id)).body.subdomain).toBeNull();
    // Moving to a new name frees the old one.
    expect((await setSubdomain(owner, a._id, 'clinica-sol-2')).body.subdomain).toBe('clinica-sol-2');
    expect((await setSubdomain(stranger, b._id, 'clinica-sol')).status).toBe(200);
  });

  it.each([
    ['mi_tienda', 'subdomain_invalid_characters'],
    ['-tienda', 'subdomain_hyphen_edge'],
    ['x'.repeat(64), 'subdomain_too_long'],
    ['x'.repeat(400), 'subdomain_too_long'],
    ['2024', 'subdomain_all_digits'],
    ['www', 'subdomain_reserved'],
    ['API', 'subdomain_reserved'],
    ['xn--tienda', 'subdomain_reserved_hyphens'],
    ['', 'subdomain_empty'],
  ])("refuses %j with SPEC §8's Error editing subdomain and the reason (%s), changing nothing", async (subdomain, code) => {
    const landing = (await create(owner)).body;
    await setSubdomain(owner, landing._id, `ok-${landing._id.slice(0, 8)}`);
    const res = await setSubdomain(owner, landing._id, subdomain);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'subdomain_edit_error', message: 'Error editing subdomain', details: [{ path: 'body.subdomain', code }] });
    expect((await getOne(owner, landing._id)).body.subdomain).toBe(`ok-${landing._id.slice(0, 8)}`);
  });

  it('gives a name to one landing only when two ask at once', async () => {
    const a = (await create(owner)).body;
    const b = (await create(stranger)).body;
    const results = await Promise.all([setSubdomain(owner, a._id, 'carrera'), setSubdomain(stranger, b._id, 'carrera')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses read-only roles and other companies wherever the ids sit', async () => {
    const landing = (await create(owner)).body;
    expect((await setSubdomain(viewer, landing._id, 'visor', owner.companyId)).status).toBe(403);
    expect((await setSubdomain(agent, landing._id, 'agente', owner.companyId)).status).toBe(403);
    expect((await setSubdomain(stranger, landing._id, 'ajeno', owner.companyId)).status).toBe(404);
    expect((await setSubdomain(stranger, landing._id, 'ajeno')).status).toBe(404);
    expect((await getOne(owner, landing._id)).body.subdomain).toBeNull();
    expect(await ctx.db.selectFrom('landings').select('id').where('subdomain', 'in', ['visor', 'agente', 'ajeno']).execute()).toEqual([]);
  });
});

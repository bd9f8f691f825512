import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingSummary } from '../../../../contract/landings';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { LANDING_CSP } from './landings.host';

let ctx: TestContext;
let owner: TestUser;
let manager: TestUser;
let viewer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  owner = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
  manager = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'manager' } });
  viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
  stranger = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
});
afterAll(async () => ctx?.close());

let seq = 0;
const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

const create = async (user: TestUser, body: Record<string, unknown> = {}) =>
  (await call(ctx, 'POST', '/api/createLandingWithoutIA', { token: user.token, body: { companyId: user.companyId, templateId: 'services', ...body } })).body;
const setSubdomain = (user: TestUser, landingId: string, subdomain: string, companyId = user.companyId) =>
  call(ctx, 'POST', '/api/updateSubdomain', { token: user.token, body: { companyId, landingId, subdomain } });
const publish = (user: TestUser, landingId: string, companyId = user.companyId) =>
  call(ctx, 'POST', '/api/publishLanding', { token: user.token, body: { companyId, landingId } });
const unpublish = (user: TestUser, landingId: string, companyId = user.companyId) =>
  call(ctx, 'POST', '/api/unpublishLanding', { token: user.token, body: { companyId, landingId } });
const getOne = (user: TestUser, id: string, companyId = user.companyId) => call(ctx, 'GET', `/api/getOneLandingData/${id}?companyId=${companyId}`, { token: user.token });
const visit = (host: string, options: { url?: string; method?: 'GET' | 'HEAD' | 'POST'; headers?: Record<string, string>; payload?: object } = {}) =>
  ctx.app.inject({ method: options.method ?? 'GET', url: options.url ?? '/', headers: { host, ...options.headers }, ...(options.payload ? { payload: options.payload } : {}) });
const publications = async () => Number((await ctx.db.selectFrom('landingPublications').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

/** A landing of `user` with a subdomain, published. */
async function published(user: TestUser = owner) {
  const landing = await create(user);
  const subdomain = uniqueName('pub');
  expect((await setSubdomain(user, landing._id, subdomain)).status).toBe(200);
  const res = await publish(user, landing._id);
  expect(res.status).toBe(200);
  return { landing: res.body, subdomain, host: `${subdomain}.landings.localhost:3000` };
}

describe('publishing', () => {
  it('needs a subdomain first (400 subdomain_required), and changes nothing when refused', async () => {
    const landing = await create(owner);
    const before = await publications();
    const res = await publish(owner, landing._id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'subdomain_required', message: 'Choose a subdomain before publishing', details: [{ path: 'body.landingId' }] });
    expect((await getOne(owner, landing._id)).body).toMatchObject({ status: 'draft', publishedAt: null, url: null });
    expect(await publications()).toBe(before);
  });

  it("publishes on the subdomain: the landing's url, status and date, and its list entry", async () => {
    const { landing, subdomain } = await published();
    expect(landing).toMatchObject({ status: 'published', subdomain, url: `http://${subdomain}.landings.localhost:3000/` });
    expect(Date.parse(landing.publishedAt)).not.toBeNaN();
    const list = await call(ctx, 'GET', `/api/getLandingsData/${owner.companyId}?status=published&limit=100`, { token: owner.token });
    const entry = list.body.data.find((l: { _id: string }) => l._id === landing._id);
    expect(landingSummary.parse(entry).url).toBe(landing.url);
    // A draft with a subdomain has no url yet.
    const draft = await create(owner);
    expect((await setSubdomain(owner, draft._id, uniqueName('draft'))).body.url).toBeNull();
  });

  it('lets a manager publish; refuses a viewer (403) and another company (404) wherever the ids sit, changing nothing', async () => {
    const landing = await create(owner);
    await setSubdomain(owner, landing._id, uniqueName('perm'));
    const before = await publications();
    expect((await publish(viewer, landing._id, owner.companyId)).status).toBe(403);
    expect((await publish(stranger, landing._id, owner.companyId)).status).toBe(404);
    expect((await publish(stranger, landing._id)).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/publishLanding', { body: { companyId: owner.companyId, landingId: landing._id } })).status).toBe(401);
    expect(await publications()).toBe(before);
    expect((await getOne(owner, landing._id)).body.status).toBe('draft');

    expect((await publish(manager, landing._id, owner.companyId)).body.status).toBe('published');
    expect((await unpublish(viewer, landing._id, owner.companyId)).status).toBe(403);
    expect((await unpublish(stranger, landing._id)).status).toBe(404);
    expect((await getOne(owner, landing._id)).body.status).toBe('published');
  });
});

describe('serving a published landing by Host', () => {
  it('serves the complete page at / with its title, description, stylesheet and body', async () => {
    const { landing, host } = await published();
    const res = await visit(host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(res.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(res.body).toContain(`<title>${landing.content.meta.title}</title>`);
    expect(res.body).toContain(`<meta name="description" content="${landing.content.meta.description}">`);
    expect(res.body).toContain('--lp-primary:#1d4ed8');
    expect(res.body).toContain('<h1 id="hero-title">Reformamos tu cocina y tu baño sin sorpresas</h1>');
    // The query string (utm_*, gclid…) still gets the page.
    expect((await visit(host, { url: '/?utm_source=google&gclid=abc' })).statusCode).toBe(200);
    // Host names are case-insensitive, and a trailing dot is the same name.
    expect((await visit(host.toUpperCase())).statusCode).toBe(200);
    expect((await visit(host.replace(':3000', '.:3000'))).statusCode).toBe(200);
  });

  it('serves the builder\'s last save as of publishing, and a new publication replaces it', async () => {
    const { landing, host } = await published();
    const body = '<body id="b"><main id="main"><h1>Hola desde el editor</h1><script>alert(1)</script></main></body>';
    await call(ctx, 'PUT', `/api/updateLandingData/${landing._id}`, { token: owner.token, body: { companyId: owner.companyId, newData: { html: body, css: 'h1{color:#123456}</style><script>x</script>' } } });
    expect((await visit(host)).body).toContain('Reformamos tu cocina'); // not yet republished
    const first = (await visit(host)).headers.etag;
    await publish(owner, landing._id);
    const res = await visit(host);
    expect(res.body).toContain('<main id="main"><h1>Hola desde el editor</h1>');
    expect(res.body).not.toContain('<body id="b">');
    expect(res.body).toContain('h1{color:#123456}<\\/style><script>x</script></style>');
    expect(res.headers.etag).not.toBe(first);
    // Whatever the builder saved, the page cannot run it.
    expect(res.headers['content-security-policy']).toBe(LANDING_CSP);
    expect(LANDING_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'; font-src data:; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'");
    expect(LANDING_CSP).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('answers with cache, security and no cookie headers, 304 on a matching ETag, and HEAD without a body', async () => {
    const { host } = await published();
    const res = await visit(host, { headers: { cookie: 'session=abc', authorization: `Bearer ${owner.token}` } });
    expect(res.headers).toMatchObject({
      'cache-control': 'public, max-age=60',
      'content-security-policy': LANDING_CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      vary: 'Accept-Encoding',
    });
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['content-encoding']).toBeUndefined();

    const again = await visit(host, { headers: { 'if-none-match': `"other", ${res.headers.etag as string}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(res.headers.etag);
    expect((await visit(host, { headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);

    const head = await visit(host, { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
  });

  it('compresses with brotli or gzip as the browser asks', async () => {
    const { host } = await published();
    const plain = (await visit(host)).body;
    const br = await visit(host, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(plain) / 3);
    const gz = await visit(host, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain);
    expect(gz.headers['content-length']).toBe(String(gz.rawPayload.length));
    expect((await visit(host, { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } })).headers['content-encoding']).toBeUndefined();
  });

  it('answers the 404 page for unknown subdomains, other paths, drafts and the bare zone; other methods 405', async () => {
    const { host } = await published();
    const draft = await create(owner);
    const draftName = uniqueName('draft');
    await setSubdomain(owner, draft._id, draftName);
    for (const [h, url] of [[`nadie-${Date.now()}.landings.localhost`, '/'], [host, '/index.html'], [host, '/favicon.ico'], [`${draftName}.landings.localhost`, '/'], ['landings.localhost', '/'], [`a.${host}`, '/']] as const) {
      const res = await visit(h, { url, headers: { accept: 'text/html' } });
      expect([h, url, res.statusCode]).toEqual([h, url, 404]);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Página no encontrada');
      expect(res.headers['content-security-policy']).toBe(LANDING_CSP);
    }
    const post = await visit(host, { method: 'POST' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect((await visit(host, { method: 'POST', url: '/form' })).statusCode).toBe(404);
  });

  it('never reaches the API or the app on a landing host', async () => {
    const { landing, host } = await published();
    for (const url of ['/api/health', `/api/getLandingsData/${owner.companyId}`, '/api/docs', '/locales/es.json', '/es/login', '/socket.io/?EIO=4&transport=polling']) {
      const res = await visit(host, { url, headers: { authorization: `Bearer ${owner.token}`, accept: 'text/html' } });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).toContain('Página no encontrada');
    }
    const api = await visit(host, { method: 'POST', url: '/api/unpublishLanding', headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' }, payload: { companyId: owner.companyId, landingId: landing._id } });
    expect(api.statusCode).toBe(404);
    expect((await visit(host)).statusCode).toBe(200);
  });

  it("leaves the app's own host untouched", async () => {
    for (const host of ['localhost:3000', 'localhost', '127.0.0.1:3000']) {
      const health = await visit(host, { url: '/api/health' });
      expect([host, health.statusCode]).toEqual([host, 200]);
      expect(health.headers['content-security-policy']).not.toBe(LANDING_CSP);
    }
    const res = await call(ctx, 'GET', `/api/getLandingsData/${owner.companyId}`, { token: owner.token, headers: { host: 'localhost:3000' } });
    expect(res.status).toBe(200);
  });

  it('stops serving when unpublished, and serves again when published again', async () => {
    const { landing, host } = await published();
    const res = await unpublish(owner, landing._id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'draft', publishedAt: null, url: null, subdomain: landing.subdomain });
    expect((await visit(host)).statusCode).toBe(404);
    expect((await unpublish(owner, landing._id)).body.status).toBe('draft');
    expect(await ctx.db.selectFrom('landingPublications').select('landingId').where('landingId', '=', landing._id).execute()).toEqual([]);
    expect((await publish(owner, landing._id)).status).toBe(200);
    expect((await visit(host)).statusCode).toBe(200);
  });

  it('keeps the status and the served page in step when publish and unpublish race', async () => {
    const { landing, host } = await published();
    for (let i = 0; i < 4; i++) {
      await Promise.all([unpublish(owner, landing._id), publish(owner, landing._id), unpublish(owner, landing._id)]);
      const status = (await getOne(owner, landing._id)).body.status;
      expect([status, (await visit(host)).statusCode]).toEqual(status === 'published' ? ['published', 200] : ['draft', 404]);
    }
  });

  it('moves with its subdomain: the old host answers 404, the new one the page; deleting stops it', async () => {
    const { landing, host } = await published();
    const next = uniqueName('moved');
    const moved = await setSubdomain(owner, landing._id, next);
    expect(moved.body).toMatchObject({ status: 'published', url: `http://${next}.landings.localhost:3000/` });
    expect((await visit(host)).statusCode).toBe(404);
    expect((await visit(`${next}.landings.localhost:3000`)).body).toContain('Reformamos tu cocina');
    // The freed name serves nothing until a landing published under it.
    const other = await create(stranger);
    await setSubdomain(stranger, other._id, host.split('.')[0]!);
    expect((await visit(host)).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/landing/${owner.companyId}/${landing._id}`, { token: owner.token })).status).toBe(200);
    expect((await visit(`${next}.landings.localhost`)).statusCode).toBe(404);
  });
});

describe('another landings domain', () => {
  it('serves under the configured LANDINGS_DOMAIN with PUBLIC_URL\'s scheme and port', async () => {
    const other = await createTestContext({ env: { PUBLIC_URL: 'https://app.example.com', LANDINGS_DOMAIN: 'Pages.Example.COM.' } });
    try {
      const user = await createTestUser(other, { subscriptionType: 'standard_corp' });
      const landing = (await call(other, 'POST', '/api/createLandingWithoutIA', { token: user.token, body: { companyId: user.companyId, templateId: 'restaurant' } })).body;
      await call(other, 'POST', '/api/updateSubdomain', { token: user.token, body: { companyId: user.companyId, landingId: landing._id, subdomain: 'casa-pepe' } });
      const res = await call(other, 'POST', '/api/publishLanding', { token: user.token, body: { companyId: user.companyId, landingId: landing._id } });
      expect(res.body.url).toBe('https://casa-pepe.pages.example.com/');
      expect((await other.app.inject({ method: 'GET', url: '/', headers: { host: 'casa-pepe.pages.example.com' } })).statusCode).toBe(200);
      expect((await other.app.inject({ method: 'GET', url: '/', headers: { host: 'casa-pepe.landings.localhost' } })).statusCode).not.toBe(200);
      expect((await other.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'app.example.com' } })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

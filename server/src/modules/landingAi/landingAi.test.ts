import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPrefix } from '../../blobs/blobKeys';
import { MAX_LANDINGS_MESSAGE } from '../billing/billing.limits';
import { contrast } from '../../connectors/landingAi/colours';
import { logoPng, photo, webpBytes } from '../../connectors/landingAi/testImages';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

type FilePart = { field: 'logo' | 'images' | string; name: string; content: Buffer; type?: string };

/** A multipart/form-data body with text fields and any number of named files, as a browser sends it. */
function form(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----lai${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`), f.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const DESCRIPTION = 'Panadería Lucía es una panadería artesanal en Valencia. Horneamos pan de masa madre cada mañana con harinas ecológicas. Entrega a domicilio: llevamos el pedido a tu casa antes de las 9.';
const DESCRIPTION_EN = 'Harbour Yoga is a small studio by the sea in Brighton. Classes for every level, from gentle mornings to strong evening flows. Your first class is free.';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

async function createWithAi(user: TestUser, fields: Record<string, string>, files: FilePart[] = [], companyId = user.companyId) {
  const { payload, headers } = form(fields, files);
  const res = await ctx.app.inject({ method: 'POST', url: `/api/createLandingWithIA?companyId=${companyId}`, payload, headers: { ...headers, authorization: `Bearer ${user.token}` } });
  return { status: res.statusCode, body: res.json() };
}

const landingsOf = (companyId: string) => ctx.db.selectFrom('landings').select('id').where('companyId', '=', companyId).execute();
const storedFiles = (companyId: string) => ctx.deps.blobs.list(companyPrefix(companyId, 'landingAsset'));
const base = { description: DESCRIPTION, goal: 'bookings', tone: 'friendly', language: 'es' };

describe('createLandingWithIA (sandbox composer)', () => {
  it('creates a draft in the chosen language with copy from the description, the logo\'s colours and the photos placed', async () => {
    const logo = logoPng({ r: 0xbe, g: 0x12, b: 0x3c });
    const res = await createWithAi(owner, base, [
      { field: 'logo', name: 'logo.png', content: logo },
      { field: 'images', name: 'shop.jpg', content: photo('jpeg'), type: 'image/jpeg' },
      { field: 'images', name: 'bread.png', content: photo('png') },
      { field: 'images', name: 'cake.webp', content: webpBytes(), type: 'image/webp' },
    ]);
    expect(res.status).toBe(201);
    const landing = res.body;
    expect(landing).toMatchObject({ companyId: owner.companyId, name: 'Panadería Lucía', language: 'es', status: 'draft', templateId: 'consultancy', subdomain: null });
    expect(landing.content.language).toBe('es');
    expect(landing.content.sections.map((s: { kind: string }) => s.kind)).toEqual(['hero', 'features', 'gallery', 'steps', 'form']);
    expect(landing.content.sections[0]).toMatchObject({ title: 'Panadería Lucía es una panadería artesanal en Valencia', cta: { label: 'Reserva tu hueco', href: '#form' } });
    expect(landing.html).toContain('Horneamos pan de masa madre cada mañana con harinas ecológicas.');

    // Colours from the logo's pixels, text on them readable.
    expect(landing.content.theme.primary).toBe('#be123c');
    expect(contrast(landing.content.theme.onPrimary, landing.content.theme.primary)).toBeGreaterThanOrEqual(4.5);
    expect(landing.css).toContain('--lp-primary:#be123c');

    // Photos: stored as landing assets and referenced by the path landing hosts serve.
    const srcs: string[] = [...landing.html.matchAll(/src="(\/_lp\/a\/[^"]+)"/g)].map((m) => m[1]);
    expect(srcs).toHaveLength(3);
    expect(srcs.every((s) => s.startsWith(`/_lp/a/${owner.companyId}.`))).toBe(true);
    expect(landing.content.sections[0].image.src).toBe(srcs[0]);
    expect(landing.content.sections[2].items.map((i: { src: string }) => i.src)).toEqual(srcs.slice(1));
    expect(await storedFiles(owner.companyId)).toHaveLength(3);
    const served = await ctx.app.inject({ method: 'GET', url: srcs[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    // The same landing as every other: readable, and once published its photos load on its own host.
    const one = await call(ctx, 'GET', `/api/getOneLandingData/${landing._id}?companyId=${owner.companyId}`, { token: owner.token });
    expect(one.body.content).toEqual(landing.content);
    await call(ctx, 'POST', '/api/updateSubdomain', { token: owner.token, body: { companyId: owner.companyId, landingId: landing._id, subdomain: 'panaderia-lucia' } });
    expect((await call(ctx, 'POST', '/api/publishLanding', { token: owner.token, body: { companyId: owner.companyId, landingId: landing._id } })).status).toBe(200);
    const host = 'panaderia-lucia.landings.localhost';
    const page = await ctx.app.inject({ method: 'GET', url: '/', headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`src="${srcs[1]}"`);
    const onHost = await ctx.app.inject({ method: 'GET', url: srcs[1]!, headers: { host } });
    expect(onHost.statusCode).toBe(200);
    expect(onHost.headers['content-type']).toBe('image/png');
  });

  it('writes in English when asked, with the brand given, without a logo (the goal\'s template colours)', async () => {
    const res = await createWithAi(owner, { description: DESCRIPTION_EN, goal: 'event', tone: 'bold', language: 'en', brand: 'Harbour Yoga Studio' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Harbour Yoga Studio', language: 'en', templateId: 'event' });
    expect(res.body.content.brand).toBe('Harbour Yoga Studio');
    expect(res.body.html).toContain('Your first class is free.');
    expect(res.body.html).toContain('Save your seat');
    expect(res.body.html).not.toMatch(/<img[^>]+\/_lp\/a\//);
  });

  it('refuses bad fields with 400 naming them (description too short, unknown goal), creating nothing', async () => {
    const user = await createTestUser(ctx);
    const short = await createWithAi(user, { ...base, description: 'Pan rico' });
    expect(short.status).toBe(400);
    expect(short.body.details[0]).toMatchObject({ path: 'body.description' });
    const goal = await createWithAi(user, { ...base, goal: 'world-domination' });
    expect(goal.status).toBe(400);
    expect(goal.body.details[0]).toMatchObject({ path: 'body.goal' });
    expect(await landingsOf(user.companyId)).toEqual([]);
  });

  it('checks the files by their bytes, size and count: 400, nothing created, nothing stored', async () => {
    const user = await createTestUser(ctx);
    const good = { field: 'images', name: 'ok.png', content: photo('png') };
    const cases: [FilePart[], string, string][] = [
      [[good, { field: 'images', name: 'photo.png', content: Buffer.from('<html><script>alert(1)</script></html>') }], 'body.images.1', 'file_type_not_accepted'],
      [[{ field: 'logo', name: 'logo.svg', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), type: 'image/svg+xml' }], 'body.logo', 'file_type_not_accepted'],
      [[{ field: 'logo', name: 'logo.webp', content: webpBytes(), type: 'image/webp' }], 'body.logo', 'file_type_not_accepted'],
      [[{ field: 'logo', name: 'logo.png', content: Buffer.concat([photo('png').subarray(0, 40), Buffer.alloc(100)]) }], 'body.logo', 'invalid_image'],
      [[{ field: 'logo', name: 'big.png', content: Buffer.concat([logoPng({ r: 200, g: 0, b: 0 }), Buffer.alloc(2 * 1024 * 1024)]) }], 'body.logo', 'file_too_large'],
      [[good, { field: 'images', name: 'huge.png', content: Buffer.concat([photo('png'), Buffer.alloc(5 * 1024 * 1024)]) }], 'body.images', 'file_too_large'],
      [[{ field: 'logo', name: 'huge-logo.png', content: Buffer.concat([logoPng({ r: 200, g: 0, b: 0 }), Buffer.alloc(6 * 1024 * 1024)]) }], 'body.logo', 'file_too_large'],
      [Array.from({ length: 7 }, () => good), 'body.images', 'too_many_files'],
      [[{ field: 'attachment', name: 'x.png', content: photo('png') }], 'body.attachment', 'unknown_file_field'],
    ];
    for (const [files, path, code] of cases) {
      const res = await createWithAi(user, base, files);
      expect(res.status, `${path} ${code}`).toBe(400);
      expect(res.body.details[0], `${path} ${code}`).toMatchObject({ path, code });
    }
    expect(await landingsOf(user.companyId)).toEqual([]);
    expect(await storedFiles(user.companyId)).toEqual([]);
  });

  it('answers max_landings past the plan\'s cap exactly like template creation, storing no photo', async () => {
    const free = await createTestUser(ctx, { subscriptionType: 'freemium' });
    expect((await createWithAi(free, base)).status).toBe(201);
    const refused = await createWithAi(free, base, [{ field: 'images', name: 'a.png', content: photo('png') }]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error_code: 'max_landings', message: MAX_LANDINGS_MESSAGE, details: { limit: 1, plan: 'freemium' } });
    expect(await landingsOf(free.companyId)).toHaveLength(1);
    expect(await storedFiles(free.companyId)).toEqual([]);
    // Template creation counts the AI landing against the same cap.
    const template = await call(ctx, 'POST', '/api/createLandingWithoutIA', { token: free.token, body: { companyId: free.companyId, templateId: 'services' } });
    expect(template.body.error_code).toBe('max_landings');
  });

  it('refuses a viewer (403) and another company\'s member (404), creating and storing nothing', async () => {
    const viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
    const stranger = await createTestUser(ctx);
    const before = (await landingsOf(owner.companyId)).length;
    const files = [{ field: 'images', name: 'a.png', content: photo('png') }];
    const asViewer = await createWithAi(viewer, base, files, owner.companyId);
    expect(asViewer.status).toBe(403);
    const asStranger = await createWithAi(stranger, base, files, owner.companyId);
    expect(asStranger.status).toBe(404);
    // A company id in the body that differs from the query's is refused too.
    const mismatch = await createWithAi(stranger, { ...base, companyId: owner.companyId }, files);
    expect(mismatch.status).toBe(400);
    expect((await landingsOf(owner.companyId)).length).toBe(before);
    expect(await landingsOf(stranger.companyId)).toEqual([]);
    expect(await storedFiles(stranger.companyId)).toEqual([]);
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/createLandingWithIA?companyId=${owner.companyId}`, ...form(base) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a JSON body: the call is multipart', async () => {
    const res = await call(ctx, 'POST', `/api/createLandingWithIA?companyId=${owner.companyId}`, { token: owner.token, body: base });
    expect(res.status).toBe(400);
  });
});

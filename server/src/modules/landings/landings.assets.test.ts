import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { companyPrefix } from '../../blobs/blobKeys';

let ctx: TestContext;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;

const MB = 1024 * 1024;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000dIHDR fake image body')]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(16)]);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(16)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  owner = await createTestUser(ctx);
  viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
  stranger = await createTestUser(ctx);
});
afterAll(async () => ctx?.close());

async function upload(user: TestUser, file: { name: string; content: Buffer; type?: string }, companyId = user.companyId) {
  const { payload, headers } = multipart({}, file);
  const res = await ctx.app.inject({ method: 'POST', url: `/api/uploadLandingAsset?companyId=${companyId}`, payload, headers: { ...headers, authorization: `Bearer ${user.token}` } });
  return { status: res.statusCode, body: res.json() };
}

const stored = (companyId: string) => ctx.deps.blobs.list(companyPrefix(companyId, 'landingAsset'));
const fetchAsset = (url: string, host = 'localhost:3000', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('uploadLandingAsset', () => {
  it('stores an image under an unguessable id and answers its relative /_lp/a/ url, the type read from the bytes', async () => {
    const res = await upload(owner, { name: 'foto.png', content: PNG, type: 'text/html' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(res.body.assetId).toMatch(new RegExp(`^${owner.companyId}\\.[0-9a-f-]{36}$`));
    expect(res.body.url).toBe(`/_lp/a/${res.body.assetId}`);
  });

  it('takes MP4 and WebM videos', async () => {
    expect((await upload(owner, { name: 'a.mp4', content: MP4 })).body).toMatchObject({ contentType: 'video/mp4' });
    expect((await upload(owner, { name: 'b.webm', content: WEBM })).body).toMatchObject({ contentType: 'video/webm' });
  });

  it('refuses bytes that are not an accepted image or video with 415, keeping nothing', async () => {
    const company = await createTestUser(ctx);
    for (const file of [{ name: 'x.png', content: SVG, type: 'image/png' }, { name: 'x.jpg', content: HTML, type: 'image/jpeg' }, { name: 'x.pdf', content: Buffer.from('%PDF-1.7\n%%EOF\n') }]) {
      const res = await upload(company, file);
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ error_code: 'file_type_not_accepted' });
    }
    expect(await stored(company.companyId)).toEqual([]);
  });

  it('caps images at 5 MB (413, nothing kept) while a video of that size passes', async () => {
    const company = await createTestUser(ctx);
    const bigImage = await upload(company, { name: 'big.png', content: Buffer.concat([PNG, Buffer.alloc(5 * MB)]) });
    expect(bigImage.status).toBe(413);
    expect(bigImage.body).toMatchObject({ error_code: 'file_too_large' });
    expect(await stored(company.companyId)).toEqual([]);
    expect((await upload(company, { name: 'clip.mp4', content: Buffer.concat([MP4, Buffer.alloc(6 * MB)]) })).status).toBe(201);
  });

  it("refuses a viewer (403) and another company's member (404), storing nothing", async () => {
    const viewerRes = await upload(viewer, { name: 'a.png', content: PNG }, owner.companyId);
    expect(viewerRes.status).toBe(403);
    const before = await stored(owner.companyId);
    const strangerRes = await upload(stranger, { name: 'a.png', content: PNG }, owner.companyId);
    expect(strangerRes.status).toBe(404);
    expect(await stored(owner.companyId)).toEqual(before);
    expect(await stored(stranger.companyId)).toEqual([]);
  });
});

describe('serving /_lp/a/', () => {
  it("answers on the app's host with the stored type, nosniff, a year of caching and 304 on its ETag", async () => {
    const { body } = await upload(owner, { name: 'foto.png', content: PNG });
    const res = await fetchAsset(body.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const again = await fetchAsset(body.url, 'localhost:3000', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("answers on a landing's host too (the published page's images), without a token", async () => {
    const { body } = await upload(owner, { name: 'clip.webm', content: WEBM });
    const res = await fetchAsset(body.url, 'tienda.landings.localhost:3000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(WEBM)).toBe(true);
  });

  it('is a plain 404 for an unknown or malformed id, on either host', async () => {
    for (const host of ['localhost:3000', 'tienda.landings.localhost:3000']) {
      for (const id of [`${owner.companyId}.00000000-0000-4000-8000-000000000000`, '..%2F..%2Fetc', 'x', `${owner.companyId}`]) {
        expect([host, id, (await fetchAsset(`/_lp/a/${id}`, host)).statusCode]).toEqual([host, id, 404]);
      }
    }
  });
});

describe('getLandingBlocks', () => {
  it("renders the section blocks in the landing's words and language; viewers read, strangers get 404", async () => {
    const created = await call(ctx, 'POST', '/api/createLandingWithoutIA', { token: owner.token, body: { companyId: owner.companyId, templateId: 'restaurant', language: 'en' } });
    const landingId = created.body._id as string;
    const res = await call(ctx, 'GET', `/api/landingBlocks/${landingId}?companyId=${owner.companyId}`, { token: viewer.token });
    expect(res.status).toBe(200);
    const kinds = (res.body.data as { kind: string; html: string }[]).map((b) => b.kind);
    expect(kinds).toEqual(['hero', 'features', 'testimonials', 'pricing', 'faq', 'form', 'cta']);
    for (const block of res.body.data as { kind: string; html: string }[]) {
      expect(block.html).toContain(`class="lp-section lp-s-${block.kind}`);
      expect(block.html).not.toMatch(/<script/i);
    }
    expect((await call(ctx, 'GET', `/api/landingBlocks/${landingId}?companyId=${owner.companyId}`, { token: stranger.token })).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { createTestUser, type TestUser } from '../../../test/fixtures';
import { multipart } from '../../../test/multipart';
import { pngOf } from '../../../test/images';
import { companyPrefix } from '../../blobs/blobKeys';

let ctx: TestContext;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;
const PUBLIC_URL = 'https://crm.example.com';
const PNG = pngOf(64, 32);
// GIF89a, 3×2 logical screen.
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([3, 0, 2, 0, 0, 0, 0]), Buffer.from([0x3b])]);

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL } });
  owner = await createTestUser(ctx);
  viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
  stranger = await createTestUser(ctx);
});
afterAll(async () => ctx?.close());

async function upload(user: TestUser, file: { name: string; content: Buffer; type?: string }, companyId = user.companyId) {
  const { payload, headers } = multipart({}, file);
  const res = await ctx.app.inject({ method: 'POST', url: `/api/templates/images?companyId=${companyId}`, payload, headers: { ...headers, authorization: `Bearer ${user.token}` } });
  return { status: res.statusCode, body: res.json() };
}
const stored = (companyId: string) => ctx.deps.blobs.list(companyPrefix(companyId, 'emailImage'));

describe('uploadEmailImage', () => {
  it('stores a PNG and answers its absolute public URL with its size', async () => {
    const res = await upload(owner, { name: 'banner.png', content: PNG, type: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(new RegExp(`^${PUBLIC_URL}/api/email/i/${owner.companyId}\\.[0-9a-f-]{36}$`));
    expect(res.body).toMatchObject({ width: 64, height: 32 });

    const served = await ctx.app.inject({ method: 'GET', url: new URL(res.body.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Mail is read on other origins (webmail): the image must be allowed there.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const again = await ctx.app.inject({ method: 'GET', url: new URL(res.body.url).pathname, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('reads the type from the bytes, not the name', async () => {
    const res = await upload(owner, { name: 'anim.png', content: GIF, type: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 3, height: 2 });
    const served = await ctx.app.inject({ method: 'GET', url: new URL(res.body.url).pathname });
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it('refuses a text file named .png, a file over 5 MB, a viewer and a stranger, and keeps nothing of them', async () => {
    const company = (await createTestUser(ctx));
    const before = await stored(company.companyId);
    const text = await upload(company, { name: 'photo.png', content: Buffer.from('<svg onload="alert(1)"></svg> hello'), type: 'image/png' });
    expect(text.status).toBe(415);
    expect(text.body.error_code).toBe('file_type_not_accepted');
    const big = await upload(company, { name: 'big.png', content: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), type: 'image/png' });
    expect(big.status).toBe(413);
    expect(await stored(company.companyId)).toEqual(before);

    const ownerBefore = await stored(owner.companyId);
    expect((await upload(viewer, { name: 'a.png', content: PNG })).status).toBe(403);
    expect((await upload(stranger, { name: 'a.png', content: PNG }, owner.companyId)).status).toBe(404);
    expect(await stored(owner.companyId)).toEqual(ownerBefore);
  });

  it('serves nothing for ids that are not an image\'s', async () => {
    for (const id of ['nope', `${owner.companyId}.x`, `${owner.companyId}.00000000-0000-4000-8000-000000000000`, '..%2F..%2Fetc']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/email/i/${id}` });
      expect(res.statusCode).toBe(404);
    }
  });
});

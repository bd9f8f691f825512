import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { createTestUser, type TestUser } from '../../../test/fixtures';
import { companyPrefix } from '../../blobs/blobKeys';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000dIHDR fake image body')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
});
afterAll(async () => ctx?.close());

async function upload(user: TestUser, area: string, file: { name: string; content: Buffer; type?: string }, companyId = user.companyId) {
  const { payload, headers } = multipart({}, file);
  const res = await ctx.app.inject({ method: 'POST', url: `/api/files/${companyId}/${area}`, payload, headers: { ...headers, authorization: `Bearer ${user.token}` } });
  return { status: res.statusCode, body: res.json() };
}

const download = (user: TestUser, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${user.token}`, ...headers } });

const stored = (companyId: string) => ctx.deps.blobs.list(companyPrefix(companyId));

describe('upload', () => {
  it('keeps an image under a fresh id with the type read from its bytes, whatever the browser claims', async () => {
    const res = await upload(owner, 'emailImage', { name: '../../etc/passwd.png', content: PNG, type: 'text/html' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ area: 'emailImage', contentType: 'image/png', size: PNG.length, fileName: 'passwd.png' });
    expect(res.body.url).toBe(`/files/${owner.companyId}/emailImage/${res.body.fileId}`);
    expect(await stored(owner.companyId)).toContain(`companies/${owner.companyId}/emailImage/${res.body.fileId}`);
  });

  it('refuses a file of a type the use does not take with 415, keeping nothing (SVG and HTML included)', async () => {
    const company = await createTestUser(ctx);
    for (const [area, file] of [
      ['landingAsset', { name: 'logo.png', content: SVG, type: 'image/png' }],
      ['emailImage', { name: 'x.png', content: Buffer.from('<html><body>hola</body></html>'), type: 'image/png' }],
      ['emailImage', { name: 'doc.pdf', content: PDF, type: 'application/pdf' }],
      ['chatMedia', { name: 'run.exe', content: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]) }],
    ] as const) {
      const res = await upload(company, area, file);
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ error_code: 'file_type_not_accepted', message: expect.any(String) });
    }
    expect(await stored(company.companyId)).toEqual([]);
  });

  it('refuses a file over the use\'s size with 413, keeping nothing: declared or streamed', async () => {
    const company = await createTestUser(ctx);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const declared = await upload(company, 'emailImage', { name: 'big.png', content: big });
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ error_code: 'file_too_large', details: { maxBytes: 5 * 1024 * 1024 } });
    // Chunked, with no Content-Length to refuse early: the count while streaming stops it.
    const { payload, headers } = multipart({}, { name: 'big.png', content: big });
    const streamed = await ctx.app.inject({
      method: 'POST', url: `/api/files/${company.companyId}/emailImage`,
      payload: Readable.from([payload.subarray(0, 1000), payload.subarray(1000)]),
      headers: { ...headers, authorization: `Bearer ${company.token}` },
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toMatchObject({ error_code: 'file_too_large' });
    expect(await stored(company.companyId)).toEqual([]);
  });

  it('is not open to areas the server writes itself, nor to a stranger or a role without the permission', async () => {
    expect((await upload(owner, 'export', { name: 'x.csv', content: Buffer.from('a,b\n') })).status).toBe(400);
    const refused = await upload(stranger, 'emailImage', { name: 'x.png', content: PNG }, owner.companyId);
    expect(refused).toMatchObject({ status: 404, body: { error_code: 'not_found' } });
    const viewer = await createTestUser(ctx, { memberOf: { companyId: stranger.companyId, role: 'viewer' } });
    expect((await upload(viewer, 'emailImage', { name: 'x.png', content: PNG }, stranger.companyId)).status).toBe(403);
    const agent = await createTestUser(ctx, { memberOf: { companyId: stranger.companyId, role: 'agent' } });
    expect((await upload(agent, 'landingAsset', { name: 'x.png', content: PNG }, stranger.companyId)).status).toBe(403);
    expect(await stored(stranger.companyId)).toEqual([]);
    // An agent answers chats: chat media is theirs to send.
    expect((await upload(agent, 'chatMedia', { name: 'nota.ogg', content: Buffer.from('OggS\0\x02rest of a voice note') }, stranger.companyId)).status).toBe(201);
  });
});

describe('download', () => {
  it('streams an image inline with its type, length, ETag, private caching and nosniff; 304 when unchanged', async () => {
    const up = (await upload(owner, 'emailImage', { name: 'logo.png', content: PNG })).body;
    const res = await download(owner, up.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PNG);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png', 'content-length': String(PNG.length), 'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache', 'content-disposition': `inline; filename="logo.png"; filename*=UTF-8''logo.png`,
    });
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers['last-modified']).toBeTruthy();
    // Should a browser render it anyway, it runs nothing and reaches nothing.
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none';.*sandbox$/);
    const again = await download(owner, up.url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await download(owner, up.url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('gives anything but an image as an attachment with its name in UTF-8 (RFC 5987)', async () => {
    const up = (await upload(owner, 'chatMedia', { name: 'Factura año 2026;.pdf', content: PDF })).body;
    const res = await download(owner, up.url);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Factura ano 2026_.pdf"; filename*=UTF-8''Factura%20a%C3%B1o%202026%3B.pdf`);
  });

  it('shows a company\'s files to its members only: a stranger gets 404, as for a missing file', async () => {
    const up = (await upload(owner, 'emailImage', { name: 'logo.png', content: PNG })).body;
    const foreign = await download(stranger, up.url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error_code: 'not_found' });
    // Their own company id with the owner's file id finds nothing either: keys are per company.
    expect((await download(stranger, `/files/${stranger.companyId}/emailImage/${up.fileId}`)).statusCode).toBe(404);
    const viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
    expect((await download(viewer, up.url)).statusCode).toBe(200);
    expect((await download(viewer, `/files/${owner.companyId}/emailImage/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('delete', () => {
  it('removes a file for the members allowed to write it, and for no one else', async () => {
    const up = (await upload(owner, 'emailImage', { name: 'logo.png', content: PNG })).body;
    const del = (user: TestUser) => ctx.app.inject({ method: 'DELETE', url: `/api${up.url}`, headers: { authorization: `Bearer ${user.token}` } });
    expect((await del(stranger)).statusCode).toBe(404);
    expect((await download(owner, up.url)).statusCode).toBe(200);
    expect((await del(owner)).statusCode).toBe(200);
    expect((await download(owner, up.url)).statusCode).toBe(404);
  });
});

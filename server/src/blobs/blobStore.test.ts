import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3Server';
import { companyBlobKey, companyPrefix } from './blobKeys';
import { BlobTooLargeError, type BlobStore } from './blobStore';
import { createDiskBlobStore } from './diskBlobStore';
import { createS3BlobStore } from './s3BlobStore';

type Harness = { store: BlobStore; close: () => Promise<void> };

const implementations: [string, () => Promise<Harness>][] = [
  ['disk', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crm-blobs-'));
    return { store: createDiskBlobStore(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
  }],
  ['s3', async () => {
    const s3 = await startS3Server();
    return { store: createS3BlobStore(s3.settings), close: s3.close };
  }],
];

/** A stream that hands over `total` bytes in 64 KiB chunks, as an upload arrives. */
function slowStream(total: number, fill = 0x61): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const n = Math.min(65536, total - sent);
      sent += n;
      this.push(Buffer.alloc(n, fill));
    },
  });
}

describe.each(implementations)('%s blob store', (_name, make) => {
  let harness: Harness;
  let store: BlobStore;
  beforeAll(async () => {
    harness = await make();
    store = harness.store;
  });
  afterAll(async () => harness?.close());

  const companyA = '11111111-1111-4111-8111-111111111111';
  const companyB = '22222222-2222-4222-8222-222222222222';

  it('stores a buffer and gives back the bytes with their metadata', async () => {
    const key = companyBlobKey(companyA, 'exports', 'first');
    const bytes = Buffer.from('\ufeffNombre;Correo\r\nJosé;jose@example.com\r\n', 'utf8');
    const put = await store.put(key, bytes, { contentType: 'text/csv', fileName: 'contactos año.csv' });
    expect(put).toMatchObject({ key, contentType: 'text/csv', size: bytes.length, fileName: 'contactos año.csv' });
    expect(put.etag).toMatch(/^".+"$/);
    const got = await store.get(key);
    expect(got?.meta).toMatchObject({ key, contentType: 'text/csv', size: bytes.length, etag: put.etag, fileName: 'contactos año.csv' });
    expect(got?.meta.lastModified).toBeInstanceOf(Date);
    expect(await buffer(got!.body)).toEqual(bytes);
    expect(await store.head(key)).toMatchObject({ size: bytes.length, etag: put.etag, contentType: 'text/csv' });
  });

  it('streams a large upload in and out unchanged (past the multipart threshold)', async () => {
    const key = companyBlobKey(companyA, 'chatMedia', 'video');
    const size = 6 * 1024 * 1024 + 123;
    const put = await store.put(key, slowStream(size, 0x7a), { contentType: 'video/mp4', maxBytes: 8 * 1024 * 1024 });
    expect(put.size).toBe(size);
    const got = await store.get(key);
    const back = await buffer(got!.body);
    expect(back.length).toBe(size);
    expect(back.every((b) => b === 0x7a)).toBe(true);
  });

  it('refuses a stream past its size limit, keeping none of it: a blob already there stays as it was', async () => {
    const key = companyBlobKey(companyA, 'chatMedia', 'too-big');
    await expect(store.put(key, slowStream(200_000), { contentType: 'image/png', maxBytes: 100_000 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await store.head(key)).toBeNull();
    const kept = await store.put(key, Buffer.from('the first version'), { contentType: 'text/plain' });
    await expect(store.put(key, slowStream(200_000), { contentType: 'image/png', maxBytes: 100_000 })).rejects.toBeInstanceOf(BlobTooLargeError);
    const got = await store.get(key);
    expect(got?.meta).toMatchObject({ etag: kept.etag, contentType: 'text/plain' });
    expect((await buffer(got!.body)).toString()).toBe('the first version');
    const big = companyBlobKey(companyA, 'chatMedia', 'too-big-multipart');
    await expect(store.put(big, slowStream(7 * 1024 * 1024), { contentType: 'video/mp4', maxBytes: 6 * 1024 * 1024 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await store.head(big)).toBeNull();
  });

  it('replaces a blob whole', async () => {
    const key = companyBlobKey(companyA, 'landingAsset', 'logo');
    await store.put(key, Buffer.from('old'), { contentType: 'text/plain' });
    const second = await store.put(key, Buffer.from('the new one'), { contentType: 'text/csv' });
    const got = await store.get(key);
    expect(await buffer(got!.body)).toEqual(Buffer.from('the new one'));
    expect(got!.meta).toMatchObject({ contentType: 'text/csv', size: 11, etag: second.etag });
  });

  it('answers null for a missing blob and deletes quietly', async () => {
    const key = companyBlobKey(companyB, 'exports', 'missing');
    expect(await store.get(key)).toBeNull();
    expect(await store.head(key)).toBeNull();
    await store.delete(key);
    await store.put(key, Buffer.from('x'), { contentType: 'text/plain' });
    await store.delete(key);
    expect(await store.head(key)).toBeNull();
  });

  it('keeps an empty file', async () => {
    const key = companyBlobKey(companyB, 'exports', 'empty');
    await store.put(key, Buffer.alloc(0), { contentType: 'text/plain' });
    const got = await store.get(key);
    expect(got?.meta.size).toBe(0);
    expect((await buffer(got!.body)).length).toBe(0);
  });

  it('lists and deletes by prefix, one company at a time', async () => {
    const own = ['a', 'b', 'c'].map((id) => companyBlobKey(companyB, 'emailImage', id));
    for (const key of own) await store.put(key, Buffer.from(key), { contentType: 'text/plain' });
    const other = companyBlobKey(companyA, 'emailImage', 'a');
    await store.put(other, Buffer.from('other'), { contentType: 'text/plain' });
    expect(await store.list(companyPrefix(companyB, 'emailImage'))).toEqual(own);
    expect(await store.deletePrefix(companyPrefix(companyB, 'emailImage'))).toBe(3);
    expect(await store.list(companyPrefix(companyB, 'emailImage'))).toEqual([]);
    expect(await store.head(other)).not.toBeNull();
  });

  it('refuses keys that could leave their folder', async () => {
    for (const key of ['../etc/passwd', 'companies/../../x', '/abs/path', 'companies/a//b', 'companies/a/.hidden', 'a/b\\c']) {
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/Invalid blob key/);
      await expect(store.get(key)).rejects.toThrow(/Invalid blob key/);
    }
    expect(() => companyBlobKey(companyA, 'exports', '../x')).toThrow();
    expect(() => companyBlobKey('../other', 'exports', 'x')).toThrow();
    expect(() => companyPrefix(companyA, '../x')).toThrow();
  });
});

describe('disk blob store on disk', () => {
  it('leaves no temporary file behind after a refused write', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crm-blobs-'));
    const store = createDiskBlobStore(dir);
    await expect(store.put('companies/x/a/b', slowStream(10_000), { contentType: 'text/plain', maxBytes: 100 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(readdirSync(path.join(dir, '.tmp'))).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});

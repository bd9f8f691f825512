import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey } from './blobKeys';
import type { BlobBody, BlobMeta, BlobStore, PutOptions } from './blobStore';
import { ByteMeter } from './byteMeter';

const SUFFIX = '.blob';
type Trailer = Omit<BlobMeta, 'key' | 'lastModified'> & { lastModified: string };

/**
 * Blobs as files under `root` (DATA_DIR/blobs by default). Each file holds the bytes followed by
 * its metadata as JSON and the JSON's length (4 bytes), so bytes and metadata change together in
 * one rename: written to `root/.tmp` first, then renamed into place (same file system, atomic).
 * A reader holds the file open, so a blob replaced meanwhile still reads whole.
 */
export function createDiskBlobStore(root: string): BlobStore {
  const tmpDir = path.join(root, '.tmp');
  const fileOf = (key: string) => path.join(root, ...key.split('/')) + SUFFIX;

  async function openBlob(key: string) {
    assertValidKey(key);
    const handle = await open(fileOf(key), 'r').catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT' || e.code === 'ENOTDIR') return null;
      throw e;
    });
    if (!handle) return null;
    try {
      const { size: fileSize, mtime } = await handle.stat();
      const lengthBytes = Buffer.alloc(4);
      await handle.read(lengthBytes, 0, 4, fileSize - 4);
      const length = lengthBytes.readUInt32BE(0);
      const json = Buffer.alloc(length);
      await handle.read(json, 0, length, fileSize - 4 - length);
      const trailer = JSON.parse(json.toString('utf8')) as Trailer;
      const meta: BlobMeta = { ...trailer, key, lastModified: new Date(trailer.lastModified ?? mtime) };
      return { handle, meta };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async function listFiles(dir: string, prefix: string, into: string[]): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT' || e.code === 'ENOTDIR') return [];
      throw e;
    });
    for (const entry of entries) {
      if (entry.isDirectory()) await listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`, into);
      else if (entry.name.endsWith(SUFFIX)) into.push(prefix + entry.name.slice(0, -SUFFIX.length));
    }
  }

  const store: BlobStore = {
    kind: 'disk',

    async put(key: string, body: BlobBody, options: PutOptions): Promise<BlobMeta> {
      assertValidKey(key);
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      const meter = new ByteMeter(options.maxBytes);
      const out = createWriteStream(tmp, { flags: 'wx' });
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, meter, out);
        const lastModified = new Date();
        const trailer: Trailer = {
          contentType: options.contentType, size: meter.bytes, etag: meter.etag(), lastModified: lastModified.toISOString(),
          ...(options.fileName ? { fileName: options.fileName } : {}),
        };
        const json = Buffer.from(JSON.stringify(trailer), 'utf8');
        const length = Buffer.alloc(4);
        length.writeUInt32BE(json.length, 0);
        const handle = await open(tmp, 'a');
        try {
          await handle.write(Buffer.concat([json, length]));
          // On disk before the rename makes it visible: a crash never leaves a visible half file.
          await handle.datasync();
        } finally {
          await handle.close();
        }
        const target = fileOf(key);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(tmp, target);
        const { etag, size, contentType, fileName } = trailer;
        return { key, contentType, size, etag, lastModified, ...(fileName ? { fileName } : {}) };
      } catch (error) {
        // A write stream destroyed while still opening creates its file after pipeline rejects:
        // remove the temporary file only once the stream has closed.
        if (!out.closed) await once(out, 'close').catch(() => undefined);
        await rm(tmp, { force: true });
        throw error;
      }
    },

    async get(key) {
      const opened = await openBlob(key);
      if (!opened) return null;
      const { handle, meta } = opened;
      if (meta.size === 0) {
        await handle.close();
        return { meta, body: Readable.from([]) };
      }
      return { meta, body: handle.createReadStream({ start: 0, end: meta.size - 1, autoClose: true }) };
    },

    async head(key) {
      const opened = await openBlob(key);
      if (!opened) return null;
      await opened.handle.close();
      return opened.meta;
    },

    async delete(key) {
      assertValidKey(key);
      await unlink(fileOf(key)).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT' && e.code !== 'ENOTDIR') throw e;
      });
    },

    async list(prefix) {
      assertValidKey(prefix, { prefix: true });
      const keys: string[] = [];
      await listFiles(path.join(root, ...prefix.split('/')), prefix, keys);
      return keys.sort();
    },

    async deletePrefix(prefix) {
      const keys = await store.list(prefix);
      for (const key of keys) await store.delete(key);
      return keys.length;
    },
  };
  return store;
}

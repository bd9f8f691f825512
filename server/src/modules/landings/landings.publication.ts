import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Publication } from './landings.repository';

/** A page as stored for serving: the document, its ETag and its gzip and brotli forms, compressed once here. */
export function pagePublication(landingId: string, document: string, publishedAt: Date, pixelIds: string[]): Publication {
  const bytes = Buffer.from(document, 'utf8');
  return {
    landingId, document, publishedAt, pixelIds,
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    gzip: gzipSync(bytes, { level: 9 }),
    br: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  };
}

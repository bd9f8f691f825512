import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import type { BlobStore } from './blobStore';
import { contentDisposition } from './contentDisposition';
import { EXTENSIONS } from './sniffContentType';

/** Whether the client's cached copy (If-None-Match: "a", W/"b", or *) is still this one. */
function stillFresh(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * Streams a stored file: type and length from its metadata, an ETag (304 when the client has
 * it), private caching that revalidates, `nosniff`, and a disposition that never lets a browser
 * render anything but a raster image in the app's origin. A missing blob is a plain 404.
 */
export async function sendBlob(
  req: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  key: string,
  options: { fileName?: string; what?: string } = {},
) {
  const conditional = req.headers['if-none-match'];
  if (conditional) {
    const meta = await store.head(key);
    if (!meta) throw notFound(options.what ?? 'File');
    if (stillFresh(conditional, meta.etag)) {
      return reply.code(304).header('etag', meta.etag).header('cache-control', 'private, no-cache').send();
    }
  }
  const blob = await store.get(key);
  if (!blob) throw notFound(options.what ?? 'File');
  const { meta, body } = blob;
  const fileName = meta.fileName ?? options.fileName ?? `${key.split('/').pop()}.${EXTENSIONS[meta.contentType.split(';')[0]] ?? 'bin'}`;
  return reply
    .header('content-type', meta.contentType)
    .header('content-length', String(meta.size))
    .header('content-disposition', contentDisposition(meta.contentType, fileName))
    .header('etag', meta.etag)
    .header('last-modified', meta.lastModified.toUTCString())
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    // Should a browser ever render it anyway: no script, no requests, its own opaque origin.
    .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox")
    .send(body);
}

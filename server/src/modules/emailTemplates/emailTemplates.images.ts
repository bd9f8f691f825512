import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../../../contract/roles';
import type { BlobStore } from '../../blobs';
import { companyBlobKey } from '../../blobs/blobKeys';
import { imageSize } from '../../connectors/ads/sandbox/rules/imageSize';
import { uploadFile } from '../files/files.service';
import { etagMatches } from '../landings/landings.host';

/**
 * Images of email templates. They are stored like every file of the `emailImage` use (PNG, JPEG,
 * GIF or WebP decided from the bytes, 5 MB, nothing kept when refused) and served without a token
 * at an absolute URL on PUBLIC_URL: mail clients fetch them from wherever the email is read.
 */
const AREA = 'emailImage';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const IMAGE_KEY = new RegExp(`^(${UUID})\\.(${UUID})$`);
export const EMAIL_IMAGE_PATH = '/api/email/i/';

/** The dimensions are read from the file's start: enough for PNG, GIF, WebP and nearly every JPEG. */
const HEAD_BYTES = 512 * 1024;

async function readHead(store: BlobStore, key: string): Promise<Buffer> {
  const blob = await store.get(key);
  if (!blob) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of blob.body) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= HEAD_BYTES) break;
  }
  blob.body.destroy();
  return Buffer.concat(chunks);
}

export async function uploadEmailImage(req: FastifyRequest, store: BlobStore, publicUrl: string, company: { id: string; role: Role }) {
  const stored = await uploadFile(req, store, company, AREA);
  const size = imageSize(await readHead(store, companyBlobKey(company.id, AREA, stored.fileId)));
  return {
    url: `${publicUrl.replace(/\/$/, '')}${EMAIL_IMAGE_PATH}${company.id}.${stored.fileId}`,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
}

/** The blob key an image id names, or null when it is not one (nothing else is ever looked up). */
export function emailImageKey(imageId: string): string | null {
  const match = IMAGE_KEY.exec(imageId);
  return match ? companyBlobKey(match[1]!, AREA, match[2]!) : null;
}

/** Ids are never reused: a copy stays valid for good. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Answers `/api/email/i/{companyId}.{uuid}`: the stored bytes with their sniffed type, length,
 * ETag (304), a year of caching, `nosniff`, and a sandboxing CSP should a browser open it alone.
 */
export async function serveEmailImage(store: BlobStore, imageId: string, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const key = emailImageKey(imageId);
  const blob = key ? await store.get(key) : null;
  if (!blob) {
    return reply.code(404).headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' }).send('Not found');
  }
  const { meta, body } = blob;
  // Shown inside mail on any origin (webmail), unlike the app's own files: cross-origin resource policy.
  reply.headers({
    etag: meta.etag, 'cache-control': CACHE_CONTROL, 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'cross-origin',
  });
  if (etagMatches(req.headers['if-none-match'], meta.etag)) {
    body.destroy();
    return reply.code(304).send();
  }
  return reply.headers({ 'content-type': meta.contentType, 'content-length': String(meta.size), 'last-modified': meta.lastModified.toUTCString() }).send(body);
}

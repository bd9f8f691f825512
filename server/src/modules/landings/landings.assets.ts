import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANDING_ASSET_PATH, type LandingAsset } from '../../../../contract/landings';
import type { Role } from '../../../../contract/roles';
import type { BlobStore } from '../../blobs';
import { companyBlobKey } from '../../blobs/blobKeys';
import { uploadFile } from '../files/files.service';
import { etagMatches } from './landings.host';

/**
 * The builder's images and videos. They are stored like every file of the `landingAsset` use
 * (type from the bytes, size per type, nothing kept when refused) and served, without a token,
 * at `/_lp/a/{companyId}.{uuid}` on the app's host (the editor's canvas) and on every landing
 * host (the published page): a relative URL that works wherever the page is shown.
 */

const AREA = 'landingAsset';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ASSET_ID = new RegExp(`^(${UUID})\\.(${UUID})$`);

export async function uploadLandingAsset(req: FastifyRequest, store: BlobStore, company: { id: string; role: Role }): Promise<LandingAsset> {
  const stored = await uploadFile(req, store, company, AREA);
  const assetId = `${company.id}.${stored.fileId}`;
  return { assetId, url: `${LANDING_ASSET_PATH}${assetId}`, contentType: stored.contentType, size: stored.size };
}

/** The blob key an asset id names, or null when it is not one (nothing else is ever looked up). */
export function landingAssetKey(assetId: string): string | null {
  const match = ASSET_ID.exec(assetId);
  return match ? companyBlobKey(match[1]!, AREA, match[2]!) : null;
}

/** Ids are never reused, so a copy stays valid for good. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Answers `/_lp/a/{assetId}` with the stored bytes: their sniffed type, length, ETag (304),
 * a year of caching, `nosniff`, and a sandboxing CSP should a browser open it as a document.
 */
export async function serveLandingAsset(store: BlobStore, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const notFound = () => reply.code(404).headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' }).send('Not found');
  if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(405).headers({ allow: 'GET, HEAD', 'cache-control': 'no-store' }).send('');
  const key = landingAssetKey(req.url.split('?')[0]!.slice(LANDING_ASSET_PATH.length));
  if (!key) return notFound();
  const blob = await store.get(key);
  if (!blob) return notFound();
  const { meta, body } = blob;
  reply.headers({
    etag: meta.etag,
    'cache-control': CACHE_CONTROL,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  });
  if (etagMatches(req.headers['if-none-match'], meta.etag)) {
    body.destroy();
    return reply.code(304).send();
  }
  return reply.headers({ 'content-type': meta.contentType, 'content-length': String(meta.size), 'last-modified': meta.lastModified.toUTCString() }).send(body);
}

/** The app host's route for the same path (outside /api: the canvas shows the page as published). */
export function registerLandingAssetRoute(app: FastifyInstance): void {
  app.get(`${LANDING_ASSET_PATH}:assetId`, (req, reply) => serveLandingAsset(app.deps.blobs, req, reply));
}

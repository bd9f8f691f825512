import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { FILE_POLICIES } from '../../../../contract/files';
import { LANDING_ASSET_PATH, type Landing } from '../../../../contract/landings';
import type { AppDeps } from '../../deps';
import { storeWithPolicy } from '../../blobs/storeWithPolicy';
import { notFound } from '../../http/errors';
import { assertCanAddLanding } from '../billing/billing.limits';
import { landingAssetKey } from '../landings/landings.assets';
import { toLanding } from '../landings/landings.presenter';
import { renderCss, renderHtml } from '../landings/landings.render';
import * as landingsRepo from '../landings/landings.repository';
import { insertWithinCap } from '../landings/landings.service';
import { readLandingAiUpload } from './landingAi.upload';

/**
 * Refuses max_landings before the connector is asked or anything is stored: the same check (and
 * lock) as the insert, which checks again, since another landing may be created meanwhile.
 */
async function assertRoomForOneMore(deps: AppDeps, companyId: string): Promise<void> {
  const ownerId = await landingsRepo.companyOwner(deps.db, companyId);
  if (!ownerId) throw notFound('Company');
  await deps.db.transaction().execute(async (tx) => assertCanAddLanding(tx, ownerId, await landingsRepo.lockAndCountOwnerLandings(tx, ownerId)));
}

/**
 * createLandingWithIA: the upload checked whole (fields, file types from the bytes, sizes,
 * count), the plan's cap, the page composed by the landing-AI connector with the photos' future
 * URLs, the photos stored as the builder's assets (served at /_lp/a/{assetId} on the app and on
 * landing hosts), and the landing inserted within the cap. When anything fails after the photos
 * are stored, they are deleted: a refused request keeps nothing.
 */
export async function createWithAi(deps: AppDeps, req: FastifyRequest, userId: string, companyId: string): Promise<Landing> {
  const upload = await readLandingAiUpload(req, companyId);
  await assertRoomForOneMore(deps, companyId);

  const photos = upload.images.map((image) => {
    const assetId = `${companyId}.${randomUUID()}`;
    const key = landingAssetKey(assetId);
    if (!key) throw new Error(`Not a landing asset id: ${assetId}`);
    return { image, key, src: `${LANDING_ASSET_PATH}${assetId}` };
  });
  const { fields } = upload;
  const { templateId, content } = await deps.connectors.landingAi.compose({
    description: fields.description, goal: fields.goal, tone: fields.tone, language: fields.language,
    ...(fields.brand ? { brand: fields.brand } : {}),
    logo: upload.logo?.pixels ?? null, images: photos.map((p) => ({ src: p.src })),
  });

  const stored: string[] = [];
  try {
    for (const photo of photos) {
      await storeWithPolicy(deps.blobs, photo.key, photo.image.body, FILE_POLICIES.landingAsset, photo.image.fileName ?? undefined);
      stored.push(photo.key);
    }
    const row = await insertWithinCap(deps, companyId, {
      companyId, name: content.brand.slice(0, 120), templateId, language: content.language, content,
      html: renderHtml(content), css: renderCss(content.theme), project: null, subdomain: null, createdBy: userId,
    });
    return toLanding(row, deps.config);
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.blobs.delete(key)));
    throw error;
  }
}

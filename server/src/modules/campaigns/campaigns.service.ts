import type { z } from 'zod';
import type { CampaignCriteria, createPMaxBody, createSearchBody, CampaignDetail } from '../../../../contract/campaigns';
import { FILE_POLICIES } from '../../../../contract/files';
import { companyBlobKey } from '../../blobs/blobKeys';
import type { CampaignSnapshot } from '../../connectors/ads';
import type { MutateOperation } from '../../connectors/ads/googleAds.types';
import type { AppDeps } from '../../deps';
import { AppError, invalidField, notFound } from '../../http/errors';
import { assertCanAddCampaign } from '../billing/billing.limits';
import { findLanding } from '../landings/landings.repository';
import { locationById } from '../companies/locations';
import { adsAccountOf, campaignOf, todayIn, type AdsAccount } from './campaigns.account';
import { onPlatform } from './campaigns.errors';
import { forgetMetrics } from './campaigns.metrics';
import { settleAdSpend } from './campaigns.spend';
import { toCampaign, toDetail } from './campaigns.presenter';
import * as repo from './campaigns.repository';
import { pmaxCampaignOperations, searchCampaignOperations, type PMaxImage } from './build/campaign';
import { parseWebUrl } from '../../../../contract/common';

type SearchBody = z.output<typeof createSearchBody>;
type PMaxBody = z.output<typeof createPMaxBody>;

/** Geo target constants for the locations of a targeting, each checked against getLocations' data. */
export async function geoFor(deps: AppDeps, criteria: CampaignCriteria, base: string): Promise<Map<string, string>> {
  const locations = await Promise.all(criteria.locations.map(async (l, i) => {
    const found = await locationById(l.locationId);
    if (!found) throw invalidField(`${base}.locations.${i}`, `Unknown location "${l.locationId}"`);
    return { locationId: found.id, name: found.canonicalName };
  }));
  return deps.connectors.ads.geoTargets(locations);
}

function finalUrlOrThrow(url: string, field: string): string {
  const parsed = parseWebUrl(url);
  if (!parsed) throw invalidField(field, 'Enter a web address (https://…)');
  return parsed;
}

async function snapshotOf(deps: AppDeps, account: AdsAccount, row: repo.CampaignRow): Promise<CampaignSnapshot> {
  const snapshot = await deps.connectors.ads.campaignSnapshot(account.customerId, row.platformCampaign);
  if (!snapshot) throw notFound('Campaign');
  return snapshot;
}

export async function detailOf(deps: AppDeps, account: AdsAccount, row: repo.CampaignRow): Promise<CampaignDetail> {
  const snapshot = await snapshotOf(deps, account, row);
  const geo = snapshot.criteria.filter((c) => c.location).map((c) => c.location!.geo_target_constant);
  return toDetail(row, snapshot, account.currency, await deps.connectors.ads.geoTargetLocations(geo));
}

async function create(deps: AppDeps, userId: string, companyId: string, body: SearchBody | PMaxBody, build: (account: AdsAccount, geo: Map<string, string>) => Promise<{ operations: MutateOperation[]; paths: string[] }>, type: 'search' | 'pmax'): Promise<CampaignDetail> {
  const account = await adsAccountOf(deps, companyId);
  await assertCanAddCampaign(deps.db, account.ownerId, await repo.countCampaigns(deps.db, companyId));
  // The landing is the product's record of where the ads lead; the address itself is finalUrl.
  if (body.landingId && !(await findLanding(deps.db, companyId, body.landingId))) throw invalidField('body.landingId', 'This landing is not one of the company\'s');
  if (body.bidding === 'target_cpa' && !body.targetCpa) throw invalidField('body.targetCpa', 'A target cost per conversion is needed for this bidding');
  const geo = await geoFor(deps, body.criteria, 'body.criteria');
  const { operations, paths } = await build(account, geo);
  const names = await onPlatform(() => deps.connectors.ads.mutate(account.customerId, operations), paths);
  const row = await repo.insertCampaign(deps.db, {
    companyId, customerId: account.customerId, platformCampaign: names[1], type, goal: body.goal, businessName: body.businessName,
    landingId: body.landingId ?? null, wizard: { ...body, draftId: undefined }, createdBy: userId,
  });
  if (body.draftId) await repo.deleteDraft(deps.db, companyId, body.draftId);
  return detailOf(deps, account, row);
}

export function createSearchCampaign(deps: AppDeps, userId: string, body: SearchBody): Promise<CampaignDetail> {
  const finalUrl = finalUrlOrThrow(body.finalUrl, 'body.finalUrl');
  return create(deps, userId, body.companyId, { ...body, finalUrl }, async (account, geo) =>
    searchCampaignOperations(account.customerId, { ...body, finalUrl }, geo, account.currency, todayIn(account.timezone)), 'search');
}

/** Reads the wizard's uploaded images (adImage files of the company) for the asset group. */
async function imagesOf(deps: AppDeps, companyId: string, body: PMaxBody): Promise<PMaxImage[]> {
  return Promise.all(body.assetGroup.images.map(async (image, i) => {
    const blob = await deps.blobs.get(companyBlobKey(companyId, 'adImage', image.fileId));
    if (!blob) throw invalidField(`body.assetGroup.images.${i}`, 'Upload the image again: it was not found');
    const chunks: Buffer[] = [];
    for await (const chunk of blob.body) chunks.push(chunk as Buffer);
    if (!(FILE_POLICIES.adImage.types as readonly string[]).includes(blob.meta.contentType)) throw invalidField(`body.assetGroup.images.${i}`, 'Images must be PNG, JPEG or GIF');
    return { field: image.field, data: Buffer.concat(chunks), mimeType: blob.meta.contentType, path: `body.assetGroup.images.${i}` };
  }));
}

export async function createPMaxCampaign(deps: AppDeps, userId: string, body: PMaxBody): Promise<CampaignDetail> {
  const finalUrl = finalUrlOrThrow(body.finalUrl, 'body.finalUrl');
  const images = await imagesOf(deps, body.companyId, body);
  return create(deps, userId, body.companyId, { ...body, finalUrl }, async (account, geo) =>
    pmaxCampaignOperations(account.customerId, { ...body, finalUrl }, images, geo, todayIn(account.timezone)), 'pmax');
}

export async function getCampaign(deps: AppDeps, companyId: string, campaignId: string): Promise<CampaignDetail> {
  const account = await adsAccountOf(deps, companyId);
  return detailOf(deps, account, await campaignOf(deps, companyId, campaignId));
}

/** Runs operations built from the campaign as it stands, then answers with the campaign after them. */
export async function change(deps: AppDeps, companyId: string, campaignId: string, build: (s: CampaignSnapshot, account: AdsAccount) => { operations: MutateOperation[]; paths: string[] } | Promise<{ operations: MutateOperation[]; paths: string[] }>): Promise<CampaignDetail> {
  const account = await adsAccountOf(deps, companyId);
  const row = await campaignOf(deps, companyId, campaignId);
  const snapshot = await snapshotOf(deps, account, row);
  const { operations, paths } = await build(snapshot, account);
  if (operations.length > 0) {
    await onPlatform(() => deps.connectors.ads.mutate(account.customerId, operations), paths);
    forgetMetrics(account.customerId);
  }
  return detailOf(deps, account, row);
}

export async function setStatus(deps: AppDeps, companyId: string, campaignId: string, status: 'ENABLED' | 'PAUSED') {
  const detail = await change(deps, companyId, campaignId, async (s, account) => {
    if (s.campaign.status === 'REMOVED') throw new AppError(409, 'campaign_removed', 'This campaign was removed and cannot change');
    if (status === 'ENABLED' && s.campaign.status === 'PAUSED') await settleAdSpend(deps, account);
    return { operations: s.campaign.status === status ? [] : [{ entity: 'campaign', operation: 'update', resource: { resource_name: s.campaign.resource_name, status } }], paths: ['body.campaignId'] };
  });
  const { keywords: _k, negativeKeywords: _n, ad: _a, assetGroup: _g, criteria: _c, monthlyCap: _m, ...campaign } = detail;
  return campaign;
}

export { toCampaign };

import { ASSET_KINDS, type AssetKind, type StoredAsset } from '../../../../contract/campaigns';
import type { Asset } from '../../connectors/ads/googleAds.types';
import { idOf } from '../../connectors/ads/sandbox/resourceNames';
import type { AppDeps } from '../../deps';
import { invalidField, notFound } from '../../http/errors';
import { ASSET_MAPPINGS, kindOfAsset } from './build/assets';
import { addAsset } from './build/campaign';
import { OperationList } from './build/temporaryIds';
import { adsAccountOf, campaignOf, type AdsAccount } from './campaigns.account';
import { onPlatform } from './campaigns.errors';
import { forgetMetrics } from './campaigns.metrics';
import { campaignsOf } from './campaigns.repository';

async function productIds(deps: AppDeps, companyId: string): Promise<Map<string, string>> {
  return new Map((await campaignsOf(deps.db, companyId)).map((r) => [r.platformCampaign, r.id]));
}

function present(asset: Asset, campaigns: string[], ids: Map<string, string>): StoredAsset {
  const kind = kindOfAsset(asset) as AssetKind;
  return { assetId: idOf(asset.resource_name), kind, fields: ASSET_MAPPINGS[kind].fromGoogle(asset), campaignIds: campaigns.flatMap((c) => (ids.has(c) ? [ids.get(c)!] : [])) };
}

async function accountAssets(deps: AppDeps, account: AdsAccount, kind: AssetKind) {
  return deps.connectors.ads.customerAssets(account.customerId, ASSET_MAPPINGS[kind].type);
}

export async function customerAssets(deps: AppDeps, companyId: string, kind: AssetKind): Promise<StoredAsset[]> {
  const account = await adsAccountOf(deps, companyId);
  const ids = await productIds(deps, companyId);
  return (await accountAssets(deps, account, kind)).map((a) => present(a.asset, a.campaigns, ids));
}

/** The assets of the seven kinds set on one campaign. */
export async function campaignAssets(deps: AppDeps, companyId: string, campaignId: string): Promise<StoredAsset[]> {
  const row = await campaignOf(deps, companyId, campaignId);
  const all = await Promise.all(ASSET_KINDS.map((k) => customerAssets(deps, companyId, k)));
  return all.flat().filter((a) => a.campaignIds.includes(row.id));
}

async function run(deps: AppDeps, account: AdsAccount, list: OperationList): Promise<string[]> {
  const names = await onPlatform(() => deps.connectors.ads.mutate(account.customerId, list.operations), list.paths);
  forgetMetrics(account.customerId);
  return names;
}

async function findAssets(deps: AppDeps, account: AdsAccount, kind: AssetKind, assetIds: string[]) {
  const all = await accountAssets(deps, account, kind);
  return assetIds.map((id, i) => {
    const found = all.find((a) => idOf(a.asset.resource_name) === id);
    if (!found) throw invalidField(`body.assetIds.${i}`, 'This asset is not in the ad account');
    return found;
  });
}

export async function uploadAsset(deps: AppDeps, companyId: string, campaignId: string, kind: AssetKind, fields: unknown): Promise<StoredAsset> {
  const account = await adsAccountOf(deps, companyId);
  const row = await campaignOf(deps, companyId, campaignId);
  const list = new OperationList(account.customerId);
  addAsset(list, row.platformCampaign, kind, fields, account.currency, 'body');
  const [assetName] = await run(deps, account, list);
  return present(((await accountAssets(deps, account, kind)).find((a) => a.asset.resource_name === assetName))!.asset, [row.platformCampaign], await productIds(deps, companyId));
}

export async function setOnCampaign(deps: AppDeps, companyId: string, campaignId: string, kind: AssetKind, assetIds: string[]): Promise<StoredAsset[]> {
  const account = await adsAccountOf(deps, companyId);
  const row = await campaignOf(deps, companyId, campaignId);
  const list = new OperationList(account.customerId);
  (await findAssets(deps, account, kind, assetIds)).forEach((a, i) => {
    if (a.campaigns.includes(row.platformCampaign)) return;
    list.add({ entity: 'campaign_asset', operation: 'create', resource: { resource_name: list.temp('campaignAssets'), campaign: row.platformCampaign, asset: a.asset.resource_name, field_type: ASSET_MAPPINGS[kind].field, status: 'ENABLED' } }, `body.assetIds.${i}`);
  });
  if (list.operations.length) await run(deps, account, list);
  return (await campaignAssets(deps, companyId, campaignId)).filter((a) => a.kind === kind);
}

export async function updateAsset(deps: AppDeps, companyId: string, kind: AssetKind, assetId: string, fields: unknown): Promise<StoredAsset> {
  const account = await adsAccountOf(deps, companyId);
  const [found] = await findAssets(deps, account, kind, [assetId]).catch(() => { throw notFound('Asset'); });
  const list = new OperationList(account.customerId);
  list.add({ entity: 'asset', operation: 'update', resource: { resource_name: found.asset.resource_name, ...ASSET_MAPPINGS[kind].toGoogle(fields as never, account.currency) } }, 'body');
  await run(deps, account, list);
  const updated = (await accountAssets(deps, account, kind)).find((a) => a.asset.resource_name === found.asset.resource_name)!;
  return present(updated.asset, updated.campaigns, await productIds(deps, companyId));
}

export async function removeFromCampaign(deps: AppDeps, companyId: string, campaignId: string, kind: AssetKind, assetIds: string[]): Promise<{ ok: true }> {
  const account = await adsAccountOf(deps, companyId);
  const row = await campaignOf(deps, companyId, campaignId);
  const snapshot = await deps.connectors.ads.campaignSnapshot(account.customerId, row.platformCampaign);
  const list = new OperationList(account.customerId);
  (await findAssets(deps, account, kind, assetIds)).forEach((a, i) => {
    const link = snapshot?.campaignAssets.find((l) => l.asset === a.asset.resource_name);
    if (!link) throw invalidField(`body.assetIds.${i}`, 'This asset is not set on the campaign');
    list.add({ entity: 'campaign_asset', operation: 'remove', resource: { resource_name: link.resource_name } }, `body.assetIds.${i}`);
  });
  await run(deps, account, list);
  return { ok: true };
}

import type { Db } from '../../../db/connection';
import type { CampaignSnapshot } from '../ads.connector';
import type {
  AdGroup, AdGroupAd, AdGroupCriterion, Asset, AssetGroup, AssetGroupAsset, Campaign, CampaignAsset, CampaignBudget, CampaignCriterion,
} from '../googleAds.types';
import { loadWhere, type StoredResource } from './store';

const live = (r: StoredResource) => r.data.status !== 'REMOVED';
const of = <T>(rows: StoredResource[], entity: StoredResource['entity']) => rows.filter((r) => r.entity === entity && live(r)).map((r) => r.data as T);

/** A campaign and everything under it, as the product reads it (removed children left out). */
export async function readSnapshot(db: Db, customerId: string, campaignName: string): Promise<CampaignSnapshot | null> {
  const [campaignRow] = await loadWhere(db, customerId, { names: [campaignName] });
  if (!campaignRow || campaignRow.entity !== 'campaign') return null;
  const campaign = campaignRow.data as Campaign;
  const children = await loadWhere(db, customerId, { parents: [campaignName] });
  const groups = children.filter((r) => (r.entity === 'ad_group' || r.entity === 'asset_group') && live(r)).map((r) => r.resourceName);
  const grandchildren = await loadWhere(db, customerId, { parents: groups });
  const [budgetRow] = await loadWhere(db, customerId, { names: [campaign.campaign_budget] });
  const all = [...children, ...grandchildren];
  const assetNames = [...new Set(all.filter((r) => (r.entity === 'campaign_asset' || r.entity === 'asset_group_asset') && live(r)).map((r) => String(r.data.asset)))];
  const assets = await loadWhere(db, customerId, { names: assetNames });
  return {
    campaign,
    budget: budgetRow.data as CampaignBudget,
    adGroups: of<AdGroup>(children, 'ad_group'),
    keywords: of<AdGroupCriterion>(grandchildren, 'ad_group_criterion'),
    ads: of<AdGroupAd>(grandchildren, 'ad_group_ad'),
    criteria: children.filter((r) => r.entity === 'campaign_criterion').map((r) => r.data as CampaignCriterion),
    campaignAssets: of<CampaignAsset>(children, 'campaign_asset'),
    assetGroups: of<AssetGroup>(children, 'asset_group'),
    assetGroupAssets: of<AssetGroupAsset>(grandchildren, 'asset_group_asset'),
    assets: Object.fromEntries(assets.map((a) => [a.resourceName, a.data as Asset])),
  };
}

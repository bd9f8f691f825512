/**
 * Helpers of the recommendation tests: an ad account kept in memory as the sandbox store keeps it
 * (real ids handed out, temporary ones resolved, removals as status REMOVED), built from the
 * product's own creation requests, and a campaign read back as the product reads it.
 */
import type { CampaignSnapshot } from '../../ads.connector';
import type {
  AdGroup, AdGroupAd, AdGroupCriterion, Asset, AssetGroup, AssetGroupAsset, Campaign, CampaignAsset, CampaignBudget, CampaignCriterion, MutateOperation,
} from '../../googleAds.types';
import { HAS_STATUS, isTemporary, nameFor, REFERENCE_FIELDS } from '../resourceNames';
import type { Stored } from '../rules/testKit';

let nextId = 1000;

/** The account after the operations, as the store would leave it (the operations are not checked here). */
export function applyToAccount(customerId: string, stored: Stored, operations: MutateOperation[]): { account: Stored; names: string[] } {
  const account: Stored = structuredClone(stored);
  const temporary = new Map<string, string>();
  const names: string[] = [];
  const resolve = (data: Record<string, unknown>) => {
    const out = { ...data };
    for (const field of REFERENCE_FIELDS) if (typeof out[field] === 'string' && temporary.has(out[field])) out[field] = temporary.get(out[field]);
    return out;
  };
  for (const op of operations) {
    const given = op.resource as Record<string, unknown>;
    if (op.operation === 'create') {
      const data = resolve(given);
      const { name } = nameFor(customerId, op.entity, data, String(nextId++));
      if (typeof given.resource_name === 'string' && isTemporary(given.resource_name)) temporary.set(given.resource_name, name);
      account[name] = { ...structuredClone(data), resource_name: name };
      names.push(name);
      continue;
    }
    const name = temporary.get(String(given.resource_name)) ?? String(given.resource_name);
    if (op.operation === 'update') account[name] = { ...account[name], ...resolve(given), resource_name: name };
    else if (HAS_STATUS.has(op.entity)) account[name] = { ...account[name], status: 'REMOVED' };
    else delete account[name];
    names.push(name);
  }
  return { account, names };
}

const entityOf = (name: string) => name.split('/')[2];
const live = (d: Record<string, unknown>) => d.status !== 'REMOVED';

/** A campaign and everything under it, as the sandbox's readSnapshot gives it (removed children left out). */
export function snapshotOf(account: Stored, campaignName: string): CampaignSnapshot {
  const all = Object.values(account);
  const of = <T>(collection: string, keep: (d: Record<string, unknown>) => boolean) => all.filter((d) => entityOf(String(d.resource_name)) === collection && keep(d)) as T[];
  const campaign = account[campaignName] as Campaign;
  const adGroups = of<AdGroup>('adGroups', (d) => d.campaign === campaignName && live(d));
  const groups = of<AssetGroup>('assetGroups', (d) => d.campaign === campaignName && live(d));
  const inAdGroups = (d: Record<string, unknown>) => adGroups.some((g) => g.resource_name === d.ad_group) && live(d);
  const campaignAssets = of<CampaignAsset>('campaignAssets', (d) => d.campaign === campaignName && live(d));
  const assetGroupAssets = of<AssetGroupAsset>('assetGroupAssets', (d) => groups.some((g) => g.resource_name === d.asset_group) && live(d));
  const assetNames = new Set([...campaignAssets, ...assetGroupAssets].map((l) => l.asset));
  return {
    campaign,
    budget: account[campaign.campaign_budget] as CampaignBudget,
    adGroups,
    keywords: of<AdGroupCriterion>('adGroupCriteria', inAdGroups),
    ads: of<AdGroupAd>('adGroupAds', inAdGroups),
    criteria: of<CampaignCriterion>('campaignCriteria', (d) => d.campaign === campaignName),
    campaignAssets,
    assetGroups: groups,
    assetGroupAssets,
    assets: Object.fromEntries([...assetNames].map((n) => [n, account[n] as Asset])),
  };
}

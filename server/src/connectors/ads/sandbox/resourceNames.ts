import type { AdsEntity } from '../googleAds.types';

/** Each entity's collection in resource names (customers/{id}/{collection}/{id}). */
export const COLLECTIONS: Record<AdsEntity, string> = {
  campaign_budget: 'campaignBudgets',
  campaign: 'campaigns',
  ad_group: 'adGroups',
  ad_group_criterion: 'adGroupCriteria',
  ad_group_ad: 'adGroupAds',
  campaign_criterion: 'campaignCriteria',
  asset: 'assets',
  campaign_asset: 'campaignAssets',
  customer_asset: 'customerAssets',
  asset_group: 'assetGroups',
  asset_group_asset: 'assetGroupAssets',
  conversion_action: 'conversionActions',
};

/** Entities whose removal leaves them as status REMOVED (the rest disappear). */
export const HAS_STATUS = new Set<AdsEntity>([
  'campaign', 'ad_group', 'ad_group_criterion', 'ad_group_ad', 'campaign_asset', 'customer_asset', 'asset_group', 'asset_group_asset', 'conversion_action',
]);

/** The last id of a resource name: customers/1/adGroupCriteria/5~77 → 77; campaigns/9 → 9. */
export function idOf(resourceName: string): string {
  const last = resourceName.slice(resourceName.lastIndexOf('/') + 1);
  return last.split('~').at(-1) ?? last;
}

/** A temporary id of a create (customers/1/campaigns/-1). */
export const isTemporary = (resourceName: string | undefined) => !!resourceName && /\/-\d+(~|$)/.test(resourceName);

const refId = (ref: unknown) => (typeof ref === 'string' ? ref.slice(ref.lastIndexOf('/') + 1) : '');

/** The real name of a new resource and the parent it hangs from, from its references. */
export function nameFor(customerId: string, entity: AdsEntity, data: Record<string, unknown>, newId: string): { name: string; parent: string | null } {
  const base = `customers/${customerId}/${COLLECTIONS[entity]}`;
  switch (entity) {
    case 'ad_group':
      return { name: `${base}/${newId}`, parent: data.campaign as string };
    case 'ad_group_criterion':
    case 'ad_group_ad':
      return { name: `${base}/${refId(data.ad_group)}~${newId}`, parent: data.ad_group as string };
    case 'campaign_criterion':
      return { name: `${base}/${refId(data.campaign)}~${newId}`, parent: data.campaign as string };
    case 'campaign_asset':
      return { name: `${base}/${refId(data.campaign)}~${refId(data.asset)}~${String(data.field_type)}`, parent: data.campaign as string };
    case 'customer_asset':
      return { name: `${base}/${refId(data.asset)}~${String(data.field_type)}`, parent: null };
    case 'asset_group':
      return { name: `${base}/${newId}`, parent: data.campaign as string };
    case 'asset_group_asset':
      return { name: `${base}/${refId(data.asset_group)}~${refId(data.asset)}~${String(data.field_type)}`, parent: data.asset_group as string };
    default:
      return { name: `${base}/${newId}`, parent: null };
  }
}

/** Reference fields a resource may carry (resolved from temporary ids). */
export const REFERENCE_FIELDS = ['campaign_budget', 'campaign', 'ad_group', 'asset', 'asset_group'] as const;

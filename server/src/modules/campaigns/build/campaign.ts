import type { z } from 'zod';
import type { createPMaxBody, createSearchBody } from '../../../../../contract/campaigns';
import { ASSET_KINDS } from '../../../../../contract/campaigns';
import type { AssetFieldType, Bidding, MutateOperation } from '../../../connectors/ads/googleAds.types';
import { ASSET_MAPPINGS } from './assets';
import { addCriteria, criteriaFrom } from './criteria';
import { toMicros } from './money';
import { OperationList } from './temporaryIds';

type SearchBody = z.output<typeof createSearchBody>;
type PMaxBody = z.output<typeof createPMaxBody>;
type Common = SearchBody | PMaxBody;

export function biddingOf(body: Pick<Common, 'bidding' | 'targetCpa'>): Bidding {
  if (body.bidding === 'target_cpa') return { maximize_conversions: { target_cpa_micros: toMicros(body.targetCpa ?? 0) } };
  if (body.bidding === 'maximize_conversions') return { maximize_conversions: {} };
  return { target_spend: {} };
}

/** Budget and campaign, the first two operations of any creation; the campaign's temporary name. */
function budgetAndCampaign(list: OperationList, body: Common, channel: 'SEARCH' | 'PERFORMANCE_MAX', today: string): string {
  const budget = list.temp('campaignBudgets');
  list.add({ entity: 'campaign_budget', operation: 'create', resource: { resource_name: budget, amount_micros: toMicros(body.dailyBudget), period: 'DAILY', delivery_method: 'STANDARD', explicitly_shared: false } }, 'body.dailyBudget');
  const campaign = list.temp('campaigns');
  list.add({
    entity: 'campaign', operation: 'create',
    resource: { resource_name: campaign, name: body.name, status: 'ENABLED', advertising_channel_type: channel, campaign_budget: budget, bidding: biddingOf(body), start_date: today },
  }, 'body.name');
  return campaign;
}

/**
 * A whole search campaign as one atomic request (reference/google-ads.md §1): budget, campaign,
 * one ad group with the keywords and a responsive search ad, negative keywords and targeting as
 * campaign criteria, and the assets of the seven kinds linked to the campaign.
 */
export function searchCampaignOperations(customerId: string, body: SearchBody, geo: Map<string, string>, currency: string, today: string): OperationList {
  const list = new OperationList(customerId);
  const campaign = budgetAndCampaign(list, body, 'SEARCH', today);
  const adGroup = list.temp('adGroups');
  list.add({ entity: 'ad_group', operation: 'create', resource: { resource_name: adGroup, campaign, name: body.name, status: 'ENABLED' } }, 'body.name');
  body.keywords.forEach((k, i) => list.add({
    entity: 'ad_group_criterion', operation: 'create',
    resource: { resource_name: list.temp('adGroupCriteria'), ad_group: adGroup, status: 'ENABLED', keyword: { text: k.text, match_type: k.matchType } },
  }, `body.keywords.${i}`));
  body.negativeKeywords.forEach((k, i) => list.add({
    entity: 'campaign_criterion', operation: 'create',
    resource: { resource_name: list.temp('campaignCriteria'), campaign, negative: true, keyword: { text: k.text, match_type: k.matchType } },
  }, `body.negativeKeywords.${i}`));
  list.add({ entity: 'ad_group_ad', operation: 'create', resource: { resource_name: list.temp('adGroupAds'), ad_group: adGroup, status: 'ENABLED', ad: { final_urls: [body.finalUrl], responsive_search_ad: rsaOf(body.ad) } } }, 'body.ad');
  addCriteria(list, campaign, criteriaFrom(body.criteria, geo, 'body.criteria'));
  for (const kind of ASSET_KINDS) {
    (body.assets[kind] ?? []).forEach((fields, i) => addAsset(list, campaign, kind, fields, currency, `body.assets.${kind}.${i}`));
  }
  return list;
}

export function rsaOf(ad: SearchBody['ad']) {
  return {
    headlines: ad.headlines.map((text) => ({ text })),
    descriptions: ad.descriptions.map((text) => ({ text })),
    ...(ad.path1 ? { path1: ad.path1 } : {}),
    ...(ad.path2 ? { path2: ad.path2 } : {}),
  };
}

/** One asset of the seven kinds, created and linked to the campaign in the same request. */
export function addAsset<K extends keyof typeof ASSET_MAPPINGS>(list: OperationList, campaign: string, kind: K, fields: unknown, currency: string, path: string): string {
  const mapping = ASSET_MAPPINGS[kind];
  const asset = list.temp('assets');
  list.add({ entity: 'asset', operation: 'create', resource: { resource_name: asset, type: mapping.type, ...mapping.toGoogle(fields as never, currency) } }, path);
  list.add({ entity: 'campaign_asset', operation: 'create', resource: { resource_name: list.temp('campaignAssets'), campaign, asset, field_type: mapping.field, status: 'ENABLED' } }, path);
  return asset;
}

export type PMaxImage = { field: AssetFieldType; data: Buffer; mimeType: string; path: string };

/**
 * A whole Performance Max campaign (reference/google-ads.md §4): budget (never shared), campaign,
 * one asset group created together with its text and image assets, and targeting.
 */
export function pmaxCampaignOperations(customerId: string, body: PMaxBody, images: PMaxImage[], geo: Map<string, string>, today: string): OperationList {
  const list = new OperationList(customerId);
  const campaign = budgetAndCampaign(list, body, 'PERFORMANCE_MAX', today);
  const group = list.temp('assetGroups');
  const g = body.assetGroup;
  list.add({
    entity: 'asset_group', operation: 'create',
    resource: { resource_name: group, campaign, name: g.name ?? body.name, final_urls: [body.finalUrl], status: 'ENABLED', ...(g.path1 ? { path1: g.path1 } : {}), ...(g.path2 ? { path2: g.path2 } : {}) },
  }, 'body.assetGroup');
  const text = (field: AssetFieldType, value: string, path: string) => linkToGroup(list, group, field, { type: 'TEXT', text_asset: { text: value } }, path);
  g.headlines.forEach((t, i) => text('HEADLINE', t, `body.assetGroup.headlines.${i}`));
  g.longHeadlines.forEach((t, i) => text('LONG_HEADLINE', t, `body.assetGroup.longHeadlines.${i}`));
  g.descriptions.forEach((t, i) => text('DESCRIPTION', t, `body.assetGroup.descriptions.${i}`));
  text('BUSINESS_NAME', g.businessName, 'body.assetGroup.businessName');
  for (const image of images) {
    linkToGroup(list, group, image.field, { type: 'IMAGE', image_asset: { data: image.data.toString('base64'), file_size: image.data.length, mime_type: image.mimeType } }, image.path);
  }
  addCriteria(list, campaign, criteriaFrom(body.criteria, geo, 'body.criteria'));
  return list;
}

export function linkToGroup(list: OperationList, group: string, field: AssetFieldType, asset: Omit<Extract<MutateOperation, { entity: 'asset'; operation: 'create' }>['resource'], 'resource_name'>, path: string): void {
  const name = list.temp('assets');
  list.add({ entity: 'asset', operation: 'create', resource: { resource_name: name, ...asset } }, path);
  list.add({ entity: 'asset_group_asset', operation: 'create', resource: { resource_name: list.temp('assetGroupAssets'), asset_group: group, asset: name, field_type: field, status: 'ENABLED' } }, path);
}

import type { z } from 'zod';
import type { CampaignCriteria, keywordInput, searchAdInput } from '../../../../contract/campaigns';
import { parseWebUrl } from '../../../../contract/common';
import type { AppDeps } from '../../deps';
import { invalidField } from '../../http/errors';
import { idOf } from '../../connectors/ads/sandbox/resourceNames';
import { criteriaFrom, diffCriteria } from './build/criteria';
import { toMicros } from './build/money';
import { OperationList } from './build/temporaryIds';
import { linkToGroup, rsaOf } from './build/campaign';
import { updateCampaignRow } from './campaigns.repository';
import { change, geoFor } from './campaigns.service';
import { findLanding } from '../landings/landings.repository';

type KeywordInput = z.output<typeof keywordInput>;

export const updateBudget = (deps: AppDeps, companyId: string, campaignId: string, dailyBudget: number) =>
  change(deps, companyId, campaignId, (s) => ({
    operations: [{ entity: 'campaign_budget', operation: 'update', resource: { resource_name: s.budget.resource_name, amount_micros: toMicros(dailyBudget) } }],
    paths: ['body.dailyBudget'],
  }));

export const updateName = (deps: AppDeps, companyId: string, campaignId: string, name: string) =>
  change(deps, companyId, campaignId, (s) => ({ operations: [{ entity: 'campaign', operation: 'update', resource: { resource_name: s.campaign.resource_name, name } }], paths: ['body.newName'] }));

/**
 * A search ad's final URL lives on the ad; a Performance Max one on the asset group. `landingId`
 * (one of the company's landings, or null for none) is the product's own record, kept only once the
 * platform took the address.
 */
export async function updateFinalUrl(deps: AppDeps, companyId: string, campaignId: string, url: string, landingId?: string | null) {
  const detail = await change(deps, companyId, campaignId, async (s) => {
    const finalUrl = parseWebUrl(url);
    if (!finalUrl) throw invalidField('body.newFinalUrl', 'Enter a web address (https://…)');
    if (landingId && !(await findLanding(deps.db, companyId, landingId))) throw invalidField('body.landingId', "This landing is not one of the company's");
    const list = new OperationList('');
    for (const ad of s.ads) list.add({ entity: 'ad_group_ad', operation: 'update', resource: { resource_name: ad.resource_name, ad: { ...ad.ad, final_urls: [finalUrl] } } }, 'body.newFinalUrl');
    for (const g of s.assetGroups) list.add({ entity: 'asset_group', operation: 'update', resource: { resource_name: g.resource_name, final_urls: [finalUrl] } }, 'body.newFinalUrl');
    return list;
  });
  if (landingId === undefined) return detail;
  await updateCampaignRow(deps.db, campaignId, { landingId });
  return { ...detail, landingId };
}

/**
 * New texts for the ad. A responsive search ad's texts are immutable on the platform, so the ad is
 * replaced (new ad created, old one removed, in one request); an asset group's text links are swapped.
 */
export const updateTexts = (deps: AppDeps, companyId: string, campaignId: string, texts: z.output<typeof searchAdInput> & { longHeadlines?: string[]; businessName?: string }) =>
  change(deps, companyId, campaignId, (s, account) => {
    const list = new OperationList(account.customerId);
    const ad = s.ads[0];
    if (ad) {
      list.add({ entity: 'ad_group_ad', operation: 'create', resource: { resource_name: list.temp('adGroupAds'), ad_group: ad.ad_group, status: 'ENABLED', ad: { final_urls: ad.ad.final_urls, responsive_search_ad: rsaOf(texts) } } }, 'body');
      list.add({ entity: 'ad_group_ad', operation: 'remove', resource: { resource_name: ad.resource_name } }, 'body');
    }
    const group = s.assetGroups[0];
    if (group) {
      const fields: [string, string[]][] = [['HEADLINE', texts.headlines], ['DESCRIPTION', texts.descriptions], ...(texts.longHeadlines ? [['LONG_HEADLINE', texts.longHeadlines] as [string, string[]]] : []), ...(texts.businessName !== undefined ? [['BUSINESS_NAME', [texts.businessName]] as [string, string[]]] : [])];
      for (const [field, values] of fields) {
        for (const link of s.assetGroupAssets.filter((l) => l.field_type === field)) list.add({ entity: 'asset_group_asset', operation: 'remove', resource: { resource_name: link.resource_name } }, 'body');
        const key = { HEADLINE: 'headlines', DESCRIPTION: 'descriptions', LONG_HEADLINE: 'longHeadlines', BUSINESS_NAME: 'businessName' }[field];
        values.forEach((text, i) => linkToGroup(list, group.resource_name, field as 'HEADLINE', { type: 'TEXT', text_asset: { text } }, field === 'BUSINESS_NAME' ? 'body.businessName' : `body.${key}.${i}`));
      }
      if (texts.path1 !== undefined || texts.path2 !== undefined) list.add({ entity: 'asset_group', operation: 'update', resource: { resource_name: group.resource_name, path1: texts.path1 ?? '', path2: texts.path2 ?? '' } }, 'body.path1');
    }
    return list;
  });

export const addKeywords = (deps: AppDeps, companyId: string, campaignId: string, keywords: KeywordInput[], negative: boolean) =>
  change(deps, companyId, campaignId, (s, account) => {
    const list = new OperationList(account.customerId);
    const field = negative ? 'negativeKeywords' : 'positiveKeywords';
    if (!negative && s.adGroups.length === 0) throw invalidField(`body.${field}`, 'Performance Max campaigns have no keywords: use search themes');
    keywords.forEach((k, i) => {
      const keyword = { text: k.text, match_type: k.matchType };
      if (negative) list.add({ entity: 'campaign_criterion', operation: 'create', resource: { resource_name: list.temp('campaignCriteria'), campaign: s.campaign.resource_name, negative: true, keyword } }, `body.${field}.${i}`);
      else list.add({ entity: 'ad_group_criterion', operation: 'create', resource: { resource_name: list.temp('adGroupCriteria'), ad_group: s.adGroups[0].resource_name, status: 'ENABLED', keyword } }, `body.${field}.${i}`);
    });
    return list;
  });

export const removeKeywords = (deps: AppDeps, companyId: string, campaignId: string, ids: string[], negative: boolean) =>
  change(deps, companyId, campaignId, (s) => {
    const list = new OperationList('');
    const field = negative ? 'negativeKeywordIds' : 'positiveKeywordIds';
    const pool = negative ? s.criteria.filter((c) => c.keyword && c.negative) : s.keywords;
    ids.forEach((id, i) => {
      const found = pool.find((k) => idOf(k.resource_name) === id);
      if (!found) throw invalidField(`body.${field}.${i}`, 'This keyword is not in the campaign');
      list.add({ entity: negative ? 'campaign_criterion' : 'ad_group_criterion', operation: 'remove', resource: { resource_name: found.resource_name } }, `body.${field}.${i}`);
    });
    return list;
  });

export async function updateCriteria(deps: AppDeps, companyId: string, campaignId: string, criteria: CampaignCriteria): Promise<CampaignCriteria> {
  const geo = await geoFor(deps, criteria, 'body');
  const detail = await change(deps, companyId, campaignId, (s, account) => {
    const list = new OperationList(account.customerId);
    diffCriteria(list, s.campaign.resource_name, s.criteria, criteriaFrom(criteria, geo, 'body'));
    return list;
  });
  return detail.criteria;
}

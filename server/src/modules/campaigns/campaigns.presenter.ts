import type { Campaign, CampaignDetail, Keyword } from '../../../../contract/campaigns';
import type { CampaignSnapshot } from '../../connectors/ads';
import type { Asset, Campaign as PlatformCampaign, CampaignBudget } from '../../connectors/ads/googleAds.types';
import { criteriaOf } from './build/criteria';
import { fromMicros, monthlyCap } from './build/money';
import type { CampaignRow } from './campaigns.repository';
import { idOf } from '../../connectors/ads/sandbox/resourceNames';

export function biddingName(c: PlatformCampaign): Campaign['bidding'] {
  if ('maximize_conversions' in c.bidding) return c.bidding.maximize_conversions.target_cpa_micros ? 'target_cpa' : 'maximize_conversions';
  return 'maximize_clicks';
}

export function toCampaign(row: CampaignRow, campaign: PlatformCampaign, budget: CampaignBudget, currency: string, finalUrl: string): Campaign {
  return {
    _id: row.id, companyId: row.companyId, type: row.type, name: campaign.name, status: campaign.status,
    dailyBudget: fromMicros(budget.amount_micros), currency, bidding: biddingName(campaign), finalUrl,
    landingId: row.landingId, startDate: campaign.start_date, createdAt: row.createdAt.toISOString(),
  };
}

export function finalUrlOf(s: CampaignSnapshot): string {
  return s.ads[0]?.ad.final_urls[0] ?? s.assetGroups[0]?.final_urls[0] ?? '';
}

const groupTexts = (s: CampaignSnapshot, field: string) =>
  s.assetGroupAssets.filter((l) => l.field_type === field).map((l) => s.assets[l.asset]?.text_asset?.text ?? '');

export function toDetail(row: CampaignRow, s: CampaignSnapshot, currency: string, locations: Map<string, { locationId: string; name: string }>): CampaignDetail {
  const keyword = (resource: string, k: { text: string; match_type: Keyword['matchType'] }, status: Keyword['status']): Keyword =>
    ({ id: idOf(resource), text: k.text, matchType: k.match_type, status });
  const ad = s.ads[0]?.ad.responsive_search_ad;
  const group = s.assetGroups[0];
  const base = toCampaign(row, s.campaign, s.budget, currency, finalUrlOf(s));
  return {
    ...base,
    keywords: s.keywords.map((k) => keyword(k.resource_name, k.keyword, k.status)),
    negativeKeywords: s.criteria.filter((c) => c.keyword && c.negative).map((c) => keyword(c.resource_name, c.keyword!, 'ENABLED')),
    ad: ad ? { headlines: ad.headlines.map((h) => h.text), descriptions: ad.descriptions.map((d) => d.text), path1: ad.path1, path2: ad.path2 } : null,
    assetGroup: group ? {
      name: group.name, path1: group.path1, path2: group.path2, searchThemes: [],
      headlines: groupTexts(s, 'HEADLINE'), longHeadlines: groupTexts(s, 'LONG_HEADLINE'), descriptions: groupTexts(s, 'DESCRIPTION'),
      businessName: groupTexts(s, 'BUSINESS_NAME')[0] ?? '',
      images: s.assetGroupAssets.filter((l) => s.assets[l.asset]?.type === 'IMAGE').map((l) => imageOf(l.asset, l.field_type, s.assets[l.asset])),
    } : null,
    criteria: criteriaOf(s.criteria.filter((c) => !c.keyword), locations),
    monthlyCap: monthlyCap(base.dailyBudget),
  };
}

function imageOf(name: string, field: string, asset: Asset) {
  const size = asset.image_asset?.full_size;
  return { assetId: idOf(name), field: field as 'MARKETING_IMAGE', width: size?.width_pixels ?? 0, height: size?.height_pixels ?? 0 };
}

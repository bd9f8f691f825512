import type { CampaignSnapshot, Recommendation as ConnectorRecommendation } from '../../ads.connector';
import { AdsApiError, type AdGroupAd, type KeywordInfo, type MutateOperation } from '../../googleAds.types';
import { biddingOf, type BiddingKind } from './metrics';
import { groupHeadlines, languageOfSnapshot, textsOf } from './recommendationSituation';
import { HEADLINES, recommendedAd, suggestedCallouts, suggestedSitelinks } from './recommendationSuggestions';
import type { Recommendation, RecommendationDetails, SuggestedAsset } from './recommendationTypes';
import { suggestedTexts } from './suggestedTexts';
import { fold, languageOf } from './words';

/** What applying needs to know of the campaign (or the campaign as stored). */
export type ApplyContext = {
  campaignResource: string;
  budgetResource: string;
  /** The ad group new keywords and ads go to. */
  adGroup?: string;
  assetGroup?: string;
  finalUrl?: string;
  language?: string;
  topic?: string;
  bidding?: BiddingKind;
  /** The campaign's keywords (broad match copies are not made twice). */
  keywords?: (KeywordInfo & { ad_group?: string })[];
  /** The responsive search ad the recommended one replaces. */
  ad?: AdGroupAd;
  /** Headline texts each asset group already has, by asset group. */
  assetGroupHeadlines?: Record<string, string[]>;
  /** Texts of the campaign's sitelinks and callouts (not suggested twice). */
  assetTexts?: { sitelinks: string[]; callouts: string[] };
  /** CALL_ASSET: an existing call asset of the account to link (the apply parameters' existing_assets) … */
  callAsset?: string;
  /** … or the phone of a new one (new_assets). */
  phone?: { country_code: string; phone_number: string };
};

/** The apply context of a stored campaign. */
export function applyContextOf(s: CampaignSnapshot): ApplyContext {
  const headlines: Record<string, string[]> = {};
  for (const g of s.assetGroups) headlines[g.resource_name] = groupHeadlines(s, g.resource_name).map((l) => s.assets[l.asset]?.text_asset?.text ?? '').filter(Boolean);
  return {
    campaignResource: s.campaign.resource_name, budgetResource: s.budget.resource_name,
    adGroup: s.adGroups[0]?.resource_name, assetGroup: s.assetGroups[0]?.resource_name,
    finalUrl: s.ads[0]?.ad.final_urls[0] ?? s.assetGroups[0]?.final_urls[0],
    language: languageOfSnapshot(s), topic: s.keywords[0]?.keyword.text ?? '', bidding: biddingOf(s.campaign.bidding),
    keywords: s.keywords.map((k) => ({ ...k.keyword, ad_group: k.ad_group })), ad: s.ads[0],
    assetGroupHeadlines: headlines, assetTexts: { sitelinks: textsOf(s, 'SITELINK'), callouts: textsOf(s, 'CALLOUT') },
  };
}

const refusal = (message: string) => new AdsApiError({ errors: [{ error_code: { recommendation_error: 'INVALID_APPLY_REQUEST' }, message }] });
const idOf = (name: string) => name.slice(name.lastIndexOf('/') + 1);

/**
 * What ApplyRecommendation does, as one mutate with temporary ids: the budget update, the keyword
 * on the recommendation's ad group, the bidding change, broad match copies, the recommended ad
 * (replacing the current one), the recommended sitelinks or callouts created and linked to the
 * campaign, a call asset (the account's existing one, or a new one from `phone`), more headlines
 * for the asset group. Refused (RecommendationError INVALID_APPLY_REQUEST) when the campaign lacks
 * what the change needs.
 */
export function operationsToApply(rec: Recommendation | ConnectorRecommendation, customerId: string, context: ApplyContext | CampaignSnapshot): MutateOperation[] {
  const c = 'campaignResource' in context ? context : applyContextOf(context);
  const d = ('details' in rec ? rec.details : {}) as RecommendationDetails;
  const p = `customers/${customerId}`;
  const topic = c.topic ?? c.keywords?.[0]?.text ?? '';
  const lang = languageOf(c.language, topic, ...(c.keywords ?? []).map((k) => k.text));
  const recAdGroup = 'ad_group' in rec && typeof rec.ad_group === 'string' ? rec.ad_group : undefined;
  const needAdGroup = () => {
    const adGroup = recAdGroup ?? c.adGroup;
    if (!adGroup) throw refusal('The campaign has no ad group to add to');
    return adGroup;
  };
  const linked = (assets: SuggestedAsset[], fieldType: 'SITELINK' | 'CALLOUT' | 'CALL'): MutateOperation[] => assets.flatMap((asset, i): MutateOperation[] => [
    { entity: 'asset', operation: 'create', resource: { ...asset, resource_name: `${p}/assets/-${i + 1}` } },
    { entity: 'campaign_asset', operation: 'create', resource: { resource_name: `${p}/campaignAssets/-${100 + i}`, campaign: c.campaignResource, asset: `${p}/assets/-${i + 1}`, field_type: fieldType, status: 'ENABLED' } },
  ]);
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw refusal(`The ${rec.type} recommendation has no details to apply`);
    return value;
  };

  switch (rec.type) {
    case 'CAMPAIGN_BUDGET':
      return [{ entity: 'campaign_budget', operation: 'update', resource: { resource_name: c.budgetResource, amount_micros: need(d.campaign_budget_recommendation).recommended_budget_amount_micros } }];
    case 'KEYWORD': {
      const k = need(d.keyword_recommendation);
      const adGroup = needAdGroup();
      return [{
        entity: 'ad_group_criterion', operation: 'create',
        resource: { resource_name: `${p}/adGroupCriteria/${idOf(adGroup)}~-1`, ad_group: adGroup, status: 'ENABLED', keyword: k.keyword, ...(c.bidding === 'manual_cpc' ? { cpc_bid_micros: k.recommended_cpc_bid_micros } : {}) },
      }];
    }
    case 'MAXIMIZE_CONVERSIONS_OPT_IN':
      return [{ entity: 'campaign', operation: 'update', resource: { resource_name: c.campaignResource, bidding: { maximize_conversions: {} } } }];
    case 'MAXIMIZE_CLICKS_OPT_IN':
      return [{ entity: 'campaign', operation: 'update', resource: { resource_name: c.campaignResource, bidding: { target_spend: {} } } }];
    case 'TARGET_CPA_OPT_IN':
      return [{ entity: 'campaign', operation: 'update', resource: { resource_name: c.campaignResource, bidding: { maximize_conversions: { target_cpa_micros: need(d.target_cpa_opt_in_recommendation).recommended_target_cpa_micros } } } }];
    case 'USE_BROAD_MATCH_KEYWORD': {
      const haveBroad = new Set((c.keywords ?? []).filter((k) => k.match_type === 'BROAD').map((k) => fold(k.text)));
      return need(d.use_broad_match_keyword_recommendation).keyword.filter((k) => !haveBroad.has(fold(k.text))).map((k, i): MutateOperation => {
        const adGroup = (c.keywords ?? []).find((x) => fold(x.text) === fold(k.text))?.ad_group ?? needAdGroup();
        return { entity: 'ad_group_criterion', operation: 'create', resource: { resource_name: `${p}/adGroupCriteria/${idOf(adGroup)}~-${i + 1}`, ad_group: adGroup, status: 'ENABLED', keyword: { text: k.text, match_type: 'BROAD' } } };
      });
    }
    case 'RESPONSIVE_SEARCH_AD': {
      const suggested = need(d.responsive_search_ad_recommendation).ad;
      const adGroup = c.ad?.ad_group ?? needAdGroup();
      // The ad as recommended, on top of the current one's texts should it have changed since.
      const ad = recommendedAd(c.ad, suggested.final_urls[0] ?? c.finalUrl ?? '', {
        headlines: suggested.responsive_search_ad.headlines.map((h) => h.text), descriptions: suggested.responsive_search_ad.descriptions.map((x) => x.text),
      });
      if (ad.final_urls.length === 0) throw refusal('The ad needs a final URL');
      const ops: MutateOperation[] = [{ entity: 'ad_group_ad', operation: 'create', resource: { resource_name: `${p}/adGroupAds/${idOf(adGroup)}~-1`, ad_group: adGroup, status: 'ENABLED', ad } }];
      if (c.ad) ops.push({ entity: 'ad_group_ad', operation: 'remove', resource: { resource_name: c.ad.resource_name } });
      return ops;
    }
    case 'SITELINK_ASSET': {
      const have = new Set((c.assetTexts?.sitelinks ?? []).map(fold));
      const given = d.sitelink_asset_recommendation?.recommended_campaign_sitelink_assets ?? suggestedSitelinks(lang, topic, c.finalUrl ?? '', []);
      const sitelinks = given.filter((a) => !have.has(fold(a.sitelink_asset?.link_text ?? '')));
      if (sitelinks.length === 0) throw refusal('There are no sitelinks to add (the campaign needs a final URL)');
      return linked(sitelinks, 'SITELINK');
    }
    case 'CALLOUT_ASSET': {
      const have = new Set((c.assetTexts?.callouts ?? []).map(fold));
      const given = d.callout_asset_recommendation?.recommended_campaign_callout_assets ?? suggestedCallouts(lang, topic, []);
      const callouts = given.filter((a) => !have.has(fold(a.callout_asset?.callout_text ?? '')));
      if (callouts.length === 0) throw refusal('There are no callouts to add');
      return linked(callouts, 'CALLOUT');
    }
    case 'CALL_ASSET':
      if (c.callAsset) {
        return [{ entity: 'campaign_asset', operation: 'create', resource: { resource_name: `${p}/campaignAssets/-1`, campaign: c.campaignResource, asset: c.callAsset, field_type: 'CALL', status: 'ENABLED' } }];
      }
      if (!c.phone) throw refusal('A call asset needs a phone number: the account has no call asset to use');
      return linked([{ type: 'CALL', call_asset: c.phone }], 'CALL');
    case 'IMPROVE_PERFORMANCE_MAX_AD_STRENGTH': {
      const group = d.improve_performance_max_ad_strength_recommendation?.asset_group ?? c.assetGroup;
      if (!group) throw refusal('The campaign has no asset group');
      const have = new Set((c.assetGroupHeadlines?.[group] ?? []).map(fold));
      const missing = Math.max(0, HEADLINES.PERFORMANCE_MAX.target - have.size);
      const headlines = suggestedTexts(lang, topic).headlines.filter((h) => !have.has(fold(h))).slice(0, missing);
      if (headlines.length === 0) throw refusal('The asset group already has enough headlines');
      return headlines.flatMap((text, i): MutateOperation[] => [
        { entity: 'asset', operation: 'create', resource: { resource_name: `${p}/assets/-${i + 1}`, type: 'TEXT', text_asset: { text } } },
        { entity: 'asset_group_asset', operation: 'create', resource: { resource_name: `${p}/assetGroupAssets/-${100 + i}`, asset_group: group, asset: `${p}/assets/-${i + 1}`, field_type: 'HEADLINE', status: 'ENABLED' } },
      ]);
    }
    default:
      throw refusal(`Recommendations of type ${rec.type} are not applied by the sandbox`);
  }
}

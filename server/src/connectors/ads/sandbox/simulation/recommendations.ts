import type { CampaignSnapshot, Recommendation as ConnectorRecommendation } from '../../ads.connector';
import {
  AdsApiError, type AdGroupAd, type Asset, type ImpactMetrics, type KeywordInfo, type MutateOperation, type RecommendationType, type ResponsiveSearchAd,
} from '../../googleAds.types';
import { generateKeywordIdeas } from './keywordIdeas';
import { biddingOf, dailyMetrics, sumMetrics, type BiddingKind, type CampaignDayState, type Totals } from './metrics';
import { dateOfDay, dayNumber, hash } from './seed';
import { suggestedTexts } from './suggestedTexts';
import { fold, languageOf, negativeBlocks, type Lang } from './words';

/** An asset the platform suggests (not created yet: no resource name). */
export type SuggestedAsset = Omit<Asset, 'resource_name'>;

/** The per-type details of a recommendation, named as the API names them. */
export type RecommendationDetails = {
  campaign_budget_recommendation?: { current_budget_amount_micros: number; recommended_budget_amount_micros: number };
  keyword_recommendation?: { keyword: KeywordInfo; recommended_cpc_bid_micros: number };
  maximize_conversions_opt_in_recommendation?: { recommended_budget_amount_micros: number };
  maximize_clicks_opt_in_recommendation?: { recommended_budget_amount_micros: number };
  target_cpa_opt_in_recommendation?: {
    recommended_target_cpa_micros: number;
    options: { goal: 'SAME_COST' | 'SAME_CONVERSIONS' | 'SAME_CPA' | 'CLOSEST_CPA'; target_cpa_micros: number; required_campaign_budget_amount_micros: number }[];
  };
  use_broad_match_keyword_recommendation?: {
    keyword: KeywordInfo[]; suggested_keywords_count: number; campaign_keywords_count: number; campaign_uses_shared_budget: boolean; required_campaign_budget_amount_micros: number;
  };
  /** The ad applying creates: the current one's texts plus suggested headlines. */
  responsive_search_ad_recommendation?: { ad: { final_urls: string[]; responsive_search_ad: ResponsiveSearchAd } };
  sitelink_asset_recommendation?: { recommended_campaign_sitelink_assets: SuggestedAsset[]; recommended_customer_sitelink_assets: SuggestedAsset[] };
  callout_asset_recommendation?: { recommended_campaign_callout_assets: SuggestedAsset[]; recommended_customer_callout_assets: SuggestedAsset[] };
  /** No fields in the API: the phone number is the apply parameters' (or the account's call asset). */
  call_asset_recommendation?: Record<string, never>;
  improve_performance_max_ad_strength_recommendation?: { asset_group: string };
};

/**
 * A recommendation as the Recommendation resource reads: type, campaign, dismissed, impact and
 * the type's details under their API names; `details` holds the same details for the connector.
 */
export type Recommendation = ConnectorRecommendation & RecommendationDetails & {
  dismissed: boolean;
  campaign_budget?: string;
  ad_group?: string;
  details: RecommendationDetails;
};

export type AssetCounts = { sitelinks: number; callouts: number; calls: number };

type Common = {
  customerId: string;
  state: CampaignDayState;
  /** The last 30 days summed. */
  last30: Totals;
  dismissed: ReadonlySet<string>;
  applied: ReadonlySet<string>;
  /** Days of the last 30 the campaign existed (default: from the snapshot's start date to `today`, else 30). */
  activeDays?: number;
  /** yyyy-MM-dd, the account's today (for the days a stored campaign has existed). */
  today?: string;
  /** 'es' or 'en' (or a language constant); default from the snapshot's language criteria or the keywords. */
  language?: string;
  finalUrl?: string;
  /** What the business does, for suggested keywords and texts (default: the first keyword). */
  topic?: string;
};

/** The campaign's facts given one by one … */
export type CampaignFacts = {
  campaignResource: string;
  assets: AssetCounts;
  /** Headlines of the responsive search ad (Search) or of the asset group (Performance Max). */
  headlines: number;
  budgetResource?: string;
  /** The budget serves several campaigns (explicitly shared). */
  sharedBudget?: boolean;
  adGroup?: string;
  assetGroup?: string;
  /** The responsive search ad a recommended one would replace. */
  ad?: AdGroupAd;
  /** The campaign's negative keywords: no keyword is suggested that they block. */
  negatives?: KeywordInfo[];
  /** Texts of the campaign's sitelinks and callouts: suggestions leave them out. */
  assetTexts?: { sitelinks: string[]; callouts: string[] };
};

/** … or read from the campaign as stored. */
export type RecommendationInput = Common & (CampaignFacts | { snapshot: CampaignSnapshot });

type Situation = Required<Omit<Common, 'language' | 'finalUrl' | 'topic' | 'today'>> & CampaignFacts & { lang: Lang; finalUrl: string; topic: string };

const SMART: ReadonlySet<BiddingKind> = new Set(['maximize_conversions', 'target_cpa', 'maximize_conversion_value']);
/** Below these the ad (or asset group) is recommended more headlines; applying brings it to the target. */
const HEADLINES = { SEARCH: { below: 8, target: 12 }, PERFORMANCE_MAX: { below: 5, target: 8 } } as const;
/** Google's advice: at least four sitelinks, four callouts. */
const MIN_SITELINKS = 4;
const MIN_CALLOUTS = 4;
/** A fixed week (Monday to Sunday) on which states are compared for the potential impact. */
const REFERENCE_WEEK = Array.from({ length: 7 }, (_, i) => dateOfDay(dayNumber('2025-01-06') + i));
/** Keyword ideas are the same whatever the day: their volumes are a fixed year's. */
const IDEAS_DAY = '2025-01-01';

const languageOfSnapshot = (s: CampaignSnapshot): string | undefined => {
  const ids = s.criteria.map((c) => c.language?.language_constant?.split('/').at(-1)).filter(Boolean);
  return ids.includes('1003') ? 'es' : ids.includes('1000') ? 'en' : undefined;
};

const textsOf = (s: CampaignSnapshot, field: 'SITELINK' | 'CALLOUT') => s.campaignAssets
  .filter((l) => l.field_type === field && l.status !== 'REMOVED')
  .map((l) => (field === 'SITELINK' ? s.assets[l.asset]?.sitelink_asset?.link_text : s.assets[l.asset]?.callout_asset?.callout_text) ?? '')
  .filter(Boolean);

const groupHeadlines = (s: CampaignSnapshot, group: string | undefined) => s.assetGroupAssets.filter((l) => l.asset_group === group && l.field_type === 'HEADLINE' && l.status !== 'REMOVED');

function situationOf(input: RecommendationInput): Situation {
  let facts: CampaignFacts;
  let state = input.state;
  let lang = input.language;
  let finalUrl = input.finalUrl;
  let activeDays = input.activeDays;
  if ('snapshot' in input) {
    const s = input.snapshot;
    const links = s.campaignAssets.filter((l) => l.status !== 'REMOVED');
    const count = (type: string) => links.filter((l) => l.field_type === type).length;
    const search = s.campaign.advertising_channel_type !== 'PERFORMANCE_MAX';
    const assetGroup = s.assetGroups[0]?.resource_name;
    facts = {
      campaignResource: s.campaign.resource_name, budgetResource: s.budget.resource_name, sharedBudget: s.budget.explicitly_shared,
      adGroup: s.adGroups[0]?.resource_name, assetGroup, ad: s.ads[0],
      assets: { sitelinks: count('SITELINK'), callouts: count('CALLOUT'), calls: count('CALL') },
      headlines: search ? (s.ads[0]?.ad.responsive_search_ad.headlines.length ?? 0) : groupHeadlines(s, assetGroup).length,
      negatives: s.criteria.filter((c) => c.keyword && c.negative).map((c) => c.keyword!),
      assetTexts: { sitelinks: textsOf(s, 'SITELINK'), callouts: textsOf(s, 'CALLOUT') },
    };
    state = { ...state, bidding: biddingOf(s.campaign.bidding) };
    lang ??= languageOfSnapshot(s);
    finalUrl ??= s.ads[0]?.ad.final_urls[0] ?? s.assetGroups[0]?.final_urls[0];
    if (activeDays === undefined && input.today) activeDays = dayNumber(input.today) - dayNumber(s.campaign.start_date) + 1;
  } else {
    facts = input;
  }
  const topic = input.topic ?? state.keywords?.[0]?.text ?? '';
  return {
    ...facts, customerId: input.customerId, state, last30: input.last30, dismissed: input.dismissed, applied: input.applied,
    activeDays: Math.max(1, Math.min(30, activeDays ?? 30)), lang: languageOf(lang, topic, ...(state.keywords ?? []).map((k) => k.text)), finalUrl: finalUrl ?? '', topic,
  };
}

/** customers/{id}/recommendations/{id}: the same campaign, type and situation always give the same id. */
export function recommendationName(customerId: string, campaign: string, type: RecommendationType, situation: string): string {
  const key = `${campaign}|${type}|${situation}`;
  return `customers/${customerId}/recommendations/${hash(key)}${String(hash(key, 0x1b873593)).padStart(10, '0')}`;
}

const week = (campaign: string, state: CampaignDayState) => sumMetrics(REFERENCE_WEEK.map((d) => dailyMetrics(campaign, d, { ...state, status: 'ENABLED' })));

/** The last 30 days as a week: the impact's base. */
function baseWeek(s: Situation): ImpactMetrics {
  const f = 7 / s.activeDays;
  return {
    impressions: Math.round(s.last30.impressions * f), clicks: Math.round(s.last30.clicks * f),
    cost_micros: Math.round((s.last30.cost_micros * f) / 10_000) * 10_000, conversions: Math.round(s.last30.conversions * f * 10) / 10,
  };
}

/**
 * The week's potential: the base scaled by how much the simulation says the change moves each
 * metric on a reference week (the simulated week itself when there is no history yet). Reach,
 * clicks and conversions never fall below the base.
 */
function potentialOf(s: Situation, base: ImpactMetrics, changed: CampaignDayState): ImpactMetrics {
  const before = week(s.campaignResource, s.state);
  const after = week(s.campaignResource, changed);
  const scale = (k: keyof ImpactMetrics) => (before[k] > 0 && base[k] > 0 ? base[k] * (after[k] / before[k]) : Math.max(base[k], after[k]));
  return {
    impressions: Math.max(base.impressions, Math.round(scale('impressions'))),
    clicks: Math.max(base.clicks, Math.round(scale('clicks'))),
    cost_micros: Math.round(scale('cost_micros') / 10_000) * 10_000,
    conversions: Math.max(base.conversions, Math.round(scale('conversions') * 10) / 10),
  };
}

const wholeUnits = (micros: number) => Math.ceil(micros / 1_000_000) * 1_000_000;
const cents = (micros: number) => Math.max(10_000, Math.round(micros / 10_000) * 10_000);
const originOf = (url: string) => {
  try {
    const u = new URL(url);
    return /^https?:$/.test(u.protocol) ? u.origin : '';
  } catch {
    return '';
  }
};

/** What a Search campaign would spend a day without a budget limit in the given state (for the budget broad match needs). */
const uncappedDailySpend = (campaign: string, state: CampaignDayState) => week(campaign, { ...state, dailyBudgetMicros: Math.max(1, state.dailyBudgetMicros) * 50 }).cost_micros / 7;

/** The ad applying RESPONSIVE_SEARCH_AD creates: the current texts, pins and paths plus suggested headlines up to the target. */
function recommendedAd(current: AdGroupAd | undefined, finalUrl: string, suggested: { headlines: string[]; descriptions: string[] }) {
  const rsa = current?.ad.responsive_search_ad;
  const have = new Set((rsa?.headlines ?? []).map((h) => fold(h.text)));
  const extra = suggested.headlines.filter((h) => !have.has(fold(h))).map((text) => ({ text }));
  const headlines = [...(rsa?.headlines ?? []), ...extra].slice(0, Math.max(HEADLINES.SEARCH.target, rsa?.headlines.length ?? 0));
  const descriptions = rsa && rsa.descriptions.length >= 2 ? rsa.descriptions : suggested.descriptions.slice(0, 4).map((text) => ({ text }));
  const final_urls = current?.ad.final_urls.length ? current.ad.final_urls : finalUrl ? [finalUrl] : [];
  return { final_urls, responsive_search_ad: { ...rsa, headlines, descriptions } };
}

/** Suggested sitelinks on the campaign's site (none without a web address), leaving out link texts it has. */
function suggestedSitelinks(lang: Lang, topic: string, finalUrl: string, have: string[]): SuggestedAsset[] {
  const origin = originOf(finalUrl);
  if (!origin) return [];
  const taken = new Set(have.map(fold));
  return suggestedTexts(lang, topic).sitelinks.filter((l) => !taken.has(fold(l.link_text))).map((l) => ({
    type: 'SITELINK', final_urls: [`${origin}${l.path}`], sitelink_asset: { link_text: l.link_text, description1: l.description1, description2: l.description2 },
  }));
}

function suggestedCallouts(lang: Lang, topic: string, have: string[]): SuggestedAsset[] {
  const taken = new Set(have.map(fold));
  return suggestedTexts(lang, topic).callouts.filter((text) => !taken.has(fold(text))).map((text) => ({ type: 'CALLOUT', callout_asset: { callout_text: text } }));
}

/**
 * The platform's recommendations for a campaign as it stands, of the API's types, each where its
 * situation calls for it:
 * - CAMPAIGN_BUDGET when the spend reaches the budget (80 % on average over the days it ran);
 * - KEYWORD: up to three keyword ideas not yet added nor blocked by a negative (Search, with an ad group);
 * - bidding by conversions of the last 30 days: TARGET_CPA_OPT_IN from 30 (manual CPC, maximize
 *   clicks or conversions without a target), MAXIMIZE_CONVERSIONS_OPT_IN from 3 (manual CPC or
 *   maximize clicks), MAXIMIZE_CLICKS_OPT_IN below 3 on manual CPC;
 * - USE_BROAD_MATCH_KEYWORD with conversion bidding and no broad keyword;
 * - RESPONSIVE_SEARCH_AD with fewer than 8 headlines (Search, with a final URL);
 * - SITELINK_ASSET with fewer than 4 (and a final URL), CALLOUT_ASSET with fewer than 4,
 *   CALL_ASSET with none (Search);
 * - IMPROVE_PERFORMANCE_MAX_AD_STRENGTH with fewer than 5 headlines in the asset group.
 * Each has a week's base and potential impact; ids are stable for the same situation, and
 * dismissed or applied ones are left out. Removed campaigns get none.
 */
export function recommendationsFor(input: RecommendationInput): Recommendation[] {
  const s = situationOf(input);
  const { state, last30, customerId } = s;
  const campaign = s.campaignResource;
  const out: Recommendation[] = [];
  if (state.status === 'REMOVED') return out;
  const base = baseWeek(s);
  const search = state.channel !== 'PERFORMANCE_MAX';
  const budget = state.dailyBudgetMicros;
  const keywords = state.keywords ?? [];
  const add = (type: RecommendationType, situation: string, changed: CampaignDayState, details: RecommendationDetails, extra: Partial<Recommendation> = {}) => {
    const resource_name = recommendationName(customerId, campaign, type, situation);
    if (s.dismissed.has(resource_name) || s.applied.has(resource_name)) return;
    out.push({
      resource_name, type, campaign, dismissed: false, ...extra,
      impact: { base_metrics: base, potential_metrics: potentialOf(s, base, changed) }, ...details, details,
    });
  };

  if (budget > 0 && last30.cost_micros / s.activeDays >= 0.8 * budget) {
    const recommended = wholeUnits(budget * 1.5);
    add('CAMPAIGN_BUDGET', String(budget), { ...state, dailyBudgetMicros: recommended },
      { campaign_budget_recommendation: { current_budget_amount_micros: budget, recommended_budget_amount_micros: recommended } },
      s.budgetResource ? { campaign_budget: s.budgetResource } : {});
  }

  if (search && keywords.length > 0 && s.adGroup) {
    const have = new Set(keywords.map((k) => fold(k.text)));
    const negatives = s.negatives ?? [];
    const ideas = generateKeywordIdeas({ keywords: keywords.slice(0, 5).map((k) => k.text), url: s.finalUrl || undefined, language: s.lang, geoTargets: state.locations ?? [], today: IDEAS_DAY })
      .filter((i) => !have.has(fold(i.text)) && !negatives.some((n) => negativeBlocks(n, i.text)))
      .slice(0, 3);
    const match_type = SMART.has(state.bidding) ? 'BROAD' : 'PHRASE';
    for (const idea of ideas) {
      const keyword = { text: idea.text, match_type } as const;
      add('KEYWORD', `${fold(idea.text)}|${match_type}`, { ...state, keywords: [...keywords, keyword] },
        { keyword_recommendation: { keyword, recommended_cpc_bid_micros: idea.average_cpc_micros } }, { ad_group: s.adGroup });
    }
  }

  const conversions = last30.conversions;
  if (conversions >= 30 && ['manual_cpc', 'target_spend', 'maximize_conversions'].includes(state.bidding)) {
    const cpa = cents(last30.cost_micros / conversions);
    add('TARGET_CPA_OPT_IN', state.bidding, { ...state, bidding: 'target_cpa' }, {
      target_cpa_opt_in_recommendation: {
        recommended_target_cpa_micros: cpa,
        options: [
          { goal: 'SAME_CPA', target_cpa_micros: cpa, required_campaign_budget_amount_micros: budget },
          { goal: 'SAME_COST', target_cpa_micros: cents(cpa * 0.9), required_campaign_budget_amount_micros: budget },
        ],
      },
    });
  } else if (conversions >= 3 && (state.bidding === 'manual_cpc' || state.bidding === 'target_spend')) {
    add('MAXIMIZE_CONVERSIONS_OPT_IN', state.bidding, { ...state, bidding: 'maximize_conversions' },
      { maximize_conversions_opt_in_recommendation: { recommended_budget_amount_micros: budget } });
  } else if (conversions < 3 && state.bidding === 'manual_cpc') {
    add('MAXIMIZE_CLICKS_OPT_IN', state.bidding, { ...state, bidding: 'target_spend' },
      { maximize_clicks_opt_in_recommendation: { recommended_budget_amount_micros: budget } });
  }

  if (search && SMART.has(state.bidding) && keywords.length > 0 && !keywords.some((k) => k.match_type === 'BROAD')) {
    const broad = [...new Map(keywords.map((k) => [fold(k.text), { text: k.text, match_type: 'BROAD' as const }])).values()];
    const changed = { ...state, keywords: [...keywords, ...broad] };
    add('USE_BROAD_MATCH_KEYWORD', broad.map((k) => fold(k.text)).sort().join('|'), changed, {
      use_broad_match_keyword_recommendation: {
        keyword: broad, suggested_keywords_count: broad.length, campaign_keywords_count: keywords.length, campaign_uses_shared_budget: s.sharedBudget ?? false,
        required_campaign_budget_amount_micros: Math.max(budget, wholeUnits(uncappedDailySpend(campaign, changed))),
      },
    });
  }

  const texts = suggestedTexts(s.lang, s.topic);
  if (search && s.headlines < HEADLINES.SEARCH.below && s.adGroup) {
    const ad = recommendedAd(s.ad, s.finalUrl, texts);
    if (ad.final_urls.length > 0) {
      add('RESPONSIVE_SEARCH_AD', String(s.headlines), { ...state, headlines: ad.responsive_search_ad.headlines.length },
        { responsive_search_ad_recommendation: { ad } }, { ad_group: s.ad?.ad_group ?? s.adGroup });
    }
  }
  if (s.assets.sitelinks < MIN_SITELINKS) {
    const sitelinks = suggestedSitelinks(s.lang, s.topic, s.finalUrl, s.assetTexts?.sitelinks ?? []);
    if (sitelinks.length > 0) {
      add('SITELINK_ASSET', String(s.assets.sitelinks), { ...state, assetCount: (state.assetCount ?? 0) + sitelinks.length },
        { sitelink_asset_recommendation: { recommended_campaign_sitelink_assets: sitelinks, recommended_customer_sitelink_assets: [] } });
    }
  }
  if (s.assets.callouts < MIN_CALLOUTS) {
    const callouts = suggestedCallouts(s.lang, s.topic, s.assetTexts?.callouts ?? []);
    if (callouts.length > 0) {
      add('CALLOUT_ASSET', String(s.assets.callouts), { ...state, assetCount: (state.assetCount ?? 0) + callouts.length },
        { callout_asset_recommendation: { recommended_campaign_callout_assets: callouts, recommended_customer_callout_assets: [] } });
    }
  }
  if (search && s.assets.calls === 0) add('CALL_ASSET', '0', { ...state, assetCount: (state.assetCount ?? 0) + 1 }, { call_asset_recommendation: {} });
  if (!search && s.assetGroup && s.headlines < HEADLINES.PERFORMANCE_MAX.below) {
    const target = HEADLINES.PERFORMANCE_MAX.target;
    add('IMPROVE_PERFORMANCE_MAX_AD_STRENGTH', `${s.assetGroup}|${s.headlines}`, { ...state, headlines: target, assetCount: (state.assetCount ?? 0) + target - s.headlines },
      { improve_performance_max_ad_strength_recommendation: { asset_group: s.assetGroup } });
  }
  return out;
}

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

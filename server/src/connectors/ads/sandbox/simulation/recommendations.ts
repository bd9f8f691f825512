import type { RecommendationType } from '../../googleAds.types';
import { generateKeywordIdeas } from './keywordIdeas';
import type { BiddingKind, CampaignDayState } from './metrics';
import { baseWeek, cents, potentialOf, recommendationName, situationOf, uncappedDailySpend, wholeUnits, type RecommendationInput } from './recommendationSituation';
import { HEADLINES, recommendedAd, suggestedCallouts, suggestedSitelinks } from './recommendationSuggestions';
import type { Recommendation, RecommendationDetails } from './recommendationTypes';
import { suggestedTexts } from './suggestedTexts';
import { fold, negativeBlocks } from './words';

export type { AssetCounts, Recommendation, RecommendationDetails, SuggestedAsset } from './recommendationTypes';
export { recommendationName, type CampaignFacts, type RecommendationInput } from './recommendationSituation';
export { applyContextOf, operationsToApply, type ApplyContext } from './applyRecommendation';

const SMART: ReadonlySet<BiddingKind> = new Set(['maximize_conversions', 'target_cpa', 'maximize_conversion_value']);
/** Google's advice: at least four sitelinks, four callouts. */
const MIN_SITELINKS = 4;
const MIN_CALLOUTS = 4;
/** Keyword ideas are the same whatever the day: their volumes are a fixed year's. */
const IDEAS_DAY = '2025-01-01';

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

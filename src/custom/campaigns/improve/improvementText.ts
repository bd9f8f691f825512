import type { TFunction } from 'i18next';
import type { Improvement } from '../../../../contract/campaigns';

export const IMPROVEMENT_TYPES = [
  'CAMPAIGN_BUDGET', 'KEYWORD', 'MAXIMIZE_CONVERSIONS_OPT_IN', 'TARGET_CPA_OPT_IN', 'USE_BROAD_MATCH_KEYWORD', 'RESPONSIVE_SEARCH_AD', 'SITELINK_ASSET',
  'CALLOUT_ASSET', 'CALL_ASSET', 'IMPROVE_PERFORMANCE_MAX_AD_STRENGTH', 'MAXIMIZE_CLICKS_OPT_IN', 'KEYWORD_MATCH_TYPE',
] as const;
const KNOWN = new Set<string>(IMPROVEMENT_TYPES);
const MATCH_TYPES = new Set(['EXACT', 'PHRASE', 'BROAD']);

type Keyword = { text?: string; match_type?: string };
/** The recommendation's details as the platform names them (money in micros); any may be missing. */
type Details = {
  campaign_budget_recommendation?: { current_budget_amount_micros?: number; recommended_budget_amount_micros?: number };
  keyword_recommendation?: { keyword?: Keyword; recommended_cpc_bid_micros?: number };
  maximize_conversions_opt_in_recommendation?: { recommended_budget_amount_micros?: number };
  maximize_clicks_opt_in_recommendation?: { recommended_budget_amount_micros?: number };
  target_cpa_opt_in_recommendation?: { recommended_target_cpa_micros?: number };
  use_broad_match_keyword_recommendation?: { keyword?: Keyword[]; required_campaign_budget_amount_micros?: number };
  responsive_search_ad_recommendation?: { ad?: { responsive_search_ad?: { headlines?: { text?: string }[] } } };
  sitelink_asset_recommendation?: { recommended_campaign_sitelink_assets?: { sitelink_asset?: { link_text?: string } }[] };
  callout_asset_recommendation?: { recommended_campaign_callout_assets?: { callout_asset?: { callout_text?: string } }[] };
};

const isAmount = (micros: unknown): micros is number => typeof micros === 'number' && Number.isFinite(micros) && micros > 0;
const texts = (values: (string | undefined)[] | undefined) => (values ?? []).filter((v): v is string => typeof v === 'string' && v.trim() !== '');

/**
 * A recommendation in words: its type's title and explanation, then what its details say where the
 * platform gave them (budgets and bids come in micros): the recommended budget or target, the
 * keyword's match and bid, the broad match keywords, the new ad's headlines, the suggested
 * sitelinks and callouts. `locale` joins lists as the language does ("a, b y c").
 */
export function improvementText(i: Improvement, t: TFunction, money: (n: number) => string, locale = 'es-ES'): { title: string; body: string } {
  const type = KNOWN.has(i.improvementType) ? i.improvementType : 'other';
  const key = (k: string) => `campaigns.improvements.types.${type}.${k}`;
  const d = (i.details ?? {}) as Details;
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const budget = d.campaign_budget_recommendation;
  const keyword = d.keyword_recommendation?.keyword;
  const values = {
    current: money((budget?.current_budget_amount_micros ?? 0) / 1e6),
    recommended: money((budget?.recommended_budget_amount_micros ?? 0) / 1e6),
    keyword: keyword?.text ?? '',
  };
  const extra: string[] = [];
  const amount = (k: string, micros: unknown, name: string) => {
    if (isAmount(micros)) extra.push(t(key(k), { [name]: money(micros / 1e6) }));
  };
  switch (type) {
    case 'KEYWORD':
      if (keyword?.match_type && MATCH_TYPES.has(keyword.match_type)) extra.push(t(key('matchDetail'), { match: t(key(`match.${keyword.match_type}`)) }));
      amount('bidDetail', d.keyword_recommendation?.recommended_cpc_bid_micros, 'bid');
      break;
    case 'MAXIMIZE_CONVERSIONS_OPT_IN':
      amount('budgetDetail', d.maximize_conversions_opt_in_recommendation?.recommended_budget_amount_micros, 'budget');
      break;
    case 'MAXIMIZE_CLICKS_OPT_IN':
      amount('budgetDetail', d.maximize_clicks_opt_in_recommendation?.recommended_budget_amount_micros, 'budget');
      break;
    case 'TARGET_CPA_OPT_IN':
      amount('targetDetail', d.target_cpa_opt_in_recommendation?.recommended_target_cpa_micros, 'target');
      break;
    case 'USE_BROAD_MATCH_KEYWORD': {
      const broad = texts(d.use_broad_match_keyword_recommendation?.keyword?.map((k) => k.text));
      if (broad.length) extra.push(t(key('keywordsDetail'), { keywords: list(broad), count: broad.length }));
      amount('budgetDetail', d.use_broad_match_keyword_recommendation?.required_campaign_budget_amount_micros, 'budget');
      break;
    }
    case 'RESPONSIVE_SEARCH_AD': {
      const count = d.responsive_search_ad_recommendation?.ad?.responsive_search_ad?.headlines?.length ?? 0;
      if (count > 0) extra.push(t(key('countDetail'), { count }));
      break;
    }
    case 'SITELINK_ASSET': {
      const links = texts(d.sitelink_asset_recommendation?.recommended_campaign_sitelink_assets?.map((a) => a.sitelink_asset?.link_text));
      if (links.length) extra.push(t(key('listDetail'), { items: list(links), count: links.length }));
      break;
    }
    case 'CALLOUT_ASSET': {
      const callouts = texts(d.callout_asset_recommendation?.recommended_campaign_callout_assets?.map((a) => a.callout_asset?.callout_text));
      if (callouts.length) extra.push(t(key('listDetail'), { items: list(callouts), count: callouts.length }));
      break;
    }
  }
  const body = [t(key('body'), values), ...extra].filter(Boolean).join(' ');
  return { title: t(key('title'), values), body };
}

import type { TFunction } from 'i18next';
import type { Improvement } from '../../../../contract/campaigns';

export const IMPROVEMENT_TYPES = [
  'CAMPAIGN_BUDGET', 'KEYWORD', 'MAXIMIZE_CONVERSIONS_OPT_IN', 'TARGET_CPA_OPT_IN', 'USE_BROAD_MATCH_KEYWORD', 'RESPONSIVE_SEARCH_AD', 'SITELINK_ASSET',
  'CALLOUT_ASSET', 'CALL_ASSET', 'IMPROVE_PERFORMANCE_MAX_AD_STRENGTH', 'MAXIMIZE_CLICKS_OPT_IN', 'KEYWORD_MATCH_TYPE',
] as const;
const KNOWN = new Set<string>(IMPROVEMENT_TYPES);

type Details = {
  campaign_budget_recommendation?: { current_budget_amount_micros?: number; recommended_budget_amount_micros?: number };
  keyword_recommendation?: { keyword?: { text?: string } };
};

/** A recommendation in words: its type's title and explanation, filled from its details (budgets come in micros). */
export function improvementText(i: Improvement, t: TFunction, money: (n: number) => string): { title: string; body: string } {
  const type = KNOWN.has(i.improvementType) ? i.improvementType : 'other';
  const d = i.details as Details;
  const budget = d.campaign_budget_recommendation;
  const values = {
    current: money((budget?.current_budget_amount_micros ?? 0) / 1e6),
    recommended: money((budget?.recommended_budget_amount_micros ?? 0) / 1e6),
    keyword: d.keyword_recommendation?.keyword?.text ?? '',
  };
  return { title: t(`campaigns.improvements.types.${type}.title`, values), body: t(`campaigns.improvements.types.${type}.body`, values) };
}

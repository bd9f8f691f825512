import type { CampaignSnapshot, Recommendation } from '../../ads.connector';
import type { DailyMetrics, ImpactMetrics, MutateOperation, RecommendationType } from '../../googleAds.types';
import { generateKeywordIdeas } from './keywordIdeas';
import type { CampaignDayState } from './metrics';
import { hash } from './seed';
import { fold } from './words';

type Input = {
  customerId: string;
  snapshot: CampaignSnapshot;
  state: CampaignDayState;
  last30: Omit<DailyMetrics, 'date'>;
  dismissed: Set<string>;
  applied: Set<string>;
};

const idFor = (customerId: string, campaign: string, type: string, key = '') => `customers/${customerId}/recommendations/${hash(`${campaign}|${type}|${key}`)}`;

const weekOf = (m: Omit<DailyMetrics, 'date'>, days: number): ImpactMetrics => {
  const f = 7 / Math.max(1, days);
  return { impressions: Math.round(m.impressions * f), clicks: Math.round(m.clicks * f), cost_micros: Math.round((m.cost_micros * f) / 10_000) * 10_000, conversions: Math.round(m.conversions * f * 10) / 10 };
};
const scaled = (m: ImpactMetrics, clicks: number, cost = clicks): ImpactMetrics => ({
  impressions: Math.round(m.impressions * clicks), clicks: Math.round(m.clicks * clicks), cost_micros: Math.round((m.cost_micros * cost) / 10_000) * 10_000, conversions: Math.round(m.conversions * clicks * 10) / 10,
});

const languageOf = (s: CampaignSnapshot) => (s.criteria.some((c) => c.language?.language_constant === 'languageConstants/1000') && !s.criteria.some((c) => c.language?.language_constant === 'languageConstants/1003') ? 'en' : 'es');

/**
 * The platform's recommendations for a campaign as it stands, of the real types, each with a week's
 * base and potential impact and the type's details; the same situation gives the same id, and
 * applied or dismissed ones do not come back.
 */
export function recommendationsFor(input: Input): Recommendation[] {
  const { customerId, snapshot: s, state, last30, dismissed, applied } = input;
  const campaign = s.campaign.resource_name;
  const activeDays = Math.max(1, Math.min(30, Math.ceil((Date.now() - Date.parse(`${s.campaign.start_date}T00:00:00Z`)) / 86_400_000)));
  const base = weekOf(last30, activeDays);
  const out: Recommendation[] = [];
  const add = (type: RecommendationType, key: string, potential: ImpactMetrics, details: Record<string, unknown>) => {
    const resource_name = idFor(customerId, campaign, type, key);
    if (dismissed.has(resource_name) || applied.has(resource_name)) return;
    out.push({ resource_name, type, campaign, impact: { base_metrics: base, potential_metrics: potential }, details });
  };
  const search = state.channel === 'SEARCH';
  const budget = state.dailyBudgetMicros;

  if (last30.cost_micros / activeDays >= budget * 0.85) {
    const recommended = Math.round((budget * 1.5) / 10_000) * 10_000;
    add('CAMPAIGN_BUDGET', String(budget), scaled(base, 1.4, 1.5), { campaign_budget_recommendation: { current_budget_amount_micros: budget, recommended_budget_amount_micros: recommended } });
  }
  if (search && state.keywords.length > 0) {
    const have = new Set(state.keywords.map((k) => fold(k.text)));
    const ideas = generateKeywordIdeas({ keywords: [state.keywords[0].text], language: languageOf(s), geoTargets: [] }).filter((i) => !have.has(i.text)).slice(0, 2);
    for (const idea of ideas) {
      add('KEYWORD', idea.text, scaled(base, 1.1), { keyword_recommendation: { keyword: { text: idea.text, match_type: 'PHRASE' }, recommended_cpc_bid_micros: idea.high_top_of_page_bid_micros } });
    }
  }
  if (state.bidding === 'target_spend' && last30.conversions >= 5) add('MAXIMIZE_CONVERSIONS_OPT_IN', '', scaled(base, 1, 1), { maximize_conversions_opt_in_recommendation: { recommended_budget_amount_micros: budget } });
  if (state.bidding === 'maximize_conversions' && last30.conversions >= 15) {
    add('TARGET_CPA_OPT_IN', '', scaled(base, 1.05), { target_cpa_opt_in_recommendation: { recommended_target_cpa_micros: last30.cost_per_conversion } });
  }
  if (search && state.bidding === 'maximize_conversions' && state.keywords.length > 0 && !state.keywords.some((k) => k.match_type === 'BROAD')) {
    add('USE_BROAD_MATCH_KEYWORD', '', scaled(base, 1.3, 1.2), { use_broad_match_keyword_recommendation: { keyword: state.keywords.map((k) => ({ text: k.text, match_type: 'BROAD' })) } });
  }
  if (search && s.ads[0] && s.ads[0].ad.responsive_search_ad.headlines.length < 8) add('RESPONSIVE_SEARCH_AD', String(s.ads[0].ad.responsive_search_ad.headlines.length), scaled(base, 1.1), { responsive_search_ad_recommendation: {} });
  const kinds = new Set(s.campaignAssets.map((l) => l.field_type));
  if (search && !kinds.has('SITELINK')) add('SITELINK_ASSET', '', scaled(base, 1.08), { sitelink_asset_recommendation: {} });
  if (search && !kinds.has('CALLOUT')) add('CALLOUT_ASSET', '', scaled(base, 1.05), { callout_asset_recommendation: {} });
  if (!search && state.headlines < 5) add('IMPROVE_PERFORMANCE_MAX_AD_STRENGTH', String(state.headlines), scaled(base, 1.1), { improve_performance_max_ad_strength_recommendation: { asset_group: s.assetGroups[0]?.resource_name } });
  return out;
}

const TEXTS = {
  es: { sitelinks: [['Contacto', '/contacto'], ['Servicios', '/servicios']], callouts: ['Atención personalizada', 'Presupuesto sin compromiso'], headlines: ['Pide tu presupuesto', 'Atención en el día', 'Profesionales de confianza', 'Calidad garantizada', 'Llámanos hoy'] },
  en: { sitelinks: [['Contact us', '/contact'], ['Services', '/services']], callouts: ['Personal service', 'Free quote'], headlines: ['Get your free quote', 'Same-day service', 'Trusted professionals', 'Quality guaranteed', 'Call us today'] },
} as const;

/** What applying a recommendation changes, as operations on the campaign (applied atomically). */
export function operationsToApply(rec: Recommendation, customerId: string, s: CampaignSnapshot): MutateOperation[] {
  const texts = TEXTS[languageOf(s)];
  const campaign = s.campaign.resource_name;
  const temp = (collection: string, n: number) => `customers/${customerId}/${collection}/-${n}`;
  const finalUrl = s.ads[0]?.ad.final_urls[0] ?? s.assetGroups[0]?.final_urls[0] ?? '';
  const d = rec.details as Record<string, Record<string, unknown>>;
  switch (rec.type) {
    case 'CAMPAIGN_BUDGET':
      return [{ entity: 'campaign_budget', operation: 'update', resource: { resource_name: s.budget.resource_name, amount_micros: Number(d.campaign_budget_recommendation.recommended_budget_amount_micros) } }];
    case 'KEYWORD': {
      const k = d.keyword_recommendation.keyword as { text: string; match_type: 'PHRASE' };
      return [{ entity: 'ad_group_criterion', operation: 'create', resource: { resource_name: temp('adGroupCriteria', 1), ad_group: s.adGroups[0].resource_name, status: 'ENABLED', keyword: k } }];
    }
    case 'MAXIMIZE_CONVERSIONS_OPT_IN':
      return [{ entity: 'campaign', operation: 'update', resource: { resource_name: campaign, bidding: { maximize_conversions: {} } } }];
    case 'TARGET_CPA_OPT_IN':
      return [{ entity: 'campaign', operation: 'update', resource: { resource_name: campaign, bidding: { maximize_conversions: { target_cpa_micros: Number(d.target_cpa_opt_in_recommendation.recommended_target_cpa_micros) } } } }];
    case 'USE_BROAD_MATCH_KEYWORD':
      return s.keywords.map((k, i) => ({ entity: 'ad_group_criterion' as const, operation: 'create' as const, resource: { resource_name: temp('adGroupCriteria', i + 1), ad_group: k.ad_group, status: 'ENABLED' as const, keyword: { text: k.keyword.text, match_type: 'BROAD' as const } } }))
        .filter((op) => !s.keywords.some((k) => k.keyword.match_type === 'BROAD' && fold(k.keyword.text) === fold(op.resource.keyword.text)));
    case 'RESPONSIVE_SEARCH_AD': {
      const ad = s.ads[0];
      const have = new Set(ad.ad.responsive_search_ad.headlines.map((h) => fold(h.text)));
      const headlines = [...ad.ad.responsive_search_ad.headlines, ...texts.headlines.filter((h) => !have.has(fold(h))).map((text) => ({ text }))].slice(0, 15);
      return [
        { entity: 'ad_group_ad', operation: 'create', resource: { resource_name: temp('adGroupAds', 1), ad_group: ad.ad_group, status: 'ENABLED', ad: { ...ad.ad, responsive_search_ad: { ...ad.ad.responsive_search_ad, headlines } } } },
        { entity: 'ad_group_ad', operation: 'remove', resource: { resource_name: ad.resource_name } },
      ];
    }
    case 'SITELINK_ASSET':
    case 'CALLOUT_ASSET': {
      const ops: MutateOperation[] = [];
      const items = rec.type === 'SITELINK_ASSET' ? texts.sitelinks : texts.callouts;
      items.forEach((item, i) => {
        const asset = temp('assets', i + 1);
        const origin = (() => { try { return new URL(finalUrl).origin; } catch { return finalUrl; } })();
        ops.push(rec.type === 'SITELINK_ASSET'
          ? { entity: 'asset', operation: 'create', resource: { resource_name: asset, type: 'SITELINK', final_urls: [`${origin}${(item as readonly string[])[1]}`], sitelink_asset: { link_text: (item as readonly string[])[0] } } }
          : { entity: 'asset', operation: 'create', resource: { resource_name: asset, type: 'CALLOUT', callout_asset: { callout_text: item as string } } });
        ops.push({ entity: 'campaign_asset', operation: 'create', resource: { resource_name: temp('campaignAssets', i + 10), campaign, asset, field_type: rec.type === 'SITELINK_ASSET' ? 'SITELINK' : 'CALLOUT', status: 'ENABLED' } });
      });
      return ops;
    }
    case 'IMPROVE_PERFORMANCE_MAX_AD_STRENGTH': {
      const group = s.assetGroups[0];
      const have = new Set(s.assetGroupAssets.filter((l) => l.field_type === 'HEADLINE').map((l) => fold(s.assets[l.asset]?.text_asset?.text ?? '')));
      const ops: MutateOperation[] = [];
      texts.headlines.filter((h) => !have.has(fold(h))).slice(0, 3).forEach((text, i) => {
        const asset = temp('assets', i + 1);
        ops.push({ entity: 'asset', operation: 'create', resource: { resource_name: asset, type: 'TEXT', text_asset: { text } } });
        ops.push({ entity: 'asset_group_asset', operation: 'create', resource: { resource_name: temp('assetGroupAssets', i + 10), asset_group: group.resource_name, asset, field_type: 'HEADLINE', status: 'ENABLED' } });
      });
      return ops;
    }
    default:
      return [];
  }
}

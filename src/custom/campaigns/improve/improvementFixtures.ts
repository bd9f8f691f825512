import type { Improvement } from '../../../../contract/campaigns';

type Campaign = { _id: string; name: string };

const week = { impressions: 1000, clicks: 50, cost: 140, conversions: 2 };
const sitelink = (link_text: string, path: string) => ({ type: 'SITELINK', final_urls: [`https://fontaneriaruiz.es${path}`], sitelink_asset: { link_text, description1: 'Te respondemos en el día', description2: 'Sin compromiso' } });

/**
 * One recommendation of every type the sandbox platform produces, with the details it gives
 * (money in micros), on the search campaign or, for the asset group's, the Performance Max one.
 */
export function everyImprovementType(search: Campaign, pmax: Campaign): Improvement[] {
  const on = (c: Campaign, n: number, improvementType: string, details: Record<string, unknown>, potential = { impressions: 1100 + n * 10, clicks: 55 + n, cost: 150 + n, conversions: 2.5 }): Improvement => ({
    improvementId: `9${String(n).padStart(2, '0')}`, improvementType, campaignId: c._id, campaignName: c.name, base: week, potential, details,
  });
  return [
    on(search, 1, 'CAMPAIGN_BUDGET', { campaign_budget_recommendation: { current_budget_amount_micros: 20_000_000, recommended_budget_amount_micros: 30_000_000 } }, { impressions: 1400, clicks: 70, cost: 210, conversions: 3 }),
    on(search, 2, 'KEYWORD', { keyword_recommendation: { keyword: { text: 'fontanero madrid 24 horas', match_type: 'PHRASE' }, recommended_cpc_bid_micros: 1_250_000 } }),
    on(search, 3, 'MAXIMIZE_CONVERSIONS_OPT_IN', { maximize_conversions_opt_in_recommendation: { recommended_budget_amount_micros: 20_000_000 } }),
    on(search, 4, 'MAXIMIZE_CLICKS_OPT_IN', { maximize_clicks_opt_in_recommendation: { recommended_budget_amount_micros: 20_000_000 } }),
    on(search, 5, 'TARGET_CPA_OPT_IN', {
      target_cpa_opt_in_recommendation: {
        recommended_target_cpa_micros: 7_500_000,
        options: [{ goal: 'SAME_CPA', target_cpa_micros: 7_500_000, required_campaign_budget_amount_micros: 20_000_000 }, { goal: 'SAME_COST', target_cpa_micros: 6_750_000, required_campaign_budget_amount_micros: 20_000_000 }],
      },
    }),
    on(search, 6, 'USE_BROAD_MATCH_KEYWORD', {
      use_broad_match_keyword_recommendation: {
        keyword: [{ text: 'fontanero madrid', match_type: 'BROAD' }, { text: 'fontanero urgente', match_type: 'BROAD' }],
        suggested_keywords_count: 2, campaign_keywords_count: 2, campaign_uses_shared_budget: false, required_campaign_budget_amount_micros: 35_000_000,
      },
    }),
    on(search, 7, 'RESPONSIVE_SEARCH_AD', {
      responsive_search_ad_recommendation: {
        ad: {
          final_urls: ['https://fontaneriaruiz.es'],
          responsive_search_ad: {
            headlines: ['Fontanero en Madrid', 'Urgencias 24 horas', 'Presupuesto sin compromiso', 'Fontanero madrid', 'Expertos en fontanero madrid', 'Pide tu presupuesto', 'Atención en el día', 'Profesionales de confianza', 'Calidad garantizada', 'Llámanos hoy', 'Sin compromiso', 'Años de experiencia'].map((text) => ({ text })),
            descriptions: [{ text: 'Fontaneros profesionales en toda la ciudad.' }, { text: 'Reparaciones con garantía.' }],
          },
        },
      },
    }),
    on(search, 8, 'SITELINK_ASSET', {
      sitelink_asset_recommendation: { recommended_campaign_sitelink_assets: [sitelink('Servicios', '/servicios'), sitelink('Presupuesto', '/presupuesto'), sitelink('Opiniones', '/opiniones')], recommended_customer_sitelink_assets: [] },
    }),
    on(search, 9, 'CALLOUT_ASSET', {
      callout_asset_recommendation: {
        recommended_campaign_callout_assets: ['Atención personalizada', 'Profesionales expertos'].map((callout_text) => ({ type: 'CALLOUT', callout_asset: { callout_text } })),
        recommended_customer_callout_assets: [],
      },
    }),
    on(search, 10, 'CALL_ASSET', { call_asset_recommendation: {} }),
    on(pmax, 11, 'IMPROVE_PERFORMANCE_MAX_AD_STRENGTH', { improve_performance_max_ad_strength_recommendation: { asset_group: 'customers/1234567890/assetGroups/77' } }),
  ];
}

/** The shapes of the sandbox's recommendations, as the Recommendation resource names them. */
import type { Recommendation as ConnectorRecommendation } from '../../ads.connector';
import type { Asset, KeywordInfo, ResponsiveSearchAd } from '../../googleAds.types';

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

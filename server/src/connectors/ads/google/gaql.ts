/**
 * The GAQL queries the real adapter runs (reference/google-ads.md §7): one builder per read of
 * AdsCampaignsApi, pure so their text is tested. Ids are digits only (checked), dates yyyy-MM-dd:
 * nothing a user types reaches a query unchecked.
 */
const digits = (id: string) => {
  if (!/^\d+$/.test(id)) throw new Error(`Not an id: ${id}`);
  return id;
};
const day = (d: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) throw new Error(`Not a date: ${d}`);
  return d;
};
/** customers/1/campaigns/2 → 2 */
export const campaignIdOf = (resourceName: string) => digits(resourceName.split('/').at(-1)!);
const inList = (ids: string[]) => `(${ids.map(digits).join(', ')})`;

export const campaignsQuery = () => `
  SELECT campaign.resource_name, campaign.name, campaign.status, campaign.advertising_channel_type, campaign.campaign_budget,
    campaign.start_date, campaign.end_date, campaign.bidding_strategy_type, campaign.maximize_conversions.target_cpa_micros,
    campaign_budget.resource_name, campaign_budget.amount_micros, campaign_budget.period, campaign_budget.delivery_method, campaign_budget.explicitly_shared
  FROM campaign WHERE campaign.status != 'REMOVED' ORDER BY campaign.id`;

export const campaignQuery = (campaignId: string) => `${campaignsQuery().replace(" WHERE campaign.status != 'REMOVED' ORDER BY campaign.id", '')} WHERE campaign.id = ${digits(campaignId)}`;

export const adGroupsQuery = (campaignId: string) => `
  SELECT ad_group.resource_name, ad_group.campaign, ad_group.name, ad_group.status, ad_group.cpc_bid_micros
  FROM ad_group WHERE campaign.id = ${digits(campaignId)} AND ad_group.status != 'REMOVED'`;

export const keywordsQuery = (campaignId: string) => `
  SELECT ad_group_criterion.resource_name, ad_group_criterion.ad_group, ad_group_criterion.status, ad_group_criterion.keyword.text,
    ad_group_criterion.keyword.match_type, ad_group_criterion.cpc_bid_micros
  FROM keyword_view WHERE campaign.id = ${digits(campaignId)} AND ad_group_criterion.status != 'REMOVED'`;

export const adsQuery = (campaignId: string) => `
  SELECT ad_group_ad.resource_name, ad_group_ad.ad_group, ad_group_ad.status, ad_group_ad.ad.final_urls,
    ad_group_ad.ad.responsive_search_ad.headlines, ad_group_ad.ad.responsive_search_ad.descriptions,
    ad_group_ad.ad.responsive_search_ad.path1, ad_group_ad.ad.responsive_search_ad.path2
  FROM ad_group_ad WHERE campaign.id = ${digits(campaignId)} AND ad_group_ad.status != 'REMOVED'`;

export const campaignCriteriaQuery = (campaignId: string) => `
  SELECT campaign_criterion.resource_name, campaign_criterion.campaign, campaign_criterion.negative, campaign_criterion.bid_modifier,
    campaign_criterion.type, campaign_criterion.keyword.text, campaign_criterion.keyword.match_type, campaign_criterion.location.geo_target_constant,
    campaign_criterion.proximity.address.street_address, campaign_criterion.proximity.radius, campaign_criterion.proximity.radius_units,
    campaign_criterion.language.language_constant, campaign_criterion.ad_schedule.day_of_week, campaign_criterion.ad_schedule.start_hour,
    campaign_criterion.ad_schedule.start_minute, campaign_criterion.ad_schedule.end_hour, campaign_criterion.ad_schedule.end_minute,
    campaign_criterion.device.type
  FROM campaign_criterion WHERE campaign.id = ${digits(campaignId)} AND campaign_criterion.status != 'REMOVED'`;

const ASSET_FIELDS = `asset.resource_name, asset.type, asset.name, asset.final_urls, asset.sitelink_asset.link_text, asset.sitelink_asset.description1,
    asset.sitelink_asset.description2, asset.callout_asset.callout_text, asset.structured_snippet_asset.header, asset.structured_snippet_asset.values,
    asset.call_asset.country_code, asset.call_asset.phone_number, asset.mobile_app_asset.app_id, asset.mobile_app_asset.app_store,
    asset.mobile_app_asset.link_text, asset.price_asset.type, asset.price_asset.price_qualifier, asset.price_asset.language_code,
    asset.price_asset.price_offerings, asset.promotion_asset.promotion_target, asset.promotion_asset.percent_off, asset.promotion_asset.money_amount_off,
    asset.promotion_asset.promotion_code, asset.promotion_asset.orders_over_amount, asset.promotion_asset.occasion, asset.promotion_asset.language_code,
    asset.promotion_asset.redemption_start_date, asset.promotion_asset.redemption_end_date, asset.text_asset.text,
    asset.image_asset.full_size.width_pixels, asset.image_asset.full_size.height_pixels, asset.image_asset.mime_type, asset.image_asset.file_size`;

export const campaignAssetsQuery = (campaignId: string) => `
  SELECT campaign_asset.resource_name, campaign_asset.campaign, campaign_asset.asset, campaign_asset.field_type, campaign_asset.status, ${ASSET_FIELDS}
  FROM campaign_asset WHERE campaign.id = ${digits(campaignId)} AND campaign_asset.status != 'REMOVED'`;

export const assetGroupsQuery = (campaignId: string) => `
  SELECT asset_group.resource_name, asset_group.campaign, asset_group.name, asset_group.final_urls, asset_group.status, asset_group.path1, asset_group.path2
  FROM asset_group WHERE campaign.id = ${digits(campaignId)} AND asset_group.status != 'REMOVED'`;

export const assetGroupAssetsQuery = (campaignId: string) => `
  SELECT asset_group_asset.resource_name, asset_group_asset.asset_group, asset_group_asset.asset, asset_group_asset.field_type, asset_group_asset.status, ${ASSET_FIELDS}
  FROM asset_group_asset WHERE campaign.id = ${digits(campaignId)} AND asset_group_asset.status != 'REMOVED'`;

const ASSET_TYPES = new Set(['SITELINK', 'CALLOUT', 'STRUCTURED_SNIPPET', 'CALL', 'MOBILE_APP', 'PRICE', 'PROMOTION', 'TEXT', 'IMAGE']);
export const customerAssetsQuery = (type: string) => {
  if (!ASSET_TYPES.has(type)) throw new Error(`Not an asset type: ${type}`);
  return `SELECT ${ASSET_FIELDS} FROM asset WHERE asset.type = '${type}'`;
};
export const assetLinksQuery = (type: string) => {
  if (!ASSET_TYPES.has(type)) throw new Error(`Not an asset type: ${type}`);
  return `SELECT campaign_asset.asset, campaign_asset.campaign FROM campaign_asset WHERE asset.type = '${type}' AND campaign_asset.status != 'REMOVED'`;
};

const METRICS = 'metrics.impressions, metrics.clicks, metrics.cost_micros, metrics.conversions, metrics.conversions_value, metrics.ctr, metrics.average_cpc, metrics.cost_per_conversion';

export const dailyMetricsQuery = (campaignIds: string[], from: string, to: string) => `
  SELECT campaign.resource_name, segments.date, ${METRICS}
  FROM campaign WHERE campaign.id IN ${inList(campaignIds)} AND segments.date BETWEEN '${day(from)}' AND '${day(to)}'
  ORDER BY segments.date`;

export const deviceMetricsQuery = (campaignId: string, from: string, to: string) => `
  SELECT segments.device, ${METRICS}
  FROM campaign WHERE campaign.id = ${digits(campaignId)} AND segments.date BETWEEN '${day(from)}' AND '${day(to)}'`;

export const locationMetricsQuery = (campaignId: string, from: string, to: string) => `
  SELECT campaign_criterion.location.geo_target_constant, user_location_view.resource_name, ${METRICS}
  FROM user_location_view WHERE campaign.id = ${digits(campaignId)} AND segments.date BETWEEN '${day(from)}' AND '${day(to)}'`;

export const searchTermsQuery = (campaignId: string, from: string, to: string) => `
  SELECT search_term_view.search_term, search_term_view.status, segments.keyword.info.text, segments.keyword.info.match_type, ${METRICS}
  FROM search_term_view WHERE campaign.id = ${digits(campaignId)} AND segments.date BETWEEN '${day(from)}' AND '${day(to)}'
  ORDER BY metrics.cost_micros DESC LIMIT 500`;

export const recommendationsQuery = (campaignIds: string[]) => `
  SELECT recommendation.resource_name, recommendation.type, recommendation.campaign, recommendation.dismissed,
    recommendation.impact.base_metrics.impressions, recommendation.impact.base_metrics.clicks, recommendation.impact.base_metrics.cost_micros,
    recommendation.impact.base_metrics.conversions, recommendation.impact.potential_metrics.impressions, recommendation.impact.potential_metrics.clicks,
    recommendation.impact.potential_metrics.cost_micros, recommendation.impact.potential_metrics.conversions,
    recommendation.campaign_budget_recommendation.current_budget_amount_micros, recommendation.campaign_budget_recommendation.recommended_budget_amount_micros,
    recommendation.keyword_recommendation.keyword.text, recommendation.keyword_recommendation.keyword.match_type, recommendation.keyword_recommendation.recommended_cpc_bid_micros
  FROM recommendation WHERE recommendation.campaign IN (${campaignIds.map((c) => `'${c.replace(/[^a-zA-Z0-9/]/g, '')}'`).join(', ')}) AND recommendation.dismissed = FALSE`;

export const conversionActionsQuery = () => `
  SELECT conversion_action.resource_name, conversion_action.name, conversion_action.type, conversion_action.status, conversion_action.category,
    conversion_action.counting_type, conversion_action.value_settings.default_value, conversion_action.value_settings.always_use_default_value,
    conversion_action.value_settings.default_currency_code, conversion_action.include_in_conversions_metric
  FROM conversion_action`;

export const geoTargetsByIdQuery = (ids: string[]) => `
  SELECT geo_target_constant.resource_name, geo_target_constant.id, geo_target_constant.name, geo_target_constant.canonical_name, geo_target_constant.country_code
  FROM geo_target_constant WHERE geo_target_constant.id IN ${inList(ids)}`;

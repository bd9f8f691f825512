import type {
  AdGroup, AdGroupAd, AdGroupCriterion, Asset, AssetGroup, AssetGroupAsset, Bidding, Campaign, CampaignAsset, CampaignBudget, CampaignCriterion,
  ConversionAction, DailyMetrics,
} from '../googleAds.types';
import { enumName, type EnumTables } from './enumNames';

/** A GAQL result row as google-ads-api returns it (nested, snake_case). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Row = Record<string, any>;

const num = (v: unknown) => (v === undefined || v === null ? 0 : Number(v));

/** Row → the shapes of googleAds.types.ts, enums named, numbers as numbers (int64 arrive as strings). */
export function createRowMapper(enums: EnumTables) {
  const e = (table: string, v: unknown) => enumName(enums, table, v);
  const status = (v: unknown) => e('CampaignStatus', v) as Campaign['status'];

  const bidding = (c: Row): Bidding => {
    const type = e('BiddingStrategyType', c.bidding_strategy_type);
    if (type === 'MAXIMIZE_CONVERSIONS' || type === 'TARGET_CPA') {
      const target = num(c.maximize_conversions?.target_cpa_micros);
      return { maximize_conversions: target ? { target_cpa_micros: target } : {} };
    }
    if (type === 'MAXIMIZE_CONVERSION_VALUE') return { maximize_conversion_value: {} };
    if (type === 'MANUAL_CPC') return { manual_cpc: {} };
    return { target_spend: {} };
  };

  const asset = (a: Row): Asset => {
    const type = e('AssetType', a.type) as Asset['type'];
    const out: Asset = { resource_name: a.resource_name, type, ...(a.name ? { name: a.name } : {}), ...(a.final_urls?.length ? { final_urls: a.final_urls } : {}) };
    if (a.sitelink_asset) out.sitelink_asset = { link_text: a.sitelink_asset.link_text, description1: a.sitelink_asset.description1, description2: a.sitelink_asset.description2 };
    if (a.callout_asset) out.callout_asset = { callout_text: a.callout_asset.callout_text };
    if (a.structured_snippet_asset) out.structured_snippet_asset = { header: a.structured_snippet_asset.header, values: a.structured_snippet_asset.values ?? [] };
    if (a.call_asset) out.call_asset = { country_code: a.call_asset.country_code, phone_number: a.call_asset.phone_number };
    if (a.mobile_app_asset) out.mobile_app_asset = { app_id: a.mobile_app_asset.app_id, app_store: e('MobileAppVendor', a.mobile_app_asset.app_store) === 'APPLE_APP_STORE' ? 'APPLE_APP_STORE' : 'GOOGLE_APP_STORE', link_text: a.mobile_app_asset.link_text };
    if (a.price_asset) {
      out.price_asset = {
        type: e('PriceExtensionType', a.price_asset.type) as never, language_code: a.price_asset.language_code,
        ...(a.price_asset.price_qualifier ? { price_qualifier: e('PriceExtensionPriceQualifier', a.price_asset.price_qualifier) as never } : {}),
        price_offerings: (a.price_asset.price_offerings ?? []).map((o: Row) => ({
          header: o.header, description: o.description, final_url: o.final_url,
          price: { currency_code: o.price?.currency_code, amount_micros: num(o.price?.amount_micros) },
          ...(o.unit ? { unit: e('PriceExtensionPriceUnit', o.unit) as never } : {}),
        })),
      };
    }
    if (a.promotion_asset) {
      const p = a.promotion_asset;
      out.promotion_asset = {
        promotion_target: p.promotion_target, language_code: p.language_code,
        ...(p.percent_off ? { percent_off: num(p.percent_off) } : {}),
        ...(p.money_amount_off ? { money_amount_off: { currency_code: p.money_amount_off.currency_code, amount_micros: num(p.money_amount_off.amount_micros) } } : {}),
        ...(p.promotion_code ? { promotion_code: p.promotion_code } : {}),
        ...(p.orders_over_amount ? { orders_over_amount: { currency_code: p.orders_over_amount.currency_code, amount_micros: num(p.orders_over_amount.amount_micros) } } : {}),
        ...(p.occasion ? { occasion: e('PromotionExtensionOccasion', p.occasion) } : {}),
        ...(p.redemption_start_date ? { redemption_start_date: p.redemption_start_date } : {}),
        ...(p.redemption_end_date ? { redemption_end_date: p.redemption_end_date } : {}),
      };
    }
    if (a.text_asset) out.text_asset = { text: a.text_asset.text };
    if (a.image_asset) out.image_asset = { data: '', mime_type: a.image_asset.mime_type, file_size: num(a.image_asset.file_size), full_size: { width_pixels: num(a.image_asset.full_size?.width_pixels), height_pixels: num(a.image_asset.full_size?.height_pixels) } };
    return out;
  };

  const hour = (v: unknown) => e('MinuteOfHour', v) as never;

  return {
    campaign: (r: Row): { campaign: Campaign; budget: CampaignBudget } => ({
      campaign: {
        resource_name: r.campaign.resource_name, name: r.campaign.name, status: status(r.campaign.status),
        advertising_channel_type: e('AdvertisingChannelType', r.campaign.advertising_channel_type) as Campaign['advertising_channel_type'],
        campaign_budget: r.campaign.campaign_budget, bidding: bidding(r.campaign), start_date: r.campaign.start_date, ...(r.campaign.end_date ? { end_date: r.campaign.end_date } : {}),
      },
      budget: {
        resource_name: r.campaign_budget.resource_name, amount_micros: num(r.campaign_budget.amount_micros), period: 'DAILY', delivery_method: 'STANDARD',
        explicitly_shared: !!r.campaign_budget.explicitly_shared,
      },
    }),
    adGroup: (r: Row): AdGroup => ({ resource_name: r.ad_group.resource_name, campaign: r.ad_group.campaign, name: r.ad_group.name, status: status(r.ad_group.status) }),
    keyword: (r: Row): AdGroupCriterion => ({
      resource_name: r.ad_group_criterion.resource_name, ad_group: r.ad_group_criterion.ad_group, status: status(r.ad_group_criterion.status),
      keyword: { text: r.ad_group_criterion.keyword.text, match_type: e('KeywordMatchType', r.ad_group_criterion.keyword.match_type) as never },
    }),
    ad: (r: Row): AdGroupAd => {
      const rsa = r.ad_group_ad.ad.responsive_search_ad ?? {};
      return {
        resource_name: r.ad_group_ad.resource_name, ad_group: r.ad_group_ad.ad_group, status: status(r.ad_group_ad.status),
        ad: {
          final_urls: r.ad_group_ad.ad.final_urls ?? [],
          responsive_search_ad: {
            headlines: (rsa.headlines ?? []).map((h: Row) => ({ text: h.text })), descriptions: (rsa.descriptions ?? []).map((d: Row) => ({ text: d.text })),
            ...(rsa.path1 ? { path1: rsa.path1 } : {}), ...(rsa.path2 ? { path2: rsa.path2 } : {}),
          },
        },
      };
    },
    criterion: (r: Row): CampaignCriterion => {
      const c = r.campaign_criterion;
      const out: CampaignCriterion = { resource_name: c.resource_name, campaign: c.campaign, ...(c.negative ? { negative: true } : {}), ...(c.bid_modifier !== undefined && c.bid_modifier !== null ? { bid_modifier: Number(c.bid_modifier) } : {}) };
      if (c.keyword?.text) out.keyword = { text: c.keyword.text, match_type: e('KeywordMatchType', c.keyword.match_type) as never };
      else if (c.location?.geo_target_constant) out.location = { geo_target_constant: c.location.geo_target_constant };
      else if (c.proximity?.radius) out.proximity = { address: { street_address: c.proximity.address?.street_address }, radius: Number(c.proximity.radius), radius_units: e('ProximityRadiusUnits', c.proximity.radius_units) === 'MILES' ? 'MILES' : 'KILOMETERS' };
      else if (c.language?.language_constant) out.language = { language_constant: c.language.language_constant };
      else if (c.ad_schedule?.day_of_week) {
        out.ad_schedule = { day_of_week: e('DayOfWeek', c.ad_schedule.day_of_week) as never, start_hour: num(c.ad_schedule.start_hour), start_minute: hour(c.ad_schedule.start_minute), end_hour: num(c.ad_schedule.end_hour), end_minute: hour(c.ad_schedule.end_minute) };
      } else if (c.device?.type) out.device = { type: e('Device', c.device.type) as never };
      return out;
    },
    campaignAsset: (r: Row): { link: CampaignAsset; asset: Asset } => ({
      link: { resource_name: r.campaign_asset.resource_name, campaign: r.campaign_asset.campaign, asset: r.campaign_asset.asset, field_type: e('AssetFieldType', r.campaign_asset.field_type) as never, status: status(r.campaign_asset.status) },
      asset: asset(r.asset),
    }),
    assetGroup: (r: Row): AssetGroup => ({
      resource_name: r.asset_group.resource_name, campaign: r.asset_group.campaign, name: r.asset_group.name, final_urls: r.asset_group.final_urls ?? [], status: status(r.asset_group.status),
      ...(r.asset_group.path1 ? { path1: r.asset_group.path1 } : {}), ...(r.asset_group.path2 ? { path2: r.asset_group.path2 } : {}),
    }),
    assetGroupAsset: (r: Row): { link: AssetGroupAsset; asset: Asset } => ({
      link: { resource_name: r.asset_group_asset.resource_name, asset_group: r.asset_group_asset.asset_group, asset: r.asset_group_asset.asset, field_type: e('AssetFieldType', r.asset_group_asset.field_type) as never, status: status(r.asset_group_asset.status) },
      asset: asset(r.asset),
    }),
    asset,
    metrics: (r: Row, date = ''): DailyMetrics => ({
      date, impressions: num(r.metrics?.impressions), clicks: num(r.metrics?.clicks), cost_micros: num(r.metrics?.cost_micros), conversions: num(r.metrics?.conversions),
      conversions_value: num(r.metrics?.conversions_value), ctr: num(r.metrics?.ctr), average_cpc: num(r.metrics?.average_cpc), cost_per_conversion: num(r.metrics?.cost_per_conversion),
    }),
    conversionAction: (r: Row): ConversionAction => {
      const c = r.conversion_action;
      return {
        resource_name: c.resource_name, name: c.name, type: e('ConversionActionType', c.type) as never, status: e('ConversionActionStatus', c.status) as never,
        category: e('ConversionActionCategory', c.category) as never, counting_type: e('ConversionActionCountingType', c.counting_type) as never,
        value_settings: { default_value: num(c.value_settings?.default_value), always_use_default_value: !!c.value_settings?.always_use_default_value, default_currency_code: c.value_settings?.default_currency_code },
        include_in_conversions_metric: c.include_in_conversions_metric !== false,
      };
    },
    enumName: e,
  };
}
export type RowMapper = ReturnType<typeof createRowMapper>;

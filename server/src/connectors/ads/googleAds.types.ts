/**
 * The Google Ads API's resources as the `google-ads-api` package speaks them (snake_case fields,
 * enum names as strings, money in micros), limited to what the product uses. The sandbox stores
 * and validates exactly these shapes and the real adapter sends them, so one set of operation
 * builders (operations/) serves both. Facts: /work/shared/reference/google-ads.md.
 */

/** Campaign, ad group, criterion and ad status (ENABLED=2, PAUSED=3, REMOVED=4 in the API). */
export type AdsStatus = 'ENABLED' | 'PAUSED' | 'REMOVED';
export type ChannelType = 'SEARCH' | 'PERFORMANCE_MAX';
export type MatchType = 'EXACT' | 'PHRASE' | 'BROAD';
export type DeviceType = 'MOBILE' | 'TABLET' | 'DESKTOP' | 'CONNECTED_TV' | 'OTHER';
export type DayOfWeek = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
export type MinuteOfHour = 'ZERO' | 'FIFTEEN' | 'THIRTY' | 'FORTY_FIVE';

export type CampaignBudget = {
  resource_name: string;
  /** Daily average; 1,000,000 = one unit of the account's currency. Monthly spend ≤ 30.4 × this. */
  amount_micros: number;
  period: 'DAILY';
  delivery_method: 'STANDARD';
  explicitly_shared: boolean;
};

/** The bidding oneof: exactly one key is set. `target_spend` is Maximize clicks. */
export type Bidding =
  | { maximize_conversions: { target_cpa_micros?: number } }
  | { maximize_conversion_value: { target_roas?: number } }
  | { target_spend: { cpc_bid_ceiling_micros?: number } }
  | { manual_cpc: { enhanced_cpc_enabled?: boolean } };

export type Campaign = {
  resource_name: string;
  name: string;
  status: AdsStatus;
  advertising_channel_type: ChannelType;
  campaign_budget: string;
  bidding: Bidding;
  /** yyyy-MM-dd; the day the campaign starts serving. */
  start_date: string;
  end_date?: string;
};

export type AdGroup = {
  resource_name: string;
  campaign: string;
  name: string;
  status: AdsStatus;
  cpc_bid_micros?: number;
};

export type KeywordInfo = { text: string; match_type: MatchType };

/** A positive keyword of an ad group. */
export type AdGroupCriterion = {
  resource_name: string;
  ad_group: string;
  status: AdsStatus;
  keyword: KeywordInfo;
  cpc_bid_micros?: number;
};

export type AdTextAsset = { text: string; pinned_field?: 'HEADLINE_1' | 'HEADLINE_2' | 'HEADLINE_3' | 'DESCRIPTION_1' | 'DESCRIPTION_2' };

export type ResponsiveSearchAd = {
  /** 3–15, each ≤ 30 characters. */
  headlines: AdTextAsset[];
  /** 2–4, each ≤ 90 characters. */
  descriptions: AdTextAsset[];
  /** ≤ 15 characters each; path2 needs path1. */
  path1?: string;
  path2?: string;
};

export type AdGroupAd = {
  resource_name: string;
  ad_group: string;
  status: AdsStatus;
  ad: { final_urls: string[]; responsive_search_ad: ResponsiveSearchAd };
};

/** A campaign-level criterion: exactly one of the criterion keys is set. */
export type CampaignCriterion = {
  resource_name: string;
  campaign: string;
  /** Exclusion (locations, negative keywords). Immutable. */
  negative?: boolean;
  /** 0.1–10.0; 0 opts a device out. */
  bid_modifier?: number;
  keyword?: KeywordInfo;
  location?: { geo_target_constant: string };
  proximity?: { address?: { street_address?: string; city_name?: string; postal_code?: string; country_code?: string }; geo_point?: { latitude_in_micro_degrees: number; longitude_in_micro_degrees: number }; radius: number; radius_units: 'KILOMETERS' | 'MILES' };
  language?: { language_constant: string };
  ad_schedule?: { day_of_week: DayOfWeek; start_hour: number; start_minute: MinuteOfHour; end_hour: number; end_minute: MinuteOfHour };
  device?: { type: DeviceType };
};

/** The seven asset kinds of SPEC §3 plus the text and image assets Performance Max groups use. */
export type AssetType = 'SITELINK' | 'CALLOUT' | 'STRUCTURED_SNIPPET' | 'CALL' | 'MOBILE_APP' | 'PRICE' | 'PROMOTION' | 'TEXT' | 'IMAGE';

export const STRUCTURED_SNIPPET_HEADERS = [
  'Brands', 'Amenities', 'Styles', 'Types', 'Destinations', 'Service catalog', 'Courses', 'Neighborhoods', 'Shows',
  'Insurance coverage', 'Degree programs', 'Featured hotels', 'Models',
] as const;

export type Money = { currency_code: string; amount_micros: number };

export type PriceOffering = {
  header: string;
  description: string;
  price: Money;
  unit?: 'PER_HOUR' | 'PER_DAY' | 'PER_WEEK' | 'PER_MONTH' | 'PER_YEAR' | 'PER_NIGHT';
  final_url: string;
};

export type Asset = {
  resource_name: string;
  type: AssetType;
  name?: string;
  final_urls?: string[];
  sitelink_asset?: { link_text: string; description1?: string; description2?: string };
  callout_asset?: { callout_text: string };
  structured_snippet_asset?: { header: string; values: string[] };
  call_asset?: { country_code: string; phone_number: string };
  mobile_app_asset?: { app_id: string; app_store: 'APPLE_APP_STORE' | 'GOOGLE_APP_STORE'; link_text: string };
  price_asset?: {
    type: 'BRANDS' | 'EVENTS' | 'LOCATIONS' | 'NEIGHBORHOODS' | 'PRODUCT_CATEGORIES' | 'PRODUCT_TIERS' | 'SERVICES' | 'SERVICE_CATEGORIES' | 'SERVICE_TIERS';
    price_qualifier?: 'FROM' | 'UP_TO' | 'AVERAGE';
    language_code: string;
    price_offerings: PriceOffering[];
  };
  promotion_asset?: {
    promotion_target: string;
    /** Exactly one of percent_off (1,000,000 = 100 %) and money_amount_off. */
    percent_off?: number;
    money_amount_off?: Money;
    promotion_code?: string;
    orders_over_amount?: Money;
    occasion?: string;
    redemption_start_date?: string;
    redemption_end_date?: string;
    language_code: string;
  };
  text_asset?: { text: string };
  /** `data` is base64 in the REST API; the sandbox reads the pixel size from the bytes. */
  image_asset?: { data: string; file_size?: number; mime_type?: string; full_size?: { width_pixels: number; height_pixels: number } };
  start_date?: string;
  end_date?: string;
};

/** Where an asset serves: the asset kinds' field types. */
export type AssetFieldType =
  | 'SITELINK' | 'CALLOUT' | 'STRUCTURED_SNIPPET' | 'CALL' | 'MOBILE_APP' | 'PRICE' | 'PROMOTION'
  | 'HEADLINE' | 'LONG_HEADLINE' | 'DESCRIPTION' | 'BUSINESS_NAME'
  | 'MARKETING_IMAGE' | 'SQUARE_MARKETING_IMAGE' | 'LOGO' | 'PORTRAIT_MARKETING_IMAGE' | 'LANDSCAPE_LOGO';

export type CampaignAsset = { resource_name: string; campaign: string; asset: string; field_type: AssetFieldType; status: AdsStatus };
export type CustomerAsset = { resource_name: string; asset: string; field_type: AssetFieldType; status: AdsStatus };

export type AssetGroup = {
  resource_name: string;
  campaign: string;
  name: string;
  final_urls: string[];
  status: AdsStatus;
  path1?: string;
  path2?: string;
};

export type AssetGroupAsset = { resource_name: string; asset_group: string; asset: string; field_type: AssetFieldType; status: AdsStatus };

export type ConversionActionType = 'WEBPAGE' | 'UPLOAD_CLICKS' | 'AD_CALL' | 'UPLOAD_CALLS';
export type ConversionAction = {
  resource_name: string;
  name: string;
  type: ConversionActionType;
  status: 'ENABLED' | 'REMOVED' | 'HIDDEN';
  category: 'DEFAULT' | 'PURCHASE' | 'SIGNUP' | 'LEAD' | 'PAGE_VIEW' | 'CONTACT' | 'SUBMIT_LEAD_FORM' | 'BOOK_APPOINTMENT' | 'PHONE_CALL_LEAD';
  counting_type: 'ONE_PER_CLICK' | 'MANY_PER_CLICK';
  value_settings: { default_value: number; always_use_default_value: boolean; default_currency_code?: string };
  include_in_conversions_metric: boolean;
};

/** The entities a mutate operation may touch, named as `mutateResources` names them. */
export type AdsEntityMap = {
  campaign_budget: CampaignBudget;
  campaign: Campaign;
  ad_group: AdGroup;
  ad_group_criterion: AdGroupCriterion;
  ad_group_ad: AdGroupAd;
  campaign_criterion: CampaignCriterion;
  asset: Asset;
  campaign_asset: CampaignAsset;
  customer_asset: CustomerAsset;
  asset_group: AssetGroup;
  asset_group_asset: AssetGroupAsset;
  conversion_action: ConversionAction;
};
export type AdsEntity = keyof AdsEntityMap;

/**
 * One operation of an atomic `GoogleAdsService.Mutate`. A create's resource_name may carry a
 * temporary id (`customers/X/campaigns/-1`) that later operations of the same request refer to;
 * an update names the fields it changes in `update_mask` (google-ads-api builds it from the keys).
 */
export type MutateOperation = {
  [E in AdsEntity]:
    | { entity: E; operation: 'create'; resource: AdsEntityMap[E] }
    | { entity: E; operation: 'update'; resource: Partial<AdsEntityMap[E]> & { resource_name: string } }
    | { entity: E; operation: 'remove'; resource: { resource_name: string } }
}[AdsEntity];

/**
 * An error as GoogleAdsFailure carries it: the error code is a one-key object naming the error
 * family (e.g. `{ criterion_error: 'KEYWORD_TEXT_TOO_LONG' }`), `location` the failing field
 * (`operations[2].create.keyword.text` as path elements).
 */
export type GoogleAdsError = {
  error_code: Record<string, string>;
  message: string;
  trigger?: { string_value?: string; int64_value?: number };
  location?: { field_path_elements: { field_name: string; index?: number }[] };
};

export type GoogleAdsFailure = { errors: GoogleAdsError[]; request_id?: string };

/** Thrown by a connector when the platform refuses a request; nothing of the request was applied. */
export class AdsApiError extends Error {
  constructor(readonly failure: GoogleAdsFailure) {
    super(failure.errors.map((e) => e.message).join('; ') || 'The ad platform refused the request');
    this.name = 'AdsApiError';
  }
}

/** Daily metrics of GAQL (`metrics.*` with `segments.date`); money in micros, ctr a fraction. */
export type DailyMetrics = {
  date: string;
  impressions: number;
  clicks: number;
  cost_micros: number;
  conversions: number;
  conversions_value: number;
  ctr: number;
  average_cpc: number;
  cost_per_conversion: number;
};

export const RECOMMENDATION_TYPES = [
  'CAMPAIGN_BUDGET', 'KEYWORD', 'TARGET_CPA_OPT_IN', 'MAXIMIZE_CONVERSIONS_OPT_IN', 'MAXIMIZE_CLICKS_OPT_IN',
  'KEYWORD_MATCH_TYPE', 'USE_BROAD_MATCH_KEYWORD', 'RESPONSIVE_SEARCH_AD', 'SITELINK_ASSET', 'CALLOUT_ASSET',
  'CALL_ASSET', 'IMPROVE_PERFORMANCE_MAX_AD_STRENGTH',
] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

export type ImpactMetrics = { impressions: number; clicks: number; cost_micros: number; conversions: number };

import type {
  AdGroup, AdGroupAd, AdGroupCriterion, Asset, AssetGroup, AssetGroupAsset, Campaign, CampaignAsset, CampaignBudget, CampaignCriterion, ConversionAction,
  DailyMetrics, ImpactMetrics, KeywordInfo, MutateOperation, RecommendationType,
} from './googleAds.types';

/** Manager-link states of the Google Ads API (CustomerClientLink / CustomerManagerLink). */
export type ManagerLinkStatus = 'PENDING' | 'ACTIVE' | 'INACTIVE' | 'REFUSED' | 'CANCELED';

export type AdsAccountInfo = {
  /** Customer id as shown to people: 123-456-7890. */
  accountId: string;
  name: string;
  currency: string;
  timezone: string;
  /** spicy: created under the product's manager account; own: the customer's account. */
  kind: 'spicy' | 'own';
};

export type AdsUser = { id: string; email: string; name?: string };

/** Everything of one campaign the product shows and edits, read in one go. */
export type CampaignSnapshot = {
  campaign: Campaign;
  budget: CampaignBudget;
  adGroups: AdGroup[];
  keywords: AdGroupCriterion[];
  ads: AdGroupAd[];
  criteria: CampaignCriterion[];
  campaignAssets: CampaignAsset[];
  assetGroups: AssetGroup[];
  assetGroupAssets: AssetGroupAsset[];
  /** Every asset the links above point at, by resource name. */
  assets: Record<string, Asset>;
};

export type SegmentRow = { key: string; metrics: Omit<DailyMetrics, 'date'> };
export type SearchTermRow = Omit<DailyMetrics, 'date'> & { search_term: string; keyword: KeywordInfo | null; status: 'ADDED' | 'EXCLUDED' | 'NONE' };
export type KeywordIdea = {
  text: string;
  avg_monthly_searches: number;
  monthly_search_volumes: { year: number; month: number; monthly_searches: number }[];
  competition: 'LOW' | 'MEDIUM' | 'HIGH' | 'UNSPECIFIED';
  competition_index: number;
  low_top_of_page_bid_micros: number;
  high_top_of_page_bid_micros: number;
};
export type Recommendation = {
  resource_name: string;
  type: RecommendationType;
  campaign: string;
  impact: { base_metrics: ImpactMetrics; potential_metrics: ImpactMetrics };
  details: Record<string, unknown>;
};
export type StoreApp = { app_id: string; name: string; developer: string; app_store: 'APPLE_APP_STORE' | 'GOOGLE_APP_STORE' };
export type ClickConversion = { gclid: string; conversion_date_time: string; conversion_value: number | null; currency_code: string; order_id: string | null };
export type ClickConversionResult = { ok: true } | { ok: false; error: string; message: string };

/**
 * What the product needs of the ad platform for campaigns. Changes go through `mutate`, atomic
 * like GoogleAdsService.Mutate (all operations or none; failures throw AdsApiError with every
 * error); reads are the few queries the screens need (the real adapter runs them as GAQL).
 */
export interface AdsCampaignsApi {
  /** Applies the operations atomically; the resource names of the results, in order. */
  mutate(customerId: string, operations: MutateOperation[]): Promise<string[]>;
  /** Geo target constants (geoTargetConstants/N) for the product's locations, and back. */
  geoTargets(locations: { locationId: string; name: string }[]): Promise<Map<string, string>>;
  geoTargetLocations(constants: string[]): Promise<Map<string, { locationId: string; name: string }>>;
  listCampaigns(customerId: string): Promise<{ campaign: Campaign; budget: CampaignBudget }[]>;
  campaignSnapshot(customerId: string, campaign: string): Promise<CampaignSnapshot | null>;
  /** Assets of one kind in the account, each with the campaigns it is linked to. */
  customerAssets(customerId: string, type: Asset['type']): Promise<{ asset: Asset; campaigns: string[] }[]>;
  /** Daily metrics (segments.date) of each campaign over [from, to], days in the account's time zone. */
  dailyMetrics(customerId: string, campaigns: string[], from: string, to: string): Promise<Map<string, DailyMetrics[]>>;
  segmentMetrics(customerId: string, campaign: string, from: string, to: string, by: 'device' | 'location'): Promise<SegmentRow[]>;
  searchTerms(customerId: string, campaign: string, from: string, to: string): Promise<SearchTermRow[]>;
  recommendations(customerId: string, campaigns: string[]): Promise<Recommendation[]>;
  applyRecommendation(customerId: string, recommendation: string): Promise<void>;
  dismissRecommendation(customerId: string, recommendation: string): Promise<void>;
  keywordIdeas(customerId: string, request: { keywords: string[]; url?: string; language: string; geoTargets: string[] }): Promise<KeywordIdea[]>;
  /** Words that waste budget for most businesses, in the language (the sandbox's own list; Google has no such call). */
  negativeWordIdeas(topic: string, language: string): Promise<string[]>;
  findApps(store: StoreApp['app_store'], query: string): Promise<StoreApp[]>;
  conversionActions(customerId: string): Promise<ConversionAction[]>;
  uploadClickConversions(customerId: string, conversionAction: string, rows: ClickConversion[]): Promise<ClickConversionResult[]>;
  /**
   * Sandbox only: someone clicks one of the campaign's ads at `at`; the gclid auto-tagging adds to
   * the landing URL. Google knows the click's campaign; so does the sandbox, for uploads and stats.
   */
  simulateClick?(customerId: string, campaign: string, at: Date): Promise<{ gclid: string }>;
  /** Sandbox only, for demo data: the campaign has been running as it is now since `day`. */
  backdate?(customerId: string, campaign: string, day: string): Promise<void>;
}

/**
 * What the product needs from the ad platform to link accounts. The sandbox implements it
 * offline; the real one (npm `google-ads-api`, not installed yet) would map each method to the
 * calls in /work/shared/reference/google-ads.md §10–11 and be chosen by GOOGLE_ADS_* credentials.
 */
export interface AdsConnector extends AdsCampaignsApi {
  readonly kind: 'sandbox' | 'google';
  /** The product's manager (MCC) account. */
  managerAccount(): { accountId: string; name: string };
  /** Accounts the user may link: their own ones plus those created for them under the manager. */
  listAccounts(user: AdsUser): Promise<AdsAccountInfo[]>;
  /** Manager side: creates the CustomerClientLink as PENDING and returns its manager_link_id. */
  requestManagerLink(accountId: string): Promise<{ managerLinkId: string; status: ManagerLinkStatus }>;
  /** Client side: sets the CustomerManagerLink to ACTIVE (needs the client's consent/credentials). */
  acceptManagerLink(accountId: string, managerLinkId: string): Promise<ManagerLinkStatus>;
  /** Where the manager link of an account stands now (null: never requested). */
  managerLinkStatus(accountId: string): Promise<ManagerLinkStatus | null>;
}

/** 1234567890 or 123-456-7890 → 123-456-7890. */
export function formatCustomerId(id: string): string {
  const digits = id.replace(/\D/g, '');
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
}

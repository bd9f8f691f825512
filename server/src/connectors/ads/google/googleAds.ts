import type { AdsConnector, AdsAccountInfo, ClickConversionResult, KeywordIdea, Recommendation, SearchTermRow, SegmentRow, StoreApp } from '../ads.connector';
import { formatCustomerId } from '../ads.connector';
import { AdsApiError, type Asset, type DailyMetrics, type GoogleAdsError, type MutateOperation, type RecommendationType } from '../googleAds.types';
import { recommendedWords } from '../sandbox/simulation';
import type { EnumTables } from './enumNames';
import * as gaql from './gaql';
import { createRowMapper, type Row } from './rows';

/** What the adapter uses of google-ads-api's Customer (a structural slice, so tests pass a recording fake). */
export interface GoogleCustomer {
  query(gaqlQuery: string): Promise<Row[]>;
  mutateResources(operations: Row[], options?: Row): Promise<{ mutate_operation_responses?: Row[] | null }>;
  recommendations: { applyRecommendation(request: Row): Promise<unknown>; dismissRecommendation(request: Row): Promise<unknown> };
  keywordPlanIdeas: { generateKeywordIdeas(request: Row): Promise<Row> };
  geoTargetConstants: { suggestGeoTargetConstants(request: Row): Promise<Row> };
  conversionUploads: { uploadClickConversions(request: Row): Promise<Row> };
  customerClientLinks: { create(links: Row[]): Promise<Row> };
  customerManagerLinks: { update(links: Row[]): Promise<Row> };
}

export type GoogleAdsSetup = {
  /** The product's manager (MCC) account, without dashes. */
  managerId: string;
  managerName: string;
  /** A Customer acting on an account through the manager (login_customer_id = manager). */
  customer(customerId: string): GoogleCustomer;
  /** Accounts the configured credentials reach (CustomerService.ListAccessibleCustomers). */
  accessibleCustomers(): Promise<string[]>;
  enums: EnumTables;
  /** For the app lookup (Apple's public search); tests pass a fake. */
  fetch: typeof fetch;
};

const LANGUAGE_IDS: Record<string, number> = { en: 1000, de: 1001, fr: 1002, es: 1003, it: 1004, pt: 1014, ca: 1038 };
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const MONTHS = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];
/** MonthOfYear: JANUARY = 2 … DECEMBER = 13 as a number, or its name. */
const monthOf = (v: unknown) => (typeof v === 'string' ? MONTHS.indexOf(v) + 1 : Number(v) - 1);

/** Every day of [from, to] (GAQL leaves out days without impressions; the product shows them as 0). */
function fillDays(rows: DailyMetrics[], from: string, to: string): DailyMetrics[] {
  const byDay = new Map(rows.map((r) => [r.date, r]));
  const out: DailyMetrics[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); isoDay(d) <= to; d.setUTCDate(d.getUTCDate() + 1)) {
    const day = isoDay(d);
    out.push(byDay.get(day) ?? { date: day, impressions: 0, clicks: 0, cost_micros: 0, conversions: 0, conversions_value: 0, ctr: 0, average_cpc: 0, cost_per_conversion: 0 });
  }
  return out;
}

/** Our operations as mutateResources takes them: the bidding oneof is a field of the campaign itself. */
export function toGoogleOperation(op: MutateOperation): Row {
  if (op.entity === 'campaign' && op.operation !== 'remove' && 'bidding' in op.resource && op.resource.bidding) {
    const { bidding, ...rest } = op.resource;
    return { entity: op.entity, operation: op.operation, resource: { ...rest, ...bidding } };
  }
  return { entity: op.entity, operation: op.operation, resource: op.resource };
}

/**
 * The request's field names as the product reads them: Mutate's `mutate_operations[i]` is our
 * `operations[i]`, and the oneof wrapper (`campaign_operation`) says nothing the entity doesn't.
 */
function pathElements(elements: Row[]): { field_name: string; index?: number }[] {
  return elements
    .filter((p) => !/_operation$/.test(String(p.field_name)))
    .map((p) => ({ field_name: p.field_name === 'mutate_operations' ? 'operations' : String(p.field_name), ...(p.index !== undefined && p.index !== null ? { index: Number(p.index) } : {}) }));
}

/** A GoogleAdsFailure (thrown by google-ads-api) as the connector's AdsApiError; anything else as is. */
export function toAdsError(error: unknown): unknown {
  const errors = (error as { errors?: Row[] })?.errors;
  if (!Array.isArray(errors)) return error;
  return new AdsApiError({
    request_id: (error as { request_id?: string }).request_id,
    errors: errors.map((e): GoogleAdsError => ({
      error_code: Object.fromEntries(Object.entries(e.error_code ?? {}).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), String(v)])),
      message: String(e.message ?? ''),
      ...(e.trigger ? { trigger: e.trigger } : {}),
      ...(e.location ? { location: { field_path_elements: pathElements(e.location.field_path_elements ?? []) } } : {}),
    })),
  });
}

/**
 * The Google Ads API through google-ads-api (reference/google-ads.md §11): mutations as one atomic
 * mutateResources, reads as the GAQL of ./gaql.ts mapped back by ./rows.ts. Selected by the
 * GOOGLE_ADS_* credentials (connectors/ads/index.ts).
 */
export function createGoogleAds(setup: GoogleAdsSetup): AdsConnector {
  const map = createRowMapper(setup.enums);
  const customer = (id: string) => setup.customer(id.replace(/-/g, ''));
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (e) {
      throw toAdsError(e);
    }
  };
  const query = (id: string, text: string) => call(() => customer(id).query(text));

  return {
    kind: 'google',
    managerAccount: () => ({ accountId: formatCustomerId(setup.managerId), name: setup.managerName }),
    async listAccounts() {
      const clients = await query(setup.managerId, `SELECT customer_client.id, customer_client.descriptive_name, customer_client.currency_code, customer_client.time_zone, customer_client.manager
        FROM customer_client WHERE customer_client.level = 1 AND customer_client.manager = FALSE`);
      const under = new Set(clients.map((c) => String(c.customer_client.id)));
      const accessible = (await call(() => setup.accessibleCustomers())).filter((id) => id !== setup.managerId && !under.has(id));
      const spicy: AdsAccountInfo[] = clients.map((c) => ({
        accountId: formatCustomerId(String(c.customer_client.id)), name: c.customer_client.descriptive_name ?? '', currency: c.customer_client.currency_code, timezone: c.customer_client.time_zone, kind: 'spicy',
      }));
      const own = await Promise.all(accessible.map(async (id): Promise<AdsAccountInfo> => {
        const [row] = await query(id, 'SELECT customer.id, customer.descriptive_name, customer.currency_code, customer.time_zone FROM customer');
        return { accountId: formatCustomerId(id), name: row?.customer?.descriptive_name ?? '', currency: row?.customer?.currency_code ?? 'EUR', timezone: row?.customer?.time_zone ?? 'Europe/Madrid', kind: 'own' };
      }));
      return [...spicy, ...own];
    },
    async requestManagerLink(accountId) {
      const client = accountId.replace(/-/g, '');
      await call(() => customer(setup.managerId).customerClientLinks.create([{ client_customer: `customers/${client}`, status: 'PENDING' }]));
      const [row] = await query(setup.managerId, `SELECT customer_client_link.manager_link_id, customer_client_link.status FROM customer_client_link WHERE customer_client_link.client_customer = 'customers/${client}'`);
      return { managerLinkId: String(row?.customer_client_link?.manager_link_id ?? ''), status: map.enumName('ManagerLinkStatus', row?.customer_client_link?.status) as never };
    },
    async acceptManagerLink(accountId, managerLinkId) {
      const client = accountId.replace(/-/g, '');
      await call(() => customer(client).customerManagerLinks.update([{ resource_name: `customers/${client}/customerManagerLinks/${setup.managerId}~${managerLinkId}`, status: 'ACTIVE' }]));
      return 'ACTIVE';
    },
    async managerLinkStatus(accountId) {
      const [row] = await query(setup.managerId, `SELECT customer_client_link.status FROM customer_client_link WHERE customer_client_link.client_customer = 'customers/${accountId.replace(/\D/g, '')}'`);
      return row ? (map.enumName('ManagerLinkStatus', row.customer_client_link.status) as never) : null;
    },

    async mutate(customerId, operations) {
      const res = await call(() => customer(customerId).mutateResources(operations.map(toGoogleOperation), { partial_failure: false }));
      return (res.mutate_operation_responses ?? []).map((r) => String((Object.values(r).find((v) => v && typeof v === 'object') as Row | undefined)?.resource_name ?? ''));
    },

    async geoTargets(locations) {
      const out = new Map<string, string>();
      for (const l of locations) {
        if (l.locationId.startsWith('geo:')) {
          out.set(l.locationId, `geoTargetConstants/${l.locationId.slice(4)}`);
          continue;
        }
        const country = l.locationId.slice(0, 2);
        const res = await call(() => customer(setup.managerId).geoTargetConstants.suggestGeoTargetConstants({ locale: 'es', country_code: country, location_names: { names: [l.name.split(',')[0]] } }));
        const found = res.geo_target_constant_suggestions?.[0]?.geo_target_constant?.resource_name;
        if (found) out.set(l.locationId, found);
      }
      return out;
    },
    async geoTargetLocations(constants) {
      const ids = constants.map((c) => c.split('/').at(-1)!).filter((id) => /^\d+$/.test(id));
      if (ids.length === 0) return new Map();
      const rows = await query(setup.managerId, gaql.geoTargetsByIdQuery(ids));
      return new Map(rows.map((r) => [r.geo_target_constant.resource_name, { locationId: `geo:${r.geo_target_constant.id}`, name: r.geo_target_constant.canonical_name ?? r.geo_target_constant.name }]));
    },

    async listCampaigns(customerId) {
      return (await query(customerId, gaql.campaignsQuery())).map(map.campaign);
    },
    async campaignSnapshot(customerId, campaign) {
      const id = gaql.campaignIdOf(campaign);
      const [head] = await query(customerId, gaql.campaignQuery(id));
      if (!head) return null;
      const [groups, keywords, ads, criteria, assets, assetGroups, groupAssets] = await Promise.all([
        query(customerId, gaql.adGroupsQuery(id)), query(customerId, gaql.keywordsQuery(id)), query(customerId, gaql.adsQuery(id)),
        query(customerId, gaql.campaignCriteriaQuery(id)), query(customerId, gaql.campaignAssetsQuery(id)), query(customerId, gaql.assetGroupsQuery(id)),
        query(customerId, gaql.assetGroupAssetsQuery(id)),
      ]);
      const { campaign: c, budget } = map.campaign(head);
      const linked = assets.map(map.campaignAsset);
      const grouped = groupAssets.map(map.assetGroupAsset);
      return {
        campaign: c, budget, adGroups: groups.map(map.adGroup), keywords: keywords.map(map.keyword), ads: ads.map(map.ad), criteria: criteria.map(map.criterion),
        campaignAssets: linked.map((l) => l.link), assetGroups: assetGroups.map(map.assetGroup), assetGroupAssets: grouped.map((l) => l.link),
        assets: Object.fromEntries([...linked, ...grouped].map((l) => [l.asset.resource_name, l.asset])),
      };
    },
    async customerAssets(customerId, type) {
      const [assets, links] = await Promise.all([query(customerId, gaql.customerAssetsQuery(type)), query(customerId, gaql.assetLinksQuery(type))]);
      return assets.map((r) => {
        const asset: Asset = map.asset(r.asset);
        return { asset, campaigns: links.filter((l) => l.campaign_asset.asset === asset.resource_name).map((l) => String(l.campaign_asset.campaign)) };
      });
    },
    async dailyMetrics(customerId, campaigns, from, to) {
      const out = new Map<string, DailyMetrics[]>(campaigns.map((c) => [c, []]));
      if (campaigns.length === 0) return out;
      const rows = await query(customerId, gaql.dailyMetricsQuery(campaigns.map(gaql.campaignIdOf), from, to));
      for (const r of rows) out.get(r.campaign.resource_name)?.push(map.metrics(r, r.segments.date));
      for (const [c, days] of out) out.set(c, fillDays(days, from, to));
      return out;
    },
    async segmentMetrics(customerId, campaign, from, to, by): Promise<SegmentRow[]> {
      const id = gaql.campaignIdOf(campaign);
      const rows = await query(customerId, by === 'device' ? gaql.deviceMetricsQuery(id, from, to) : gaql.locationMetricsQuery(id, from, to));
      const totals = new Map<string, DailyMetrics>();
      for (const r of rows) {
        const key = by === 'device' ? map.enumName('Device', r.segments.device) : String(r.campaign_criterion?.location?.geo_target_constant ?? '').split('/').at(-1) || 'other';
        const m = map.metrics(r);
        const t = totals.get(key);
        totals.set(key, t ? { ...t, impressions: t.impressions + m.impressions, clicks: t.clicks + m.clicks, cost_micros: t.cost_micros + m.cost_micros, conversions: t.conversions + m.conversions, conversions_value: t.conversions_value + m.conversions_value } : m);
      }
      return [...totals].map(([key, { date: _d, ...metrics }]) => ({ key, metrics }));
    },
    async searchTerms(customerId, campaign, from, to): Promise<SearchTermRow[]> {
      const rows = await query(customerId, gaql.searchTermsQuery(gaql.campaignIdOf(campaign), from, to));
      return rows.map((r) => {
        const status = map.enumName('SearchTermTargetingStatus', r.search_term_view.status);
        const { date: _d, ...metrics } = map.metrics(r);
        return {
          ...metrics, search_term: r.search_term_view.search_term,
          keyword: r.segments?.keyword?.info?.text ? { text: r.segments.keyword.info.text, match_type: map.enumName('KeywordMatchType', r.segments.keyword.info.match_type) as never } : null,
          status: status === 'ADDED' || status === 'ADDED_EXCLUDED' ? 'ADDED' : status === 'EXCLUDED' ? 'EXCLUDED' : 'NONE',
        };
      });
    },
    async recommendations(customerId, campaigns): Promise<Recommendation[]> {
      if (campaigns.length === 0) return [];
      const rows = await query(customerId, gaql.recommendationsQuery(campaigns));
      return rows.map((r) => {
        const rec = r.recommendation;
        const impact = (m: Row = {}) => ({ impressions: Number(m.impressions ?? 0), clicks: Number(m.clicks ?? 0), cost_micros: Number(m.cost_micros ?? 0), conversions: Number(m.conversions ?? 0) });
        const details: Row = {};
        if (rec.campaign_budget_recommendation) details.campaign_budget_recommendation = { current_budget_amount_micros: Number(rec.campaign_budget_recommendation.current_budget_amount_micros ?? 0), recommended_budget_amount_micros: Number(rec.campaign_budget_recommendation.recommended_budget_amount_micros ?? 0) };
        if (rec.keyword_recommendation?.keyword) details.keyword_recommendation = { keyword: { text: rec.keyword_recommendation.keyword.text, match_type: map.enumName('KeywordMatchType', rec.keyword_recommendation.keyword.match_type) }, recommended_cpc_bid_micros: Number(rec.keyword_recommendation.recommended_cpc_bid_micros ?? 0) };
        return {
          resource_name: rec.resource_name, type: map.enumName('RecommendationType', rec.type) as RecommendationType, campaign: rec.campaign,
          impact: { base_metrics: impact(rec.impact?.base_metrics), potential_metrics: impact(rec.impact?.potential_metrics) }, details,
        };
      });
    },
    async applyRecommendation(customerId, recommendation) {
      await call(() => customer(customerId).recommendations.applyRecommendation({ customer_id: customerId.replace(/-/g, ''), operations: [{ resource_name: recommendation }] }));
    },
    async dismissRecommendation(customerId, recommendation) {
      await call(() => customer(customerId).recommendations.dismissRecommendation({ customer_id: customerId.replace(/-/g, ''), operations: [{ resource_name: recommendation }] }));
    },
    async keywordIdeas(customerId, request): Promise<KeywordIdea[]> {
      const seed = request.url && request.keywords.length ? { keyword_and_url_seed: { keywords: request.keywords, url: request.url } }
        : request.url ? { url_seed: { url: request.url } } : { keyword_seed: { keywords: request.keywords } };
      const res = await call(() => customer(customerId).keywordPlanIdeas.generateKeywordIdeas({
        customer_id: customerId.replace(/-/g, ''), language: `languageConstants/${LANGUAGE_IDS[request.language] ?? 1003}`,
        geo_target_constants: request.geoTargets.slice(0, 10), keyword_plan_network: 'GOOGLE_SEARCH', include_adult_keywords: false, page_size: 50, ...seed,
      }));
      const results: Row[] = Array.isArray(res) ? res : (res.results ?? []);
      return results.map((r) => {
        const m = r.keyword_idea_metrics ?? {};
        return {
          text: r.text, avg_monthly_searches: Number(m.avg_monthly_searches ?? 0),
          monthly_search_volumes: (m.monthly_search_volumes ?? []).map((v: Row) => ({ year: Number(v.year), month: monthOf(v.month), monthly_searches: Number(v.monthly_searches ?? 0) })),
          competition: map.enumName('KeywordPlanCompetitionLevel', m.competition) as KeywordIdea['competition'],
          competition_index: Number(m.competition_index ?? 0),
          low_top_of_page_bid_micros: Number(m.low_top_of_page_bid_micros ?? 0), high_top_of_page_bid_micros: Number(m.high_top_of_page_bid_micros ?? 0),
        };
      });
    },
    negativeWordIdeas: async (topic, language) => recommendedWords(topic, language).negative,
    async findApps(store, text): Promise<StoreApp[]> {
      if (store === 'GOOGLE_APP_STORE') {
        // Google Play has no public search API: an Android package id is taken as typed.
        return /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/i.test(text.trim()) ? [{ app_id: text.trim(), name: text.trim(), developer: '', app_store: store }] : [];
      }
      const res = await setup.fetch(`https://itunes.apple.com/search?entity=software&limit=10&term=${encodeURIComponent(text)}`);
      if (!res.ok) return [];
      const body = (await res.json()) as { results?: Row[] };
      return (body.results ?? []).map((r) => ({ app_id: String(r.trackId), name: String(r.trackName), developer: String(r.artistName ?? ''), app_store: store }));
    },
    async conversionActions(customerId) {
      return (await query(customerId, gaql.conversionActionsQuery())).map(map.conversionAction);
    },
    async uploadClickConversions(customerId, action, rows): Promise<ClickConversionResult[]> {
      const res = await call(() => customer(customerId).conversionUploads.uploadClickConversions({
        customer_id: customerId.replace(/-/g, ''), partial_failure: true,
        conversions: rows.map((r) => ({ gclid: r.gclid, conversion_action: action, conversion_date_time: r.conversion_date_time, ...(r.conversion_value !== null ? { conversion_value: r.conversion_value, currency_code: r.currency_code } : {}), ...(r.order_id ? { order_id: r.order_id } : {}) })),
      }));
      const failures = new Map<number, { error: string; message: string }>();
      for (const e of (res.partial_failure_error?.details?.[0]?.errors ?? res.partial_failure_error?.errors ?? []) as Row[]) {
        const index = Number(e.location?.field_path_elements?.find((p: Row) => p.field_name === 'conversions')?.index ?? -1);
        failures.set(index, { error: String(Object.values(e.error_code ?? {})[0] ?? 'UNKNOWN'), message: String(e.message ?? '') });
      }
      return rows.map((_, i) => (failures.has(i) ? { ok: false as const, ...failures.get(i)! } : { ok: true as const }));
    },
  };
}

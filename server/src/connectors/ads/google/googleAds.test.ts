import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AdsApiError, type MutateOperation } from '../googleAds.types';
import type { EnumTables } from './enumNames';
import * as gaql from './gaql';
import { createGoogleAds, type GoogleCustomer } from './googleAds';
import rows from './__recorded__/campaign-rows.json';
import metrics from './__recorded__/metrics-rows.json';
import responses from './__recorded__/mutate-responses.json';

const { enums } = createRequire(import.meta.url)('google-ads-api') as { enums: EnumTables };
const CAMPAIGN = 'customers/1234567890/campaigns/111';

/** A Customer that answers each GAQL by the resource after FROM, from the recorded rows, and records what it was sent. */
function fakeCustomer(overrides: Partial<GoogleCustomer> = {}) {
  const sent = { queries: [] as string[], mutations: [] as unknown[][], requests: [] as unknown[] };
  const customer: GoogleCustomer = {
    async query(text) {
      sent.queries.push(text);
      const from = /FROM\s+(\w+)/.exec(text)![1];
      if (from === 'campaign' && text.includes('segments.date')) return metrics.rows;
      return ((rows as unknown as Record<string, never[]>)[from]) ?? [];
    },
    async mutateResources(operations) {
      sent.mutations.push(operations);
      return responses.created;
    },
    recommendations: { applyRecommendation: async (r) => sent.requests.push(r), dismissRecommendation: async (r) => sent.requests.push(r) },
    keywordPlanIdeas: { generateKeywordIdeas: async (r) => { sent.requests.push(r); return { results: [] }; } },
    geoTargetConstants: { suggestGeoTargetConstants: async () => ({}) },
    conversionUploads: { uploadClickConversions: async (r) => { sent.requests.push(r); return responses.uploadPartialFailure; } },
    customerClientLinks: { create: async () => ({}) },
    customerManagerLinks: { update: async () => ({}) },
    ...overrides,
  };
  const ads = createGoogleAds({ managerId: '5550100001', managerName: 'MCC', customer: () => customer, accessibleCustomers: async () => [], enums, fetch: globalThis.fetch });
  return { ads, sent };
}

describe('google-ads-api adapter, against recorded answers', () => {
  it('sends a creation as one mutateResources, the bidding oneof on the campaign, and reads the names back', async () => {
    const { ads, sent } = fakeCustomer();
    const ops: MutateOperation[] = [
      { entity: 'campaign_budget', operation: 'create', resource: { resource_name: 'customers/1234567890/campaignBudgets/-1', amount_micros: 20_000_000, period: 'DAILY', delivery_method: 'STANDARD', explicitly_shared: false } },
      { entity: 'campaign', operation: 'create', resource: { resource_name: 'customers/1234567890/campaigns/-2', name: 'X', status: 'ENABLED', advertising_channel_type: 'SEARCH', campaign_budget: 'customers/1234567890/campaignBudgets/-1', bidding: { target_spend: {} }, start_date: '2026-11-25' } },
      { entity: 'ad_group', operation: 'create', resource: { resource_name: 'customers/1234567890/adGroups/-3', campaign: 'customers/1234567890/campaigns/-2', name: 'X', status: 'ENABLED' } },
    ];
    const names = await ads.mutate('123-456-7890', ops);
    expect(names).toEqual(['customers/1234567890/campaignBudgets/222', CAMPAIGN, 'customers/1234567890/adGroups/333']);
    const campaignOp = sent.mutations[0][1] as { resource: Record<string, unknown> };
    expect(campaignOp.resource.target_spend).toEqual({});
    expect(campaignOp.resource).not.toHaveProperty('bidding');
  });

  it('turns a GoogleAdsFailure into the connector error, located on the operation and field', async () => {
    const { ads } = fakeCustomer({ mutateResources: async () => { throw Object.assign(new Error('failure'), responses.failure); } });
    const error = await ads.mutate('1234567890', []).catch((e) => e);
    expect(error).toBeInstanceOf(AdsApiError);
    expect(error.failure.errors[0]).toMatchObject({
      error_code: { criterion_error: 'KEYWORD_TEXT_TOO_LONG' },
      location: { field_path_elements: [{ field_name: 'operations', index: 3 }, { field_name: 'create' }, { field_name: 'keyword' }, { field_name: 'text' }] },
    });
    expect(error.failure.errors[1].error_code).toEqual({ campaign_budget_error: 'MONEY_AMOUNT_LESS_THAN_CURRENCY_MINIMUM_CPC' });
  });

  it('maps a campaign with everything under it from rows whose enums are numbers', async () => {
    const { ads } = fakeCustomer();
    const s = (await ads.campaignSnapshot('1234567890', CAMPAIGN))!;
    expect(s.campaign).toMatchObject({ name: 'Fontanería Madrid', status: 'ENABLED', advertising_channel_type: 'SEARCH', bidding: { target_spend: {} } });
    expect(s.budget.amount_micros).toBe(20_000_000);
    expect(s.keywords.map((k) => `${k.keyword.text}/${k.keyword.match_type}/${k.status}`)).toEqual(['fontanero madrid/PHRASE/ENABLED', 'fontanero urgente/EXACT/PAUSED']);
    expect(s.ads[0].ad.responsive_search_ad.headlines.map((h) => h.text)).toEqual(['Fontanero en Madrid', 'Urgencias 24 h', 'Presupuesto gratis']);
    expect(s.criteria).toEqual(expect.arrayContaining([
      expect.objectContaining({ location: { geo_target_constant: 'geoTargetConstants/2724' } }),
      expect.objectContaining({ negative: true, keyword: { text: 'gratis', match_type: 'BROAD' } }),
      expect.objectContaining({ ad_schedule: { day_of_week: 'MONDAY', start_hour: 9, start_minute: 'ZERO', end_hour: 18, end_minute: 'THIRTY' } }),
      expect.objectContaining({ device: { type: 'TABLET' }, bid_modifier: 0 }),
    ]));
    expect(s.campaignAssets[0]).toMatchObject({ field_type: 'CALLOUT', status: 'ENABLED' });
    expect(s.assets['customers/1234567890/assets/888']).toMatchObject({ type: 'CALLOUT', callout_asset: { callout_text: 'Servicio 24 h' } });
  });

  it('asks daily metrics for the range and fills the days GAQL leaves out with zeros', async () => {
    const { ads, sent } = fakeCustomer();
    const days = (await ads.dailyMetrics('1234567890', [CAMPAIGN], '2026-11-01', '2026-11-03')).get(CAMPAIGN)!;
    expect(sent.queries.at(-1)).toContain("segments.date BETWEEN '2026-11-01' AND '2026-11-03'");
    expect(sent.queries.at(-1)).toContain('campaign.id IN (111)');
    expect(days.map((d) => [d.date, d.clicks, d.cost_micros])).toEqual([['2026-11-01', 60, 18_000_000], ['2026-11-02', 0, 0], ['2026-11-03', 40, 12_000_000]]);
  });

  it('uploads offline clicks with partial failure and answers each row', async () => {
    const { ads, sent } = fakeCustomer();
    const result = await ads.uploadClickConversions('1234567890', 'customers/1234567890/conversionActions/999', [
      { gclid: 'Cj0KCQiA-ok', conversion_date_time: '2026-11-20 10:00:00+01:00', conversion_value: 30, currency_code: 'EUR', order_id: null },
      { gclid: 'bad', conversion_date_time: '2026-11-20 10:00:00+01:00', conversion_value: null, currency_code: 'EUR', order_id: null },
    ]);
    expect(sent.requests[0]).toMatchObject({ partial_failure: true, conversions: [{ gclid: 'Cj0KCQiA-ok', conversion_value: 30, currency_code: 'EUR' }, { gclid: 'bad' }] });
    expect(result).toEqual([{ ok: true }, { ok: false, error: 'UNPARSEABLE_GCLID', message: 'The gclid could not be decoded.' }]);
  });

  it('builds GAQL only from ids and dates it checked', () => {
    expect(() => gaql.dailyMetricsQuery(['1 OR 1=1'], '2026-01-01', '2026-01-02')).toThrow();
    expect(() => gaql.dailyMetricsQuery(['1'], "2026-01-01' OR '1", '2026-01-02')).toThrow();
    expect(() => gaql.customerAssetsQuery("SITELINK' OR '1")).toThrow();
    expect(gaql.keywordsQuery('111')).toContain('campaign.id = 111');
  });
});

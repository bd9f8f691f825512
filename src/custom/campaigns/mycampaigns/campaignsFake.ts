import type { CampaignListItem, CampaignMetrics, Improvement, SearchTermRow } from '../../../../contract/campaigns';
import type { CallArgs } from '../../../dataProvider/createApiClient';
import { ApiError } from '../../../dataProvider/ApiError';
import { createFakeCrmApi } from '../../crm/stories/createFakeCrmApi';
import { sampleCrmData } from '../../crm/stories/crmFixtures';
import { adsHandlers, sampleAdsData, type AdsData } from '../createad/stories/adsFixtures';

type Handler = (args: CallArgs, body: Record<string, unknown>) => unknown;

/** How the fake refuses a relaunch: a card decline (403), no card (402), or no connection at all. */
export type RelaunchRefusal = 'card' | 'noCard' | 'network' | null;

export type CampaignsData = {
  ads: AdsData;
  currency: string;
  improvements: Improvement[];
  searchTerms: Omit<SearchTermRow, 'status'>[];
  refuseRelaunch: RelaunchRefusal;
  /** Every listing call fails (a server error). */
  failList: boolean;
};

export const metricsOf = (clicks: number, conversions = clicks / 20): CampaignMetrics => ({
  impressions: clicks * 20, clicks, ctr: 0.05, cost: clicks * 0.42, conversions, conversionsValue: conversions * 40, averageCpc: 0.42,
  costPerConversion: conversions ? (clicks * 0.42) / conversions : 0,
});

/** The wizard's two campaigns with a week of results, two recommendations and the search terms. */
export function sampleCampaignsData(): CampaignsData {
  const ads = sampleAdsData();
  const [search, pmax] = ads.campaigns;
  const week = { impressions: 1000, clicks: 50, cost: 140, conversions: 2 };
  return {
    ads,
    currency: 'EUR',
    refuseRelaunch: null,
    failList: false,
    improvements: [
      { improvementId: '111', improvementType: 'CAMPAIGN_BUDGET', campaignId: search._id, campaignName: search.name, base: week, potential: { impressions: 1400, clicks: 70, cost: 210, conversions: 3 },
        details: { campaign_budget_recommendation: { current_budget_amount_micros: 20_000_000, recommended_budget_amount_micros: 30_000_000 } } },
      { improvementId: '222', improvementType: 'KEYWORD', campaignId: search._id, campaignName: search.name, base: week, potential: { impressions: 1100, clicks: 56, cost: 150, conversions: 2.4 },
        details: { keyword_recommendation: { keyword: { text: 'fontanero urgente', match_type: 'PHRASE' } } } },
      { improvementId: '333', improvementType: 'SITELINK_ASSET', campaignId: pmax._id, campaignName: pmax.name, base: week, potential: { impressions: 1080, clicks: 54, cost: 151, conversions: 2.2 }, details: {} },
    ],
    searchTerms: [
      { searchTerm: 'fontanero madrid precio', keyword: 'fontanero madrid', matchType: 'PHRASE', ...metricsOf(30, 0) },
      { searchTerm: 'fontanero madrid', keyword: 'fontanero madrid', matchType: 'PHRASE', ...metricsOf(60) },
      { searchTerm: 'curso fontanería gratis', keyword: 'desatascos', matchType: 'BROAD', ...metricsOf(10, 0) },
    ],
  };
}

const DAYS = ['2026-02-28', '2026-03-01', '2026-03-02'];

/**
 * A fake campaign server for the list, statistics, quick edit and improvements screens: the
 * wizard's fake (campaigns, drafts, keywords, edits) plus listing, pause and relaunch, metrics and
 * recommendations, over `data` so a test can change it and read it back.
 */
export function campaignsServer(change?: (data: CampaignsData) => void) {
  const data = sampleCampaignsData();
  change?.(data);
  const campaign = (id: unknown) => {
    const found = data.ads.campaigns.find((c) => c._id === id);
    if (!found) throw new ApiError('Not found', 404, { error_code: 'not_found', message: 'Not found' });
    return found;
  };
  const item = (i: number): CampaignListItem => {
    const { keywords: _k, negativeKeywords: _n, ad: _a, assetGroup: _g, criteria: _c, monthlyCap: _m, ...c } = data.ads.campaigns[i];
    return { ...c, currency: data.currency, metrics: metricsOf(120 - i * 40) };
  };
  const failing = () => {
    if (data.failList) throw new ApiError('Internal error', 500, { error_code: 'internal', message: 'Internal error' });
  };
  const handlers: Record<string, Handler> = {
    'GET /campaigns/:companyId': ({ query }) => {
      failing();
      const rows = data.ads.campaigns.map((_, i) => item(i))
        .filter((c) => !query?.status || c.status === query.status)
        .filter((c) => !query?.search || c.name.toLowerCase().includes(String(query.search).toLowerCase()));
      return { data: rows, total: rows.length, page: 1, limit: rows.length, currency: data.currency };
    },
    'GET /getPreviewUrl/:campaignId': ({ params }) => ({ redirectUrl: `https://ads.example.com/preview/${String(params?.campaignId)}` }),
    'POST /pauseCampaign': (_, body) => Object.assign(campaign(body.campaignId), { status: 'PAUSED' }),
    'POST /userRelaunchGoogleCampaign': (_, body) => {
      if (data.refuseRelaunch === 'card') {
        throw new ApiError('Your card has insufficient funds.', 403, {
          error_code: 'card_declined', message: 'Your card has insufficient funds.', details: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
        });
      }
      if (data.refuseRelaunch === 'noCard') {
        throw new ApiError('Add a card to pay the ad spend before relaunching the campaign', 402, { error_code: 'payment_method_required', message: 'Add a card to pay the ad spend before relaunching the campaign' });
      }
      if (data.refuseRelaunch === 'network') throw new ApiError('Failed to fetch', 0);
      return Object.assign(campaign(body.campaignId), { status: 'ENABLED' });
    },
    'DELETE /campaignDraft/:companyId/:draftId': ({ params }) => {
      data.ads.drafts = data.ads.drafts.filter((d) => d._id !== params?.draftId);
      return { ok: true };
    },
    'GET /metricsGoogleAds/:companyId/:campaignId': ({ params, query }) => {
      campaign(params?.campaignId);
      const daily = DAYS.map((date, i) => ({ date, ...metricsOf(40 + i * 10, 2 + i) }));
      return { currency: data.currency, from: query?.from, to: query?.to, totals: { ...metricsOf(150, 9), ctr: 0.0525 }, daily };
    },
    'POST /graphicsMetricsGoogleAds/:companyId/:campaignId': (_, body) => ({
      currency: data.currency, segment: body.segment,
      rows: body.segment === 'device'
        ? [{ key: 'MOBILE', label: 'MOBILE', ...metricsOf(90) }, { key: 'DESKTOP', label: 'DESKTOP', ...metricsOf(50) }, { key: 'TABLET', label: 'TABLET', ...metricsOf(10) }]
        : [{ key: '1005493', label: 'Madrid', ...metricsOf(120) }, { key: '1005424', label: 'Getafe', ...metricsOf(30) }],
    }),
    'GET /negativeMetricsGoogleAds/:companyId/:campaignId': ({ params }) => {
      const c = campaign(params?.campaignId);
      const has = (list: { text: string }[], term: string) => list.some((k) => k.text.toLowerCase() === term.toLowerCase());
      const rows = data.searchTerms.map((r) => ({ ...r, status: has(c.keywords, r.searchTerm) ? 'ADDED' : has(c.negativeKeywords, r.searchTerm) ? 'EXCLUDED' : 'NONE' }));
      return { currency: data.currency, wastedCost: rows.filter((r) => r.conversions === 0 && r.status !== 'EXCLUDED').reduce((s, r) => s + r.cost, 0), data: rows };
    },
    'GET /improvements/:companyId': ({ query }) => {
      const rows = data.improvements.filter((i) => !query?.campaignId || i.campaignId === query.campaignId);
      return { data: rows, total: rows.length, page: 1, limit: 50, currency: data.currency };
    },
    'POST /acceptImprovement/:companyId': (_, body) => {
      data.improvements = data.improvements.filter((i) => i.improvementId !== body.improvementId);
      return { ok: true };
    },
    'DELETE /deleteImprovement/:companyId': (_, body) => {
      data.improvements = data.improvements.filter((i) => i.improvementId !== body.improvementId);
      return { ok: true };
    },
  };
  return { server: createFakeCrmApi(sampleCrmData(), { ...adsHandlers(data.ads), ...handlers }), data };
}

import type { CampaignListItem, Improvement } from '../../../../contract/campaigns';
import type { CallArgs } from '../../../dataProvider/createApiClient';
import { ApiError } from '../../../dataProvider/ApiError';
import { createFakeCrmApi } from '../../crm/stories/createFakeCrmApi';
import { sampleCrmData } from '../../crm/stories/crmFixtures';
import { adsHandlers, sampleAdsData, type AdsData } from '../createad/stories/adsFixtures';

type Handler = (args: CallArgs, body: Record<string, unknown>) => unknown;
export type ListData = { ads: AdsData; improvements: Improvement[]; declineRelaunch: boolean };

const metrics = (clicks: number) => ({ impressions: clicks * 20, clicks, ctr: 0.05, cost: clicks * 0.42, conversions: clicks / 20, conversionsValue: clicks * 2, averageCpc: 0.42, costPerConversion: 8.4 });

export function sampleListData(): ListData {
  const ads = sampleAdsData();
  const [search] = ads.campaigns;
  return {
    ads,
    declineRelaunch: false,
    improvements: [
      { improvementId: '111', improvementType: 'CAMPAIGN_BUDGET', campaignId: search._id, campaignName: search.name, base: { impressions: 1000, clicks: 50, cost: 140, conversions: 2 }, potential: { impressions: 1400, clicks: 70, cost: 210, conversions: 3 },
        details: { campaign_budget_recommendation: { current_budget_amount_micros: 20_000_000, recommended_budget_amount_micros: 30_000_000 } } },
      { improvementId: '222', improvementType: 'SITELINK_ASSET', campaignId: search._id, campaignName: search.name, base: { impressions: 1000, clicks: 50, cost: 140, conversions: 2 }, potential: { impressions: 1080, clicks: 54, cost: 151, conversions: 2.2 }, details: {} },
    ],
  };
}

/** The list and improvements calls of a fake server, over the wizard's campaigns and drafts. */
export function listServer(change?: (data: ListData) => void) {
  const data = sampleListData();
  change?.(data);
  const item = (i: number): CampaignListItem => {
    const { keywords: _k, negativeKeywords: _n, ad: _a, assetGroup: _g, criteria: _c, monthlyCap: _m, ...c } = data.ads.campaigns[i];
    return { ...c, metrics: metrics(120 - i * 40) };
  };
  const campaign = (id: unknown) => data.ads.campaigns.find((c) => c._id === id)!;
  const handlers: Record<string, Handler> = {
    'GET /campaigns/:companyId': ({ query }) => {
      const rows = data.ads.campaigns.map((_, i) => item(i))
        .filter((c) => !query?.status || c.status === query.status)
        .filter((c) => !query?.search || c.name.toLowerCase().includes(String(query.search).toLowerCase()));
      return { data: rows, total: rows.length, page: 1, limit: rows.length, currency: 'EUR' };
    },
    'POST /pauseCampaign': (_, body) => Object.assign(campaign(body.campaignId), { status: 'PAUSED' }),
    'POST /userRelaunchGoogleCampaign': (_, body) => {
      if (data.declineRelaunch) {
        throw new ApiError('Your card has insufficient funds.', 403, { error_code: 'card_declined', message: 'Your card has insufficient funds.', details: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' } });
      }
      return Object.assign(campaign(body.campaignId), { status: 'ENABLED' });
    },
    'DELETE /campaignDraft/:companyId/:draftId': ({ params }) => {
      data.ads.drafts = data.ads.drafts.filter((d) => d._id !== params?.draftId);
      return { ok: true };
    },
    'GET /metricsGoogleAds/:companyId/:campaignId': ({ query }) => {
      const daily = ['2026-02-28', '2026-03-01', '2026-03-02'].map((date, i) => ({ date, ...metrics(40 + i * 10) }));
      return { currency: 'EUR', from: query?.from, to: query?.to, totals: { ...metrics(150), conversions: 7.5 }, daily };
    },
    'POST /graphicsMetricsGoogleAds/:companyId/:campaignId': (_, body) => ({
      currency: 'EUR', segment: body.segment,
      rows: body.segment === 'device'
        ? [{ key: 'MOBILE', label: 'MOBILE', ...metrics(90) }, { key: 'DESKTOP', label: 'DESKTOP', ...metrics(50) }, { key: 'TABLET', label: 'TABLET', ...metrics(10) }]
        : [{ key: '9000001', label: 'Madrid, Spain', ...metrics(150) }],
    }),
    'GET /negativeMetricsGoogleAds/:companyId/:campaignId': () => ({
      currency: 'EUR', wastedCost: 12.6,
      data: [
        { searchTerm: 'fontanero madrid precio', keyword: 'fontanero madrid', matchType: 'PHRASE', status: 'NONE', ...metrics(30), conversions: 0 },
        { searchTerm: 'fontanero madrid', keyword: 'fontanero madrid', matchType: 'PHRASE', status: 'ADDED', ...metrics(60) },
      ],
    }),
    'GET /improvements/:companyId': () => ({ data: data.improvements, total: data.improvements.length, page: 1, limit: 50, currency: 'EUR' }),
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

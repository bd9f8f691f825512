import type { z } from 'zod';
import { campaignCalls, performanceCalls, type CampaignDetail, type CampaignMetrics, type SearchTermRow, type dailyRow, type segmentRow } from '../../../../contract/campaigns';
import type { ApiClient } from '../../../dataProvider/createApiClient';

export type DailyRow = z.infer<typeof dailyRow>;
export type SegmentRow = z.infer<typeof segmentRow>;
export type Metrics = { currency: string; from: string; to: string; totals: CampaignMetrics; daily: DailyRow[] };

/** The statistics screen's calls, with the current company. */
export function createStatsClient(api: ApiClient, getCompanyId: () => string | null) {
  const companyId = () => {
    const id = getCompanyId();
    if (!id) throw new Error('No company selected');
    return id;
  };
  const at = (campaignId: string) => ({ companyId: companyId(), campaignId });
  return {
    campaign: (campaignId: string) => api.call<CampaignDetail>(campaignCalls.getCampaign, { params: { campaignId }, query: { companyId: companyId() } }),
    metrics: (campaignId: string, from: string, to: string) => api.call<Metrics>(performanceCalls.metricsGoogleAds, { params: at(campaignId), query: { from, to } }),
    segments: (campaignId: string, from: string, to: string, segment: 'device' | 'location') =>
      api.call<{ currency: string; rows: SegmentRow[] }>(performanceCalls.graphicsMetricsGoogleAds, { params: at(campaignId), body: { from, to, segment } }),
    searchTerms: (campaignId: string, from: string, to: string) =>
      api.call<{ currency: string; wastedCost: number; data: SearchTermRow[] }>(performanceCalls.negativeMetricsGoogleAds, { params: at(campaignId), query: { from, to } }),
    addKeyword: (campaignId: string, text: string, negative: boolean) =>
      api.call(negative ? performanceCalls.addNegativeKeywords : performanceCalls.addPositiveKeywords, {
        body: { companyId: companyId(), campaignId, ...(negative ? { negativeKeywords: [{ text, matchType: 'PHRASE' }] } : { positiveKeywords: [{ text, matchType: 'PHRASE' }] }) },
      }),
  };
}
export type StatsClient = ReturnType<typeof createStatsClient>;

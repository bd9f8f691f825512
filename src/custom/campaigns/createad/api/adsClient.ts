import type { z } from 'zod';
import {
  ASSET_PATH_NAMES, assetCalls, campaignCalls, performanceCalls, type AssetKind, type CampaignCriteria, type CampaignDetail,
  type CreatePMaxBody, type CreateSearchBody, type StoredAsset, type campaignDraft, type keywordIdea,
  type Campaign, type CampaignListItem, type CampaignMetrics, type CampaignStatus, type Improvement, type SearchTermRow,
} from '../../../../../contract/campaigns';
import { companyCalls, type location } from '../../../../../contract/companies';
import type { CallDef } from '../../../../../contract/define';
import { fileCalls, type StoredFile } from '../../../../../contract/files';
import { landingCalls, type LandingSummary } from '../../../../../contract/landings';
import type { ApiClient } from '../../../../dataProvider/createApiClient';

export type CampaignDraft = z.infer<typeof campaignDraft>;
export type KeywordIdea = z.infer<typeof keywordIdea>;
export type Location = z.infer<typeof location>;
export type KeywordInput = { text: string; matchType: 'EXACT' | 'PHRASE' | 'BROAD' };
export type CampaignPage = { data: CampaignListItem[]; total: number; currency: string };
export type DailyMetrics = CampaignMetrics & { date: string };
export type SegmentMetrics = CampaignMetrics & { key: string; label: string };
export type MetricsAnswer = { currency: string; from: string; to: string; totals: CampaignMetrics; daily: DailyMetrics[] };
export type SearchTermsAnswer = { currency: string; wastedCost: number; data: SearchTermRow[] };
export type ImprovementRef = Pick<Improvement, 'improvementId' | 'improvementType' | 'campaignId'>;
export type AdTexts = { headlines: string[]; descriptions: string[]; path1?: string; path2?: string; longHeadlines?: string[]; businessName?: string };

const kindCall = (prefix: string, kind: AssetKind, suffix = '') =>
  (assetCalls as Record<string, CallDef>)[`${prefix}${ASSET_PATH_NAMES[kind]}${suffix}`];

/**
 * The campaign calls the wizard, the editor and the targeting form make, each with the current
 * company where its contract puts it.
 */
export function createAdsClient(api: ApiClient, getCompanyId: () => string | null) {
  const companyId = () => {
    const id = getCompanyId();
    if (!id) throw new Error('No company selected');
    return id;
  };
  const inCampaign = (campaignId: string) => ({ params: { companyId: companyId(), campaignId } });
  return {
    locations: (q: string) => api.call<{ data: Location[] }>(companyCalls.getLocations, { query: { q, limit: 10 } }),
    keywordIdeas: (topic: string, query: { url?: string; language?: string; locations?: string }) =>
      api.call<{ data: string[]; ideas: KeywordIdea[] }>(performanceCalls.recommendedPositiveWords, { params: { companyId: companyId(), topic }, query }),
    negativeIdeas: (topic: string, language?: string) =>
      api.call<{ data: string[] }>(performanceCalls.recommendedNegativeWords, { params: { companyId: companyId(), topic }, query: { language } }),

    /** The company's landings the ads can lead to (the newest 100: a picker, not a browser). */
    landings: () => api.call<{ data: LandingSummary[]; total: number }>(landingCalls.getLandingsData, { params: { companyId: companyId() }, query: { limit: 100 } }),
    drafts: () => api.call<{ data: CampaignDraft[] }>(campaignCalls.getUnlaunchedCampaigns, { query: { companyId: companyId() } }),
    saveDraft: (draft: { draftId?: string; type: 'search' | 'pmax'; name: string; step: number; answers: Record<string, unknown> }) =>
      api.call<CampaignDraft>(campaignCalls.saveCampaignDraft, { body: { companyId: companyId(), ...draft } }),
    createSearch: (body: Omit<CreateSearchBody, 'companyId'>) => api.call<CampaignDetail>(campaignCalls.createSearchCampaign, { body: { companyId: companyId(), ...body } }),
    createPMax: (body: Omit<CreatePMaxBody, 'companyId'>) => api.call<CampaignDetail>(campaignCalls.createPMaxCampaign, { body: { companyId: companyId(), ...body } }),
    uploadImage: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.call<StoredFile>(fileCalls.uploadFile, { params: { companyId: companyId(), area: 'adImage' }, body: form });
    },
    /** An uploaded ad image's bytes (the file calls need the token, so an <img> cannot load them itself). */
    adImage: (fileId: string) => api.blob(fileCalls.downloadFile, { params: { companyId: companyId(), area: 'adImage', fileId } }),

    campaign: (campaignId: string) => api.call<CampaignDetail>(campaignCalls.getCampaign, { params: { campaignId }, query: { companyId: companyId() } }),
    rename: (campaignId: string, newName: string) => api.call<CampaignDetail>(campaignCalls.updateCampaignName, { ...inCampaign(campaignId), body: { newName } }),
    setBudget: (campaignId: string, dailyBudget: number) => api.call<CampaignDetail>(campaignCalls.updateCampaignBudget, { ...inCampaign(campaignId), body: { dailyBudget } }),
    setFinalUrl: (campaignId: string, newFinalUrl: string) => api.call<CampaignDetail>(campaignCalls.updateAdFinalUrl, { ...inCampaign(campaignId), body: { newFinalUrl } }),
    setAdTexts: (campaignId: string, texts: AdTexts) => api.call<CampaignDetail>(campaignCalls.updateAdTitlesAndSubtitles, { ...inCampaign(campaignId), body: texts }),
    addKeywords: (campaignId: string, negative: boolean, keywords: KeywordInput[]) =>
      api.call<CampaignDetail>(negative ? performanceCalls.addNegativeKeywords : performanceCalls.addPositiveKeywords, {
        body: { companyId: companyId(), campaignId, ...(negative ? { negativeKeywords: keywords } : { positiveKeywords: keywords }) },
      }),
    removeKeywords: (campaignId: string, negative: boolean, ids: string[]) =>
      api.call<CampaignDetail>(negative ? performanceCalls.removeNegativeKeywords : performanceCalls.removePositiveKeywords, {
        params: { campaignId }, body: { companyId: companyId(), ...(negative ? { negativeKeywordIds: ids } : { positiveKeywordIds: ids }) },
      }),

    criteria: (campaignId: string) => api.call<CampaignCriteria>(performanceCalls.getCampaignCriteria, inCampaign(campaignId)),
    setCriteria: (campaignId: string, criteria: CampaignCriteria) => api.call<CampaignCriteria>(performanceCalls.updateCampaignCriteria, { ...inCampaign(campaignId), body: criteria }),

    campaignAssets: (campaignId: string) => api.call<{ data: StoredAsset[] }>(assetCalls.getCampaignAssets, inCampaign(campaignId)),
    accountAssets: (kind: AssetKind) => api.call<{ data: StoredAsset[] }>(kindCall('getCustomer', kind, 'Assets'), { params: { companyId: companyId() } }),
    uploadAsset: (kind: AssetKind, campaignId: string, fields: Record<string, unknown>) => api.call<StoredAsset>(kindCall('upload', kind), { ...inCampaign(campaignId), body: fields }),
    setAssets: (kind: AssetKind, campaignId: string, assetIds: string[]) =>
      api.call<{ data: StoredAsset[] }>(kindCall('setCampaign', kind, 'Assets'), { ...inCampaign(campaignId), body: { assetIds } }),
    updateAsset: (kind: AssetKind, assetId: string, fields: Record<string, unknown>) =>
      api.call<StoredAsset>(kindCall('updateCampaign', kind, 'Asset'), { params: { assetId }, query: { companyId: companyId() }, body: fields }),
    removeAssets: (kind: AssetKind, campaignId: string, assetIds: string[]) => api.call(kindCall('deleteCampaign', kind, 'Assets'), { ...inCampaign(campaignId), body: { assetIds } }),

    // The campaign list, statistics, quick edit and improvements screens.
    listCampaigns: (query: { from?: string; to?: string; search?: string; status?: CampaignStatus }) =>
      api.call<CampaignPage>(campaignCalls.listCampaigns, { params: { companyId: companyId() }, query: { ...query, search: query.search?.trim() || undefined } }),
    discardDraft: (draftId: string) => api.call(campaignCalls.deleteCampaignDraft, { params: { companyId: companyId(), draftId } }),
    pause: (campaignId: string) => api.call<Campaign>(campaignCalls.pauseCampaign, { body: { companyId: companyId(), campaignId } }),
    relaunch: (campaignId: string) => api.call<Campaign>(campaignCalls.relaunchCampaign, { body: { companyId: companyId(), campaignId } }),
    previewUrl: (campaignId: string) => api.call<{ redirectUrl: string }>(campaignCalls.getPreviewUrl, { params: { campaignId }, query: { companyId: companyId() } }),
    metrics: (campaignId: string, from: string, to: string) => api.call<MetricsAnswer>(performanceCalls.metricsGoogleAds, { ...inCampaign(campaignId), query: { from, to } }),
    segments: (campaignId: string, from: string, to: string, segment: 'device' | 'location') =>
      api.call<{ currency: string; segment: string; rows: SegmentMetrics[] }>(performanceCalls.graphicsMetricsGoogleAds, { ...inCampaign(campaignId), body: { from, to, segment } }),
    searchTerms: (campaignId: string, from: string, to: string) => api.call<SearchTermsAnswer>(performanceCalls.negativeMetricsGoogleAds, { ...inCampaign(campaignId), query: { from, to } }),
    improvements: (campaignId?: string) =>
      api.call<{ data: Improvement[]; total: number; currency: string }>(performanceCalls.listImprovements, { params: { companyId: companyId() }, query: { campaignId } }),
    decideImprovement: (accept: boolean, i: ImprovementRef) =>
      api.call(accept ? performanceCalls.acceptImprovement : performanceCalls.deleteImprovement, {
        params: { companyId: companyId() }, body: { companyId: companyId(), improvementType: i.improvementType, improvementId: i.improvementId, campaignId: i.campaignId },
      }),
  };
}

export type AdsClient = ReturnType<typeof createAdsClient>;

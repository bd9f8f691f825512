import type { z } from 'zod';
import { campaignCalls, performanceCalls, type CampaignListItem, type CampaignStatus, type Improvement, type campaignDraft } from '../../../../contract/campaigns';
import type { ApiClient } from '../../../dataProvider/createApiClient';

export type CampaignPage = { data: CampaignListItem[]; total: number; currency: string };
export type Draft = z.infer<typeof campaignDraft>;

/** The calls of the campaign list and the improvements screen, with the current company. */
export function createListClient(api: ApiClient, getCompanyId: () => string | null) {
  const companyId = () => {
    const id = getCompanyId();
    if (!id) throw new Error('No company selected');
    return id;
  };
  return {
    list: (query: { from: string; to: string; search?: string; status?: CampaignStatus }) =>
      api.call<CampaignPage>(campaignCalls.listCampaigns, { params: { companyId: companyId() }, query: { ...query, search: query.search || undefined } }),
    drafts: () => api.call<{ data: Draft[] }>(campaignCalls.getUnlaunchedCampaigns, { query: { companyId: companyId() } }),
    discardDraft: (draftId: string) => api.call(campaignCalls.deleteCampaignDraft, { params: { companyId: companyId(), draftId } }),
    pause: (campaignId: string) => api.call(campaignCalls.pauseCampaign, { body: { companyId: companyId(), campaignId } }),
    relaunch: (campaignId: string) => api.call(campaignCalls.relaunchCampaign, { body: { companyId: companyId(), campaignId } }),
    previewUrl: (campaignId: string) => api.call<{ redirectUrl: string }>(campaignCalls.getPreviewUrl, { params: { campaignId }, query: { companyId: companyId() } }),
    improvements: (campaignId?: string) => api.call<{ data: Improvement[]; currency: string }>(performanceCalls.listImprovements, { params: { companyId: companyId() }, query: { campaignId } }),
    decide: (accept: boolean, i: Pick<Improvement, 'improvementId' | 'improvementType' | 'campaignId'>) =>
      api.call(accept ? performanceCalls.acceptImprovement : performanceCalls.deleteImprovement, {
        params: { companyId: companyId() }, body: { companyId: companyId(), improvementId: i.improvementId, improvementType: i.improvementType, campaignId: i.campaignId },
      }),
  };
}
export type ListClient = ReturnType<typeof createListClient>;

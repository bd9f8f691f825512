import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { closedLoopCalls, type ConversionRule, type OfflineConversion } from '../../../contract/campaigns/closedLoop';
import { conversionCalls, type Conversion } from '../../../contract/campaigns/conversions';
import { facebookCalls, type CompanyPixel } from '../../../contract/integrations';
import { pipelineCalls, type Pipeline } from '../../../contract/pipelines';
import { useServices } from '../../app/useServices';

type Page<T> = { data: T[]; total: number; page: number; limit: number };

/** Every closed-loop query starts with this key: a change invalidates them all at once. */
export const CLOSED_LOOP_KEY = 'closedLoop';

function useCompany() {
  const { api, session } = useServices();
  return { api, companyId: session.companyId.get() };
}

export function useConversionRules() {
  const { api, companyId } = useCompany();
  return useQuery({
    queryKey: [CLOSED_LOOP_KEY, 'rules', companyId],
    queryFn: () => api.call<{ data: ConversionRule[] }>(closedLoopCalls.listConversionRules, { params: { companyId: companyId! } }),
    enabled: !!companyId,
    retry: false,
  });
}

/** The company's reported conversions (or one contact's), newest first. */
export function useOfflineConversions({ contactId, page, limit }: { contactId?: string; page: number; limit: number }) {
  const { api, companyId } = useCompany();
  return useQuery({
    queryKey: [CLOSED_LOOP_KEY, 'offline', companyId, contactId ?? null, page, limit],
    queryFn: () => api.call<Page<OfflineConversion>>(closedLoopCalls.listOfflineConversions, { params: { companyId: companyId! }, query: { ...(contactId ? { contactId } : {}), page, limit } }),
    enabled: !!companyId,
    retry: false,
    placeholderData: (previous) => previous,
    // A queued report is sent within seconds: look again until none is on its way (waiting ones are hours off).
    refetchInterval: (query) => (query.state.data?.data.some((c) => c.status === 'pending') ? 3_000 : false),
  });
}

/** What a rule can point at: the stages by pipeline, the "upload clicks" actions and the company's pixels. */
export function useRuleChoices(enabled: boolean) {
  const { api, companyId } = useCompany();
  const on = enabled && !!companyId;
  const pipelines = useQuery({
    queryKey: [CLOSED_LOOP_KEY, 'pipelines', companyId],
    queryFn: () => api.call<Page<Pipeline>>(pipelineCalls.listPipelines, { params: { companyId: companyId! } }),
    enabled: on, retry: false,
  });
  const actions = useQuery({
    queryKey: [CLOSED_LOOP_KEY, 'actions', companyId],
    queryFn: () => api.call<Page<Conversion>>(conversionCalls.getCompanyConversions, { params: { companyId: companyId! }, query: { page: 1, limit: 200 } }),
    enabled: on, retry: false,
    select: (res) => res.data.filter((a) => a.type === 'UPLOAD_CLICKS' && a.status === 'ENABLED'),
  });
  const pixels = useQuery({
    queryKey: [CLOSED_LOOP_KEY, 'pixels', companyId],
    queryFn: () => api.call<{ data: CompanyPixel[] }>(facebookCalls.pixelsByCompany, { params: { companyId: companyId! } }),
    enabled: on, retry: false,
  });
  return { pipelines, actions, pixels };
}

export type RuleBody = { stageId: string; googleConversionId: string | null; metaPixelId: string | null; metaEventName: ConversionRule['metaEventName']; value: number | null };

export function useSaveRule() {
  const { api, companyId } = useCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RuleBody) => api.call<ConversionRule>(closedLoopCalls.saveConversionRule, { params: { companyId: companyId! }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLOSED_LOOP_KEY, 'rules'] }),
  });
}

export function useDeleteRule() {
  const { api, companyId } = useCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string) => api.call(closedLoopCalls.deleteConversionRule, { params: { companyId: companyId!, ruleId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLOSED_LOOP_KEY, 'rules'] }),
  });
}

/** Sends a rejected or failed conversion again; says how it went and reloads the lists. */
export function useRetryConversion() {
  const { api, companyId } = useCompany();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  return useMutation({
    mutationFn: (conversionId: string) => api.call<OfflineConversion>(closedLoopCalls.retryOfflineConversion, { params: { companyId: companyId!, conversionId } }),
    onSuccess: async () => {
      notify('closedLoop.retried', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [CLOSED_LOOP_KEY, 'offline'] });
    },
    onError: (error) => notify(error instanceof Error ? error.message : translate('closedLoop.retryFailed'), { type: 'error' }),
  });
}

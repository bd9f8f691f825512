import { useQuery } from '@tanstack/react-query';
import { facebookCalls, integrationOverviewCalls, type CompanyPixel, type FacebookPage, type FacebookPixel, type IntegrationKind } from '../../../../contract/integrations';
import { useServices } from '../../../app/useServices';
import { useStoreValue } from '../../../store/useStoreValue';
import { integrationKeys, type IntegrationEventPage, type IntegrationOverview } from './integrationQueries';

/** The current company's id, following a switch of company. */
export function useCompanyId(): string | null {
  const { session } = useServices();
  return useStoreValue(session.companyId);
}

/** Each integration's connection (the caller's own for Gmail) with its last events. */
export function useIntegrationOverview() {
  const { api } = useServices();
  const companyId = useCompanyId();
  return useQuery({
    queryKey: integrationKeys.overview(companyId),
    queryFn: ({ signal }) => api.call<{ data: IntegrationOverview[] }>(integrationOverviewCalls.listIntegrations, { params: { companyId: companyId! }, signal }),
    enabled: !!companyId,
    // One quiet retry for a blip, then the failure is said with its own retry button.
    retry: 1,
  });
}

export type EventFilter = { kind?: IntegrationKind; contactId?: string };

/** One page of integration events, newest first, by kind or by contact. */
export function useIntegrationEvents(filter: EventFilter, page: number, { limit = 20, enabled = true } = {}) {
  const { api } = useServices();
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...integrationKeys.events(companyId, filter, page), limit],
    queryFn: ({ signal }) => api.call<IntegrationEventPage>(integrationOverviewCalls.listIntegrationEvents, {
      params: { companyId: companyId! }, query: { ...filter, page, limit }, signal,
    }),
    enabled: enabled && !!companyId,
    retry: 1,
    placeholderData: (previous) => previous,
  });
}

/** The connected business's pages, its pixels, and the pixels the company added. */
export function useFacebookAssets(enabled: boolean) {
  const { api } = useServices();
  const companyId = useCompanyId();
  const params = { companyId: companyId! };
  const on = enabled && !!companyId;
  const pages = useQuery({
    queryKey: integrationKeys.facebookPages(companyId),
    queryFn: ({ signal }) => api.call<{ data: FacebookPage[] }>(facebookCalls.facebookPages, { params, signal }),
    enabled: on,
    retry: 1,
  });
  const pixels = useQuery({
    queryKey: integrationKeys.facebookPixels(companyId),
    queryFn: ({ signal }) => api.call<{ data: FacebookPixel[] }>(facebookCalls.facebookPixels, { params, signal }),
    enabled: on,
    retry: 1,
  });
  const companyPixels = useQuery({
    queryKey: integrationKeys.companyPixels(companyId),
    queryFn: ({ signal }) => api.call<{ data: CompanyPixel[] }>(facebookCalls.pixelsByCompany, { params, signal }),
    enabled: on,
    retry: 1,
  });
  return { pages, pixels, companyPixels };
}

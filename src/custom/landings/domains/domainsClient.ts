import { useMemo } from 'react';
import { domainCalls, type CustomDomain } from '../../../../contract/landings';
import type { ApiClient } from '../../../dataProvider/createApiClient';
import { useServices } from '../../../app/useServices';

/** The custom-domain calls of one landing's settings, each with the current company where its contract puts it. */
export function createDomainsClient(api: ApiClient, getCompanyId: () => string | null) {
  const companyId = () => {
    const id = getCompanyId();
    if (!id) throw new Error('No company selected');
    return id;
  };
  return {
    list: (landingId: string) => api.call<{ data: CustomDomain[] }>(domainCalls.getLandingDomains, { params: { landingId }, query: { companyId: companyId() } }),
    get: (id: string) => api.call<CustomDomain>(domainCalls.getDomainDNS, { params: { id }, query: { companyId: companyId() } }),
    create: (landingId: string, domain: string) => api.call<CustomDomain>(domainCalls.createCustomDomain, { body: { companyId: companyId(), landingId, domain } }),
    verify: (domainId: string) => api.call<CustomDomain>(domainCalls.verifyCustomDomain, { body: { companyId: companyId(), domainId } }),
    remove: (landingId: string, domainId: string) => api.call<{ ok: true }>(domainCalls.deleteCustomDomain, { body: { companyId: companyId(), landingId, domainId } }),
    sandboxRecords: (domainId: string, created: boolean) => api.call<CustomDomain>(domainCalls.sandboxDnsRecords, { body: { companyId: companyId(), domainId, created } }),
  };
}

export type DomainsClient = ReturnType<typeof createDomainsClient>;

/** The domain calls over the app's API client and current company (faked in stories). */
export function useDomainsClient(): DomainsClient {
  const { api, session } = useServices();
  return useMemo(() => createDomainsClient(api, session.companyId.get), [api, session]);
}

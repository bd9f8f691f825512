import { useMemo } from 'react';
import { useServices } from '../../../app/useServices';
import { createCrmClient, type CrmClient } from './createCrmClient';

/** The CRM's custom calls over the app's API client and current company (faked in stories). */
export function useCrmClient(): CrmClient {
  const { api, session } = useServices();
  return useMemo(() => createCrmClient(api, session.companyId.get), [api, session]);
}

import { createContext, useContext, useMemo } from 'react';
import { useServices } from '../../../app/useServices';
import { storage } from '../../../storage/storage';
import type { ApiClient } from '../../../dataProvider/createApiClient';
import { createBillingClient, type BillingClient } from './createBillingClient';

/** Stories and tests put a fake client here; the app derives the real one from its services. */
export const BillingClientContext = createContext<BillingClient | null>(null);

/** One client per API client, shared by every billing component (it caches the processor choice). */
const clients = new WeakMap<ApiClient, BillingClient>();

export function useBillingClient(): BillingClient {
  const provided = useContext(BillingClientContext);
  const { api } = useServices();
  return useMemo(() => {
    if (provided) return provided;
    let client = clients.get(api);
    if (!client) {
      client = createBillingClient({ api, getToken: storage.getToken });
      clients.set(api, client);
    }
    return client;
  }, [provided, api]);
}

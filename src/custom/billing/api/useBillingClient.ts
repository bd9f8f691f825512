import { createContext, useContext, useMemo } from 'react';
import { useServices } from '../../../app/useServices';
import { storage } from '../../../storage/storage';
import { createBillingClient, type BillingClient } from './createBillingClient';

/** Stories and tests put a fake client here; the app derives the real one from its services. */
export const BillingClientContext = createContext<BillingClient | null>(null);

export function useBillingClient(): BillingClient {
  const provided = useContext(BillingClientContext);
  const { api } = useServices();
  return useMemo(() => provided ?? createBillingClient({ api, getToken: storage.getToken }), [provided, api]);
}

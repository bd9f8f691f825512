import { useEffect, useState } from 'react';
import { useBillingClient } from '../api/useBillingClient';

/** sandbox: our card form; stripe: Stripe Elements (see CardEntry). null while loading. */
export function usePaymentsProvider(): 'sandbox' | 'stripe' | null {
  const client = useBillingClient();
  const [provider, setProvider] = useState<'sandbox' | 'stripe' | null>(null);
  useEffect(() => {
    client.paymentsConfig().then((c) => setProvider(c.provider), () => setProvider('sandbox'));
  }, [client]);
  return provider;
}

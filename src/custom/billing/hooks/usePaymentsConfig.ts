import { useEffect, useState } from 'react';
import { useBillingClient } from '../api/useBillingClient';

/** `none`: a production server with no card processor configured. */
export type PaymentsConfig = { provider: 'sandbox' | 'stripe' | 'none'; publishableKey: string | null };

const SANDBOX: PaymentsConfig = { provider: 'sandbox', publishableKey: null };

/** Which card processor the card entry talks to (GET /payments/config); null while loading. */
export function usePaymentsConfig(): PaymentsConfig | null {
  const client = useBillingClient();
  const [config, setConfig] = useState<PaymentsConfig | null>(null);
  useEffect(() => {
    client.paymentsConfig().then(setConfig, () => setConfig(SANDBOX));
  }, [client]);
  return config;
}

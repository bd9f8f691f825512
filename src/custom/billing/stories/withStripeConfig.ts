import type { FakeBillingClient } from './createFakeBillingClient';

/** The fake billing server, set up as an installation whose processor is Stripe (GET /payments/config). */
export function withStripeConfig(client: FakeBillingClient, publishableKey: string | null = 'pk_test_fake'): FakeBillingClient {
  client.paymentsConfig = async () => {
    client.calls.push({ name: 'paymentsConfig' });
    return { provider: 'stripe', publishableKey };
  };
  return client;
}

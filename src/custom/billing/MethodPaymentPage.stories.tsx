import { useState } from 'react';
import MethodPaymentPage from './MethodPaymentPage';
import { BillingStoryWrapper } from './stories/BillingStoryWrapper';
import { createFakeBillingClient, type FakeBillingClient } from './stories/createFakeBillingClient';

export default { title: 'Billing/MethodPaymentPage' };

/** A paying user with one saved Visa. */
export function SavedCard({ client, language = 'es' }: { client?: FakeBillingClient; language?: 'es' | 'en' }) {
  const [fake] = useState(() => client ?? createFakeBillingClient({
    plan: 'standard',
    cards: [{ _id: '00000000-0000-4000-9000-000000000001', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true, createdAt: '2026-01-01T00:00:00.000Z' }],
  }));
  return (
    <BillingStoryWrapper client={fake} language={language} path="payment/method-payment">
      <MethodPaymentPage />
    </BillingStoryWrapper>
  );
}

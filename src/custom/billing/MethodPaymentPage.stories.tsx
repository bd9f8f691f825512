import { useState } from 'react';
import MethodPaymentPage from './MethodPaymentPage';
import { BillingStoryWrapper } from './stories/BillingStoryWrapper';
import { createFakeBillingClient, type FakeBillingClient } from './stories/createFakeBillingClient';
import type { FakeStripeJs } from './stories/createFakeStripeJs';
import { withStripeConfig } from './stories/withStripeConfig';

export default { title: 'Billing/MethodPaymentPage' };

type StoryProps = { client?: FakeBillingClient; stripeJs?: FakeStripeJs; language?: 'es' | 'en' };

const payingUser = () => createFakeBillingClient({
  plan: 'standard',
  cards: [{ _id: '00000000-0000-4000-9000-000000000001', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true, createdAt: '2026-01-01T00:00:00.000Z' }],
});

/** A paying user with one saved Visa. */
export function SavedCard({ client, stripeJs, language = 'es' }: StoryProps) {
  const [fake] = useState(() => client ?? payingUser());
  return (
    <BillingStoryWrapper client={fake} stripeJs={stripeJs} language={language} path="payment/method-payment">
      <MethodPaymentPage />
    </BillingStoryWrapper>
  );
}

/** The same where the processor is Stripe: the new card goes through Stripe Elements (a fake Stripe.js). */
export function SavedCardStripe({ client, ...props }: StoryProps) {
  const [fake] = useState(() => withStripeConfig(client ?? payingUser()));
  return <SavedCard client={fake} {...props} />;
}

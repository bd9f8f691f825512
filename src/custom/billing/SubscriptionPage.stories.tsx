import { useState } from 'react';
import SubscriptionPage from './SubscriptionPage';
import { BillingStoryWrapper } from './stories/BillingStoryWrapper';
import { createFakeBillingClient, type FakeBillingClient } from './stories/createFakeBillingClient';

export default { title: 'Billing/SubscriptionPage' };

type StoryProps = { client?: FakeBillingClient; language?: 'es' | 'en' };

function Story({ client, language = 'es', plan }: StoryProps & { plan: 'standard_corp' | 'freetrial1' }) {
  const [fake] = useState(() => client ?? createFakeBillingClient({ plan }));
  return (
    <BillingStoryWrapper client={fake} language={language} path="payment/subscription">
      <SubscriptionPage />
    </BillingStoryWrapper>
  );
}

/** A paying user: renewal date, cards, invoices, and the cancellation form. */
export const PaidPlan = (props: StoryProps) => <Story plan="standard_corp" {...props} />;
/** A user on the free trial, who can end it now. */
export const FreeTrial = (props: StoryProps) => <Story plan="freetrial1" {...props} />;

import { useState } from 'react';
import SubscriptionPage from './SubscriptionPage';
import { BillingStoryWrapper } from './stories/BillingStoryWrapper';
import { createFakeBillingClient, type FakeBillingClient } from './stories/createFakeBillingClient';

export default { title: 'Billing/SubscriptionPage' };

type StoryProps = { client?: FakeBillingClient; language?: 'es' | 'en'; openExternal?: (url: string) => void };

function Story({ client, language = 'es', plan, openExternal }: StoryProps & { plan: 'standard_corp' | 'freetrial1' }) {
  const [fake] = useState(() => client ?? createFakeBillingClient({ plan }));
  return (
    <BillingStoryWrapper client={fake} language={language} path="payment/subscription">
      <SubscriptionPage openExternal={openExternal} />
    </BillingStoryWrapper>
  );
}

/** A paying user: renewal date, cards, invoices, and the cancellation form. */
export const PaidPlan = (props: StoryProps) => <Story plan="standard_corp" {...props} />;
/** A user on the free trial, who can end it now or upgrade to a paid plan at once. */
export const FreeTrial = (props: StoryProps) => <Story plan="freetrial1" {...props} />;

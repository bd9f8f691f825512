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
const savedVisa = { _id: '00000000-0000-4000-9000-000000000001', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true, createdAt: '2026-01-10T10:00:00.000Z' };

/** A paying user with a saved card, half-way through the period: changing plan shows the credit. */
export const PaidPlanWithCard = ({ client, ...props }: StoryProps) => {
  const [fake] = useState(() => client ?? createFakeBillingClient({ plan: 'standard_corp', cards: [savedVisa] }));
  return <Story plan="standard_corp" client={fake} {...props} />;
};
/** A user on the free trial, who can end it now or upgrade to a paid plan at once. */
export const FreeTrial = (props: StoryProps) => <Story plan="freetrial1" {...props} />;

import { useState } from 'react';
import BillingPage from './BillingPage';
import { BillingStoryWrapper } from './stories/BillingStoryWrapper';
import { createFakeBillingClient, sampleInvoice, type FakeBillingClient } from './stories/createFakeBillingClient';

export default { title: 'Billing/BillingPage' };

type StoryProps = { client?: FakeBillingClient; language?: 'es' | 'en' };

/** The demo user: standard plan, two invoices to download. */
export function WithInvoices({ client, language = 'es' }: StoryProps) {
  const [fake] = useState(() => client ?? createFakeBillingClient({ plan: 'standard', invoices: [sampleInvoice(2), sampleInvoice(1)] }));
  return (
    <BillingStoryWrapper client={fake} language={language} path="billing">
      <BillingPage />
    </BillingStoryWrapper>
  );
}

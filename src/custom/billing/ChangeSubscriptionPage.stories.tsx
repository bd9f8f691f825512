import { useState } from 'react';
import ChangeSubscriptionPage, { type ChangeSubscriptionPageProps } from './ChangeSubscriptionPage';
import { BillingStoryWrapper } from './stories/BillingStoryWrapper';
import { createFakeBillingClient, type FakeBillingClient } from './stories/createFakeBillingClient';
import type { FakeStripeJs } from './stories/createFakeStripeJs';
import { withStripeConfig } from './stories/withStripeConfig';

export default { title: 'Billing/ChangeSubscriptionPage' };

type StoryProps = { client?: FakeBillingClient; stripeJs?: FakeStripeJs; language?: 'es' | 'en'; query?: string } & ChangeSubscriptionPageProps;

function Story({ client, stripeJs, language = 'es', query = '', ...props }: StoryProps) {
  const [fake] = useState(() => client ?? createFakeBillingClient());
  return (
    <BillingStoryWrapper client={fake} stripeJs={stripeJs} language={language} path={`payment/changeSubscription${query}`}>
      <ChangeSubscriptionPage openExternal={() => undefined} {...props} />
    </BillingStoryWrapper>
  );
}

/** A freemium user choosing a plan (Spanish). */
export const FreemiumUser = (props: Partial<StoryProps>) => <Story {...props} />;
/** The same in English. */
export const FreemiumUserEnglish = (props: Partial<StoryProps>) => <Story language="en" {...props} />;
/** Arrived with a plan the call does not accept (?plan=freemium): refused locally on submit. */
export const NotChangeablePlan = (props: Partial<StoryProps>) => <Story query="?plan=freemium" {...props} />;
/** Back from the bank step: the payment is confirmed and the user moves on. */
export const BackFromBank = (props: Partial<StoryProps>) => <Story query="?payment_intent=pi_sbx_fake&redirect_status=succeeded" {...props} />;
/** A freemium user choosing a plan where the processor is Stripe (Stripe Elements, a fake Stripe.js). */
export const FreemiumUserStripe = ({ client, ...props }: Partial<StoryProps>) => {
  const [fake] = useState(() => withStripeConfig(client ?? createFakeBillingClient()));
  return <Story client={fake} {...props} />;
};
/** A first purchase: no billing details yet, Standard preselected from "upgrade your plan". */
export const FirstPurchase = (props: Partial<StoryProps>) => {
  const [fake] = useState(() => createFakeBillingClient({ details: null }));
  return <Story client={fake} query="?plan=standard" {...props} />;
};

import { useState } from 'react';
import { BillingStoryWrapper } from '../stories/BillingStoryWrapper';
import { createFakeBillingClient, type FakeBillingClient } from '../stories/createFakeBillingClient';
import { createFakeStripeJs, type FakeStripeJs } from '../stories/createFakeStripeJs';
import { withStripeConfig } from '../stories/withStripeConfig';
import { CardEntry, type CardEntryProps } from './CardEntry';

export default { title: 'Billing/CardEntry' };

type StoryProps = Partial<CardEntryProps> & {
  client?: FakeBillingClient;
  stripeJs?: FakeStripeJs;
  language?: 'es' | 'en';
};

/** The card entry alone, showing the payment-method id it hands on. */
function Story({ client, stripeJs, language = 'es', onSubmit, ...props }: StoryProps) {
  const [fake] = useState(() => client ?? createFakeBillingClient());
  const [paymentMethodId, setPaymentMethodId] = useState<string | null>(null);
  const handleSubmit = async (id: string) => {
    setPaymentMethodId(id);
    await onSubmit?.(id);
  };
  return (
    <BillingStoryWrapper client={fake} stripeJs={stripeJs} language={language} path="payment/method-payment">
      <CardEntry submitLabel={language === 'es' ? 'Guardar tarjeta' : 'Save card'} onSubmit={handleSubmit} {...props} />
      {paymentMethodId && <output data-testid="payment-method">{paymentMethodId}</output>}
    </BillingStoryWrapper>
  );
}

/** Sandbox processor: our typed card form, tokenised by the local processor. */
export const Sandbox = (props: StoryProps) => <Story {...props} />;
/** Stripe processor: Stripe Elements' card field (a fake Stripe.js here: no network). Try 4000 0000 0000 0002. */
export const StripeElements = ({ client, ...props }: StoryProps) => {
  const [fake] = useState(() => withStripeConfig(client ?? createFakeBillingClient()));
  return <Story client={fake} {...props} />;
};
/** The same in English. */
export const StripeElementsEnglish = (props: StoryProps) => <StripeElements language="en" {...props} />;
/** Stripe.js cannot be fetched (offline, blocked): the form says so instead of spinning. */
export const StripeUnreachable = (props: StoryProps) => {
  const [stripeJs] = useState(() => createFakeStripeJs({ fails: true }));
  return <StripeElements stripeJs={stripeJs} {...props} />;
};
/** Stripe chosen on the server without a publishable key. */
export const StripeWithoutKey = ({ client, ...props }: StoryProps) => {
  const [fake] = useState(() => withStripeConfig(client ?? createFakeBillingClient(), null));
  return <Story client={fake} {...props} />;
};

import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { createContext } from 'react';
import { loadStripeJs } from './loadStripeJs';

export type LoadStripeJs = (publishableKey: string, locale: StripeElementLocale) => Promise<Stripe>;

/**
 * How the Stripe card form gets Stripe.js: from js.stripe.com in the app; stories and tests put a
 * fake here. Only the lazily loaded Stripe code imports this, so the sandbox never does.
 */
export const StripeJsContext = createContext<LoadStripeJs>(loadStripeJs);

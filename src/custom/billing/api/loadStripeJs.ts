import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
// The "pure" entry adds the js.stripe.com script only when loadStripe is called, not on import.
import { loadStripe } from '@stripe/stripe-js/pure';

/** Past this, a script that neither loads nor fails (a stalled network) counts as failed. */
const TIMEOUT_MS = 30_000;
const loading = new Map<string, Promise<Stripe>>();

/**
 * Stripe.js from js.stripe.com, once per publishable key and language (the language localises
 * Stripe's error messages). Rejects when it cannot load (offline, blocked); a later call tries again.
 */
export function loadStripeJs(publishableKey: string, locale: StripeElementLocale): Promise<Stripe> {
  const id = `${publishableKey}:${locale}`;
  let promise = loading.get(id);
  if (!promise) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Stripe.js did not load in time')), TIMEOUT_MS);
    });
    promise = Promise.race([loadStripe(publishableKey, { locale }), timeout])
      .then((stripe) => {
        if (!stripe) throw new Error('Stripe.js is not available');
        return stripe;
      })
      .finally(() => clearTimeout(timer));
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

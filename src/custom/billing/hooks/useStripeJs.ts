import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { useContext, useEffect, useState } from 'react';
import { StripeJsContext } from '../api/StripeJsContext';

/** Stripe.js for this key and language: 'loading', then the Stripe object or 'failed'. */
export function useStripeJs(publishableKey: string | null, locale: StripeElementLocale): Stripe | 'loading' | 'failed' {
  const load = useContext(StripeJsContext);
  const request = `${publishableKey}:${locale}`;
  const [answer, setAnswer] = useState<{ request: string; stripe: Stripe | 'failed' } | null>(null);
  useEffect(() => {
    if (!publishableKey) return;
    let live = true;
    load(publishableKey, locale).then(
      (stripe) => live && setAnswer({ request, stripe }),
      () => live && setAnswer({ request, stripe: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load, publishableKey, locale, request]);
  if (!publishableKey) return 'failed';
  return answer?.request === request ? answer.stripe : 'loading';
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionChangePreview } from '../../../../contract/billing';
import { isApiError } from '../../../dataProvider/ApiError';
import { useBillingClient } from '../api/useBillingClient';
import { paymentErrorText } from '../utils/paymentErrorText';

/**
 * The server's price of a plan change for the chosen plan and promo code (previewSubscriptionChange),
 * as the pay step shows it. Only the latest request counts: a slow answer for an earlier choice is
 * dropped. A wrong code is reported on its field and the price without it stays, so does Pay.
 */
export function useChangeQuote() {
  const { t } = useTranslation();
  const client = useBillingClient();
  const [plan, setPlan] = useState<string | null>(null);
  const [promoCode, setPromoCode] = useState('');
  const [quote, setQuote] = useState<SubscriptionChangePreview | null>(null);
  const [loading, setLoading] = useState(false);
  const [promoError, setPromoError] = useState(false);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const latest = useRef(0);

  const request = (nextPlan: string, code: string) => {
    const ticket = ++latest.current;
    const samePlan = nextPlan === plan;
    setPlan(nextPlan);
    setLoading(true);
    setQuoteError(null);
    setPromoError(false);
    client.previewSubscriptionChange({ newSubscriptionType: nextPlan, ...(code ? { promoCode: code } : {}) }).then(
      (next) => {
        if (ticket !== latest.current) return;
        setQuote(next);
        setPromoCode(code);
      },
      (e: unknown) => {
        if (ticket !== latest.current) return;
        if (isApiError(e) && e.code === 'invalid_promo_code' && samePlan) {
          setPromoError(true);
          return;
        }
        setQuote(null);
        if (isApiError(e) && e.code === 'invalid_promo_code') setPromoError(true);
        else setQuoteError(paymentErrorText(e, t).text);
      },
    ).finally(() => { if (ticket === latest.current) setLoading(false); });
  };

  /** Prices the current choice again (the billing details changed: so may the VAT). */
  const refresh = () => { if (plan) request(plan, promoCode); };

  const reset = () => {
    latest.current += 1;
    setPlan(null);
    setQuote(null);
    setPromoCode('');
    setPromoError(false);
    setQuoteError(null);
    setLoading(false);
  };

  return { plan, promoCode, quote, loading, promoError, quoteError, request, refresh, reset };
}

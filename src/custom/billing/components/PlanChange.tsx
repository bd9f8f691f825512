import { Alert, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PaymentMethod, SubscriptionChangePreview } from '../../../../contract/billing';
import { CHANGEABLE_SUBSCRIPTION_TYPES, planOf, toPlanId } from '../../../../contract/plans';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { useSessionState } from '../../../app/useSessionState';
import { isApiError } from '../../../dataProvider/ApiError';
import { useBillingClient } from '../api/useBillingClient';
import { useLanguage } from '../../../app/useLanguage';
import { formatMoney } from '../utils/format';
import { paymentErrorText } from '../utils/paymentErrorText';
import { planName } from '../utils/planName';
import { ChangeQuote } from './ChangeQuote';
import { PaymentReturnEffect } from './PaymentReturnEffect';
import { PlanComparison } from './PlanComparison';

export type PlanChangeProps = {
  /** The plan the user is on now (excluded from the offer). */
  current: string;
  /** The saved card that pays (the default one); without it the user is sent to add one. */
  card: PaymentMethod | null;
  onDone: () => void | Promise<void>;
  /** Opens the bank's authentication page (a full navigation). */
  openExternal: (url: string) => void;
};

/**
 * A paying user moves to another paid plan with the saved card. The server prices the change
 * first (promo, then credit for the unused part of the current period) and the user sees what is
 * charged today before confirming.
 */
export function PlanChange({ current, card, onDone, openExternal }: PlanChangeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const client = useBillingClient();
  const { user } = useSessionState();
  const titleId = useId();
  const plans = CHANGEABLE_SUBSCRIPTION_TYPES.filter((type) => !planOf(type).trialDays && toPlanId(type) !== toPlanId(current));
  const [plan, setPlan] = useState<string | null>(null);
  const [promoInput, setPromoInput] = useState('');
  const [promoCode, setPromoCode] = useState('');
  const [quote, setQuote] = useState<SubscriptionChangePreview | null>(null);
  const [loading, setLoading] = useState(false);
  const [promoError, setPromoError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Only the latest quote counts: a slow answer for an earlier choice is dropped.
  const latest = useRef(0);
  const requestQuote = (nextPlan: string, code: string) => {
    const ticket = ++latest.current;
    setPlan(nextPlan);
    setPromoCode(code);
    setLoading(true);
    setError(null);
    setPromoError(false);
    client.previewSubscriptionChange({ newSubscriptionType: nextPlan, ...(code ? { promoCode: code } : {}) }).then(
      (next) => { if (ticket === latest.current) setQuote(next); },
      (e: unknown) => {
        if (ticket !== latest.current) return;
        setQuote(null);
        if (isApiError(e) && e.code === 'invalid_promo_code') setPromoError(true);
        else setError(paymentErrorText(e, t).text);
      },
    ).finally(() => { if (ticket === latest.current) setLoading(false); });
  };

  const handlePay = async () => {
    if (!plan || !card) return;
    setBusy(true);
    setError(null);
    try {
      const result = await client.changeSubscriptionType({
        userEmail: String(user?.email ?? ''), newSubscriptionType: plan, paymentMethodId: card._id, ...(promoCode ? { promoCode } : {}),
      });
      if (result.status === 'requires_action' && result.redirectUrl) openExternal(result.redirectUrl);
      else await onDone();
    } catch (e) {
      setError(paymentErrorText(e, t).text);
    }
    setBusy(false);
  };
  const onFailed = useCallback((e: unknown) => setError(paymentErrorText(e, t).text), [t]);

  const chosen = plan ? planOf(plan) : null;
  const cardName = card ? `${card.brand.toUpperCase()} •••• ${card.last4}` : '';
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <PaymentReturnEffect onConfirmed={onDone} onFailed={onFailed} />
      <Typography id={titleId} component="h2" variant="h6" gutterBottom>{t('app.billing.planChange.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{t('app.billing.planChange.intro')}</Typography>
      <PlanComparison plans={plans} current={current} selected={plan} onSelect={(next) => requestQuote(next, promoCode)} />
      {chosen && (
        <Box sx={{ mt: 3 }}>
          <Typography component="h3" variant="subtitle1" gutterBottom>{t('app.billing.change.payFor', { plan: planName(chosen.id, t) })}</Typography>
          <Stack direction="row" spacing={1} sx={{ maxWidth: 480, mb: 2, alignItems: 'flex-start' }}>
            <TextField
              name="promoCode" size="small" label={t('app.billing.change.promoCode')} value={promoInput}
              onChange={(e) => setPromoInput(e.target.value)}
              error={promoError} helperText={promoError ? t('app.billing.declines.invalid_promo_code') : ' '}
            />
            <Button onClick={() => plan && requestQuote(plan, promoInput.trim())} disabled={loading}>{t('app.billing.planChange.applyPromo')}</Button>
          </Stack>
          {loading && <CircularProgress size={24} aria-label={t('app.billing.planChange.pricing')} />}
          {!loading && quote && <ChangeQuote quote={quote} />}
          {error && <Alert severity="error" role="alert" sx={{ mb: 2, maxWidth: 480 }}>{error}</Alert>}
          {card ? (
            <Button variant="contained" onClick={handlePay} disabled={busy || loading || !quote}>
              {quote && quote.totalCents > 0
                ? t('app.billing.planChange.pay', { amount: formatMoney(quote.totalCents, quote.currency, language), card: cardName })
                : t('app.billing.planChange.confirm')}
            </Button>
          ) : (
            <Alert severity="info" sx={{ maxWidth: 480 }}>
              {t('app.billing.planChange.needCard')}{' '}
              <Link component={RouterLink} to={to('payment/method-payment')}>{t('app.billing.subscription.paymentMethods')}</Link>
            </Alert>
          )}
        </Box>
      )}
    </Box>
  );
}

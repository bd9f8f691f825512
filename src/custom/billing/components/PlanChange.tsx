import { Alert, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PaymentMethod } from '../../../../contract/billing';
import { CHANGEABLE_SUBSCRIPTION_TYPES, planOf, toPlanId } from '../../../../contract/plans';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { useLanguage } from '../../../app/useLanguage';
import { useBillingDetails } from '../hooks/useBillingDetails';
import { useChangeQuote } from '../hooks/useChangeQuote';
import { useSubscriptionChange, type SubscriptionChangeFlow } from '../hooks/useSubscriptionChange';
import { formatMoney } from '../utils/format';
import { planName } from '../utils/planName';
import { BillingDetailsSection } from './BillingDetailsSection';
import { ChangeQuote } from './ChangeQuote';
import { PaymentReturnEffect } from './PaymentReturnEffect';
import { PlanComparison } from './PlanComparison';
import { cardLabel } from './SavedCards';

export type PlanChangeProps = SubscriptionChangeFlow & {
  /** The plan the user is on now (excluded from the offer). */
  current: string;
  /** The saved card that pays (the default one); without it the user is sent to add one. */
  card: PaymentMethod | null;
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
  const pricing = useChangeQuote();
  const billing = useBillingDetails();
  const { plan, promoCode, quote, loading, promoError, quoteError } = pricing;
  const [promoInput, setPromoInput] = useState('');
  // Once the plan applied, the offer starts over: the old choice (now the current plan) is gone.
  const handleDone = async () => {
    pricing.reset();
    setPromoInput('');
    await onDone();
  };
  const flow = useSubscriptionChange({ onDone: handleDone, openExternal });
  const titleId = useId();
  const plans = CHANGEABLE_SUBSCRIPTION_TYPES.filter((type) => !planOf(type).trialDays && toPlanId(type) !== toPlanId(current));
  const requestQuote = (nextPlan: string, code: string) => {
    flow.reset();
    pricing.request(nextPlan, code);
  };

  // A charge needs its invoice's buyer: no paying before the billing details exist.
  const needsDetails = Boolean(quote && quote.totalCents > 0 && billing.loaded && !billing.details);
  const handlePay = () => {
    if (plan && card) void flow.change({ newSubscriptionType: plan, paymentMethodId: card._id, ...(promoCode ? { promoCode } : {}) });
  };
  const error = quoteError ?? flow.error;

  const chosen = plan ? planOf(plan) : null;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <PaymentReturnEffect onConfirmed={onDone} onFailed={flow.fail} />
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
          <BillingDetailsSection billing={billing} purchase onChange={pricing.refresh} />
          {!loading && quote && <ChangeQuote quote={quote} />}
          {error && <Alert severity="error" role="alert" sx={{ mb: 2, maxWidth: 480 }}>{error}</Alert>}
          {card ? (
            <Button variant="contained" onClick={handlePay} disabled={flow.busy || loading || !quote || needsDetails}>
              {quote && quote.totalCents > 0
                ? t('app.billing.planChange.pay', { amount: formatMoney(quote.totalCents, quote.currency, language), card: cardLabel(card) })
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

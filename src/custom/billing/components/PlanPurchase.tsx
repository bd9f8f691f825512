import { Alert, Box, TextField, Typography } from '@mui/material';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANGEABLE_SUBSCRIPTION_TYPES, planOf } from '../../../../contract/plans';
import { useSessionState } from '../../../app/useSessionState';
import { LocalRefusal } from '../../../dataProvider/errors/LocalRefusal';
import { assertChangeableSubscription } from '../../../routes/subscription';
import { useBillingDetails } from '../hooks/useBillingDetails';
import { useChangeQuote } from '../hooks/useChangeQuote';
import { useSubscriptionChange, type SubscriptionChangeFlow } from '../hooks/useSubscriptionChange';
import { planName } from '../utils/planName';
import { BillingDetailsSection } from './BillingDetailsSection';
import { CardEntry } from './CardEntry';
import { ChangeQuote } from './ChangeQuote';
import { PaymentReturnEffect } from './PaymentReturnEffect';
import { PlanComparison } from './PlanComparison';

export type PlanPurchaseProps = SubscriptionChangeFlow & {
  /** Heading of the plan comparison (level 2). */
  title: string;
  intro?: string;
  /** The plans offered, as sent to changeSubscriptionType. */
  plans?: readonly string[];
  initialPlan?: string | null;
};

/**
 * Pick a plan, give the billing details, see the price the server works out (promo, VAT) and pay
 * with a card: what changeSubscription offers a free user and payment/subscription a trial user.
 * A plan the call does not accept is refused here with "Invalid subscription type" before any
 * request; a paid plan is not paid before the billing details exist (its invoice needs them).
 * Back from the bank step (?payment_intent=…) the payment is confirmed.
 */
export function PlanPurchase({ title, intro, plans = CHANGEABLE_SUBSCRIPTION_TYPES, initialPlan = null, onDone, openExternal }: PlanPurchaseProps) {
  const { t } = useTranslation();
  const { user } = useSessionState();
  const payTitleId = useId();
  const [plan, setPlan] = useState<string | null>(initialPlan);
  const [promoCode, setPromoCode] = useState('');
  const billing = useBillingDetails();
  const pricing = useChangeQuote();
  const flow = useSubscriptionChange({ onDone, openExternal });
  const { error, fieldErrors, busy } = flow;
  const chosen = plan ? planOf(plan) : null;
  const needsDetails = Boolean(chosen && !chosen.trialDays && billing.loaded && !billing.details);

  const requestQuote = (next: string | null, code: string) => {
    // A plan the call does not accept gets its refusal when paying, as before; no price for it.
    if (next && (CHANGEABLE_SUBSCRIPTION_TYPES as readonly string[]).includes(next)) pricing.request(next, code);
  };
  // A preselected plan (?plan=…) is priced once, when the page opens.
  const requestInitialQuote = useEffectEvent(() => requestQuote(initialPlan, ''));
  useEffect(() => requestInitialQuote(), []);
  const handleSelect = (next: string) => {
    setPlan(next);
    flow.reset();
    requestQuote(next, promoCode.trim());
  };

  // Before the card goes to the processor: a plan the call does not accept is refused here, and
  // so is a paid plan without billing details.
  const handleBeforePay = () => {
    flow.reset();
    assertChangeableSubscription(plan ?? '');
    if (needsDetails) throw new LocalRefusal('Billing details are required', 400, 'billing_details_required');
  };
  const handlePay = (paymentMethodId: string) =>
    flow.change({ newSubscriptionType: plan!, paymentMethodId, ...(promoCode.trim() ? { promoCode: promoCode.trim() } : {}) });

  return (
    <>
      <PaymentReturnEffect onConfirmed={onDone} onFailed={flow.fail} />
      <Typography component="h2" variant="h6" gutterBottom>{title}</Typography>
      {intro && <Typography color="text.secondary" sx={{ mb: 2 }}>{intro}</Typography>}
      <PlanComparison plans={plans} current={String(user?.subscription?.subscriptionType ?? '')} selected={plan} onSelect={handleSelect} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t('app.billing.plans.taxNote')}</Typography>
      <Box sx={{ mt: 4 }}>
        <BillingDetailsSection billing={billing} purchase onChange={pricing.refresh} />
      </Box>
      <Box component="section" aria-labelledby={payTitleId} sx={{ mt: 2 }}>
        <Typography id={payTitleId} component="h2" variant="h6" gutterBottom>
          {chosen ? t('app.billing.change.payFor', { plan: planName(chosen.id, t) }) : t('app.billing.change.pickPlan')}
        </Typography>
        {chosen?.trialDays ? <Alert severity="info" sx={{ mb: 2, maxWidth: 480 }}>{t('app.billing.change.trialNote', { days: chosen.trialDays })}</Alert> : null}
        {chosen && pricing.quote && !pricing.loading && <ChangeQuote quote={pricing.quote} />}
        <CardEntry submitLabel={t('app.billing.change.submit')} onBeforeSubmit={handleBeforePay} onSubmit={handlePay} error={error} fieldErrors={fieldErrors} busy={busy}>
          <TextField name="promoCode" label={t('app.billing.change.promoCode')} value={promoCode} onChange={(e) => setPromoCode(e.target.value)}
            onBlur={() => requestQuote(plan, promoCode.trim())}
            error={!!fieldErrors.promoCode || pricing.promoError} helperText={fieldErrors.promoCode || pricing.promoError ? t('app.billing.declines.invalid_promo_code') : ' '} />
        </CardEntry>
      </Box>
    </>
  );
}

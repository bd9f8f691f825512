import { Alert, Box, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANGEABLE_SUBSCRIPTION_TYPES, planOf } from '../../../../contract/plans';
import { useSessionState } from '../../../app/useSessionState';
import { assertChangeableSubscription } from '../../../routes/subscription';
import { useSubscriptionChange, type SubscriptionChangeFlow } from '../hooks/useSubscriptionChange';
import { planName } from '../utils/planName';
import { CardEntry } from './CardEntry';
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
 * Pick a plan, a promo code and a card, pay: what changeSubscription offers a free user and
 * payment/subscription a trial user. A plan the call does not accept is refused here with
 * "Invalid subscription type" before any request. Back from the bank step (?payment_intent=…)
 * the payment is confirmed.
 */
export function PlanPurchase({ title, intro, plans = CHANGEABLE_SUBSCRIPTION_TYPES, initialPlan = null, onDone, openExternal }: PlanPurchaseProps) {
  const { t } = useTranslation();
  const { user } = useSessionState();
  const payTitleId = useId();
  const [plan, setPlan] = useState<string | null>(initialPlan);
  const [promoCode, setPromoCode] = useState('');
  const flow = useSubscriptionChange({ onDone, openExternal });
  const { error, fieldErrors, busy } = flow;

  // Before the card goes to the processor: a plan the call does not accept is refused here.
  const handleBeforePay = () => {
    flow.reset();
    assertChangeableSubscription(plan ?? '');
  };
  const handlePay = (paymentMethodId: string) =>
    flow.change({ newSubscriptionType: plan!, paymentMethodId, ...(promoCode.trim() ? { promoCode: promoCode.trim() } : {}) });

  const chosen = plan ? planOf(plan) : null;
  return (
    <>
      <PaymentReturnEffect onConfirmed={onDone} onFailed={flow.fail} />
      <Typography component="h2" variant="h6" gutterBottom>{title}</Typography>
      {intro && <Typography color="text.secondary" sx={{ mb: 2 }}>{intro}</Typography>}
      <PlanComparison plans={plans} current={String(user?.subscription?.subscriptionType ?? '')} selected={plan} onSelect={setPlan} />
      <Box component="section" aria-labelledby={payTitleId} sx={{ mt: 4 }}>
        <Typography id={payTitleId} component="h2" variant="h6" gutterBottom>
          {chosen ? t('app.billing.change.payFor', { plan: planName(chosen.id, t) }) : t('app.billing.change.pickPlan')}
        </Typography>
        {chosen?.trialDays ? <Alert severity="info" sx={{ mb: 2, maxWidth: 480 }}>{t('app.billing.change.trialNote', { days: chosen.trialDays })}</Alert> : null}
        <CardEntry submitLabel={t('app.billing.change.submit')} onBeforeSubmit={handleBeforePay} onSubmit={handlePay} error={error} fieldErrors={fieldErrors} busy={busy}>
          <TextField name="promoCode" label={t('app.billing.change.promoCode')} value={promoCode} onChange={(e) => setPromoCode(e.target.value)}
            error={!!fieldErrors.promoCode} helperText={fieldErrors.promoCode ? t('app.billing.declines.invalid_promo_code') : ' '} />
        </CardEntry>
      </Box>
    </>
  );
}

import { Alert, Box, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { CardInput } from '../../../contract/billing';
import { PLAN_NAMES, planOf } from '../../../contract/plans';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useSessionState } from '../../app/useSessionState';
import { PageShell } from '../../components/PageShell';
import { isApiError } from '../../dataProvider/ApiError';
import { assertChangeableSubscription } from '../../routes/subscription';
import { useBillingClient } from './api/useBillingClient';
import { CardEntry } from './components/CardEntry';
import { PaymentReturnEffect } from './components/PaymentReturnEffect';
import { PlanComparison } from './components/PlanComparison';
import { useRefreshUser } from './hooks/useRefreshUser';
import { paymentErrorText } from './utils/paymentErrorText';

export type ChangeSubscriptionPageProps = {
  /** Opens the bank's authentication page (a full navigation); tests pass a spy. */
  openExternal?: (url: string) => void;
};

/**
 * payment/changeSubscription (free users): pick a plan, a promo code and a card, pay. A plan the
 * call does not accept is refused here with "Invalid subscription type" before any request.
 * Back from the bank step (?payment_intent=…) the payment is confirmed, then on to the plan page.
 */
export default function ChangeSubscriptionPage({ openExternal = (url) => window.location.assign(url) }: ChangeSubscriptionPageProps) {
  const { t } = useTranslation();
  const client = useBillingClient();
  const refreshUser = useRefreshUser();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const { user } = useSessionState();
  const [params] = useSearchParams();
  const [plan, setPlan] = useState<string | null>(params.get('plan'));
  const [promoCode, setPromoCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const handleDone = async () => {
    await refreshUser();
    navigate(to('payment/subscription'), { replace: true });
  };

  const handlePay = async (card: CardInput) => {
    setError(null);
    setFieldErrors({});
    try {
      assertChangeableSubscription(plan ?? '');
      setBusy(true);
      const token = await client.createCardToken(card);
      const result = await client.changeSubscriptionType({
        userEmail: String(user?.email ?? ''), newSubscriptionType: plan!, paymentMethodId: token.id, ...(promoCode.trim() ? { promoCode: promoCode.trim() } : {}),
      });
      if (result.status === 'requires_action' && result.redirectUrl) openExternal(result.redirectUrl);
      else await handleDone();
    } catch (e) {
      setFieldErrors((isApiError(e) && e.body?.errors) || {});
      setError(paymentErrorText(e, t).text);
    }
    setBusy(false);
  };

  const chosen = plan ? planOf(plan) : null;
  return (
    <PageShell title={t('app.billing.change.title')} intro={t('app.billing.change.intro')}>
      <PaymentReturnEffect onConfirmed={handleDone} onFailed={(e) => setError(paymentErrorText(e, t).text)} />
      <Typography component="h2" variant="h6" gutterBottom>{t('app.billing.plans.title')}</Typography>
      <PlanComparison current={String(user?.subscription?.subscriptionType ?? '')} selected={plan} onSelect={setPlan} />
      <Box component="section" aria-labelledby="pay-title" sx={{ mt: 4 }}>
        <Typography id="pay-title" component="h2" variant="h6" gutterBottom>
          {chosen ? t('app.billing.change.payFor', { plan: PLAN_NAMES[chosen.id] }) : t('app.billing.change.pickPlan')}
        </Typography>
        {chosen?.trialDays ? <Alert severity="info" sx={{ mb: 2, maxWidth: 480 }}>{t('app.billing.change.trialNote', { days: chosen.trialDays })}</Alert> : null}
        <CardEntry submitLabel={t('app.billing.change.submit')} onSubmit={handlePay} error={error} fieldErrors={fieldErrors} busy={busy}>
          <TextField name="promoCode" label={t('app.billing.change.promoCode')} value={promoCode} onChange={(e) => setPromoCode(e.target.value)}
            error={!!fieldErrors.promoCode} helperText={fieldErrors.promoCode ? t('app.billing.declines.invalid_promo_code') : ' '} />
        </CardEntry>
      </Box>
    </PageShell>
  );
}

import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PaymentsInfo } from '../../../contract/billing';
import { CHANGEABLE_SUBSCRIPTION_TYPES, planOf } from '../../../contract/plans';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { apiErrorMessage } from '../../components/form/apiErrorMessage';
import { PageShell } from '../../components/PageShell';
import { useBillingClient } from './api/useBillingClient';
import { CancelSubscriptionForm } from './components/CancelSubscriptionForm';
import { PlanChange } from './components/PlanChange';
import { PlanPurchase } from './components/PlanPurchase';
import { SubscriptionSummary } from './components/SubscriptionSummary';
import { usePaymentsInfo } from './hooks/usePaymentsInfo';
import { useRefreshUser } from './hooks/useRefreshUser';
import { planName } from './utils/planName';

/** What a trial can move to at once: the changeable plans that are not themselves a trial. */
const UPGRADES = CHANGEABLE_SUBSCRIPTION_TYPES.filter((type) => !planOf(type).trialDays);

export type SubscriptionPageProps = {
  /** Opens the bank's authentication page (a full navigation); tests pass a spy. */
  openExternal?: (url: string) => void;
};

/**
 * payment/subscription (paid and trial users): the plan, its next date, and the way out. A trial
 * user can also upgrade now: SPEC §4 sends them here, not to changeSubscription; a paying user
 * can move to another paid plan with the saved card, the unused time credited.
 */
export default function SubscriptionPage({ openExternal = (url) => window.location.assign(url) }: SubscriptionPageProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const client = useBillingClient();
  const refreshUser = useRefreshUser();
  const { info, error, replace } = usePaymentsInfo();
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const handleCancelled = async (next: PaymentsInfo) => {
    replace(next);
    setCancelling(false);
    setNotice({ ok: true, text: t('app.billing.cancel.done') });
    await refreshUser();
  };
  const handleUpgraded = async () => {
    const next = await client.getPaymentsInfo();
    replace(next);
    setNotice({ ok: true, text: t('app.billing.upgrade.done', { plan: planName(next.subscription.subscriptionType, t) }) });
    await refreshUser();
  };
  const handleCancelTrial = async () => {
    setNotice(null);
    try {
      replace(await client.cancelFreeTrial());
      setNotice({ ok: true, text: t('app.billing.trial.cancelled') });
      await refreshUser();
    } catch (e) {
      setNotice({ ok: false, text: apiErrorMessage(e, t) });
    }
  };

  const sub = info?.subscription;
  return (
    <PageShell title={t('app.billing.subscription.title')}>
      {error ? <Alert severity="error">{apiErrorMessage(error, t)}</Alert> : null}
      {notice && <Alert severity={notice.ok ? 'success' : 'error'} role={notice.ok ? 'status' : 'alert'} sx={{ mb: 2 }}>{notice.text}</Alert>}
      {sub && <SubscriptionSummary subscription={sub} />}
      {sub && !cancelling && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={to('payment/method-payment')} variant="outlined">{t('app.billing.subscription.paymentMethods')}</Button>
          <Button component={RouterLink} to={to('billing')} variant="outlined">{t('app.billing.subscription.invoices')}</Button>
          {sub.status === 'trialing' && <Button color="error" onClick={handleCancelTrial}>{t('app.billing.trial.cancel')}</Button>}
          {sub.status === 'active' && <Button color="error" onClick={() => setCancelling(true)}>{t('app.billing.cancel.open')}</Button>}
        </Stack>
      )}
      {sub?.status === 'trialing' && (
        <Box component="section" aria-label={t('app.billing.upgrade.title')} sx={{ mt: 4 }}>
          <PlanPurchase title={t('app.billing.upgrade.title')} intro={t('app.billing.upgrade.intro')} plans={UPGRADES} onDone={handleUpgraded} openExternal={openExternal} />
        </Box>
      )}
      {info && (sub?.status === 'active' || sub?.status === 'canceling') && !cancelling && (
        <PlanChange
          current={sub.subscriptionType}
          card={info.paymentMethods.find((m) => m._id === info.defaultPaymentMethodId) ?? null}
          onDone={handleUpgraded}
          openExternal={openExternal}
        />
      )}
      {cancelling && (
        <Box sx={{ mt: 2 }}>
          <CancelSubscriptionForm onCancelled={handleCancelled} onBack={() => setCancelling(false)} />
        </Box>
      )}
    </PageShell>
  );
}

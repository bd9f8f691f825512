import { Box, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '../../../../contract/billing';
import { planOf } from '../../../../contract/plans';
import { useLanguage } from '../../../app/useLanguage';
import { formatDate, formatMoney } from '../utils/format';
import { planName } from '../utils/planName';

/** The plan the user is on, its state and the next date that matters. */
export function SubscriptionSummary({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const plan = planOf(subscription.subscriptionType);
  const date = formatDate(subscription.renewalDate, language);
  const next = {
    free: t('app.billing.summary.free'),
    trialing: t('app.billing.summary.trialEnds', { date: formatDate(subscription.trialEndsAt, language) }),
    active: subscription.renewalDate ? t('app.billing.summary.renews', { date }) : t('app.billing.summary.noRenewal'),
    canceling: t('app.billing.summary.ends', { date }),
  }[subscription.status];
  return (
    <Box component="section" aria-labelledby="billing-summary-title" sx={{ mb: 3 }}>
      <Typography id="billing-summary-title" component="h2" variant="h6">{t('app.billing.summary.title')}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <Typography component="p" variant="h5">{planName(plan.id, t)}</Typography>
        <Chip size="small" label={t(`app.billing.status.${subscription.status}`)} color={subscription.status === 'canceling' ? 'warning' : 'default'} />
      </Box>
      {plan.priceCents > 0 && (
        <Typography>{t('app.billing.plans.pricePerMonth', { price: formatMoney(plan.priceCents, plan.currency, language) })}</Typography>
      )}
      <Typography data-testid="billing-next">{next}</Typography>
      {subscription.creditBalanceCents > 0 && (
        <Typography>{t('app.billing.summary.credit', { amount: formatMoney(subscription.creditBalanceCents, plan.currency, language) })}</Typography>
      )}
    </Box>
  );
}

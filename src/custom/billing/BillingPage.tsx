import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isPaidTier } from '../../../contract/plans';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { apiErrorMessage } from '../../components/form/apiErrorMessage';
import { PageShell } from '../../components/PageShell';
import { BillingDetailsSection } from './components/BillingDetailsSection';
import { InvoiceTable } from './components/InvoiceTable';
import { PlanComparison } from './components/PlanComparison';
import { SubscriptionSummary } from './components/SubscriptionSummary';
import { useBillingDetails } from './hooks/useBillingDetails';
import { usePaymentsInfo } from './hooks/usePaymentsInfo';

/** billing: where the user stands, the plans side by side, who invoices are made out to, and every invoice to download. */
export default function BillingPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { info, error } = usePaymentsInfo();
  const billing = useBillingDetails();
  const sub = info?.subscription;
  const manage = sub && isPaidTier(sub.subscriptionType) ? 'payment/subscription' : 'payment/changeSubscription';
  return (
    <PageShell
      title={t('app.billing.page.title')}
      actions={sub && <Button component={RouterLink} to={to(manage)} variant="contained">{t(isPaidTier(sub.subscriptionType) ? 'app.billing.page.manage' : 'app.billing.page.upgrade')}</Button>}
    >
      {error ? <Alert severity="error">{apiErrorMessage(error, t)}</Alert> : null}
      {sub && <SubscriptionSummary subscription={sub} />}
      <Box component="section" aria-labelledby="plans-title" sx={{ mb: 4 }}>
        <Typography id="plans-title" component="h2" variant="h6" gutterBottom>{t('app.billing.plans.title')}</Typography>
        <PlanComparison current={sub?.subscriptionType} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t('app.billing.plans.taxNote')}</Typography>
      </Box>
      <BillingDetailsSection billing={billing} />
      <Box component="section" aria-labelledby="invoices-title">
        <Typography id="invoices-title" component="h2" variant="h6" gutterBottom>{t('app.billing.invoices.title')}</Typography>
        <InvoiceTable />
      </Box>
    </PageShell>
  );
}

import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePaymentsProvider } from '../hooks/usePaymentsProvider';
import { CardForm, type CardFormProps } from './CardForm';

/**
 * The card form of the active processor. Sandbox: our form, tokenised by the local processor.
 * Stripe: card details must go to Stripe Elements (Stripe.js), which this build does not bundle.
 */
export function CardEntry(props: CardFormProps) {
  const { t } = useTranslation();
  const provider = usePaymentsProvider();
  if (provider === null) return null;
  if (provider === 'stripe') return <Alert severity="info">{t('app.billing.card.stripeUnavailable')}</Alert>;
  return <CardForm {...props} />;
}

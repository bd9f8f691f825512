import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type CardEntryUnavailableProps = {
  /** loadFailed: Stripe.js could not be fetched (offline, blocked); notConfigured: no publishable key. */
  reason: 'loadFailed' | 'notConfigured';
};

/** In place of the Stripe card form when it cannot be shown. */
export function CardEntryUnavailable({ reason }: CardEntryUnavailableProps) {
  const { t } = useTranslation();
  const text = reason === 'loadFailed' ? t('app.billing.card.stripeLoadFailed') : t('app.billing.card.stripeNotConfigured');
  return <Alert severity="error" role="alert" sx={{ maxWidth: 480 }}>{text}</Alert>;
}

import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** While the processor's configuration or Stripe.js loads. */
export function CardEntryProgress() {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 2 }}>
      <CircularProgress size={32} aria-label={t('app.billing.card.loading')} />
    </Box>
  );
}

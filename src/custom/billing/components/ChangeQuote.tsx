import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SubscriptionChangePreview } from '../../../../contract/billing';
import { useLanguage } from '../../../app/useLanguage';
import { formatMoney } from '../utils/format';

/** The price of a plan change as the server worked it out: price, promo, credit, today's charge. */
export function ChangeQuote({ quote }: { quote: SubscriptionChangePreview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (cents: number) => formatMoney(cents, quote.currency, language);
  const lines: [string, string][] = [[t('app.billing.quote.price'), money(quote.subtotalCents)]];
  if (quote.discountCents > 0) lines.push([t('app.billing.quote.discount'), `−${money(quote.discountCents)}`]);
  if (quote.creditCents > 0) lines.push([t('app.billing.quote.credit'), `−${money(quote.creditCents)}`]);
  return (
    <Box sx={{ maxWidth: 480, mb: 2 }} data-testid="change-quote">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {lines.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>{value}</Typography>
          </Box>
        ))}
        <Typography component="dt" sx={{ fontWeight: 700 }}>{t('app.billing.quote.today')}</Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }}>{money(quote.totalCents)}</Typography>
      </Box>
      {quote.balanceAfterCents > 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>{t('app.billing.quote.balanceAfter', { amount: money(quote.balanceAfterCents) })}</Typography>
      )}
    </Box>
  );
}

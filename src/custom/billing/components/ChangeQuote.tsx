import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SubscriptionChangePreview } from '../../../../contract/billing';
import { TAX_MENTIONS } from '../../../../contract/tax';
import { useLanguage } from '../../../app/useLanguage';
import { useFormatters } from '../../../components/format/useFormatters';

/**
 * The price of a plan change as the server worked it out: price before tax, promo, credit, the
 * tax base and its VAT line (or the legal mention when no Spanish VAT applies), and what the card
 * pays today with VAT included.
 */
export function ChangeQuote({ quote }: { quote: SubscriptionChangePreview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const money = (cents: number) => format.money(cents, quote.currency, { fromCents: true });
  const lines: [string, string][] = [[t('app.billing.quote.price'), money(quote.subtotalCents)]];
  if (quote.discountCents > 0) lines.push([t('app.billing.quote.discount'), `−${money(quote.discountCents)}`]);
  if (quote.creditCents > 0) lines.push([t('app.billing.quote.credit'), `−${money(quote.creditCents)}`]);
  if (quote.taxBaseCents > 0 && quote.taxKind !== 'none') {
    lines.push([t('app.billing.quote.taxBase'), money(quote.taxBaseCents)]);
    lines.push([t('app.billing.quote.vat', { rate: format.number(quote.taxRatePercent) }), money(quote.taxCents)]);
  }
  const mention = quote.taxBaseCents > 0 ? TAX_MENTIONS[language][quote.taxKind] : undefined;
  return (
    <Box sx={{ maxWidth: 480, mb: 2 }} data-testid="change-quote">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {lines.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
          </Box>
        ))}
        <Typography component="dt" sx={{ fontWeight: 700 }}>{t('app.billing.quote.today')}</Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{money(quote.totalCents)}</Typography>
      </Box>
      {mention && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{mention}</Typography>}
      {quote.balanceAfterCents > 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>{t('app.billing.quote.balanceAfter', { amount: money(quote.balanceAfterCents) })}</Typography>
      )}
    </Box>
  );
}

import { Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../../contract/billing';

export type SavedCardsProps = {
  methods: PaymentMethod[];
  /** Without the handlers the list is read-only. */
  onMakeDefault?: (method: PaymentMethod) => void;
  onRemove?: (method: PaymentMethod) => void;
  /** The only card of a plan that will still be charged cannot be removed (the server refuses it too). */
  keepLastCard?: boolean;
  busy?: boolean;
};

export const cardLabel = (m: PaymentMethod) => `${m.brand.toUpperCase()} •••• ${m.last4}`;

/** The saved cards: brand, last 4 digits, expiry; the default one marked, the others can become it. */
export function SavedCards({ methods, onMakeDefault, onRemove, keepLastCard, busy }: SavedCardsProps) {
  const { t } = useTranslation();
  if (!methods.length) return <Typography color="text.secondary">{t('app.billing.cards.none')}</Typography>;
  const locked = keepLastCard && methods.length === 1;
  return (
    <>
      <List aria-label={t('app.billing.cards.title')} dense>
        {methods.map((m) => (
          <ListItem key={m._id} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={cardLabel(m)}
              secondary={t('app.billing.cards.expires', { month: String(m.expMonth).padStart(2, '0'), year: m.expYear })}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {m.isDefault && <Chip size="small" label={t('app.billing.cards.default')} />}
              {!m.isDefault && onMakeDefault && (
                <Button size="small" disabled={busy} onClick={() => onMakeDefault(m)} aria-label={t('app.billing.cards.makeDefaultOne', { card: cardLabel(m) })}>
                  {t('app.billing.cards.makeDefault')}
                </Button>
              )}
              {onRemove && !locked && (
                <Button size="small" color="error" disabled={busy} onClick={() => onRemove(m)} aria-label={t('app.billing.cards.removeOne', { card: cardLabel(m) })}>
                  {t('app.billing.cards.remove')}
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
      {onRemove && locked && <Typography color="text.secondary" variant="body2">{t('app.billing.cards.lastCardInUse')}</Typography>}
    </>
  );
}

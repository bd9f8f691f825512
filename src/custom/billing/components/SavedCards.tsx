import { Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../../contract/billing';

/** The saved cards: brand, last 4 digits, expiry; the default one marked. */
export function SavedCards({ methods }: { methods: PaymentMethod[] }) {
  const { t } = useTranslation();
  if (!methods.length) return <Typography color="text.secondary">{t('app.billing.cards.none')}</Typography>;
  return (
    <List aria-label={t('app.billing.cards.title')} dense>
      {methods.map((m) => (
        <ListItem key={m._id} secondaryAction={m.isDefault ? <Chip size="small" label={t('app.billing.cards.default')} /> : undefined}>
          <ListItemText
            primary={`${m.brand.toUpperCase()} •••• ${m.last4}`}
            secondary={t('app.billing.cards.expires', { month: String(m.expMonth).padStart(2, '0'), year: m.expYear })}
          />
        </ListItem>
      ))}
    </List>
  );
}

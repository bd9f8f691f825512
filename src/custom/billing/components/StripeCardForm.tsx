import { Alert, Box, Button, FormControl, FormHelperText, FormLabel, Stack, TextField, useTheme } from '@mui/material';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementOptions } from '@stripe/stripe-js';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardSubmit } from '../hooks/useCardSubmit';
import type { CardEntryProps } from './CardEntry';

/**
 * Card entry through Stripe Elements (inside `<Elements>`): the card fields live in Stripe's
 * frame, dressed as an outlined MUI input; submit asks Stripe for a payment method and hands its
 * `pm_…` id on. Stripe's messages (inline and refusals) arrive in the Elements language.
 */
export function StripeCardForm({ submitLabel, onBeforeSubmit, onSubmit, error, busy, children }: CardEntryProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const card = useCardSubmit({ onBeforeSubmit, onSubmit });
  const [ready, setReady] = useState(false);
  const [focused, setFocused] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [holderName, setHolderName] = useState('');

  const options = useMemo<StripeCardElementOptions>(() => ({
    style: {
      base: {
        fontFamily: theme.typography.fontFamily,
        fontSize: '16px',
        color: theme.palette.text.primary,
        iconColor: theme.palette.text.secondary,
        '::placeholder': { color: theme.palette.text.secondary },
      },
      invalid: { color: theme.palette.error.main, iconColor: theme.palette.error.main },
    },
  }), [theme]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const element = elements?.getElement(CardElement);
    if (!stripe || !element) return;
    const name = holderName.trim();
    await card.submit(async () => {
      const answer = await stripe.createPaymentMethod({ type: 'card', card: element, billing_details: name ? { name } : {} });
      return answer.error ? { error: answer.error.message ?? t('app.errors.generic') } : { id: answer.paymentMethod.id };
    });
  };

  const borderColor = cardError ? 'error.main' : focused ? 'primary.main' : theme.palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.23)' : 'rgba(0, 0, 0, 0.23)';
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label={t('app.billing.card.title')} sx={{ maxWidth: 480 }}>
      <Stack spacing={1}>
        <FormControl fullWidth error={!!cardError} focused={focused}>
          <FormLabel id={labelId} sx={{ mb: 0.5 }}>{t('app.billing.card.stripeCard')}</FormLabel>
          <Box
            role="group"
            aria-labelledby={labelId}
            sx={{
              px: 1.75, py: 2, borderRadius: 1, border: 1, borderColor,
              // MUI's focused outline is 2px: the inset shadow adds the second pixel without a jump.
              boxShadow: focused || cardError ? `inset 0 0 0 1px ${cardError ? theme.palette.error.main : theme.palette.primary.main}` : 'none',
              '&:hover': focused || cardError ? {} : { borderColor: 'text.primary' },
            }}
          >
            <CardElement
              options={options}
              onReady={() => setReady(true)}
              onChange={(e) => setCardError(e.error?.message ?? null)}
              onFocus={() => setFocused(true)}
              onBlur={() => setFocused(false)}
            />
          </Box>
          <FormHelperText>{cardError ?? ' '}</FormHelperText>
        </FormControl>
        <TextField
          name="holderName"
          label={t('app.billing.card.holderName')}
          autoComplete="cc-name"
          value={holderName}
          onChange={(e) => setHolderName(e.target.value)}
          helperText=" "
          fullWidth
        />
        {children}
        {(card.error ?? error) && <Alert severity="error" role="alert">{card.error ?? error}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={busy || card.busy || !stripe || !ready}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

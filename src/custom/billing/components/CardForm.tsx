import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardInput } from '../../../../contract/billing';
import { formatCardNumber, formatExpiry, toCardInput, validateCard, type CardFieldErrors, type CardFields } from '../utils/cardFields';

export type CardFormProps = {
  submitLabel: string;
  onSubmit: (card: CardInput) => Promise<void>;
  /** Error of the last attempt (decline, network), shown above the button. */
  error?: string | null;
  /** Server-side field errors (e.g. `number`, `expMonth`) mapped onto the inputs. */
  fieldErrors?: Record<string, string>;
  busy?: boolean;
  /** Fields of the surrounding flow (promo code) placed before the button. */
  children?: ReactNode;
};

const EMPTY: CardFields = { number: '', expiry: '', cvc: '', holderName: '' };
const SERVER_FIELD: Record<string, keyof CardFields> = { number: 'number', expMonth: 'expiry', expYear: 'expiry', cvc: 'cvc' };

/** Card entry with inline checks (Luhn, expiry, CVC) as the user leaves each field. */
export function CardForm({ submitLabel, onSubmit, error, fieldErrors = {}, busy, children }: CardFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof CardFields, boolean>>>({});
  const problems: CardFieldErrors = validateCard(fields);
  const serverErrors = Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => SERVER_FIELD[k]).map(([k, v]) => [SERVER_FIELD[k], v]));

  const errorOf = (name: keyof CardFields) => (touched[name] && problems[name] ? t(problems[name]!) : serverErrors[name]);
  const fieldProps = (name: keyof CardFields) => ({
    name,
    value: fields[name],
    onBlur: () => setTouched((s) => ({ ...s, [name]: true })),
    error: !!errorOf(name),
    helperText: errorOf(name) ?? ' ',
    fullWidth: true,
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ number: true, expiry: true, cvc: true });
    if (Object.keys(problems).length) return;
    await onSubmit(toCardInput(fields));
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label={t('app.billing.card.title')} sx={{ maxWidth: 480 }}>
      <Stack spacing={1}>
        <TextField
          {...fieldProps('number')}
          label={t('app.billing.card.number')}
          autoComplete="cc-number"
          inputMode="numeric"
          onChange={(e) => setFields({ ...fields, number: formatCardNumber(e.target.value) })}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            {...fieldProps('expiry')}
            label={t('app.billing.card.expiry')}
            placeholder={t('app.billing.card.expiryPlaceholder')}
            autoComplete="cc-exp"
            inputMode="numeric"
            onChange={(e) => setFields({ ...fields, expiry: formatExpiry(e.target.value) })}
          />
          <TextField
            {...fieldProps('cvc')}
            label={t('app.billing.card.cvc')}
            autoComplete="cc-csc"
            inputMode="numeric"
            onChange={(e) => setFields({ ...fields, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) })}
          />
        </Stack>
        <TextField
          {...fieldProps('holderName')}
          label={t('app.billing.card.holderName')}
          autoComplete="cc-name"
          onChange={(e) => setFields({ ...fields, holderName: e.target.value })}
        />
        {children}
        {error && <Alert severity="error" role="alert">{error}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

import { Alert, Autocomplete, Box, Button, Stack, TextField } from '@mui/material';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingDetails, BillingDetailsInput } from '../../../../contract/billing';
import { useLanguage } from '../../../app/useLanguage';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { useFieldErrors } from '../../../components/form/useFieldErrors';
import { codeChoices } from '../../../components/pickers/codeChoices';
import { useBillingClient } from '../api/useBillingClient';

type Field = keyof BillingDetailsInput;
const TEXT_FIELDS: { name: Field; required?: boolean; autoComplete?: string }[] = [
  { name: 'legalName', required: true, autoComplete: 'organization' },
  { name: 'taxId' },
  { name: 'addressLine1', required: true, autoComplete: 'address-line1' },
  { name: 'addressLine2', autoComplete: 'address-line2' },
  { name: 'postalCode', required: true, autoComplete: 'postal-code' },
  { name: 'city', required: true, autoComplete: 'address-level2' },
  { name: 'province', autoComplete: 'address-level1' },
];

export type BillingDetailsFormProps = {
  initial: BillingDetails | null;
  onSaved: (details: BillingDetails) => void;
  onCancel?: () => void;
};

const EMPTY: BillingDetailsInput = { legalName: '', taxId: '', addressLine1: '', addressLine2: '', postalCode: '', city: '', province: '', country: 'ES', invoiceEmail: '' };

/**
 * Who the invoices are made out to. The server checks the tax id for the country (NIF/CIF in
 * Spain, the VAT number elsewhere in the EU) and each refusal shows under its field; nothing is
 * lost on a refusal.
 */
export function BillingDetailsForm({ initial, onSaved, onCancel }: BillingDetailsFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useBillingClient();
  const countries = useMemo(() => codeChoices('country', language), [language]);
  const [values, setValues] = useState<BillingDetailsInput>(() => (initial ? { ...EMPTY, ...Object.fromEntries(Object.entries(initial).map(([k, v]) => [k, v ?? ''])) } : EMPTY));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fields = useFieldErrors<Field>();
  const set = (name: Field) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    fields.clear();
    try {
      const saved = await client.saveBillingDetails(values);
      onSaved(saved.details);
    } catch (e) {
      fields.setServerErrors(e);
      setError(apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };

  const label = (name: Field) => t(`app.billing.details.fields.${name}`);
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label={t('app.billing.details.title')} sx={{ maxWidth: 560 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {TEXT_FIELDS.map(({ name, required, autoComplete }) => (
          <TextField
            key={name} name={name} label={label(name)} required={required} autoComplete={autoComplete} size="small" margin="dense"
            value={values[name] ?? ''} onChange={(e) => set(name)(e.target.value)}
            sx={name === 'legalName' || name === 'addressLine1' ? { gridColumn: '1 / -1' } : undefined}
            {...fields.fieldProps(name)}
            helperText={fields.errors[name] ?? (name === 'taxId' ? t('app.billing.details.helpers.taxId') : ' ')}
          />
        ))}
        <Autocomplete
          options={countries}
          getOptionLabel={(o) => o.name}
          value={countries.find((c) => c.id === values.country) ?? null}
          onChange={(_, choice) => set('country')(choice?.id ?? '')}
          disableClearable={Boolean(values.country)}
          renderInput={(params) => (
            <TextField {...params} name="country" label={label('country')} required size="small" margin="dense" {...fields.fieldProps('country')} />
          )}
        />
        <TextField
          name="invoiceEmail" type="email" label={label('invoiceEmail')} autoComplete="email" size="small" margin="dense"
          value={values.invoiceEmail ?? ''} onChange={(e) => set('invoiceEmail')(e.target.value)} {...fields.fieldProps('invoiceEmail')}
        />
      </Box>
      {error && <Alert severity="error" role="alert" sx={{ my: 1 }}>{error}</Alert>}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>{t('app.billing.details.save')}</Button>
        {onCancel && <Button onClick={onCancel} disabled={busy}>{t('app.billing.details.cancel')}</Button>}
      </Stack>
    </Box>
  );
}

import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASONS, type PaymentsInfo } from '../../../../contract/billing';
import { PasswordField } from '../../../components/form/PasswordField';
import { normalizeCancelSubscriptionError } from '../../../dataProvider/errors/normalizeCancelSubscriptionError';
import { isApiError, toFieldErrors } from '../../../dataProvider/ApiError';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { useBillingClient } from '../api/useBillingClient';

export type CancelSubscriptionFormProps = { onCancelled: (info: PaymentsInfo) => void; onBack: () => void };

type Values = { password: string; reason: string; specificIssue: string; comments: string; otherHelp: string };
const EMPTY: Values = { password: '', reason: '', specificIssue: '', comments: '', otherHelp: '' };

/** The cancellation form: why (reason, specific issue, comments, what would help), then the password. */
export function CancelSubscriptionForm({ onCancelled, onBack }: CancelSubscriptionFormProps) {
  const { t } = useTranslation();
  const client = useBillingClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof Values) => (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<keyof Values, string>> = {};
    if (!values.reason) problems.reason = t('app.billing.cancel.reasonRequired');
    if (!values.password) problems.password = t('app.validation.required');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    setMessage(null);
    try {
      onCancelled(await client.cancelSubscription(values));
    } catch (error) {
      const normalized = normalizeCancelSubscriptionError(error);
      const fields = toFieldErrors(normalized.details) ?? {};
      if (fields.password) {
        setErrors({ password: t('app.billing.cancel.wrongPassword') });
        setMessage(t('app.billing.cancel.wrongPassword'));
      } else {
        // The API client has put the refusal in the user's language; the normaliser keeps the server's English.
        setMessage(isApiError(error) ? apiErrorMessage(error, t) : t('app.errors.generic'));
      }
    }
    setBusy(false);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="cancel-title" sx={{ maxWidth: 560 }}>
      <Typography id="cancel-title" component="h2" variant="h6" gutterBottom>{t('app.billing.cancel.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{t('app.billing.cancel.intro')}</Typography>
      <Stack spacing={1}>
        <TextField select name="reason" label={t('app.billing.cancel.reason')} value={values.reason} onChange={set('reason')}
          error={!!errors.reason} helperText={errors.reason ?? ' '}>
          {CANCEL_REASONS.map((r) => <MenuItem key={r} value={r}>{t(`app.billing.cancel.reasons.${r}`)}</MenuItem>)}
        </TextField>
        <TextField name="specificIssue" label={t('app.billing.cancel.specificIssue')} value={values.specificIssue} onChange={set('specificIssue')} helperText=" " />
        <TextField name="comments" label={t('app.billing.cancel.comments')} value={values.comments} onChange={set('comments')} multiline minRows={3} helperText=" " />
        <TextField name="otherHelp" label={t('app.billing.cancel.otherHelp')} value={values.otherHelp} onChange={set('otherHelp')} helperText=" " />
        <PasswordField name="password" label={t('app.fields.password')} autoComplete="current-password" value={values.password} onChange={set('password')}
          error={!!errors.password} helperText={errors.password ?? ' '} />
        {message && <Alert severity="error" role="alert">{message}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" color="error" disabled={busy}>{t('app.billing.cancel.confirm')}</Button>
          <Button onClick={onBack}>{t('app.billing.cancel.keep')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

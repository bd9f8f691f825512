import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from './apiErrorMessage';
import { PasswordField } from './PasswordField';
import { useFieldErrors } from './useFieldErrors';
import { validate, type Rules } from './validation';

export type CallFormField = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  rule?: (value: string) => string | null;
  multiline?: boolean;
  choices?: { value: string; label: string }[];
  helperText?: string;
};

export type CallFormProps = {
  title: string;
  description?: string;
  fields: CallFormField[];
  initial?: Record<string, string>;
  submitLabel: string;
  /** Sends the values; resolve with a success message to show, or nothing. */
  onSubmit: (values: Record<string, string>) => Promise<string | void>;
  /** Clears these fields after a success (passwords). */
  resetAfter?: string[];
};

/** A titled form section that sends one call: field rules, server field errors, success note. */
export function CallForm({ title, description, fields, initial = {}, submitLabel, onSubmit, resetAfter = [] }: CallFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, initial[f.name] ?? f.choices?.[0]?.value ?? ''])),
  );
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = useFieldErrors<string>();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const rules: Rules<Record<string, string>> = Object.fromEntries(fields.filter((f) => f.rule).map((f) => [f.name, f.rule!]));
    const problems = validate(values, rules);
    errors.setRuleErrors(problems as Record<string, string>);
    if (Object.keys(problems).length) return;
    setBusy(true);
    setOutcome(null);
    try {
      const message = await onSubmit(values);
      setOutcome({ ok: true, text: message || t('app.common.saved') });
      setValues((v) => ({ ...v, ...Object.fromEntries(resetAfter.map((k) => [k, ''])) }));
    } catch (error) {
      errors.setServerErrors(error);
      setOutcome({ ok: false, text: apiErrorMessage(error, t) });
    }
    setBusy(false);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {description && <Typography color="text.secondary" sx={{ mb: 1 }}>{description}</Typography>}
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ maxWidth: 520 }}>
        <Stack spacing={1}>
          {fields.map((field) => {
            const common = {
              label: field.label,
              name: field.name,
              autoComplete: field.autoComplete,
              value: values[field.name],
              onChange: (e: { target: { value: string } }) => setValues({ ...values, [field.name]: e.target.value }),
              error: !!errors.errors[field.name],
              helperText: errors.errors[field.name] ?? field.helperText ?? ' ',
            };
            if (field.type === 'password') return <PasswordField key={field.name} {...common} />;
            return (
              <TextField key={field.name} {...common} type={field.type ?? 'text'} multiline={field.multiline} minRows={field.multiline ? 5 : undefined} select={!!field.choices}>
                {field.choices?.map((c) => (
                  <MenuItem key={c.value} value={c.value}>
                    {c.label}
                  </MenuItem>
                ))}
              </TextField>
            );
          })}
          {outcome && (
            <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
              {outcome.text}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {submitLabel}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}

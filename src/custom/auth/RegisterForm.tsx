import { Alert, Box, Button, Checkbox, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../app/useLanguage';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useServices } from '../../app/useServices';
import type { SessionPayload } from '../../authProvider/createSession';
import { apiErrorMessage } from '../../components/form/apiErrorMessage';
import { PasswordField } from '../../components/form/PasswordField';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { emailRule, passwordRule, phoneRule, required, validate } from '../../components/form/validation';
import { storage } from '../../storage/storage';

export type RegistrationValues = {
  name: string;
  surname: string;
  email: string;
  phone: string;
  password: string;
  companyName: string;
  acceptTerms: boolean;
};

type Field = keyof RegistrationValues;

export type RegisterFormProps = {
  /** Sends the registration; the body already carries language and the attribution values. */
  submit: (body: Record<string, unknown>) => Promise<SessionPayload>;
  /** Fields not asked in this variant (the short form skips surname and phone). */
  omit?: Field[];
  initial?: Partial<RegistrationValues>;
  /** Inputs of the variant (plan choice, corporate code) shown before the submit button. */
  children?: ReactNode;
  submitLabel?: string;
};

/**
 * The registration form every sign-up variant shares. On success the answer's session is
 * established and the user lands on mainpage; errors follow the SPEC §8 register normaliser.
 */
export function RegisterForm({ submit, omit = [], initial = {}, children, submitLabel }: RegisterFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { session } = useServices();
  const [values, setValues] = useState<RegistrationValues>({
    name: '', surname: '', email: '', phone: '', password: '', companyName: '', acceptTerms: false, ...initial,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fields = useFieldErrors<Field>();
  const shown = (field: Field) => !omit.includes(field);
  const set = (field: Field) => (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validate(values, {
      name: required, email: emailRule, password: passwordRule, companyName: required, ...(shown('phone') ? { phone: phoneRule } : {}),
    });
    if (!values.acceptTerms) problems.acceptTerms = 'app.validation.terms';
    fields.setRuleErrors(problems);
    if (Object.keys(problems).length) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const { phone, ...rest } = values;
      const payload = await submit({ ...rest, ...(phone.trim() ? { phone: phone.trim() } : {}), language, ...storage.getAttribution() });
      await session.establish(payload);
      navigate(to('mainpage'), { replace: true });
    } catch (error) {
      fields.setServerErrors(error);
      setFailure(apiErrorMessage(error, t, 'app.register.failed'));
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField label={t('app.fields.name')} name="name" autoComplete="given-name" required fullWidth value={values.name} onChange={set('name')} {...fields.fieldProps('name')} />
          {shown('surname') && (
            <TextField label={t('app.fields.surname')} name="surname" autoComplete="family-name" fullWidth value={values.surname} onChange={set('surname')} {...fields.fieldProps('surname')} />
          )}
        </Stack>
        <TextField label={t('app.fields.email')} type="email" name="email" autoComplete="email" required value={values.email} onChange={set('email')} {...fields.fieldProps('email')} />
        {shown('phone') && (
          <TextField label={t('app.fields.phoneOptional')} type="tel" name="phone" autoComplete="tel" value={values.phone} onChange={set('phone')} {...fields.fieldProps('phone')} />
        )}
        <PasswordField
          label={t('app.fields.password')}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={set('password')}
          error={!!fields.errors.password}
          helperText={fields.errors.password ?? t('app.fields.passwordHint')}
        />
        <TextField label={t('app.fields.companyName')} name="companyName" autoComplete="organization" required value={values.companyName} onChange={set('companyName')} {...fields.fieldProps('companyName')} />
        {children}
        <Box>
          <FormControlLabel
            control={<Checkbox checked={values.acceptTerms} onChange={(e) => setValues({ ...values, acceptTerms: e.target.checked })} />}
            label={t('app.register.acceptTerms')}
          />
          {fields.errors.acceptTerms && <FormHelperText error>{fields.errors.acceptTerms}</FormHelperText>}
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? t('app.register.submitting') : (submitLabel ?? t('app.register.submit'))}
        </Button>
      </Stack>
    </Box>
  );
}

import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { authCalls } from '../../../contract/auth';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useServices } from '../../app/useServices';
import type { SessionPayload } from '../../authProvider/createSession';
import { PublicLayout } from '../../components/PublicLayout';
import { apiErrorMessage } from '../../components/form/apiErrorMessage';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { emailRule, validate } from '../../components/form/validation';

const codeRule = (value: string) => (/^\d{6}$/.test(value.trim()) ? null : 'app.validation.code');

/**
 * loginforgottenpass: the email gets a 6-digit code; the code signs the user in, then
 * forgottenpass asks for the new password.
 */
export default function LoginForgottenPassPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { api, session } = useServices();
  const [values, setValues] = useState({ email: '', confirmationCode: '' });
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = useFieldErrors<'email' | 'confirmationCode'>();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validate(values, step === 'email' ? { email: emailRule } : { confirmationCode: codeRule });
    fields.setRuleErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    setFailure(null);
    try {
      if (step === 'email') {
        await api.call(authCalls.forgotPassword, { body: { email: values.email.trim() } });
        setStep('code');
      } else {
        const payload = await api.call<SessionPayload>(authCalls.loginForgottenPassword, {
          body: { email: values.email.trim(), confirmationCode: values.confirmationCode.trim() },
        });
        await session.establish(payload);
        navigate(to('forgottenpass'), { replace: true, state: { email: values.email.trim() } });
      }
    } catch (error) {
      fields.setServerErrors(error);
      setFailure(apiErrorMessage(error, t));
    }
    setBusy(false);
  };

  return (
    <PublicLayout title={t('app.forgot.title')} subtitle={t(step === 'email' ? 'app.forgot.emailStep' : 'app.forgot.codeStep')}>
      {step === 'code' && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('app.forgot.codeSent', { email: values.email })}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <Stack spacing={1}>
          <TextField
            label={t('app.fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            disabled={step === 'code'}
            value={values.email}
            onChange={(e) => setValues({ ...values, email: e.target.value })}
            {...fields.fieldProps('email')}
          />
          {step === 'code' && (
            <TextField
              label={t('app.forgot.code')}
              name="confirmationCode"
              autoComplete="one-time-code"
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              value={values.confirmationCode}
              onChange={(e) => setValues({ ...values, confirmationCode: e.target.value })}
              {...fields.fieldProps('confirmationCode')}
            />
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {step === 'email' ? t('app.forgot.sendCode') : t('app.forgot.verify')}
          </Button>
        </Stack>
      </Box>
      <Link component={RouterLink} to={to('login')} sx={{ display: 'inline-block', mt: 3 }}>
        {t('app.forgot.back')}
      </Link>
    </PublicLayout>
  );
}

import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authCalls } from '../../../contract/auth';
import { useServices } from '../../app/useServices';
import { PublicLayout } from '../../components/PublicLayout';
import { apiErrorMessage } from '../../components/form/apiErrorMessage';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { emailRule, required, validate } from '../../components/form/validation';
import { storage } from '../../storage/storage';
import { LoginLink } from './LoginLink';
import { RegisterForm } from './RegisterForm';
import { useRegistrationCall } from './useRegistrationCall';

/**
 * registerV3: the short, two-step sign-up. Step 1 keeps the lead (preRegister) and tells at once
 * whether the email is taken; step 2 asks only what is left.
 */
export default function RegisterShortPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const submit = useRegistrationCall(authCalls.register);
  const [lead, setLead] = useState({ name: '', email: '' });
  const [step, setStep] = useState<1 | 2>(1);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = useFieldErrors<'name' | 'email'>();

  const handleContinue = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validate(lead, { name: required, email: emailRule });
    fields.setRuleErrors(problems);
    if (Object.keys(problems).length) return;
    setFailure(null);
    try {
      const { available } = await api.call<{ available: boolean }>(authCalls.preRegister, { body: { ...lead, ...storage.getAttribution() } });
      if (available) setStep(2);
      else setFailure(t('app.register.emailTaken'));
    } catch (error) {
      fields.setServerErrors(error);
      setFailure(apiErrorMessage(error, t));
    }
  };

  return (
    <PublicLayout title={t('app.register.shortTitle')} subtitle={t(step === 1 ? 'app.register.shortStep1' : 'app.register.shortStep2')}>
      {step === 1 ? (
        <Box component="form" noValidate onSubmit={handleContinue}>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack spacing={1}>
            <TextField label={t('app.fields.name')} name="name" autoComplete="given-name" required value={lead.name} onChange={(e) => setLead({ ...lead, name: e.target.value })} {...fields.fieldProps('name')} />
            <TextField label={t('app.fields.email')} type="email" name="email" autoComplete="email" required value={lead.email} onChange={(e) => setLead({ ...lead, email: e.target.value })} {...fields.fieldProps('email')} />
            <Button type="submit" variant="contained" size="large">
              {t('app.register.continue')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <RegisterForm submit={submit} omit={['surname', 'phone']} initial={lead} />
      )}
      <LoginLink />
    </PublicLayout>
  );
}

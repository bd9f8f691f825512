import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authCalls } from '../../../contract/auth';
import { useServices } from '../../app/useServices';
import type { SessionPayload } from '../../authProvider/createSession';
import { PublicLayout } from '../../components/PublicLayout';
import { LoginLink } from './LoginLink';
import { RegisterForm } from './RegisterForm';

type Plan = 'freemium' | 'freetrial1';

/** registerV4: the full form with a plan choice (free plan or free trial). */
export default function RegisterPlanPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const [plan, setPlan] = useState<Plan>('freetrial1');

  const submit = (body: Record<string, unknown>) =>
    plan === 'freemium'
      ? api.call<SessionPayload>(authCalls.createFreemiumUser, { body })
      : api.call<SessionPayload>(authCalls.createFreeTrialUser, { body: { ...body, trialVariant: 'freetrial1' } });

  return (
    <PublicLayout title={t('app.register.planTitle')} subtitle={t('app.register.planSubtitle')}>
      <RegisterForm submit={submit}>
        <FormControl>
          <FormLabel id="plan-label">{t('app.register.plan')}</FormLabel>
          <RadioGroup aria-labelledby="plan-label" name="plan" value={plan} onChange={(e) => setPlan(e.target.value as Plan)}>
            <FormControlLabel value="freetrial1" control={<Radio />} label={t('app.register.planTrial')} />
            <FormControlLabel value="freemium" control={<Radio />} label={t('app.register.planFree')} />
          </RadioGroup>
        </FormControl>
      </RegisterForm>
      <LoginLink />
    </PublicLayout>
  );
}

import { useTranslation } from 'react-i18next';
import { authCalls } from '../../../contract/auth';
import { PublicLayout } from '../../components/PublicLayout';
import { LoginLink } from './LoginLink';
import { RegisterForm } from './RegisterForm';
import { useRegistrationCall } from './useRegistrationCall';

/** register/freetrial: free trial, first variant. */
export default function RegisterFreeTrialPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t('app.register.freeTrialTitle')} subtitle={t('app.register.freeTrialSubtitle')}>
      <RegisterForm submit={useRegistrationCall(authCalls.createFreeTrialUser, { trialVariant: 'freetrial1' })} submitLabel={t('app.register.startTrial')} />
      <LoginLink />
    </PublicLayout>
  );
}

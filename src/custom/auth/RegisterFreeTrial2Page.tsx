import { useTranslation } from 'react-i18next';
import { authCalls } from '../../../contract/auth';
import { PublicLayout } from '../../components/PublicLayout';
import { LoginLink } from './LoginLink';
import { RegisterForm } from './RegisterForm';
import { useRegistrationCall } from './useRegistrationCall';

/** register/freetrial2: free trial, second variant (short form, no surname or phone). */
export default function RegisterFreeTrial2Page() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t('app.register.freeTrialTitle')} subtitle={t('app.register.freeTrial2Subtitle')}>
      <RegisterForm
        submit={useRegistrationCall(authCalls.createFreeTrialUser, { trialVariant: 'freetrial2' })}
        omit={['surname', 'phone']}
        submitLabel={t('app.register.startTrial')}
      />
      <LoginLink />
    </PublicLayout>
  );
}

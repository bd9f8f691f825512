import { useTranslation } from 'react-i18next';
import { authCalls } from '../../../contract/auth';
import { PublicLayout } from '../../components/PublicLayout';
import { LoginLink } from './LoginLink';
import { RegisterForm } from './RegisterForm';
import { useRegistrationCall } from './useRegistrationCall';

/** register/freemium: the free plan. */
export default function RegisterFreemiumPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t('app.register.freemiumTitle')} subtitle={t('app.register.freemiumSubtitle')}>
      <RegisterForm submit={useRegistrationCall(authCalls.createFreemiumUser)} />
      <LoginLink />
    </PublicLayout>
  );
}

import { useTranslation } from 'react-i18next';
import { authCalls } from '../../../contract/auth';
import { PublicLayout } from '../../components/PublicLayout';
import { LoginLink } from './LoginLink';
import { RegisterForm } from './RegisterForm';
import { useRegistrationCall } from './useRegistrationCall';

/** register: the full sign-up form, creating a freemium user with a first company. */
export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t('app.register.title')} subtitle={t('app.register.subtitle')}>
      <RegisterForm submit={useRegistrationCall(authCalls.register)} />
      <LoginLink />
    </PublicLayout>
  );
}

import { useTranslation } from 'react-i18next';
import { authCalls } from '../../../contract/auth';
import { PublicLayout } from '../../components/PublicLayout';
import { LoginLink } from './LoginLink';
import { RegisterForm } from './RegisterForm';
import { useRegistrationCall } from './useRegistrationCall';

/** registerV2: corporate sign-up (standard_corp); the route guard already checked the access code. */
export default function RegisterCorporatePage() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t('app.register.corporateTitle')} subtitle={t('app.register.corporateSubtitle')}>
      <RegisterForm submit={useRegistrationCall(authCalls.registerV2, { corporateAccess: 'Corporations' })} />
      <LoginLink />
    </PublicLayout>
  );
}

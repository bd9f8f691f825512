import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { authCalls } from '../../../contract/auth';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useServices } from '../../app/useServices';
import { useSessionState } from '../../app/useSessionState';
import type { SessionPayload } from '../../authProvider/createSession';
import { CallForm } from '../../components/form/CallForm';
import { passwordRule } from '../../components/form/validation';
import { PageShell } from '../../components/PageShell';

/** forgottenpass: after a code sign-in, the new password (allowed within 15 minutes of it). */
export default function ForgottenPassPage() {
  const { t } = useTranslation();
  const { api, session } = useServices();
  const { user } = useSessionState();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const email = (useLocation().state as { email?: string } | null)?.email ?? String(user?.email ?? '');

  const handleSubmit = async (values: Record<string, string>) => {
    if (values.newPassword !== values.confirm) throw new Error(t('app.validation.passwordsDiffer'));
    const payload = await api.call<SessionPayload>(authCalls.changeForgottenPassword, { body: { email, newPassword: values.newPassword } });
    await session.establish(payload);
    navigate(to('mainpage'), { replace: true });
  };

  return (
    <PageShell title={t('app.forgot.newTitle')} intro={t('app.forgot.newIntro', { email })}>
      <CallForm
        title={t('app.forgot.newPassword')}
        fields={[
          { name: 'newPassword', label: t('app.fields.newPassword'), type: 'password', autoComplete: 'new-password', rule: passwordRule, helperText: t('app.fields.passwordHint') },
          { name: 'confirm', label: t('app.fields.confirmPassword'), type: 'password', autoComplete: 'new-password', rule: passwordRule },
        ]}
        submitLabel={t('app.forgot.save')}
        onSubmit={handleSubmit}
      />
    </PageShell>
  );
}

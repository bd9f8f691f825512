import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { authCalls, type User } from '../../../contract/auth';
import { useLanguage } from '../../app/useLanguage';
import { useServices } from '../../app/useServices';
import { useSessionState } from '../../app/useSessionState';
import type { SessionPayload } from '../../authProvider/createSession';
import { CallForm } from '../../components/form/CallForm';
import { emailRule, passwordRule, phoneRule, required } from '../../components/form/validation';
import { PageShell } from '../../components/PageShell';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../../i18n/languages';
import { switchLanguagePath } from '../../routes/languagePath';
import { DeleteAccountSection } from './deletion/DeleteAccountSection';

/** profile: name, email, phone (with password), password and language, each saved on its own; last, deleting the account. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { api, session, setStoredLanguage } = useServices();
  const { user } = useSessionState();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();

  const saveUser = async (call: Promise<User>) => {
    session.updateUser(await call);
  };
  const handleLanguage = async ({ language: next }: Record<string, string>) => {
    await saveUser(api.call<User>(authCalls.updateLanguage, { body: { language: next } }));
    if (isLanguage(next) && next !== language) {
      setStoredLanguage(next);
      navigate(`${switchLanguagePath(location.pathname, next)}${location.search}`);
    }
  };
  const handlePassword = async (values: Record<string, string>) => {
    const payload = await api.call<SessionPayload>(authCalls.changePassword, { body: values });
    // Other sessions end on a password change; this one continues with the new token.
    await session.establish(payload);
  };

  return (
    <PageShell title={t('app.profile.title')} intro={t('app.profile.intro')}>
      <CallForm
        title={t('app.profile.nameSection')}
        initial={{ name: String(user?.name ?? ''), surname: String(user?.surname ?? '') }}
        fields={[
          { name: 'name', label: t('app.fields.name'), autoComplete: 'given-name', rule: required },
          { name: 'surname', label: t('app.fields.surname'), autoComplete: 'family-name' },
        ]}
        submitLabel={t('app.common.save')}
        onSubmit={(body) => saveUser(api.call<User>(authCalls.changeFullName, { body }))}
      />
      <CallForm
        title={t('app.profile.emailSection')}
        description={t('app.profile.current', { value: user?.email ?? '' })}
        fields={[
          { name: 'newEmail', label: t('app.fields.newEmail'), type: 'email', autoComplete: 'email', rule: emailRule },
          { name: 'password', label: t('app.fields.password'), type: 'password', autoComplete: 'current-password', rule: required },
        ]}
        resetAfter={['password']}
        submitLabel={t('app.common.save')}
        onSubmit={(body) => saveUser(api.call<User>(authCalls.changeEmail, { body }))}
      />
      <CallForm
        title={t('app.profile.phoneSection')}
        description={t('app.profile.current', { value: (user?.phone as string | null) || '—' })}
        fields={[
          { name: 'newPhoneNumber', label: t('app.fields.phone'), type: 'tel', autoComplete: 'tel', rule: (v) => required(v) ?? phoneRule(v) },
          { name: 'password', label: t('app.fields.password'), type: 'password', autoComplete: 'current-password', rule: required },
        ]}
        resetAfter={['password']}
        submitLabel={t('app.common.save')}
        onSubmit={(body) => saveUser(api.call<User>(authCalls.changePhone, { body }))}
      />
      <CallForm
        title={t('app.profile.passwordSection')}
        fields={[
          { name: 'currentPassword', label: t('app.fields.currentPassword'), type: 'password', autoComplete: 'current-password', rule: required },
          { name: 'newPassword', label: t('app.fields.newPassword'), type: 'password', autoComplete: 'new-password', rule: passwordRule, helperText: t('app.fields.passwordHint') },
        ]}
        resetAfter={['currentPassword', 'newPassword']}
        submitLabel={t('app.common.save')}
        onSubmit={handlePassword}
      />
      <CallForm
        title={t('app.profile.languageSection')}
        initial={{ language }}
        fields={[{ name: 'language', label: t('app.fields.language'), choices: LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })) }]}
        submitLabel={t('app.common.save')}
        onSubmit={handleLanguage}
      />
      <DeleteAccountSection />
    </PageShell>
  );
}

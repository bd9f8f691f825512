import { useTranslation } from 'react-i18next';
import { authCalls } from '../../../contract/auth';
import { useServices } from '../../app/useServices';
import { CallForm } from '../../components/form/CallForm';
import { PageShell } from '../../components/PageShell';

const CATEGORIES = ['campaigns', 'billing', 'crm', 'technical', 'other'] as const;
const minLength = (n: number) => (v: string) => (v.trim().length >= n ? null : `app.validation.min${n}`);

/** contactUs: a message to support (SendSupportEmail), answered by email. */
export default function ContactUsPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const handleSend = async (body: Record<string, string>) => {
    await api.call(authCalls.sendSupportEmail, { body });
    return t('app.contact.sent');
  };
  return (
    <PageShell title={t('app.contact.title')} intro={t('app.contact.intro')}>
      <CallForm
        title={t('app.contact.formTitle')}
        fields={[
          { name: 'category', label: t('app.contact.category'), choices: CATEGORIES.map((c) => ({ value: c, label: t(`app.contact.categories.${c}`) })) },
          { name: 'subject', label: t('app.contact.subject'), rule: minLength(3) },
          { name: 'message', label: t('app.contact.message'), multiline: true, rule: minLength(10) },
        ]}
        resetAfter={['subject', 'message']}
        submitLabel={t('app.contact.send')}
        onSubmit={handleSend}
      />
    </PageShell>
  );
}

import { useMemo } from 'react';
import { Create, SimpleForm, useTranslate } from 'react-admin';
import { useServices } from '../../app/useServices';
import { useStoreValue } from '../../store/useStoreValue';
import { CrmFormToolbar } from '../../custom/crm/components/CrmFormToolbar';
import { CrmPageTitle } from '../../custom/crm/components/CrmPageTitle';
import { ChatbotInputs } from './ChatbotInputs';
import { newChatbotForm, toApi, type ChatbotFormValues } from './chatbotForm';

export default function ChatbotCreate() {
  const t = useTranslate();
  const { session } = useServices();
  const companyId = useStoreValue(session.companyId);
  const timeZone = useStoreValue(session.companies).find((c) => c._id === companyId)?.timezone;
  const defaults = useMemo(() => newChatbotForm(timeZone), [timeZone]);
  return (
    <>
      <CrmPageTitle title={t('resources.chatbots.create')} hidden={false} />
      <Create resource="chatbots" title={false} redirect={() => 'crm/chatbots'} transform={(data) => toApi(data as ChatbotFormValues)}>
        <SimpleForm defaultValues={defaults} toolbar={<CrmFormToolbar backTo="crm/chatbots" />}>
          <ChatbotInputs />
        </SimpleForm>
      </Create>
    </>
  );
}

import { Create, SimpleForm, useTranslate } from 'react-admin';
import { CrmFormToolbar } from '../../custom/crm/components/CrmFormToolbar';
import { CrmPageTitle } from '../../custom/crm/components/CrmPageTitle';
import { ChatbotInputs } from './ChatbotInputs';
import { EMPTY_CHATBOT, toApi, type ChatbotFormValues } from './chatbotForm';

export default function ChatbotCreate() {
  const t = useTranslate();
  return (
    <>
      <CrmPageTitle title={t('resources.chatbots.create')} hidden={false} />
      <Create resource="chatbots" title={false} redirect={() => 'crm/chatbots'} transform={(data) => toApi(data as ChatbotFormValues)}>
        <SimpleForm defaultValues={EMPTY_CHATBOT} toolbar={<CrmFormToolbar backTo="crm/chatbots" />}>
          <ChatbotInputs />
        </SimpleForm>
      </Create>
    </>
  );
}

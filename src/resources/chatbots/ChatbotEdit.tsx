import { Edit, SimpleForm, useTranslate } from 'react-admin';
import type { Chatbot } from '../../../contract/chatbots';
import { CrmFormToolbar } from '../../custom/crm/components/CrmFormToolbar';
import { CrmPageTitle } from '../../custom/crm/components/CrmPageTitle';
import { ChatbotContacts } from './ChatbotContacts';
import { ChatbotInputs } from './ChatbotInputs';
import { toApi, toForm, type ChatbotFormValues } from './chatbotForm';

export default function ChatbotEdit() {
  const t = useTranslate();
  return (
    <>
      <CrmPageTitle title={t('resources.chatbots.name', { smart_count: 1 })} />
      <Edit resource="chatbots" title={false} mutationMode="pessimistic" redirect={() => 'crm/chatbots'}
        queryOptions={{ select: (bot: Chatbot & { id: string }) => toForm(bot) as never }}
        transform={(data) => toApi(data as ChatbotFormValues)}>
        <SimpleForm toolbar={<CrmFormToolbar backTo="crm/chatbots" deletable />}>
          <ChatbotInputs />
          <ChatbotContacts />
        </SimpleForm>
      </Edit>
    </>
  );
}

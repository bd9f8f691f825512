import { ChatNav } from '../../custom/chat/ChatNav';
import { CrmNav } from '../../custom/crm/components/CrmNav';
import { ResourceRoutes } from '../derived/ResourceRoutes';
import { chatbotsResource } from './chatbotsResource';

/** `crm/chatbots` (a SPEC §2 route) and its forms, with the CRM's and the chat's tabs. */
export default function ChatbotsPage() {
  return (
    <>
      <CrmNav />
      <ChatNav />
      <ResourceRoutes resource={chatbotsResource} />
    </>
  );
}

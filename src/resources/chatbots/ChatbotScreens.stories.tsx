import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Role } from '../../../contract/roles';
import { chatbotHandlers, sampleChatbots, BOT_RECEPTION, type ChatbotData } from '../../custom/chat/stories/chatbotFixtures';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../../custom/crm/stories/createFakeCrmApi';
import { sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import { ResourceRoutes } from '../derived/ResourceRoutes';
import { chatbotsResource } from './chatbotsResource';

/** The chatbots' screens as the chat area mounts them (`crm/chatbots/*`): the derived list and their own forms. */
function ChatbotScreens() {
  return <ResourceRoutes resource={chatbotsResource} />;
}

type Params = { path?: string; data?: ChatbotData; language?: 'es' | 'en'; role?: Role };

/** A fake server with the CRM (members, lists) and the chatbots in `data` (a test keeps it to read what was saved). */
export function chatbotServer(data: ChatbotData = sampleChatbots()) {
  return { server: createFakeCrmApi(sampleCrmData(), chatbotHandlers(data)), data };
}

const meta = {
  title: 'Chat/Chatbots',
  // The fake-server helper exported for the tests is not a story.
  excludeStories: /Server$/,
  component: ChatbotScreens,
  decorators: [(Story, { parameters }) => {
    const { path = 'crm/chatbots', data, language = 'es', role = 'owner' } = (parameters.chatbots ?? {}) as Params;
    return (
      <CrmStoryWrapper server={chatbotServer(data).server} path={path} route="crm/chatbots/*" language={language} role={role}>
        <Story />
      </CrmStoryWrapper>
    );
  }],
} satisfies Meta<typeof ChatbotScreens>;
export default meta;
type Story = StoryObj<typeof meta>;

const with_ = (chatbots: Params) => ({ parameters: { chatbots } });

export const List: Story = {};
export const Loading: Story = with_({ data: { chatbots: [], list: 'pending' } });
export const LoadError: Story = with_({ data: { chatbots: [], list: 'fail' } });
export const Empty: Story = with_({ data: { chatbots: [] } });
export const AsAgent: Story = with_({ role: 'agent' });
export const Create: Story = with_({ path: 'crm/chatbots/create' });
export const Edit: Story = with_({ path: `crm/chatbots/${BOT_RECEPTION}` });
export const EnglishList: Story = with_({ language: 'en' });
export const EnglishEdit: Story = with_({ path: `crm/chatbots/${BOT_RECEPTION}`, language: 'en' });

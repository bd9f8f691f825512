import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { RealtimeContext } from '../../../realtime/realtimeContext';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../../crm/stories/createFakeCrmApi';
import { sampleCrmData } from '../../crm/stories/crmFixtures';
import { chatHandlers, CONV_LUCIA, CONV_PEDRO, sampleChatData } from '../stories/chatFixtures';
import { createLiveStub, type LiveStub } from '../stories/liveStub';
import ChatInbox from './ChatInbox';

type Params = { path?: string; live?: LiveStub; language?: 'es' | 'en' };

/** The inbox over a fake server (CRM + chat calls) and a live socket the story or test drives. */
export function inboxServer() {
  const chat = sampleChatData();
  return { server: createFakeCrmApi(sampleCrmData(), chatHandlers(chat)), chat };
}

const meta = {
  title: 'Chat/Inbox',
  // The fake-server helper exported for the tests is not a story.
  excludeStories: /Server$/,
  component: ChatInbox,
  decorators: [(Story, { parameters }) => {
    const { path = 'crm/chat', live = createLiveStub(), language = 'es' } = (parameters.inbox ?? {}) as Params;
    return (
      <CrmStoryWrapper server={inboxServer().server} path={path} route="crm/chat/:conversationId?" language={language}>
        <RealtimeContext.Provider value={live.value}>
          <Box sx={{ height: 640 }}><Story /></Box>
        </RealtimeContext.Provider>
      </CrmStoryWrapper>
    );
  }],
} satisfies Meta<typeof ChatInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = {};
export const OpenConversation: Story = { parameters: { inbox: { path: `crm/chat/${CONV_LUCIA}` } } };
export const OnlyTemplates: Story = { parameters: { inbox: { path: `crm/chat/${CONV_PEDRO}` } } };
export const NotConnected: Story = { parameters: { inbox: { live: createLiveStub({ chatStatus: 'loggedOut', socketStatus: 'disconnected' }) } } };
export const English: Story = { parameters: { inbox: { path: `crm/chat/${CONV_LUCIA}`, language: 'en' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Role } from '../../../../contract/roles';
import { RealtimeContext } from '../../../realtime/realtimeContext';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../../crm/stories/createFakeCrmApi';
import { sampleCrmData } from '../../crm/stories/crmFixtures';
import { createLiveStub } from '../stories/liveStub';
import { chatSession, sessionHandlers, type SessionState } from '../stories/sessionFixtures';
import ChatSessionPage from './ChatSessionPage';

type Params = { state?: SessionState; language?: 'es' | 'en'; role?: Role };

/** The session screen over a fake server in `state` (a test keeps both to read what happened). */
export function sessionServer(state: SessionState = { session: chatSession('ready') }) {
  return { server: createFakeCrmApi(sampleCrmData(), sessionHandlers(state)), state };
}

const meta = {
  title: 'Chat/Session',
  // The fake-server helper exported for the tests is not a story.
  excludeStories: /Server$/,
  component: ChatSessionPage,
  decorators: [(Story, { parameters }) => {
    const { state, language = 'es', role = 'owner' } = (parameters.session ?? {}) as Params;
    return (
      <CrmStoryWrapper server={sessionServer(state && structuredClone(state)).server} path="crm/chat/session" language={language} role={role}>
        <RealtimeContext.Provider value={createLiveStub().value}><Story /></RealtimeContext.Provider>
      </CrmStoryWrapper>
    );
  }],
} satisfies Meta<typeof ChatSessionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (state: SessionState, extra: Omit<Params, 'state'> = {}) => ({ parameters: { session: { state, ...extra } } });

export const Loading: Story = at({ session: chatSession('unknown'), status: 'pending' });
export const LoadError: Story = at({ session: chatSession('ready'), status: 1 });
export const NotConnected: Story = at({ session: chatSession('unknown') });
export const WaitingForScan: Story = at({ session: chatSession('waiting') });
export const Ready: Story = at({ session: chatSession('ready') });
export const QuietMonth: Story = at({ session: chatSession('ready'), usage: 'none' });
export const UsageError: Story = at({ session: chatSession('ready'), usage: 'fail' });
export const LoggedOut: Story = at({ session: chatSession('loggedOut', { reason: 'logged_out' }) });
export const Failed: Story = at({ session: chatSession('failed', { reason: 'qr_attempts_ended' }) });
export const AsAgent: Story = at({ session: chatSession('ready') }, { role: 'agent' });
export const English: Story = at({ session: chatSession('waiting') }, { language: 'en' });
export const EnglishFailed: Story = at({ session: chatSession('failed', { reason: 'qr_attempts_ended' }) }, { language: 'en' });

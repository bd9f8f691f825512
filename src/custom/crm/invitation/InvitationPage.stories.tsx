import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../stories/CrmStoryWrapper';
import InvitationPage from './InvitationPage';

const meta = {
  title: 'CRM/Collaborators/InvitationPage',
  component: InvitationPage,
  decorators: [(Story, { parameters }) => <CrmStoryWrapper route="invitation" path="invitation?token=valid-invitation-token-0001" {...parameters.crm}><Story /></CrmStoryWrapper>],
} satisfies Meta<typeof InvitationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewUser: Story = {};
export const English: Story = { parameters: { crm: { language: 'en' } } };
export const InvalidLink: Story = { parameters: { crm: { path: 'invitation?token=unknown-invitation-token-00' } } };

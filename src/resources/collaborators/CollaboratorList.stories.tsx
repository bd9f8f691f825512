import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import CollaboratorList from './CollaboratorList';

const meta = {
  title: 'CRM/Collaborators/CollaboratorList',
  component: CollaboratorList,
  decorators: [(Story, { parameters }) => <CrmStoryWrapper path="crm/collaborators" {...parameters.crm}><Story /></CrmStoryWrapper>],
} satisfies Meta<typeof CollaboratorList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsOwner: Story = {};
/** Managers see the team but cannot invite, change roles or remove. */
export const AsManager: Story = { parameters: { crm: { role: 'manager' } } };

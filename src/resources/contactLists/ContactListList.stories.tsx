import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import ContactListList from './ContactListList';

const meta = {
  title: 'CRM/Lists/ContactListList',
  component: ContactListList,
  decorators: [(Story, { parameters }) => <CrmStoryWrapper path="crm/lists" {...parameters.crm}><Story /></CrmStoryWrapper>],
} satisfies Meta<typeof ContactListList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { parameters: { crm: { data: { ...sampleCrmData(), lists: [] } } } };
export const AsAgent: Story = { parameters: { crm: { role: 'agent' } } };

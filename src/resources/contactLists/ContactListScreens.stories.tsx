import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { LIST_VIP, sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import { ResourceRoutes } from '../derived/ResourceRoutes';
import { contactListsResource } from './contactListsResource';

/** The contact lists' screens as the CRM mounts them (`crm/lists/*`), all derived from the declaration. */
function ContactListScreens() {
  return <ResourceRoutes resource={contactListsResource} />;
}

const meta = {
  title: 'CRM/Lists (derived)',
  component: ContactListScreens,
  decorators: [(Story, { parameters }) => <CrmStoryWrapper path="crm/lists" route="crm/lists/*" {...parameters.crm}><Story /></CrmStoryWrapper>],
} satisfies Meta<typeof ContactListScreens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Empty: Story = { parameters: { crm: { data: { ...sampleCrmData(), lists: [] } } } };
export const AsAgent: Story = { parameters: { crm: { role: 'agent' } } };
export const Create: Story = { parameters: { crm: { path: 'crm/lists/create' } } };
export const Edit: Story = { parameters: { crm: { path: `crm/lists/${LIST_VIP}` } } };

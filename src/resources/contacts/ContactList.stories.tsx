import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { manyContacts, sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import ContactList from './ContactList';

const meta = {
  title: 'CRM/Contacts/ContactList',
  component: ContactList,
  decorators: [(Story, { parameters }) => <CrmStoryWrapper {...parameters.crm}><Story /></CrmStoryWrapper>],
} satisfies Meta<typeof ContactList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { crm: { path: 'crm/contacts' } } };

export const English: Story = { parameters: { crm: { path: 'crm/contacts', language: 'en' } } };

export const Empty: Story = { parameters: { crm: { path: 'crm/contacts', data: { ...sampleCrmData(), contacts: [] } } } };

/** An agent may edit contacts but not delete, import or export them. */
export const AsAgent: Story = { parameters: { crm: { path: 'crm/contacts', role: 'agent' } } };

/** 1,000 on one page: the table renders only the rows in view. */
export const Thousand: Story = {
  parameters: { crm: { path: 'crm/contacts?perPage=1000', data: { ...sampleCrmData(), contacts: manyContacts(1000) } } },
};

/** Columns saved on the server: plan first, email hidden. */
export const SavedColumns: Story = {
  parameters: {
    crm: {
      path: 'crm/contacts',
      data: { ...sampleCrmData(), columnPreferences: { contacts: [{ field: 'customProperties.plan', visible: true }, { field: 'name', visible: true }, { field: 'email', visible: false }] } },
    },
  },
};

/** Opened from a dashboard figure: the list is that figure's contacts (segment filter), which a chip says and removes. */
export const FromDashboard: Story = {
  parameters: { crm: { path: `crm/contacts?filter=${encodeURIComponent(JSON.stringify({ segment: 'seg-lead' }))}` } },
};

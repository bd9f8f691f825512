import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import ContactShow from './ContactShow';

const ANA = sampleCrmData().contacts[0]._id;

const meta = {
  title: 'CRM/Contacts/ContactShow',
  component: ContactShow,
  decorators: [(Story, { parameters }) => <CrmStoryWrapper route="crm/contacts/:id" path={`crm/contacts/${ANA}`} {...parameters.crm}><Story /></CrmStoryWrapper>],
} satisfies Meta<typeof ContactShow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { parameters: { crm: { language: 'en' } } };
export const AsViewer: Story = { parameters: { crm: { role: 'viewer' } } };
export const NotFound: Story = { parameters: { crm: { path: 'crm/contacts/00000000-0000-4000-8000-999999999999' } } };

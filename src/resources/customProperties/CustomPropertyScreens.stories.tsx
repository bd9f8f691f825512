import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import { ResourceRoutes } from '../derived/ResourceRoutes';
import { customPropertiesResource } from './customPropertiesResource';

/** The custom properties' screens as the CRM mounts them (`crm/properties/*`): a derived list, their own forms. */
function CustomPropertyScreens() {
  return <ResourceRoutes resource={customPropertiesResource} />;
}

const meta = {
  title: 'CRM/Properties',
  component: CustomPropertyScreens,
  decorators: [(Story, { parameters }) => <CrmStoryWrapper path="crm/properties" route="crm/properties/*" {...parameters.crm}><Story /></CrmStoryWrapper>],
} satisfies Meta<typeof CustomPropertyScreens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const English: Story = { parameters: { crm: { language: 'en' } } };
export const Empty: Story = { parameters: { crm: { data: { ...sampleCrmData(), properties: [] } } } };
export const AsAgent: Story = { parameters: { crm: { role: 'agent' } } };
export const Create: Story = { parameters: { crm: { path: 'crm/properties/create' } } };

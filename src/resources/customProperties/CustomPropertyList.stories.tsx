import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import CustomPropertyList from './CustomPropertyList';

const meta = {
  title: 'CRM/Properties/CustomPropertyList',
  component: CustomPropertyList,
  decorators: [(Story, { parameters }) => <CrmStoryWrapper path="crm/properties" {...parameters.crm}><Story /></CrmStoryWrapper>],
} satisfies Meta<typeof CustomPropertyList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { parameters: { crm: { language: 'en' } } };
export const Empty: Story = { parameters: { crm: { data: { ...sampleCrmData(), properties: [] } } } };

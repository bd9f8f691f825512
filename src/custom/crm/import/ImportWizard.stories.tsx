import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../stories/CrmStoryWrapper';
import ImportWizard from './ImportWizard';

const meta = {
  title: 'CRM/Import/ImportWizard',
  component: ImportWizard,
  decorators: [(Story, { parameters }) => <CrmStoryWrapper path="crm/import" {...parameters.crm}><Story /></CrmStoryWrapper>],
} satisfies Meta<typeof ImportWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { parameters: { crm: { language: 'en' } } };
export const AsAgent: Story = { parameters: { crm: { role: 'agent' } } };

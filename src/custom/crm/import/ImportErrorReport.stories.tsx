import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { RowError } from '../../../../contract/contactJobs';
import { CrmStoryWrapper } from '../stories/CrmStoryWrapper';
import { ImportErrorReport } from './ImportErrorReport';

const errors: RowError[] = [
  { row: 3, field: 'email', message: 'Invalid email address "ana@"', code: 'invalid_email', value: 'ana@' },
  { row: 4, field: 'budget', message: 'budget must be a number', code: 'not_a_number', value: 'mucho' },
  { row: 5, field: 'plan', message: 'plan must be one of: Basic, Pro', code: 'not_an_option', value: 'Gold', params: { options: 'Basic, Pro' } },
  { row: 6, message: 'The row has no name, email or phone', code: 'no_identity' },
  { row: 7, field: 'city', message: 'Something the app does not know yet', code: 'brand_new_code' },
];

const withCrm: Decorator = (Story, { parameters }) => <CrmStoryWrapper path="crm/import" {...parameters.crm}><Story /></CrmStoryWrapper>;

const meta = {
  title: 'CRM/Import/ImportErrorReport',
  component: ImportErrorReport,
  args: { errors, truncated: false, fileName: 'clientes.csv' },
  decorators: [withCrm],
} satisfies Meta<typeof ImportErrorReport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { parameters: { crm: { language: 'en' } } };

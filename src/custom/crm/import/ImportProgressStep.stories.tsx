import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ImportStatus } from '../../../../contract/contactJobs';
import { CrmStoryWrapper } from '../stories/CrmStoryWrapper';
import { ImportProgressStep } from './ImportProgressStep';

const failed: ImportStatus = {
  jobId: 'job-1', state: 'failed', fileName: 'vacio.csv', total: 0, processed: 0, created: 0, updated: 0, skipped: 0, failed: 0,
  errors: [], errorsTruncated: false, error: 'The file has no header row', errorCode: 'empty_file',
  createdAt: '2026-01-01T10:00:00.000Z', startedAt: '2026-01-01T10:00:00.000Z', finishedAt: '2026-01-01T10:00:01.000Z',
};

const withCrm: Decorator = (Story, { parameters }) => <CrmStoryWrapper path="crm/import" {...parameters.crm}><Story /></CrmStoryWrapper>;

const meta = {
  title: 'CRM/Import/ImportProgressStep',
  component: ImportProgressStep,
  args: { status: failed, onRestart: () => undefined },
  decorators: [withCrm],
} satisfies Meta<typeof ImportProgressStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FailedFile: Story = {};
export const FailedFileInEnglish: Story = { parameters: { crm: { language: 'en' } } };

/** A finished import: each count in words that agree with it (1 actualizado, 2 creados). */
export const Completed: Story = {
  args: {
    status: {
      ...failed, state: 'completed', fileName: 'clientes.csv', total: 4, processed: 4, created: 2, updated: 1, skipped: 0, failed: 1,
      error: null, errorCode: null,
      errors: [
        { row: 3, field: 'Presupuesto', message: 'Presupuesto must be a number', code: 'not_a_number', value: 'mucho' },
        { row: 3, field: 'Alta', message: 'Alta must be a date (YYYY-MM-DD)', code: 'not_a_date', value: 'ayer' },
        { row: 5, message: 'The row has no name, email or phone', code: 'no_identity' },
      ],
    },
  },
};
export const CompletedInEnglish: Story = { ...Completed, parameters: { crm: { language: 'en' } } };

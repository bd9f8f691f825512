import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../stories/createFakeCrmApi';
import { sampleCrmData } from '../stories/crmFixtures';
import { ExportDialog } from './ExportDialog';

/** An export job that fails: the server's English message and, when given, its code. */
const failingServer = (error: string, errorCode: string) =>
  createFakeCrmApi(sampleCrmData(), {
    'GET /exportContacts/status/:jobId': ({ params }) => ({
      jobId: params?.jobId, state: 'failed', total: 4, processed: 0, fileName: 'contactos.csv', downloadUrl: null,
      error, errorCode, createdAt: new Date().toISOString(), finishedAt: new Date().toISOString(),
    }),
  });

const withCrm: Decorator = (Story, { parameters }) => <CrmStoryWrapper {...parameters.crm}><Story /></CrmStoryWrapper>;

const meta = {
  title: 'CRM/Export/ExportDialog',
  component: ExportDialog,
  args: { open: true, onClose: () => undefined, scope: {}, count: 4 },
  decorators: [withCrm],
} satisfies Meta<typeof ExportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { parameters: { crm: { language: 'en' } } };
export const ServerFailure: Story = { parameters: { crm: { server: failingServer('The job stopped because of a server error', 'server_error') } } };
export const UnknownFailure: Story = { parameters: { crm: { server: failingServer('The disk is full', 'disk_full') } } };

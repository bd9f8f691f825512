import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { withComponentStory } from '../stories/withComponentStory';
import { JobProgressDialog, type JobStatus } from './JobProgressDialog';

/** A fake bulk send of 1,200 messages, 400 per poll, that can be cancelled or fail halfway. */
function fakeJob(outcome: 'completes' | 'fails') {
  let status: JobStatus = { state: 'queued', processed: 0, total: 1200 };
  return {
    read: async (): Promise<JobStatus> => {
      const current = status;
      if (status.state === 'queued' || status.state === 'active') {
        const processed = Math.min(1200, status.processed + 400);
        const failedNow = outcome === 'fails' && processed >= 800;
        status = { state: failedNow ? 'failed' : processed === 1200 ? 'completed' : 'active', processed, total: 1200, failed: processed >= 400 ? 3 : 0 };
      }
      return current;
    },
    cancel: async () => {
      status = { ...status, state: 'cancelled' };
    },
  };
}

function BulkSend({ outcome, cancellable }: { outcome: 'completes' | 'fails'; cancellable: boolean }) {
  const [job] = useState(() => fakeJob(outcome));
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider client={client}>
      <JobProgressDialog
        open={open}
        title="Envío a «Clientes VIP»"
        kind="bulkSend"
        jobId="job-1"
        read={job.read}
        cancel={cancellable ? job.cancel : undefined}
        done={(s) => <Typography>{`${s.processed} mensajes enviados.`}</Typography>}
        onClose={() => setOpen(false)}
        intervalMs={20}
      />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Components/JobProgressDialog',
  component: BulkSend,
  decorators: [withComponentStory],
  args: { outcome: 'completes', cancellable: true },
} satisfies Meta<typeof BulkSend>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Completes: Story = {};
export const Fails: Story = { args: { outcome: 'fails', cancellable: false } };
export const English: Story = { parameters: { language: 'en' } };

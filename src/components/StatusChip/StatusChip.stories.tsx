import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@mui/material';
import { withComponentStory } from '../stories/withComponentStory';
import { StatusChip, type StatusTone } from './StatusChip';

type TemplateStatus = 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED' | 'DRAFT';
const TONES: Record<TemplateStatus, StatusTone> = { APPROVED: 'success', PENDING: 'warning', REJECTED: 'error', PAUSED: 'info', DRAFT: 'neutral' };
const LABELS: Record<TemplateStatus, string> = { APPROVED: 'Aprobada', PENDING: 'En revisión', REJECTED: 'Rechazada', PAUSED: 'En pausa', DRAFT: 'Borrador' };

function AllStatuses() {
  return (
    <Stack direction="row" spacing={1}>
      {(Object.keys(TONES) as TemplateStatus[]).map((s) => <StatusChip key={s} status={s} tones={TONES} label={LABELS[s]} />)}
    </Stack>
  );
}

const meta = { title: 'Components/StatusChip', component: AllStatuses, decorators: [withComponentStory] } satisfies Meta<typeof AllStatuses>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { parameters: { mode: 'dark' } };

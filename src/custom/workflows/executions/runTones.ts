import type { RunStatus, StepStatus } from '../../../../contract/workflows';
import type { StatusTone } from '../../../components/StatusChip/StatusChip';

export const RUN_TONES: Record<RunStatus, StatusTone> = {
  running: 'info', waiting: 'info', paused: 'warning', completed: 'success', failed: 'error', terminated: 'neutral', unenrolled: 'neutral',
};
export const STEP_TONES: Record<StepStatus, StatusTone> = {
  running: 'info', waiting: 'info', completed: 'success', failed: 'error', retrying: 'warning', skipped: 'neutral', cancelled: 'neutral',
};

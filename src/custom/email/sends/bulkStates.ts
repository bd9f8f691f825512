import type { BulkState } from '../../../../contract/email';
import type { JobState } from '../../../components/JobProgress/JobProgress';
import type { StatusTone } from '../../../components/StatusChip/StatusChip';

export const BULK_STATE_TONES: Record<BulkState, StatusTone> = {
  scheduled: 'info', queued: 'neutral', sending: 'warning', completed: 'success', cancelled: 'neutral', failed: 'error',
};
/** A send still running (its progress is polled). */
export const isRunning = (state: BulkState) => state === 'queued' || state === 'sending';
/** A send that can still be cancelled (what was sent stays sent). */
export const isCancellable = (state: BulkState) => state === 'scheduled' || isRunning(state);
/** The bulk send's state as the shared job progress names it (scheduled sends show their time instead). */
export const jobStateOf = (state: Exclude<BulkState, 'scheduled'>): JobState => (state === 'sending' ? 'active' : state);

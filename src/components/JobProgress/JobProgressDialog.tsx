import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgress, type JobState } from './JobProgress';
import { useJobPolling } from './useJobPolling';

export type JobStatus = { state: JobState; processed: number; total: number | null; failed?: number };

export type JobProgressDialogProps = {
  open: boolean;
  title: string;
  /** Names the job's kind in the status cache (e.g. "bulkSend"). */
  kind: string;
  jobId: string | null;
  /** Reads the job's status (the area's status call). */
  read: (jobId: string) => Promise<JobStatus>;
  /** Stops the job, where the job allows it: then a cancel button is offered while it runs. */
  cancel?: (jobId: string) => Promise<void>;
  /** What to show once it completed (a download link, a summary). */
  done?: (status: JobStatus) => ReactNode;
  onClose: () => void;
  intervalMs?: number;
};

/**
 * A long job followed to its end: a live bar with its counts, failures said, a cancel button
 * when the job can stop, and what it produced. Polling stops when the job ends or the dialog
 * closes (the query is disabled without a job).
 */
export function JobProgressDialog({ open, title, kind, jobId, read, cancel, done, onClose, intervalMs }: JobProgressDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const status = useJobPolling(kind, open ? jobId : null, read, intervalMs);
  const [cancelling, setCancelling] = useState(false);
  const job = status.data;
  const running = !job || job.state === 'queued' || job.state === 'active';
  const handleCancel = async () => {
    if (!jobId || !cancel) return;
    setCancelling(true);
    try {
      await cancel(jobId);
      await status.refetch();
    } finally {
      setCancelling(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <JobProgress state={job?.state ?? 'queued'} processed={job?.processed ?? 0} total={job?.total ?? null} label={title} />
        {job?.failed ? <Alert severity="warning">{t('app.components.jobs.failedItems', { count: job.failed })}</Alert> : null}
        {(status.error || job?.state === 'failed') && <Alert severity="error">{t('app.components.jobs.failed')}</Alert>}
        {job?.state === 'completed' && done?.(job)}
      </DialogContent>
      <DialogActions>
        {cancel && running && (
          <Button color="error" onClick={handleCancel} disabled={!jobId || cancelling}>{t('app.components.jobs.cancel')}</Button>
        )}
        <Button onClick={onClose}>{t('app.components.jobs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export type JobProgressProps = { state: 'queued' | 'active' | 'completed' | 'failed'; processed: number; total: number | null; label: string };

/** A queued job's live progress: indeterminate until the total is known, then a percentage. */
export function JobProgress({ state, processed, total, label }: JobProgressProps) {
  const translate = useTranslate();
  const percent = total ? Math.min(100, Math.round((processed / total) * 100)) : state === 'completed' ? 100 : null;
  return (
    <Box sx={{ my: 2 }}>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={label}
        aria-valuetext={translate('crm.jobs.progress', { processed, total: total ?? '?' })}
      />
      <Typography variant="body2" role="status" aria-live="polite" sx={{ mt: 1 }}>
        {translate(`crm.jobs.state.${state}`)} · {translate('crm.jobs.progress', { processed, total: total ?? '?' })}
      </Typography>
    </Box>
  );
}

import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../format/useFormatters';

export type JobState = 'queued' | 'active' | 'completed' | 'failed' | 'cancelled';
export type JobProgressProps = { state: JobState; processed: number; total: number | null; label: string };

/** A queued job's live progress: indeterminate until the total is known, then a percentage. */
export function JobProgress({ state, processed, total, label }: JobProgressProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const percent = total ? Math.min(100, Math.round((processed / total) * 100)) : state === 'completed' ? 100 : null;
  const counts = t('app.components.jobs.progress', { processed: format.number(processed), total: total === null ? '?' : format.number(total) });
  return (
    <Box sx={{ my: 2 }}>
      <LinearProgress variant={percent === null ? 'indeterminate' : 'determinate'} value={percent ?? undefined} aria-label={label} aria-valuetext={counts} />
      <Typography variant="body2" role="status" aria-live="polite" sx={{ mt: 1 }}>
        {t(`app.components.jobs.state.${state}`)} · {counts}
      </Typography>
    </Box>
  );
}

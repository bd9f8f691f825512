import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, CircularProgress, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ACTIVE_RUN_STATUSES, type Execution, type Step } from '../../../../contract/workflows';
import { useFormatters } from '../../../components/format/useFormatters';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { useWorkflowClient } from '../api/useWorkflowClient';
import { RUN_TONES } from './runTones';
import { StepLog } from './StepLog';

const REFRESH_MS = 3000;

/** A run's step log beside the table, read again every few seconds while the run goes on. */
export function ExecutionLogDrawer({ runId, initial, steps, onClose }: { runId: string | null; initial?: Execution; steps: readonly Step[]; onClose: () => void }) {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const client = useWorkflowClient();
  const log = useQuery({
    queryKey: ['workflows', 'execution', runId],
    queryFn: () => client.execution(runId!),
    enabled: Boolean(runId),
    refetchInterval: (q) => ((q.state.data && !(ACTIVE_RUN_STATUSES as readonly string[]).includes(q.state.data.status)) ? false : REFRESH_MS),
  });
  const current = log.data ?? initial;
  const name = current?.contactName || translate('workflows.executions.noContact');
  return (
    <Drawer anchor="right" open={Boolean(runId)} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } }, role: 'dialog', 'aria-labelledby': 'execution-log-title' } as object }}>
      <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1.5 }}>
        <Typography id="execution-log-title" variant="h6" component="h2" sx={{ flex: 1 }}>{translate('workflows.executions.logTitle', { name })}</Typography>
        <IconButton onClick={onClose} aria-label={translate('workflows.executions.closeLog')}><CloseIcon /></IconButton>
      </Stack>
      {current && (
        <Box sx={{ px: 2, pb: 2 }}>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
            <StatusChip status={current.status} tones={RUN_TONES} label={translate(`workflows.runStatus.${current.status}`)} />
            <Typography variant="body2" color="text.secondary">{dateTime(current.startedAt)}{current.endedAt ? ` → ${dateTime(current.endedAt)}` : ''}</Typography>
          </Stack>
          {current.status === 'waiting' && current.resumeAt && <Typography variant="body2" sx={{ mb: 1 }}>{translate('workflows.executions.waitingUntil', { date: dateTime(current.resumeAt) })}</Typography>}
          {current.error && <Alert severity="error" sx={{ mb: 1 }}>{current.error}</Alert>}
          {log.isPending ? <CircularProgress size={24} aria-label={translate('app.common.loading')} /> : log.error ? <Alert severity="error">{log.error.message}</Alert> : <StepLog log={log.data!.steps} steps={steps} />}
        </Box>
      )}
    </Drawer>
  );
}

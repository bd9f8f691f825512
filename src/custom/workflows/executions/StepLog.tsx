import { Box, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExecutionStep, Step } from '../../../../contract/workflows';
import { useFormatters } from '../../../components/format/useFormatters';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { stepName } from '../workflowWords';
import { STEP_TONES } from './runTones';

/** A value of a step's input or output, readably: short scalars inline, the rest as indented JSON. */
function Readable({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined || (typeof value === 'object' && Object.keys(value as object).length === 0)) return null;
  const flat = typeof value !== 'object';
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      {flat ? (
        <Typography variant="body2">{String(value)}</Typography>
      ) : (
        <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflowX: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {JSON.stringify(value, null, 2)}
        </Box>
      )}
    </Box>
  );
}

/**
 * A run's step log: each step in order with its status, start and end, input and output and the
 * error it failed with. `steps` names the steps of the graph (a deleted step shows its type).
 */
export function StepLog({ log, steps }: { log: readonly ExecutionStep[]; steps: readonly Step[] }) {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  if (!log.length) return <Typography color="text.secondary">{translate('workflows.executions.noSteps')}</Typography>;
  return (
    <List disablePadding>
      {log.map((entry) => {
        const step = steps.find((s) => s.id === entry.stepId);
        const name = step ? stepName(translate, step) : translate(`workflows.steps.${entry.stepType}`, { _: entry.stepType });
        return (
          <ListItem key={entry._id} divider disableGutters sx={{ display: 'block', py: 1 }} data-step={entry.stepId}>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography variant="subtitle2" component="h3">{name}</Typography>
              <StatusChip status={entry.status} tones={STEP_TONES} label={translate(`workflows.stepStatus.${entry.status}`)} />
              {entry.attempt > 1 && <Typography variant="caption" color="text.secondary">{translate('workflows.executions.attempt', { n: entry.attempt })}</Typography>}
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {dateTime(entry.startedAt)}{entry.endedAt ? ` → ${dateTime(entry.endedAt)}` : ''}
            </Typography>
            <Readable label={translate('workflows.executions.input')} value={entry.input} />
            <Readable label={translate('workflows.executions.output')} value={entry.output} />
            {entry.error && (
              <Typography variant="body2" color="error" role="note" sx={{ mt: 0.5 }}>
                {translate('workflows.executions.error')}: {entry.error}
              </Typography>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}

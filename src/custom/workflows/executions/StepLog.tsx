import { Box, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExecutionStep, Step } from '../../../../contract/workflows';
import { useFormatters } from '../../../components/format/useFormatters';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { stepName } from '../workflowWords';
import { STEP_TONES } from './runTones';
import { stepOutcome } from './stepOutcome';
import { useLanguage } from '../../../app/useLanguage';

/**
 * The raw record of a step (its settings and what the engine logged), folded away: what support
 * or an integrator needs (message ids, a webhook's exact answer), not what the log says first.
 */
function TechnicalDetails({ input, output }: { input: unknown; output: unknown }) {
  const translate = useTranslate();
  const has = (v: unknown) => v !== null && v !== undefined && !(typeof v === 'object' && Object.keys(v as object).length === 0);
  if (!has(input) && !has(output)) return null;
  return (
    <Box component="details" sx={{ mt: 0.5, '& > summary': { cursor: 'pointer', typography: 'caption', color: 'text.secondary' } }}>
      <summary>{translate('workflows.outcome.technical')}</summary>
      {[['input', input], ['output', output]].filter(([, v]) => has(v)).map(([label, value]) => (
        <Box key={label as string} sx={{ mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary" component="div">{translate(`workflows.executions.${label as string}`)}</Typography>
          <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflowX: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {JSON.stringify(value, null, 2)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A run's step log: each step in order with its status, start and end, what it did in a sentence
 * (stepOutcome), the error it failed with, and its raw record folded away. `steps` names the steps of the graph (a deleted step shows its type).
 */
export function StepLog({ log, steps }: { log: readonly ExecutionStep[]; steps: readonly Step[] }) {
  const translate = useTranslate();
  const format = useFormatters();
  const { dateTime } = format;
  const language = useLanguage();
  if (!log.length) return <Typography color="text.secondary">{translate('workflows.executions.noSteps')}</Typography>;
  return (
    <List disablePadding>
      {log.map((entry) => {
        const step = steps.find((s) => s.id === entry.stepId);
        const outcome = stepOutcome(translate, entry, format, language);
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
            {outcome.text && <Typography variant="body2" sx={{ mt: 0.5 }}>{outcome.text}</Typography>}
            {outcome.answer && (
              <Box sx={{ mt: 0.5 }}>
                <Typography variant="caption" color="text.secondary" component="div">{translate('workflows.outcome.answer')}</Typography>
                <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflowX: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{outcome.answer}</Box>
              </Box>
            )}
            <TechnicalDetails input={entry.input} output={entry.output} />
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

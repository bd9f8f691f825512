import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FUNNEL_STEPS, type Dashboard, type FunnelStep, type StageMapping } from '../../../../contract/analytics';

type Pipeline = NonNullable<Dashboard['pipeline']>;
type Choice = FunnelStep | 'none';

export type StageMappingDialogProps = {
  pipeline: Pipeline;
  /** The mapping applied now (the answer's), each stage in at most one step. */
  mapping: StageMapping;
  onApply: (mapping: StageMapping) => void;
  /** Back to the server's default (first stage lead, last customer, the rest opportunity). */
  onReset: () => void;
  onClose: () => void;
};

const stepOf = (mapping: StageMapping, stageId: string): Choice => FUNNEL_STEPS.find((step) => mapping[step].includes(stageId)) ?? 'none';

/** For each stage of the pipeline, the funnel step its contacts count in (or none): one native select per stage. */
export function StageMappingDialog({ pipeline, mapping, onApply, onReset, onClose }: StageMappingDialogProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Record<string, Choice>>(() => Object.fromEntries(pipeline.stages.map((s) => [s._id, stepOf(mapping, s._id)])));
  const handleApply = () => {
    const next: StageMapping = { lead: [], opportunity: [], customer: [] };
    // In the pipeline's order, so the kept mapping reads like the board.
    for (const stage of pipeline.stages) {
      const choice = choices[stage._id];
      if (choice !== 'none') next[choice].push(stage._id);
    }
    onApply(next);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="stage-mapping-title">
      <DialogTitle id="stage-mapping-title">{t('dashboard.mapping.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('dashboard.mapping.intro', { pipeline: pipeline.name })}</DialogContentText>
        <Stack spacing={2}>
          {pipeline.stages.map((stage) => (
            <TextField
              key={stage._id}
              select
              size="small"
              label={stage.name}
              value={choices[stage._id]}
              onChange={(e) => setChoices({ ...choices, [stage._id]: e.target.value as Choice })}
              slotProps={{ select: { native: true } }}
            >
              {FUNNEL_STEPS.map((step) => <option key={step} value={step}>{t(`dashboard.step.${step}`)}</option>)}
              <option value="none">{t('dashboard.mapping.none')}</option>
            </TextField>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onReset} sx={{ mr: 'auto' }}>{t('dashboard.mapping.reset')}</Button>
        <Button onClick={onClose}>{t('dashboard.mapping.cancel')}</Button>
        <Button variant="contained" onClick={handleApply}>{t('dashboard.mapping.apply')}</Button>
      </DialogActions>
    </Dialog>
  );
}

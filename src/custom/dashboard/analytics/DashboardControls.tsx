import TuneIcon from '@mui/icons-material/Tune';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard, StageMapping } from '../../../../contract/analytics';
import { DateRangePicker } from '../../../components/DateRangePicker/DateRangePicker';
import type { DateRange, IsoDay } from '../../../components/DateRangePicker/dateRangePresets';
import { DASHBOARD_PRESETS } from './dashboardRange';
import { StageMappingDialog } from './StageMappingDialog';

export type DashboardControlsProps = {
  range: DateRange;
  today: IsoDay;
  onRangeChange: (range: DateRange) => void;
  pipelines: { _id: string; name: string }[];
  /** The pipeline shown (the answer's, which is the company's first when none was chosen). */
  pipeline: Dashboard['pipeline'];
  /** The pipeline asked for, shown at once while its dashboard loads. */
  selectedPipelineId: string | null;
  /** A new answer is on its way: the mapping shown may be the previous pipeline's. */
  pending: boolean;
  onPipelineChange: (pipelineId: string) => void;
  mapping: StageMapping | null;
  onMappingChange: (mapping: StageMapping | null) => void;
};

/** The period, the pipeline and how its stages map to the funnel: what the whole dashboard is computed for. */
export function DashboardControls({ range, today, onRangeChange, pipelines, pipeline, selectedPipelineId, pending, onPipelineChange, mapping, onMappingChange }: DashboardControlsProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const count = (step: keyof StageMapping) => String(mapping?.[step].length ?? 0);
  const shownPipelineId = selectedPipelineId && pipelines.some((p) => p._id === selectedPipelineId) ? selectedPipelineId : pipeline?._id;
  return (
    <Stack component="section" aria-label={t('dashboard.controls.label')} direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ mb: 3, flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
      <DateRangePicker value={range} today={today} onChange={onRangeChange} presets={DASHBOARD_PRESETS} />
      {pipelines.length > 0 && pipeline && (
        <>
          <TextField
            select
            size="small"
            label={t('dashboard.controls.pipeline')}
            value={shownPipelineId}
            onChange={(e) => onPipelineChange(e.target.value)}
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 180 }}
          >
            {pipelines.map((p) => <option key={p._id} value={p._id}>{p.name}</option>)}
          </TextField>
          <Stack spacing={0.5}>
            <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setEditing(true)} aria-haspopup="dialog" disabled={pending}>
              {t('dashboard.controls.mapping')}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {t('dashboard.mapping.summary', { lead: count('lead'), opportunity: count('opportunity'), customer: count('customer') })}
            </Typography>
          </Stack>
        </>
      )}
      {editing && pipeline && mapping && (
        <StageMappingDialog
          pipeline={pipeline}
          mapping={mapping}
          onClose={() => setEditing(false)}
          onApply={(next) => { setEditing(false); onMappingChange(next); }}
          onReset={() => { setEditing(false); onMappingChange(null); }}
        />
      )}
    </Stack>
  );
}

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link as MuiLink, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { META_EVENT_NAMES, type ConversionRule } from '../../../contract/campaigns/closedLoop';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { LoadError } from '../../components/LoadError/LoadError';
import { LoadingStatus } from '../../components/LoadingStatus/LoadingStatus';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { useRuleChoices, useSaveRule, type RuleBody } from './closedLoopQueries';

type Field = 'stageId' | 'googleConversionId' | 'metaPixelId' | 'metaEventName' | 'value';
type Form = { stageId: string; googleConversionId: string; metaPixelId: string; metaEventName: string; value: string };

const formOf = (rule: ConversionRule | null): Form => ({
  stageId: rule?.stageId ?? '', googleConversionId: rule?.googleConversionId ?? '', metaPixelId: rule?.metaPixelId ?? '',
  metaEventName: rule?.metaEventName ?? 'Lead', value: rule?.value === null || rule?.value === undefined ? '' : String(rule.value),
});

/** What the contract's body takes: empty choices are null, the event only goes with a pixel. */
const bodyOf = (form: Form): RuleBody => ({
  stageId: form.stageId,
  googleConversionId: form.googleConversionId || null,
  metaPixelId: form.metaPixelId || null,
  metaEventName: form.metaPixelId ? (form.metaEventName as RuleBody['metaEventName']) : null,
  value: form.value === '' ? null : Number(form.value),
});

/**
 * Adds a stage's conversion or changes one (the stage stays: one rule per stage). The stage is
 * chosen by pipeline; Google takes only "upload clicks" actions and Meta the company's pixels,
 * with a way to get one when there is none. The server's refusals show under the field concerned.
 */
/** A disabled field's hint says how to enable it (with a link): it keeps the normal hint colour, not the faded disabled one. */
const readableHint = { formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } } as const;

export function ConversionRuleDialog({ rule, takenStageIds, onClose }: { rule: ConversionRule | null; takenStageIds: string[]; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const to = useLocalizedPath();
  const titleId = useId();
  const { pipelines, actions, pixels } = useRuleChoices(true);
  const save = useSaveRule();
  const errors = useFieldErrors<Field>();
  const [form, setForm] = useState<Form>(() => formOf(rule));
  const set = (field: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const stageGroups = (pipelines.data?.data ?? []).map((p) => ({ pipeline: p, stages: p.stages.filter((s) => s._id === rule?.stageId || !takenStageIds.includes(s._id)) })).filter((g) => g.stages.length);
  const uploadActions = actions.data ?? [];
  const companyPixels = pixels.data?.data ?? [];
  const loading = pipelines.isPending || actions.isPending || pixels.isPending;
  // The pixels call needs the integrations permission: without it the rule can still go to Google.
  const failed = pipelines.isError || actions.isError;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const rules: Partial<Record<Field, string>> = {};
    if (!form.stageId) rules.stageId = 'closedLoop.dialog.stageRequired';
    if (!form.googleConversionId && !form.metaPixelId) rules.googleConversionId = 'closedLoop.dialog.destinationRequired';
    if (Object.keys(rules).length) return errors.setRuleErrors(rules);
    errors.clear();
    try {
      await save.mutateAsync(bodyOf(form));
      notify('closedLoop.rules.saved', { type: 'success' });
      onClose();
    } catch (error) {
      errors.setServerErrors(error);
      notify(error instanceof Error ? error.message : 'closedLoop.loadFailed', { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(rule ? 'closedLoop.dialog.editTitle' : 'closedLoop.dialog.addTitle')}</DialogTitle>
        <DialogContent>
          {loading && <LoadingStatus label={translate('closedLoop.loading')} />}
          {failed && <LoadError message={translate('closedLoop.loadFailed')} retryLabel={translate('closedLoop.reload')} onRetry={() => { void pipelines.refetch(); void actions.refetch(); }} />}
          {!loading && !failed && (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {/* Native: real option groups by pipeline, which the keyboard and screen readers know. */}
              <TextField select required label={translate('closedLoop.dialog.stage')} value={form.stageId} onChange={set('stageId')} disabled={!!rule}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                {...errors.fieldProps('stageId')} helperText={errors.errors.stageId ?? (stageGroups.length ? translate('closedLoop.dialog.stageHelp') : translate('closedLoop.dialog.noStages'))}>
                <option value="" disabled>{translate('closedLoop.dialog.chooseStage')}</option>
                {stageGroups.map(({ pipeline, stages }) => (
                  <optgroup key={pipeline._id} label={pipeline.name}>
                    {stages.map((s) => <option key={s._id} value={s._id}>{s.name}</option>)}
                  </optgroup>
                ))}
              </TextField>

              <Typography variant="subtitle2" component="h3">Google Ads</Typography>
              <TextField select label={translate('closedLoop.dialog.googleAction')} value={form.googleConversionId} onChange={set('googleConversionId')} disabled={!uploadActions.length && !form.googleConversionId}
                {...errors.fieldProps('googleConversionId')} slotProps={readableHint}
                helperText={errors.errors.googleConversionId ?? (uploadActions.length ? translate('closedLoop.dialog.googleHelp') : (
                  <>{translate('closedLoop.dialog.noUploadActions')} <MuiLink component={Link} to={to('conversions/create')}>{translate('closedLoop.dialog.createUploadAction')}</MuiLink></>
                ))}>
                <MenuItem value=""><em>{translate('closedLoop.dialog.none')}</em></MenuItem>
                {uploadActions.map((a) => <MenuItem key={a._id} value={a._id}>{a.name}</MenuItem>)}
              </TextField>

              <Typography variant="subtitle2" component="h3">Meta</Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField select fullWidth label={translate('closedLoop.dialog.metaPixel')} value={form.metaPixelId} onChange={set('metaPixelId')} disabled={!companyPixels.length && !form.metaPixelId}
                  {...errors.fieldProps('metaPixelId')} slotProps={readableHint}
                  helperText={errors.errors.metaPixelId ?? (companyPixels.length ? ' ' : (
                    <>{translate('closedLoop.dialog.noPixels')} <MuiLink component={Link} to={to('integrations')}>{translate('closedLoop.dialog.openIntegrations')}</MuiLink></>
                  ))}>
                  <MenuItem value=""><em>{translate('closedLoop.dialog.none')}</em></MenuItem>
                  {companyPixels.map((p) => <MenuItem key={p.pixelId} value={p.pixelId}>{p.pixelName}</MenuItem>)}
                </TextField>
                <TextField select fullWidth label={translate('closedLoop.dialog.metaEvent')} value={form.metaEventName} onChange={set('metaEventName')} disabled={!form.metaPixelId}
                  {...errors.fieldProps('metaEventName')}>
                  {META_EVENT_NAMES.map((name) => <MenuItem key={name} value={name}>{translate(`closedLoop.events.${name}`)}</MenuItem>)}
                </TextField>
              </Stack>

              <TextField type="number" label={translate('closedLoop.dialog.value')} value={form.value} onChange={set('value')}
                slotProps={{ htmlInput: { min: 0, step: '0.01' } }} {...errors.fieldProps('value')} helperText={errors.errors.value ?? translate('closedLoop.dialog.valueHelp')} />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('closedLoop.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={loading || failed || save.isPending}>{translate('closedLoop.dialog.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

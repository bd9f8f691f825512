import { Checkbox, FormControlLabel, FormGroup, FormLabel, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WAIT_EVENTS, WAIT_UNITS, type GraphIssue, type Step } from '../../../../contract/workflows';
import { OptionPicker } from '../../../components/pickers/OptionPicker';
import { ConditionEditor } from './ConditionEditor';
import { NumberInput, SelectInput, TextInput, useFieldError } from './panelFields';
import type { BuilderOptions } from './useBuilderOptions';

type Props = { step: Step; issues: readonly GraphIssue[]; options: BuilderOptions; steps: readonly Step[]; onChange: (s: Step) => void };

/** `2026-12-01T09:00:00.000Z` ↔ the local `2026-12-01T10:00` a datetime input shows. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The inputs of one step, by its type; a field the validator names is marked with its problem. */
export function StepFields({ step, issues, options, steps, onChange }: Props) {
  const translate = useTranslate();
  const errorOf = useFieldError(issues);
  const label = (field: string) => translate(`workflows.fields.${field}`);
  const units = WAIT_UNITS.map((u) => ({ value: u, label: translate(`workflows.unitChoice.${u}`) }));
  const set = (changes: Partial<Record<string, unknown>>) => onChange({ ...step, ...changes } as Step);

  switch (step.type) {
    case 'send_email':
      return (
        <Stack spacing={2}>
          <OptionPicker label={label('templateId')} required options={options.emailTemplates} loading={options.emailTemplatesLoading} value={step.templateId} onChange={(templateId) => set({ templateId })} error={errorOf('templateId')} />
          <TextInput label={label('fromEmail')} required type="email" value={step.fromEmail} onChange={(fromEmail) => set({ fromEmail })} error={errorOf('fromEmail')} />
          <TextInput label={label('fromName')} value={step.fromName ?? ''} onChange={(fromName) => set({ fromName: fromName || undefined })} />
          <TextInput label={label('subject')} value={step.subject ?? ''} onChange={(subject) => set({ subject: subject || undefined })} />
        </Stack>
      );
    case 'send_chat_template':
      return <OptionPicker label={label('templateId')} required options={options.chatTemplates} value={step.templateId} onChange={(templateId) => set({ templateId })} error={errorOf('templateId')} />;
    case 'wait_duration':
      return (
        <Stack direction="row" spacing={1}>
          <NumberInput label={label('amount')} value={step.amount} min={1} max={10_000} onChange={(amount) => set({ amount })} error={errorOf('amount')} />
          <SelectInput label={label('unit')} value={step.unit} choices={units} onChange={(unit) => set({ unit })} />
        </Stack>
      );
    case 'wait_until_date':
      return <TextInput label={label('at')} required type="datetime-local" value={toLocalInput(step.at)} onChange={(v) => set({ at: v ? new Date(v).toISOString() : null })} error={errorOf('at')} />;
    case 'wait_time_of_day':
      return (
        <Stack spacing={2}>
          <TextInput label={label('time')} required type="time" value={step.time ?? ''} onChange={(time) => set({ time: time || null })} error={errorOf('time')} />
          <FormGroup>
            <FormLabel component="legend">{label('weekdays')}</FormLabel>
            <Stack direction="row" flexWrap="wrap">
              {[1, 2, 3, 4, 5, 6, 0].map((d) => (
                <FormControlLabel
                  key={d}
                  label={translate(`workflows.weekdays.${d}`)}
                  control={<Checkbox size="small" checked={step.weekdays.includes(d)} onChange={(_, on) => set({ weekdays: on ? [...step.weekdays, d].sort() : step.weekdays.filter((x) => x !== d) })} />}
                />
              ))}
            </Stack>
          </FormGroup>
        </Stack>
      );
    case 'wait_for_event':
      return (
        <Stack spacing={2}>
          <SelectInput label={label('event')} value={step.event} choices={WAIT_EVENTS.map((e) => ({ value: e, label: translate(`workflows.events.${e}`) }))} onChange={(event) => set({ event })} />
          <Stack direction="row" spacing={1}>
            <NumberInput label={label('timeoutAmount')} value={step.timeoutAmount} min={1} max={10_000} onChange={(timeoutAmount) => set({ timeoutAmount })} error={errorOf('timeoutAmount')} />
            <SelectInput label={label('timeoutUnit')} value={step.timeoutUnit} choices={units} onChange={(timeoutUnit) => set({ timeoutUnit })} />
          </Stack>
        </Stack>
      );
    case 'branch':
      return (
        <Stack spacing={2}>
          <SelectInput label={label('match')} value={step.match} choices={[{ value: 'all', label: label('matchAll') }, { value: 'any', label: label('matchAny') }]} onChange={(match) => set({ match })} />
          <ConditionEditor conditions={step.conditions} onChange={(conditions) => set({ conditions })} options={options} emailSteps={steps.filter((s) => s.type === 'send_email')} errorOf={(f) => errorOf(f) ?? (f === 'conditions.0' ? errorOf('conditions') : undefined)} />
        </Stack>
      );
    case 'set_property':
      return (
        <Stack spacing={2}>
          <OptionPicker label={label('property')} required options={options.properties} value={step.property || null} onChange={(property) => set({ property: property ?? '' })} error={errorOf('property')} />
          <TextInput label={label('value')} value={step.value === null ? '' : String(step.value)} onChange={(value) => set({ value })} />
        </Stack>
      );
    case 'move_to_stage':
      return (
        <Stack spacing={2}>
          <OptionPicker label={label('pipelineId')} required options={options.pipelines} value={step.pipelineId} onChange={(pipelineId) => set({ pipelineId, stageId: null })} error={errorOf('pipelineId')} />
          <OptionPicker label={label('stageId')} required options={options.stagesOf(step.pipelineId)} value={step.stageId} onChange={(stageId) => set({ stageId })} error={errorOf('stageId')} />
        </Stack>
      );
    case 'add_to_list':
    case 'remove_from_list':
      return <OptionPicker label={label('listId')} required options={options.lists} value={step.listId} onChange={(listId) => set({ listId })} error={errorOf('listId')} />;
    case 'assign_collaborator':
      return <OptionPicker label={label('userId')} required options={options.collaborators} value={step.userId} onChange={(userId) => set({ userId })} error={errorOf('userId')} />;
    case 'add_comment':
      return <TextInput label={label('text')} required multiline value={step.text} onChange={(text) => set({ text })} error={errorOf('text')} />;
    case 'notify_user':
      return (
        <Stack spacing={2}>
          <OptionPicker multiple label={label('userIds')} required options={options.collaborators} value={step.userIds} onChange={(userIds) => set({ userIds })} error={errorOf('userIds')} />
          <TextInput label={label('message')} required multiline value={step.message} onChange={(message) => set({ message })} error={errorOf('message')} />
        </Stack>
      );
    case 'webhook':
      return <TextInput label={label('url')} required type="url" value={step.url} onChange={(url) => set({ url })} error={errorOf('url')} />;
  }
}

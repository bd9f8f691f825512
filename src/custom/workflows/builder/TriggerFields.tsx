import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATE_OFFSET_DAYS_MAX, TRIGGER_TYPES, type GraphIssue, type TriggerType, type WorkflowSettings } from '../../../../contract/workflows';
import { OptionPicker } from '../../../components/pickers/OptionPicker';
import { NumberInput, SelectInput, TextInput, useFieldError } from './panelFields';
import type { BuilderOptions } from './useBuilderOptions';

export type TriggerDraft = { triggerType: TriggerType; triggerProperty: string | null; triggerValue: string | null; settings: WorkflowSettings };

/** The trigger's settings: its type, then what it watches (pickers over the company's data), re-enrollment. */
export function TriggerFields({ trigger, issues, options, onChange }: { trigger: TriggerDraft; issues: readonly GraphIssue[]; options: BuilderOptions; onChange: (t: TriggerDraft) => void }) {
  const translate = useTranslate();
  const errorOf = useFieldError(issues);
  const label = (field: string) => translate(`workflows.fields.${field}`);
  const set = (changes: Partial<TriggerDraft>) => onChange({ ...trigger, ...changes });
  const setting = (changes: Partial<WorkflowSettings>) => set({ settings: { ...trigger.settings, ...changes } });
  const { triggerType: type, triggerProperty: property, triggerValue: value } = trigger;

  return (
    <Stack spacing={2}>
      <SelectInput
        label={label('triggerType')}
        value={type}
        choices={TRIGGER_TYPES.map((t) => ({ value: t, label: translate(`workflows.triggers.${t}.name`) }))}
        onChange={(triggerType) => set({ triggerType, triggerProperty: null, triggerValue: null })}
      />
      {type === 'property_changed' && (
        <>
          <OptionPicker label={label('triggerProperty')} required options={options.properties} value={property} onChange={(triggerProperty) => set({ triggerProperty })} error={errorOf('triggerProperty')} />
          <TextInput label={label('triggerNewValue')} value={value ?? ''} onChange={(v) => set({ triggerValue: v || null })} />
        </>
      )}
      {type === 'list_added' && (
        <OptionPicker label={label('triggerList')} required options={options.lists} value={value} onChange={(triggerValue) => set({ triggerValue })} error={errorOf('triggerValue')} />
      )}
      {type === 'stage_entered' && (
        <>
          <OptionPicker label={label('triggerPipeline')} required options={options.pipelines} value={property} onChange={(triggerProperty) => set({ triggerProperty, triggerValue: null })} error={errorOf('triggerProperty')} />
          <OptionPicker label={label('triggerStage')} options={options.stagesOf(property)} value={value} onChange={(triggerValue) => set({ triggerValue })} />
        </>
      )}
      {type === 'form_submitted' && (
        <OptionPicker label={label('triggerForm')} options={options.forms} value={value} onChange={(triggerValue) => set({ triggerValue })} />
      )}
      {type === 'chat_message_received' && (
        <TextInput label={label('triggerKeyword')} value={value ?? ''} onChange={(v) => set({ triggerValue: v || null })} />
      )}
      {(type === 'booking_created' || type === 'booking_rescheduled' || type === 'booking_canceled') && (
        <TextInput label={label('triggerEventType')} helperText={label('triggerEventTypeHelp')} value={value ?? ''} onChange={(v) => set({ triggerValue: v || null })} />
      )}
      {(type === 'email_opened' || type === 'email_clicked') && (
        <OptionPicker label={label('triggerTemplate')} options={options.emailTemplates} loading={options.emailTemplatesLoading} value={value} onChange={(triggerValue) => set({ triggerValue })} />
      )}
      {type === 'date_reached' && (
        <>
          <OptionPicker label={label('dateProperty')} required options={options.dateProperties} value={property} onChange={(triggerProperty) => set({ triggerProperty })} error={errorOf('triggerProperty')} />
          <NumberInput label={label('dateOffsetDays')} value={trigger.settings.dateOffsetDays} min={-DATE_OFFSET_DAYS_MAX} max={DATE_OFFSET_DAYS_MAX} onChange={(dateOffsetDays) => setting({ dateOffsetDays })} />
          <TextInput label={label('dateTime')} type="time" value={trigger.settings.dateTime} onChange={(dateTime) => setting({ dateTime: dateTime || '09:00' })} />
          <FormControlLabel control={<Checkbox checked={trigger.settings.dateYearly} onChange={(_, dateYearly) => setting({ dateYearly })} />} label={label('dateYearly')} />
        </>
      )}
      {type !== 'manual' && (
        <FormControlLabel control={<Checkbox checked={trigger.settings.reenroll} onChange={(_, reenroll) => setting({ reenroll })} />} label={label('reenroll')} />
      )}
    </Stack>
  );
}

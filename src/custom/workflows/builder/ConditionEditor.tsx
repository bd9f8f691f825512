import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CONDITION_OPERATORS, type Condition, type Step } from '../../../../contract/workflows';
import { OptionPicker } from '../../../components/pickers/OptionPicker';
import { stepName } from '../workflowWords';
import { SelectInput, TextInput } from './panelFields';
import type { BuilderOptions } from './useBuilderOptions';

const KINDS = ['field', 'property', 'list', 'stage', 'email'] as const;
const blankOf = (kind: Condition['kind']): Condition => {
  switch (kind) {
    case 'field': return { kind, field: '', operator: 'equals', value: '' };
    case 'property': return { kind, property: '', operator: 'equals', value: '' };
    case 'list': return { kind, listId: null, member: true };
    case 'stage': return { kind, pipelineId: null, stageId: null, inStage: true };
    case 'email': return { kind, stepId: null, event: 'opened' };
  }
};

/** The conditions of an if/else step, each with pickers that know the company's data. */
export function ConditionEditor({ conditions, onChange, options, emailSteps, errorOf }: {
  conditions: Condition[]; onChange: (c: Condition[]) => void; options: BuilderOptions; emailSteps: Step[]; errorOf: (field: string) => string | undefined;
}) {
  const translate = useTranslate();
  const set = (i: number, c: Condition) => onChange(conditions.map((x, j) => (j === i ? c : x)));
  const operators = CONDITION_OPERATORS.map((o) => ({ value: o, label: translate(`workflows.conditions.operators.${o}`) }));
  return (
    <Stack spacing={2}>
      {conditions.map((c, i) => {
        const error = errorOf(`conditions.${i}`);
        const n = i + 1;
        return (
          <Box key={i} role="group" aria-label={translate('workflows.conditions.number', { n })} sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, p: 1.5 }}>
            <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
              <Typography variant="subtitle2" sx={{ flex: 1 }}>{translate('workflows.conditions.number', { n })}</Typography>
              <IconButton size="small" onClick={() => onChange(conditions.filter((_, j) => j !== i))} aria-label={translate('workflows.conditions.remove', { n })}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
            <Stack spacing={1.5}>
              <SelectInput label={translate('workflows.conditions.kind')} value={c.kind} choices={KINDS.map((k) => ({ value: k, label: translate(`workflows.conditions.kinds.${k}`) }))} onChange={(k) => set(i, blankOf(k))} />
              {(c.kind === 'field' || c.kind === 'property') && (
                <>
                  <OptionPicker
                    label={translate(c.kind === 'field' ? 'workflows.conditions.field' : 'workflows.fields.property')}
                    options={c.kind === 'field' ? options.standardFields : options.customProperties}
                    value={(c.kind === 'field' ? c.field : c.property) || null}
                    onChange={(v) => set(i, c.kind === 'field' ? { ...c, field: v ?? '' } : { ...c, property: v ?? '' })}
                    error={error}
                  />
                  <SelectInput label={translate('workflows.conditions.operator')} value={c.operator} choices={operators} onChange={(operator) => set(i, { ...c, operator })} />
                  {!['is_set', 'is_not_set'].includes(c.operator) && (
                    <TextInput label={translate('workflows.fields.value')} value={String(c.value ?? '')} onChange={(value) => set(i, { ...c, value })} />
                  )}
                </>
              )}
              {c.kind === 'list' && (
                <>
                  <OptionPicker label={translate('workflows.fields.listId')} options={options.lists} value={c.listId} onChange={(listId) => set(i, { ...c, listId })} error={error} />
                  <SelectInput label={translate('workflows.conditions.operator')} value={c.member ? 'in' : 'out'} choices={[{ value: 'in', label: translate('workflows.conditions.member') }, { value: 'out', label: translate('workflows.conditions.notMember') }]} onChange={(v) => set(i, { ...c, member: v === 'in' })} />
                </>
              )}
              {c.kind === 'stage' && (
                <>
                  <OptionPicker label={translate('workflows.fields.pipelineId')} options={options.pipelines} value={c.pipelineId} onChange={(pipelineId) => set(i, { ...c, pipelineId, stageId: null })} error={!c.pipelineId ? error : undefined} />
                  <OptionPicker label={translate('workflows.fields.stageId')} options={options.stagesOf(c.pipelineId)} value={c.stageId} onChange={(stageId) => set(i, { ...c, stageId })} error={c.pipelineId && !c.stageId ? error : undefined} />
                  <SelectInput label={translate('workflows.conditions.operator')} value={c.inStage ? 'in' : 'out'} choices={[{ value: 'in', label: translate('workflows.conditions.inStage') }, { value: 'out', label: translate('workflows.conditions.notInStage') }]} onChange={(v) => set(i, { ...c, inStage: v === 'in' })} />
                </>
              )}
              {c.kind === 'email' && (
                <>
                  <OptionPicker label={translate('workflows.conditions.emailStep')} options={emailSteps.map((s) => ({ value: s.id, label: stepName(translate, s) }))} value={c.stepId} onChange={(stepId) => set(i, { ...c, stepId })} error={error} />
                  <SelectInput label={translate('workflows.conditions.emailEvent')} value={c.event} choices={[{ value: 'opened', label: translate('workflows.conditions.opened') }, { value: 'clicked', label: translate('workflows.conditions.clicked') }]} onChange={(event) => set(i, { ...c, event })} />
                </>
              )}
            </Stack>
          </Box>
        );
      })}
      <Button onClick={() => onChange([...conditions, blankOf('list')])} sx={{ alignSelf: 'flex-start' }}>{translate('workflows.conditions.add')}</Button>
    </Stack>
  );
}

import type { useTranslate } from 'react-admin';
import type { Step } from '../../../../contract/workflows';
import type { Formatters } from '../../../components/format/formatters';
import type { BuilderOptions } from './useBuilderOptions';

type Translate = ReturnType<typeof useTranslate>;
const nameIn = (options: { value: string; label: string }[], id: string | null | undefined) => (id ? options.find((o) => o.value === id)?.label ?? id : null);
const unit = (translate: Translate, u: string, n: number) => translate(`workflows.units.${u}`, { smart_count: n, count: n });

/** One line saying what a step does with its settings ("1 día", "Lista VIP"), or that it is not set up. */
export function stepSummary(translate: Translate, step: Step, options: BuilderOptions, format: Formatters): string {
  const notSet = translate('workflows.summary.notSet');
  switch (step.type) {
    case 'send_email': return nameIn(options.emailTemplates, step.templateId) ?? notSet;
    case 'send_chat_template': return nameIn(options.chatTemplates, step.templateId) ?? notSet;
    case 'wait_duration': return translate('workflows.summary.wait', { amount: format.number(step.amount), unit: unit(translate, step.unit, step.amount) });
    case 'wait_until_date': return step.at ? format.dateTime(step.at) : notSet;
    case 'wait_time_of_day': return step.time ?? notSet;
    case 'wait_for_event':
      return translate('workflows.summary.waitEvent', { event: translate(`workflows.events.${step.event}`), amount: format.number(step.timeoutAmount), unit: unit(translate, step.timeoutUnit, step.timeoutAmount) });
    case 'branch': return translate('workflows.summary.conditions', { smart_count: step.conditions.length, count: step.conditions.length });
    case 'set_property': return nameIn(options.properties, step.property) ?? notSet;
    case 'move_to_stage': return nameIn(options.stagesOf(step.pipelineId), step.stageId) ?? notSet;
    case 'add_to_list':
    case 'remove_from_list': return nameIn(options.lists, step.listId) ?? notSet;
    case 'assign_collaborator': return nameIn(options.collaborators, step.userId) ?? notSet;
    case 'add_comment': return step.text || notSet;
    case 'notify_user': return step.message || notSet;
    case 'webhook': return step.url || notSet;
  }
}

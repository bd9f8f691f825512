import { useTranslate } from 'react-admin';
import type { GraphIssue, Step, Workflow } from '../../../contract/workflows';
import { isApiError } from '../../dataProvider/ApiError';
import { GRAPH_ISSUE_CODES } from '../../../contract/workflows';

type Translate = ReturnType<typeof useTranslate>;
type Names = { property?: (key: string) => string | undefined; list?: (id: string) => string | undefined; pipeline?: (id: string) => string | undefined; stage?: (id: string) => string | undefined; form?: (id: string) => string | undefined; template?: (id: string) => string | undefined };
export type TriggerLike = Pick<Workflow, 'triggerType' | 'settings'> & { triggerProperty?: string | null; triggerValue?: string | null };

/** A step as people read it: its own label, else its type in words. */
export const stepName = (translate: Translate, s: Pick<Step, 'type' | 'label'>) => s.label?.trim() || translate(`workflows.steps.${s.type}`);

/** The names above plus web forms and email templates, from the pickers' options (a trigger may name either). */
export const withPickedNames = (names: Names, options: { forms: { value: string; label: string }[]; emailTemplates: { value: string; label: string }[] }): Names => ({
  ...names,
  form: (v) => options.forms.find((f) => f.value === v)?.label,
  template: (v) => options.emailTemplates.find((t) => t.value === v)?.label,
});

/** The trigger in a sentence ("Cuando un contacto entra en la lista «VIP»"), ids named when known. */
export function triggerText(translate: Translate, t: TriggerLike, names: Names = {}): string {
  const key = `workflows.triggers.${t.triggerType}`;
  const property = t.triggerProperty ?? '';
  const value = t.triggerValue ?? '';
  switch (t.triggerType) {
    case 'property_changed': {
      const label = names.property?.(property) ?? property;
      return translate(value ? `${key}.summaryValue` : `${key}.summary`, { property: label, value });
    }
    case 'list_added':
      return translate(`${key}.summary`, { value: names.list?.(value) ?? value });
    case 'stage_entered':
      return translate(value ? `${key}.summaryValue` : `${key}.summary`, { property: names.pipeline?.(property) ?? property, value: names.stage?.(value) ?? value });
    case 'form_submitted':
      return translate(value ? `${key}.summaryValue` : `${key}.summary`, { value: names.form?.(value) ?? value });
    case 'email_opened':
    case 'email_clicked':
      return translate(value ? `${key}.summaryValue` : `${key}.summary`, { value: names.template?.(value) ?? value });
    case 'chat_message_received':
    case 'booking_created':
    case 'booking_rescheduled':
    case 'booking_canceled':
      return translate(value ? `${key}.summaryValue` : `${key}.summary`, { value });
    case 'date_reached': {
      const days = t.settings?.dateOffsetDays ?? 0;
      const label = names.property?.(property) ?? property;
      if (days > 0) return translate(`${key}.summaryOffset`, { days, property: label });
      if (days < 0) return translate(`${key}.summaryBefore`, { days: -days, property: label });
      return translate(`${key}.summary`, { property: label });
    }
    default:
      return translate(`${key}.summary`);
  }
}

/** What a field of a step or of the trigger is called (the issue names it by its key). */
export function fieldName(translate: Translate, field: string): string {
  if (field.startsWith('conditions.')) return translate('workflows.conditions.number', { n: Number(field.split('.')[1]) + 1 });
  return translate(`workflows.fields.${field}`, { _: field });
}

/** One issue of validateWorkflowGraph in the user's words (the code, never the English message). */
export function issueText(translate: Translate, issue: Pick<GraphIssue, 'code' | 'field'>): string {
  if (issue.code === 'required' && !issue.field) return translate('workflows.issues.requiredNoField');
  return translate(`workflows.issues.${issue.code}`, { field: issue.field ? fieldName(translate, issue.field) : '' });
}

/** The issue with where it is: "Enviar email: Falta «Plantilla»" or "Disparador: …". */
export function issueWithPlace(translate: Translate, issue: GraphIssue, steps: readonly Step[]): string {
  const text = issueText(translate, issue);
  const s = issue.stepId ? steps.find((x) => x.id === issue.stepId) : undefined;
  if (!issue.stepId) return issue.code === 'trigger_required' ? text : translate('workflows.issues.onTrigger', { issue: text });
  return translate('workflows.issues.onStep', { step: s ? stepName(translate, s) : issue.stepId, issue: text });
}

const isGraphIssue = (x: unknown): x is GraphIssue =>
  !!x && typeof x === 'object' && (GRAPH_ISSUE_CODES as readonly string[]).includes((x as GraphIssue).code) && 'stepId' in x;

/**
 * The graph issues a refusal carries (activating or running a workflow whose graph has errors):
 * the server lists them as the error's `details` (or `issues`), each naming its step.
 */
export function refusalIssues(error: unknown): GraphIssue[] {
  if (!isApiError(error)) return [];
  const body = error.body ?? {};
  const list = Array.isArray(body.details) ? body.details : Array.isArray(body.issues) ? body.issues : [];
  return (list as unknown[]).filter(isGraphIssue);
}

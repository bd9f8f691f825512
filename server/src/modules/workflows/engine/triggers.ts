import type { TriggerType } from '../../../../../contract/workflows';
import type { WorkflowEvent } from '../workflows.events';

type Trigger = { triggerType: TriggerType; triggerProperty: string | null; triggerValue: string | null };

/** Lower case, accents off, so "Información" and "informacion" are one word. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The keyword as a whole word (or phrase) of the message, whatever the case and accents. */
export function containsKeyword(text: string, keyword: string): boolean {
  const words = (s: string) => fold(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const haystack = words(text);
  const needle = words(keyword);
  if (!needle.length) return true;
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((w, j) => haystack[i + j] === w)) return true;
  }
  return false;
}

const blank = (v: string | null) => v === null || v.trim() === '';
const same = (a: unknown, b: string) => fold(String(a ?? '').trim()) === fold(b.trim());

/** Whether an event enrolls into a workflow with this trigger (see model.ts for each type). */
export function triggerMatches(t: Trigger, event: WorkflowEvent): boolean {
  if (t.triggerType !== event.type) return false;
  switch (event.type) {
    case 'contact_created':
    case 'gmail_reply_received':
      return true;
    case 'property_changed':
      return t.triggerProperty === event.property && (blank(t.triggerValue) || same(event.value, t.triggerValue!));
    case 'list_added':
      return t.triggerValue === event.listId;
    case 'stage_entered':
      return t.triggerProperty === event.pipelineId && (blank(t.triggerValue) || t.triggerValue === event.stageId);
    case 'form_submitted':
      return blank(t.triggerValue) || t.triggerValue === event.formId;
    case 'chat_message_received':
      return blank(t.triggerValue) || containsKeyword(event.text, t.triggerValue!);
    case 'email_opened':
    case 'email_clicked':
      return blank(t.triggerValue) || t.triggerValue === event.templateId;
    case 'booking_created':
    case 'booking_rescheduled':
    case 'booking_canceled':
      // The Calendly event type: its URI as Calendly names it, or its name as people write it.
      return blank(t.triggerValue) || t.triggerValue === event.eventTypeUri || same(event.eventName, t.triggerValue!);
    default:
      return false;
  }
}

/** The trigger types an event can fire (contact_deleted fires none: it unenrolls). */
export const EVENT_TRIGGERS: readonly string[] = ['contact_created', 'property_changed', 'list_added', 'stage_entered', 'form_submitted', 'chat_message_received', 'email_opened', 'email_clicked', 'booking_created', 'booking_rescheduled', 'booking_canceled', 'gmail_reply_received'];

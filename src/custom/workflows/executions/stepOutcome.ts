import type { useTranslate } from 'react-admin';
import type { ExecutionStep } from '../../../../contract/workflows';
import type { Formatters } from '../../../components/format/formatters';
import { formatDuration } from '../../../components/format/formatDuration';
import type { Language } from '../../../i18n/languages';

type Translate = ReturnType<typeof useTranslate>;
type Out = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : null);
/** A property value as a person reads it: lists joined, nothing as "(empty)". */
const shown = (translate: Translate, v: unknown) =>
  v === null || v === undefined || v === '' ? translate('workflows.outcome.empty') : Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * What a step of a run did, in one or two sentences of the user's language, from its logged
 * output (the engine's and each task's, see server/src/modules/workflows/tasks). Null when there
 * is nothing to say beyond the status (the raw record stays under "technical details").
 * `answer` is the webhook's answer text, shown apart as text.
 */
export function stepOutcome(translate: Translate, entry: ExecutionStep, format: Formatters, language: Language): { text: string | null; answer?: string } {
  const out = (entry.output && typeof entry.output === 'object' ? entry.output : {}) as Out;
  const t = (key: string, options?: Record<string, unknown>) => translate(`workflows.outcome.${key}`, options);
  if (out.skipped === 'test_run') return { text: t('skippedTest') };
  if (entry.status === 'waiting') {
    const until = str(out.until);
    if (!until) return { text: null };
    return { text: out.event ? t('waitingEvent', { event: translate(`workflows.events.${str(out.event)}`), date: format.dateTime(until) }) : t('waitingUntil', { date: format.dateTime(until) }) };
  }
  if (out.resumedBy) {
    if (out.resumedBy === 'event') return { text: t('resumedEvent') };
    if (out.resumedBy === 'timeout') return { text: t('resumedTimeout') };
    return { text: t('resumedTime') };
  }
  if (entry.status !== 'completed') return { text: null };
  switch (entry.stepType) {
    case 'send_email':
      return { text: out.status === 'suppressed' ? t('emailSuppressed', { to: str(out.to) }) : t('emailSent', { to: str(out.to) }) };
    case 'send_chat_template':
      return { text: t('chatSent') };
    case 'branch': {
      const conditions = Array.isArray(out.conditions) ? (out.conditions as { index: number; result: boolean }[]) : [];
      const each = conditions.map((c) => t(c.result ? 'conditionMet' : 'conditionNotMet', { n: c.index + 1 })).join(' · ');
      return { text: `${t(out.matched ? 'branchYes' : 'branchNo')}${each ? ` (${each})` : ''}` };
    }
    case 'set_property':
      return { text: t('propertySet', { property: str(out.property), previous: shown(translate, out.previous), value: shown(translate, out.value) }) };
    case 'move_to_stage':
      return { text: t('movedToStage', { stage: str(out.stageName) }) };
    case 'add_to_list':
      return { text: t(out.added ? 'addedToList' : 'alreadyInList', { list: str(out.listName) }) };
    case 'remove_from_list':
      return { text: t(out.removed ? 'removedFromList' : 'notInList', { list: str(out.listName) }) };
    case 'assign_collaborator':
      return { text: t(out.assigned ? 'assigned' : 'alreadyAssigned') };
    case 'add_comment':
      return { text: t('commented', { author: str(out.author) }) };
    case 'notify_user': {
      const notified = Array.isArray(out.notified) ? out.notified.length : 0;
      const skipped = Array.isArray(out.skipped) ? out.skipped.length : 0;
      const text = t('notified', { smart_count: notified, count: notified });
      return { text: skipped ? `${text} ${t('notifiedSkipped', { smart_count: skipped, count: skipped })}` : text };
    }
    case 'webhook': {
      const status = num(out.status);
      const ms = num(out.durationMs);
      if (status === null) return { text: null };
      return { text: t('webhookAnswered', { status, duration: ms === null ? '—' : ms < 1000 ? `${format.number(Math.round(ms))} ms` : formatDuration(ms, language) }), answer: str(out.response) || undefined };
    }
    default:
      return { text: null };
  }
}

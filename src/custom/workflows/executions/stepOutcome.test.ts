import { describe, expect, it } from 'vitest';
import type { ExecutionStep } from '../../../../contract/workflows';
import { createFormatters } from '../../../components/format/formatters';
import { createTestI18n } from '../../../test/createTestI18n';
import { createTestI18nProvider } from '../../../test/createTestI18nProvider';
import { stepOutcome } from './stepOutcome';

const es = createTestI18nProvider(createTestI18n('es')).translate;
const en = createTestI18nProvider(createTestI18n('en')).translate;
const entry = (stepType: string, output: unknown, status: ExecutionStep['status'] = 'completed'): ExecutionStep => ({
  _id: 's1', stepId: 'x', stepType, attempt: 1, status, input: {}, output, error: null, startedAt: '2026-11-26T10:00:00.000Z', endedAt: null,
} as ExecutionStep);
const say = (e: ExecutionStep, lang: 'es' | 'en' = 'es') => stepOutcome(lang === 'es' ? es : en, e, createFormatters(lang), lang);

describe('what a run step did, in sentences', () => {
  it('says what each action did from its logged output', () => {
    expect(say(entry('send_email', { messageId: 'm1', status: 'sent', to: 'ana@example.com' })).text).toBe('Email enviado a ana@example.com.');
    expect(say(entry('send_email', { status: 'suppressed', to: 'ana@example.com' }), 'en').text).toBe('Not sent: ana@example.com is on the suppression list.');
    expect(say(entry('set_property', { property: 'plan', previous: null, value: ['pro', 'vip'] }), 'en').text).toBe('“plan” changed from (empty) to pro, vip.');
    expect(say(entry('add_to_list', { listName: 'VIP', added: false })).text).toBe('Ya estaba en la lista «VIP».');
    expect(say(entry('notify_user', { notified: ['a', 'b'], skipped: ['c'] }), 'en').text).toBe('2 people notified. 1 is no longer in the company and was skipped.');
  });

  it('says which way a branch went and each condition', () => {
    expect(say(entry('branch', { matched: false, conditions: [{ index: 0, result: true }, { index: 1, result: false }] })).text)
      .toBe('No se cumplen las condiciones: siguió por «No» (condición 1: sí · condición 2: no)');
  });

  it('says how a wait ended or until when it waits, and a webhook answer with its time and text apart', () => {
    expect(say(entry('wait_for_event', { until: '2026-11-27T10:00:00.000Z', event: 'email_opened' }, 'waiting'), 'en').text).toMatch(/^Waiting for: Opens an email \(at most until .*2026.*\)\.$/);
    expect(say(entry('wait_for_event', { resumedBy: 'timeout' }), 'en').text).toBe('The event did not happen in time: went on along the timeout path.');
    expect(say(entry('wait_duration', { skipped: 'test_run' }, 'skipped')).text).toMatch(/^Omitido en una prueba/);
    expect(say(entry('webhook', { status: 200, durationMs: 120.4, response: '{"ok":true}' }), 'en')).toEqual({ text: 'The webhook answered 200 in 120 ms.', answer: '{"ok":true}' });
  });

  it('says nothing beyond the status when there is nothing to say', () => {
    expect(say(entry('send_email', null, 'failed')).text).toBeNull();
    expect(say(entry('wait_duration', null, 'running')).text).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { emptySendForm, toBulkSend, toRecipientSelector, validateSendForm, type SendFormValues } from './sendForm';

const NOW = new Date('2026-11-25T10:00:00');
const valid = (change: Partial<SendFormValues> = {}): SendFormValues => ({
  ...emptySendForm('t1', 'Hola {{name}}'), listId: 'l1', fromLocal: 'News', fromDomain: 'example.com', fromName: 'Demo', ...change,
});

describe('send form', () => {
  it('builds each kind of recipients, or nothing while the choice is incomplete', () => {
    expect(toRecipientSelector(valid())).toEqual({ type: 'list', listId: 'l1' });
    expect(toRecipientSelector(valid({ kind: 'stage', pipelineId: 'p1', stageId: '' }))).toBeNull();
    expect(toRecipientSelector(valid({ kind: 'stage', pipelineId: 'p1', stageId: 's1' }))).toEqual({ type: 'stage', pipelineId: 'p1', stageId: 's1' });
    expect(toRecipientSelector(valid({ kind: 'contacts' }))).toBeNull();
    expect(toRecipientSelector(valid({ kind: 'contacts', contactIds: ['c1', 'c2'] }))).toEqual({ type: 'contacts', contactIds: ['c1', 'c2'] });
    expect(toRecipientSelector(valid({ kind: 'filter', filter: { ...emptySendForm().filter, q: ' ana ', city: 'Madrid' } }))).toEqual({
      type: 'filter', searchTerm: 'ana', filters: [{ filterField: 'city', filterValue: 'Madrid' }], filterByCollaborators: null,
    });
  });

  it('sends from the chosen verified domain, without blank optional fields, now or at the scheduled instant', () => {
    expect(toBulkSend(valid())).toEqual({ templateId: 't1', subject: 'Hola {{name}}', from: { email: 'news@example.com', name: 'Demo' }, recipients: { type: 'list', listId: 'l1' }, tags: [] });
    const later = toBulkSend(valid({ when: 'later', sendAt: '2026-11-26T09:30', replyTo: 'reply@example.com', tags: ['otoño'], fromName: ' ' }));
    expect(later).toMatchObject({ sendAt: new Date('2026-11-26T09:30').toISOString(), replyTo: 'reply@example.com', tags: ['otoño'], from: { email: 'news@example.com' } });
    expect(later.from).not.toHaveProperty('name');
  });

  it('says what is missing or wrong', () => {
    expect(validateSendForm(valid(), NOW)).toEqual({});
    expect(validateSendForm({ ...emptySendForm(), fromName: 'a;b', replyTo: 'nope', tags: ['1', '2', '3', '4', '5', '6'] }, NOW)).toEqual({
      templateId: 'templateRequired', subject: 'subjectRequired', 'from.email': 'senderDomainRequired', 'from.name': 'senderNameInvalid',
      replyTo: 'replyToInvalid', tags: 'tooManyTags', recipients: 'recipients.list',
    });
    expect(validateSendForm(valid({ fromLocal: 'a b' }), NOW)).toEqual({ 'from.email': 'senderLocalInvalid' });
    // A test send needs no recipients or schedule.
    expect(validateSendForm(valid({ listId: '', when: 'later', sendAt: '' }), NOW, true)).toEqual({});
  });

  it('schedules only in the next 30 days', () => {
    expect(validateSendForm(valid({ when: 'later', sendAt: '' }), NOW)).toEqual({ sendAt: 'sendAtRequired' });
    expect(validateSendForm(valid({ when: 'later', sendAt: '2026-11-25T09:59' }), NOW)).toEqual({ sendAt: 'sendAtPast' });
    expect(validateSendForm(valid({ when: 'later', sendAt: '2026-12-25T09:59' }), NOW)).toEqual({});
    expect(validateSendForm(valid({ when: 'later', sendAt: '2026-12-25T10:01' }), NOW)).toEqual({ sendAt: 'sendAtTooFar' });
  });
});

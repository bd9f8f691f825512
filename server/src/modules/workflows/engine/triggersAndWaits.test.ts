import { describe, expect, it } from 'vitest';
import { step as stepSchema } from '../../../../../contract/workflows';
import { containsKeyword, triggerMatches } from './triggers';
import { nextTimeOfDay, usableTimeZone, waitEnd, zonedInstant } from './waits';

const base = { companyId: 'c', contactId: 'k' };
const t = (triggerType: string, triggerProperty: string | null = null, triggerValue: string | null = null) => ({ triggerType, triggerProperty, triggerValue }) as Parameters<typeof triggerMatches>[0];

describe('triggers', () => {
  it('keywords match whole words, whatever the case and accents', () => {
    expect(containsKeyword('Hola, ¿cuál es el PRÉCIO?', 'precio')).toBe(true);
    expect(containsKeyword('preciosa tarde', 'precio')).toBe(false);
    expect(containsKeyword('quiero una cita mañana', 'Cita Manana')).toBe(true);
    expect(containsKeyword('cita para otro día', 'cita manana')).toBe(false);
    expect(triggerMatches(t('chat_message_received'), { ...base, type: 'chat_message_received', text: 'anything' })).toBe(true);
    expect(triggerMatches(t('chat_message_received', null, 'info'), { ...base, type: 'chat_message_received', text: 'más Información' })).toBe(false);
    expect(triggerMatches(t('chat_message_received', null, 'informacion'), { ...base, type: 'chat_message_received', text: 'más Información' })).toBe(true);
  });

  it('each type reads its property and value', () => {
    const changed = { ...base, type: 'property_changed' as const, property: 'status', value: 'Customer', previous: 'Lead' };
    expect(triggerMatches(t('property_changed', 'status'), changed)).toBe(true);
    expect(triggerMatches(t('property_changed', 'status', 'customer'), changed)).toBe(true);
    expect(triggerMatches(t('property_changed', 'status', 'lead'), changed)).toBe(false);
    expect(triggerMatches(t('property_changed', 'city'), changed)).toBe(false);
    const stage = { ...base, type: 'stage_entered' as const, pipelineId: 'p', stageId: 's' };
    expect(triggerMatches(t('stage_entered', 'p'), stage)).toBe(true);
    expect(triggerMatches(t('stage_entered', 'p', 's2'), stage)).toBe(false);
    expect(triggerMatches(t('stage_entered', 'other'), stage)).toBe(false);
    expect(triggerMatches(t('list_added', null, 'l'), { ...base, type: 'list_added', listId: 'l' })).toBe(true);
    expect(triggerMatches(t('list_added', null, 'l'), { ...base, type: 'list_added', listId: 'm' })).toBe(false);
    expect(triggerMatches(t('form_submitted'), { ...base, type: 'form_submitted', formId: 'f' })).toBe(true);
    expect(triggerMatches(t('email_opened', null, 'tpl'), { ...base, type: 'email_opened', templateId: 'tpl', messageId: 'm' })).toBe(true);
    expect(triggerMatches(t('email_clicked', null, 'tpl'), { ...base, type: 'email_opened', templateId: 'tpl', messageId: 'm' })).toBe(false);
    expect(triggerMatches(t('manual'), { ...base, type: 'contact_created' })).toBe(false);
  });

  it('bookings: any meeting, or one Calendly event type by its name (case and accents aside) or URI', () => {
    const booked = { ...base, type: 'booking_created' as const, eventName: 'Demostración (30 min)', eventTypeUri: 'https://api.calendly.com/event_types/ET1' };
    expect(triggerMatches(t('booking_created'), booked)).toBe(true);
    expect(triggerMatches(t('booking_created', null, 'demostracion (30 MIN)'), booked)).toBe(true);
    expect(triggerMatches(t('booking_created', null, 'https://api.calendly.com/event_types/ET1'), booked)).toBe(true);
    expect(triggerMatches(t('booking_created', null, 'Follow-up'), booked)).toBe(false);
    expect(triggerMatches(t('booking_rescheduled'), booked)).toBe(false);
    expect(triggerMatches(t('booking_canceled'), { ...booked, type: 'booking_canceled' })).toBe(true);
    expect(triggerMatches(t('booking_created'), { ...booked, type: 'booking_rescheduled' })).toBe(false);
    expect(triggerMatches(t('gmail_reply_received'), { ...base, type: 'gmail_reply_received', threadId: 't', gmailId: 'g' })).toBe(true);
    expect(triggerMatches(t('gmail_reply_received'), { ...base, type: 'chat_message_received', text: 'x' })).toBe(false);
  });
});

describe('waits', () => {
  const now = new Date('2026-03-06T20:00:00Z'); // a Friday; 14:00 in Mexico City, 21:00 in Madrid

  it('durations, dates and timeouts', () => {
    const wait = stepSchema.parse({ id: 'w', type: 'wait_duration', amount: 90, unit: 'minutes' }) as never;
    expect(waitEnd(wait, now, 'UTC').toISOString()).toBe('2026-03-06T21:30:00.000Z');
    const until = stepSchema.parse({ id: 'w', type: 'wait_until_date', at: '2026-04-01T10:00:00+02:00' }) as never;
    expect(waitEnd(until, now, 'UTC').toISOString()).toBe('2026-04-01T08:00:00.000Z');
    const ev = stepSchema.parse({ id: 'w', type: 'wait_for_event', event: 'email_opened', timeoutAmount: 2, timeoutUnit: 'days' }) as never;
    expect(waitEnd(ev, now, 'UTC').toISOString()).toBe('2026-03-08T20:00:00.000Z');
  });

  it('a time of day is the next one in the company zone, on the chosen weekdays', () => {
    expect(nextTimeOfDay(now, '09:00', [], 'America/Mexico_City').toISOString()).toBe('2026-03-07T15:00:00.000Z');
    expect(nextTimeOfDay(now, '15:00', [], 'America/Mexico_City').toISOString()).toBe('2026-03-06T21:00:00.000Z');
    expect(nextTimeOfDay(now, '09:00', [1], 'Europe/Madrid').toISOString()).toBe('2026-03-09T08:00:00.000Z'); // Monday
    // Across the spring change in Madrid (29 March): 09:00 is UTC+2 after it.
    expect(zonedInstant(2026, 3, 30, 9, 0, 'Europe/Madrid').toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(usableTimeZone('Mars/Olympus')).toBe('UTC');
    expect(usableTimeZone(null)).toBe('UTC');
  });
});

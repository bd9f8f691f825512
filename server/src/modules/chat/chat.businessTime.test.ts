import { describe, expect, it } from 'vitest';
import { businessTimeBetween, createBusinessClock, isWithinHours, zonedInstant } from './chat.businessTime';

const madrid = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00', timeZone: 'Europe/Madrid' };
const minutes = (ms: number) => ms / 60_000;
const between = (hours: typeof madrid, from: string, to: string) => minutes(businessTimeBetween(hours, new Date(from), new Date(to)));
const dayOf = (iso: string) => Date.parse(iso) / 86_400_000;

describe('business time', () => {
  it('counts only the open part: 20:00 answered at 09:10 the next working day is 10 minutes', () => {
    // Tuesday 24 Nov 2026, Madrid is UTC+1.
    expect(between(madrid, '2026-11-24T19:00:00Z', '2026-11-25T08:10:00Z')).toBe(10);
    expect(between(madrid, '2026-11-24T10:00:00Z', '2026-11-24T10:02:30Z')).toBe(2.5);
    // Asked before opening, answered after closing the same day: the whole day.
    expect(between(madrid, '2026-11-24T06:00:00Z', '2026-11-24T19:00:00Z')).toBe(9 * 60);
    // Asked and answered while closed: nothing.
    expect(between(madrid, '2026-11-24T19:00:00Z', '2026-11-24T21:00:00Z')).toBe(0);
    expect(between(madrid, '2026-11-24T21:00:00Z', '2026-11-24T19:00:00Z')).toBe(0);
  });

  it('skips days off: Friday 17:50 to Monday 09:05 is 15 minutes', () => {
    expect(between(madrid, '2026-11-27T16:50:00Z', '2026-11-30T08:05:00Z')).toBe(15);
    // A weekend with Saturday open, mornings only.
    const saturdays = { ...madrid, days: [1, 2, 3, 4, 5, 6] };
    expect(between(saturdays, '2026-11-27T16:50:00Z', '2026-11-30T08:05:00Z')).toBe(10 + 9 * 60 + 5);
    expect(between({ ...madrid, days: [] }, '2026-11-24T10:00:00Z', '2026-11-25T10:00:00Z')).toBe(0);
  });

  it('works in the hours’ time zone, not the server’s', () => {
    const mexico = { ...madrid, timeZone: 'America/Mexico_City' }; // UTC−6, no DST since 2022
    expect(between(mexico, '2026-11-24T14:00:00Z', '2026-11-24T16:00:00Z')).toBe(60); // 08:00 → 10:00 local
    const tokyo = { ...madrid, timeZone: 'Asia/Tokyo' }; // UTC+9
    expect(between(tokyo, '2026-11-27T16:00:00Z', '2026-11-27T18:00:00Z')).toBe(0); // Friday in UTC, Saturday night there
    expect(between(tokyo, '2026-11-30T00:00:00Z', '2026-11-30T01:00:00Z')).toBe(60); // Monday 09:00 → 10:00 there
  });

  it('follows the clock changes: a night across them is an hour shorter or longer', () => {
    // Hours through the night on the clocks' change days: 00:00–06:00 every day.
    const night = { days: [0, 1, 2, 3, 4, 5, 6], opens: '00:00', closes: '06:00', timeZone: 'Europe/Madrid' };
    // 29 Mar 2026: 02:00 becomes 03:00, so 00:00–06:00 lasts five hours.
    expect(between(night, '2026-03-28T22:00:00Z', '2026-03-29T06:00:00Z')).toBe(5 * 60);
    // 25 Oct 2026: 03:00 becomes 02:00 again, seven hours.
    expect(between(night, '2026-10-24T21:00:00Z', '2026-10-25T07:00:00Z')).toBe(7 * 60);
    // Office hours keep their local times either side of the change: Friday 18:00 is 17:00 UTC, Monday 09:00 is 07:00 UTC.
    expect(between({ ...madrid, days: [5, 1] }, '2026-03-27T16:00:00Z', '2026-03-30T07:10:00Z')).toBe(60 + 10);
  });

  it('places a skipped opening time at the jump and a repeated one at its first occurrence', () => {
    // 02:30 does not exist in Madrid on 29 Mar 2026: the clocks jump at 01:00 UTC.
    expect(new Date(zonedInstant(dayOf('2026-03-29'), 150, 'Europe/Madrid')).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // 02:30 happens twice on 25 Oct 2026: first at 00:30 UTC (summer time).
    expect(new Date(zonedInstant(dayOf('2026-10-25'), 150, 'Europe/Madrid')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(new Date(zonedInstant(dayOf('2026-11-24'), 9 * 60, 'Europe/Madrid')).toISOString()).toBe('2026-11-24T08:00:00.000Z');
  });

  it('counts long waits over weeks, and hours that close before they open never', () => {
    // Monday 09:00 to Monday 09:00 four weeks later: 20 working days of 9 hours.
    expect(between(madrid, '2026-11-02T08:00:00Z', '2026-11-30T08:00:00Z')).toBe(20 * 9 * 60);
    expect(between({ ...madrid, opens: '18:00', closes: '09:00' }, '2026-11-24T00:00:00Z', '2026-11-26T00:00:00Z')).toBe(0);
    const clock = createBusinessClock(madrid);
    expect(minutes(clock.between(new Date('2026-11-24T07:00:00Z'), new Date('2026-11-24T08:30:00Z')))).toBe(30);
    expect(minutes(clock.between(new Date('2026-11-24T16:30:00Z'), new Date('2026-11-25T08:30:00Z')))).toBe(60);
  });

  it('says whether the hours are open at an instant', () => {
    expect(isWithinHours(madrid, new Date('2026-11-24T08:00:00Z'))).toBe(true); // 09:00 opens
    expect(isWithinHours(madrid, new Date('2026-11-24T17:00:00Z'))).toBe(false); // 18:00 closed
    expect(isWithinHours(madrid, new Date('2026-11-28T10:00:00Z'))).toBe(false); // Saturday
  });
});

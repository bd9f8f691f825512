import { describe, expect, it } from 'vitest';
import { isIsoDay, presetOf, presetRange, todayIn } from './dateRangePresets';

describe('date range presets', () => {
  it.each([
    ['today', { from: '2026-03-29', to: '2026-03-29' }],
    ['last7', { from: '2026-03-23', to: '2026-03-29' }],
    ['last30', { from: '2026-02-28', to: '2026-03-29' }],
    ['last90', { from: '2025-12-30', to: '2026-03-29' }],
    ['last365', { from: '2025-03-30', to: '2026-03-29' }],
    ['thisMonth', { from: '2026-03-01', to: '2026-03-29' }],
  ] as const)('%s counts back from today, included, across the daylight-saving change', (preset, range) => {
    expect(presetRange(preset, '2026-03-29')).toEqual(range);
  });

  it('crosses a year and a leap day', () => {
    expect(presetRange('last7', '2028-03-02')).toEqual({ from: '2028-02-25', to: '2028-03-02' });
    expect(presetRange('last30', '2027-01-10')).toEqual({ from: '2026-12-12', to: '2027-01-10' });
  });

  it('recognises a preset from its range, anything else is custom', () => {
    expect(presetOf({ from: '2026-03-23', to: '2026-03-29' }, '2026-03-29')).toBe('last7');
    expect(presetOf({ from: '2026-03-20', to: '2026-03-29' }, '2026-03-29')).toBe('custom');
    // Only among the presets a screen offers: a single day is custom where "today" is not offered.
    expect(presetOf({ from: '2026-03-29', to: '2026-03-29' }, '2026-03-29', ['last7', 'custom'])).toBe('custom');
  });

  it("takes today in the user's time zone", () => {
    const lateEvening = new Date('2026-11-23T23:30:00Z');
    expect(todayIn('Europe/Madrid', lateEvening)).toBe('2026-11-24');
    expect(todayIn('America/Mexico_City', lateEvening)).toBe('2026-11-23');
  });

  it('accepts only real days', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('28/02/2026')).toBe(false);
  });
});

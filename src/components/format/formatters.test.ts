import { describe, expect, it } from 'vitest';
import { createFormatters } from './formatters';

const es = createFormatters('es', 'Europe/Madrid');
const en = createFormatters('en', 'Europe/Madrid');
// Intl separates a number from its unit with a no-break space; compare as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('createFormatters', () => {
  it('groups thousands in both languages, four-digit Spanish numbers included', () => {
    expect(es.number(1500)).toBe('1.500');
    expect(es.number(1250.5)).toBe('1.250,5');
    expect(en.number(1500)).toBe('1,500');
    expect(es.number(2, { decimals: 2 })).toBe('2,00');
  });

  it('writes money with its currency, from units or cents', () => {
    expect(plain(es.money(1500, 'EUR'))).toBe('1.500,00 €');
    expect(plain(es.money(4900, 'EUR', { fromCents: true }))).toBe('49,00 €');
    expect(en.money(1500, 'EUR')).toBe('€1,500.00');
    expect(en.money(19.9, 'USD')).toBe('US$19.90');
  });

  it('writes ratios as percentages', () => {
    expect(plain(es.percent(0.125))).toBe('12,5 %');
    expect(en.percent(0.21)).toBe('21%');
  });

  it('writes days day-first in both languages, never shifting a date-only value', () => {
    expect(es.date('2026-11-23')).toBe('23 nov 2026');
    expect(en.date('2026-11-23')).toBe('23 Nov 2026');
    expect(createFormatters('es', 'America/Los_Angeles').date('2026-11-23')).toBe('23 nov 2026');
    // An instant is shown in the given zone: 23:30 UTC is already the 24th in Madrid.
    expect(es.date('2026-11-23T23:30:00Z')).toBe('24 nov 2026');
    expect(es.dateTime('2026-11-23T09:05:00Z')).toBe('23 nov 2026, 10:05');
    expect(es.time('2026-11-23T09:05:00Z')).toBe('10:05');
    expect(es.time(null)).toBe('—');
  });

  it('shows a dash for missing or unreadable values instead of NaN or Invalid Date', () => {
    for (const f of [es, en]) {
      expect(f.number(null)).toBe('—');
      expect(f.number(Number.NaN)).toBe('—');
      expect(f.money(undefined, 'EUR')).toBe('—');
      expect(f.date('not a date')).toBe('—');
      expect(f.dateTime('')).toBe('—');
    }
  });
});

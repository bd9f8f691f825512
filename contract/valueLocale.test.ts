import { describe, expect, it } from 'vitest';
import { guessValueLocale, parseLocaleDate, parseLocaleNumber } from './valueLocale';

describe('parseLocaleNumber', () => {
  it('reads Spanish numbers: dot groups thousands, comma is the decimal', () => {
    expect(parseLocaleNumber('2.000', 'es')).toBe(2000);
    expect(parseLocaleNumber('1.250,50', 'es')).toBe(1250.5);
    expect(parseLocaleNumber('1.000.000', 'es')).toBe(1_000_000);
    expect(parseLocaleNumber('-3,5', 'es')).toBe(-3.5);
    expect(parseLocaleNumber('1 250,5 €', 'es')).toBe(1250.5);
    expect(parseLocaleNumber('42', 'es')).toBe(42);
    expect(parseLocaleNumber('2.5', 'es')).toBe(2.5); // not a thousands group: a decimal point
  });
  it('reads English numbers: comma groups thousands, dot is the decimal', () => {
    expect(parseLocaleNumber('2,000', 'en')).toBe(2000);
    expect(parseLocaleNumber('2.000', 'en')).toBe(2);
    expect(parseLocaleNumber('1,250.50', 'en')).toBe(1250.5);
    expect(parseLocaleNumber('$1,250', 'en')).toBe(1250);
  });
  it('refuses what is not a number in that convention', () => {
    for (const bad of ['mucho', '1.25.0', '1,250.50', '12,34,5', '', '-', '1e5']) expect([bad, parseLocaleNumber(bad, 'es')]).toEqual([bad, null]);
    expect(parseLocaleNumber('1.250,50', 'en')).toBeNull();
  });
});

describe('parseLocaleDate', () => {
  it('reads day first in es, month first in en, ISO in both', () => {
    expect(parseLocaleDate('03/04/2026', 'es')).toBe('2026-04-03');
    expect(parseLocaleDate('03/04/2026', 'en')).toBe('2026-03-04');
    expect(parseLocaleDate('31-12-26', 'es')).toBe('2026-12-31');
    expect(parseLocaleDate('2026-11-23', 'en')).toBe('2026-11-23');
    expect(parseLocaleDate('2026-11-23T10:00:00Z', 'es')).toBe('2026-11-23');
  });
  it('refuses days that do not exist', () => {
    expect(parseLocaleDate('31/02/2026', 'es')).toBeNull();
    expect(parseLocaleDate('13/13/2026', 'en')).toBeNull();
    expect(parseLocaleDate('mañana', 'es')).toBeNull();
  });
});

describe('guessValueLocale', () => {
  it('follows unambiguous values first, then the delimiter, then the country', () => {
    expect(guessValueLocale(['1.250,50', '3'], ',', 'US')).toBe('es');
    expect(guessValueLocale(['1,250.50'], ';', 'ES')).toBe('en');
    expect(guessValueLocale(['25/12/2026'], ',', null)).toBe('es');
    expect(guessValueLocale(['12/25/2026'], ';', null)).toBe('en');
    expect(guessValueLocale(['2000'], ';', 'US')).toBe('es');
    expect(guessValueLocale(['2000'], ',', 'US')).toBe('en');
    expect(guessValueLocale(['2000'], ',', 'ES')).toBe('es');
    expect(guessValueLocale([], ',', null)).toBe('es');
  });
});

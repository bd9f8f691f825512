import { describe, expect, it } from 'vitest';
import { codeChoices } from './codeChoices';

const nameOf = (kind: Parameters<typeof codeChoices>[0], language: 'es' | 'en', id: string) => codeChoices(kind, language).find((c) => c.id === id)?.name;

describe('codeChoices', () => {
  it('names countries and currencies in the user language, with their code', () => {
    expect(nameOf('country', 'es', 'DE')).toBe('Alemania (DE)');
    expect(nameOf('country', 'en', 'DE')).toBe('Germany (DE)');
    expect(nameOf('currency', 'es', 'EUR')).toBe('euro (EUR)');
    expect(nameOf('currency', 'en', 'USD')).toBe('US Dollar (USD)');
  });

  it('sorts as the language sorts: accented names among their letter', () => {
    const names = codeChoices('country', 'es').map((c) => c.name);
    expect(names.indexOf('Austria (AT)')).toBeLessThan(names.indexOf('Bélgica (BE)'));
    expect(names.indexOf('Bélgica (BE)')).toBeLessThan(names.indexOf('Bolivia (BO)'));
    expect(names).toHaveLength(250);
  });

  it('names time zones by city, zone and offset', () => {
    expect(nameOf('timeZone', 'es', 'Europe/Madrid')).toMatch(/^Madrid · hora de Europa central \(GMT\+[12]\)$/);
    expect(nameOf('timeZone', 'en', 'America/Mexico_City')).toMatch(/^Mexico City · .+ \(GMT-[56]\)$/);
    expect(nameOf('timeZone', 'en', 'UTC')).toMatch(/^UTC · /);
  });
});

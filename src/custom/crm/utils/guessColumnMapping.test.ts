import { describe, expect, it } from 'vitest';
import { guessColumnMapping, normalizeHeader } from './guessColumnMapping';

const properties = [{ propertyName: 'plan', label: 'Plan contratado' }];

describe('normalizeHeader', () => {
  it('drops case, accents, punctuation, numbering and "value"', () => {
    expect(normalizeHeader('Correo Electrónico')).toBe('correo electronico');
    expect(normalizeHeader('E-mail 1 - Value')).toBe('e mail');
    expect(normalizeHeader('  Teléfono  ')).toBe('telefono');
  });
});

describe('guessColumnMapping', () => {
  it('reads a Spanish Excel header', () => {
    expect(guessColumnMapping(['Nombre', 'Apellidos', 'Correo electrónico', 'Teléfono', 'Empresa', 'Cargo', 'Ciudad', 'País', 'Plan contratado'], properties)).toEqual([
      'name', 'surname', 'email', 'phone', 'organization', 'jobTitle', 'city', 'country', 'custom:plan',
    ]);
  });

  it('reads Google Contacts and Outlook headers', () => {
    expect(guessColumnMapping(['Name', 'Given Name', 'Family Name', 'E-mail 1 - Value', 'Phone 1 - Value'], [])).toEqual([
      'name', null, 'surname', 'email', 'phone',
    ]);
    expect(guessColumnMapping(['First Name', 'Last Name', 'E-mail Address', 'Mobile Phone', 'Company', 'Job Title', 'Business City'], [])).toEqual([
      'name', 'surname', 'email', 'phone', 'organization', 'jobTitle', 'city',
    ]);
  });

  it("prefers the server's guess, matches custom properties by name, and never maps a target twice", () => {
    expect(guessColumnMapping(['Full name', 'PLAN', 'Email', 'Mail', 'Notes'], properties, ['fullName', null, null, null, null])).toEqual([
      'fullName', 'custom:plan', 'email', null, null,
    ]);
  });
});

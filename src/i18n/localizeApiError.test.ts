import { describe, expect, it } from 'vitest';
import { createErrorLocalizer, createFieldErrorLocalizer } from './localizeApiError';

const texts: Record<string, string> = {
  'app.errors.codes.email_taken': 'Ya existe una cuenta con este correo.',
  'app.errors.rateLimited': 'Demasiados intentos.',
  'app.errors.server': 'El servidor ha tenido un problema.',
  'app.errors.codes.invalid_password': 'La contraseña no es correcta.',
  'app.errors.codes.validation_error': 'Revisa los campos marcados.',
  'app.errors.invalidValue': 'Este valor no es válido.',
};
const translator = (language: string) => ({ exists: (k: string) => k in texts, t: (k: string) => texts[k] ?? k, language });
const localize = createErrorLocalizer(translator('es'));

describe('createErrorLocalizer', () => {
  it('gives the text of a known error code', () => {
    expect(localize({ error_code: 'email_taken', message: 'An account with this email already exists' }, 409)).toBe('Ya existe una cuenta con este correo.');
  });
  it('keeps the server message (undefined) for a code without a text', () => {
    expect(localize({ error_code: 'something_new', message: 'Something new' }, 400)).toBeUndefined();
    expect(localize({ message: 'No code' }, 404)).toBeUndefined();
  });
  it('uses the generic texts for rate limits and server failures', () => {
    expect(localize({ error_code: 'rate_limit', message: 'Too many requests' }, 429)).toBe('Demasiados intentos.');
    expect(localize({ error_code: 'internal_error', message: 'Internal server error' }, 500)).toBe('El servidor ha tenido un problema.');
  });
});

describe('createFieldErrorLocalizer', () => {
  it('gives a specific code its own text under the field', () => {
    const field = createFieldErrorLocalizer(translator('es'));
    expect(field({ error_code: 'invalid_password' }, 'Incorrect password')).toBe('La contraseña no es correcta.');
  });
  it('keeps a schema detail for English and says "not valid" in Spanish', () => {
    const body = { error_code: 'validation_error' };
    expect(createFieldErrorLocalizer(translator('en'))(body, 'List name is required')).toBe('List name is required');
    expect(createFieldErrorLocalizer(translator('es'))(body, 'List name is required')).toBe('Este valor no es válido.');
  });
});

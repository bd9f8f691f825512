import { describe, expect, it } from 'vitest';
import { createErrorLocalizer, createFieldErrorLocalizer } from './localizeApiError';

const texts: Record<string, string> = {
  'app.errors.codes.email_taken': 'Ya existe una cuenta con este correo.',
  'app.errors.rateLimited': 'Demasiados intentos.',
  'app.errors.server': 'El servidor ha tenido un problema.',
  'app.errors.codes.invalid_password': 'La contraseña no es correcta.',
  'app.errors.codes.validation_error': 'Revisa los campos marcados.',
  'app.errors.invalidValue': 'Este valor no es válido.',
  'app.errors.fields.invalid_email': 'No es un correo electrónico válido.',
  'app.errors.fields.too_long': 'Como máximo {{maximum}} caracteres.',
};
const translator = (language: string) => ({
  exists: (k: string) => k in texts,
  t: (k: string, options?: Record<string, unknown>) => (texts[k] ?? k).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name])),
  language,
});
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
    expect(field({ error_code: 'invalid_password' }, { message: 'Incorrect password' })).toBe('La contraseña no es correcta.');
  });
  it('keeps a schema detail for English and says "not valid" in Spanish', () => {
    const body = { error_code: 'validation_error' };
    expect(createFieldErrorLocalizer(translator('en'))(body, { message: 'List name is required' })).toBe('List name is required');
    expect(createFieldErrorLocalizer(translator('es'))(body, { message: 'List name is required' })).toBe('Este valor no es válido.');
  });
  it('says a coded issue in the user’s language with its parameters, whatever the language', () => {
    const body = { error_code: 'validation_error' };
    const es = createFieldErrorLocalizer(translator('es'));
    expect(es(body, { message: 'Invalid email address', code: 'invalid_email' })).toBe('No es un correo electrónico válido.');
    expect(es(body, { message: 'Too big', code: 'too_long', params: { maximum: 100 } })).toBe('Como máximo 100 caracteres.');
    // An unknown code falls back as before.
    expect(es(body, { message: 'Odd', code: 'brand_new' })).toBe('Este valor no es válido.');
  });
});

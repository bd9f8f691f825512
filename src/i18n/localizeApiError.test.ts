import { describe, expect, it } from 'vitest';
import { createErrorLocalizer } from './localizeApiError';

const texts: Record<string, string> = {
  'app.errors.codes.email_taken': 'Ya existe una cuenta con este correo.',
  'app.errors.rateLimited': 'Demasiados intentos.',
  'app.errors.server': 'El servidor ha tenido un problema.',
};
const localize = createErrorLocalizer({ exists: (k) => k in texts, t: (k) => texts[k] ?? k });

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

/**
 * The field refusals a user can meet, by code. The API answers each field issue with its English
 * message (for API clients) and its `code` (plus `params`), which the app shows in the user's
 * language (`app.errors.fields.<code>`). Schemas use these messages, so the code follows them.
 */
import { COUNTRY_MESSAGE, CURRENCY_MESSAGE, TIME_ZONE_MESSAGE } from './regions';
import { INVALID_TAX_ID } from './tax';

export const FIELD_MESSAGES = {
  invalid_email: 'Invalid email address',
  invalid_phone: 'Invalid phone number',
  invalid_url: 'Must be a web address (http or https)',
  invalid_id: 'Invalid id',
  password_too_short: 'Password must have at least 8 characters',
  password_needs_letter: 'Password must contain a letter',
  password_needs_digit: 'Password must contain a digit',
  invalid_country: COUNTRY_MESSAGE,
  invalid_currency: CURRENCY_MESSAGE,
  invalid_time_zone: TIME_ZONE_MESSAGE,
  invalid_tax_id: INVALID_TAX_ID,
  invalid_color: 'Colour must be like #1a2b3c',
  invalid_template_name: 'Use lowercase letters, digits and underscores (the channel requires it)',
  required: 'Required',
} as const;

export type FieldCode = keyof typeof FIELD_MESSAGES | 'required' | 'too_long' | 'too_short' | 'invalid_value'
  | 'not_text' | 'not_a_number' | 'not_a_date' | 'not_a_boolean' | 'not_an_option';

const BY_MESSAGE = new Map<string, FieldCode>(Object.entries(FIELD_MESSAGES).map(([code, message]) => [message, code as FieldCode]));

/** A schema issue's code: ours by its message, else from what the check was (length, type…). */
export function fieldCode(issue: { message?: string; keyword?: string; params?: Record<string, unknown> }): { code: FieldCode; params?: Record<string, number> } {
  const known = issue.message ? BY_MESSAGE.get(issue.message) : undefined;
  if (known) return { code: known };
  const p = issue.params ?? {};
  if (issue.keyword === 'too_small' && p.origin === 'string') {
    return Number(p.minimum) <= 1 ? { code: 'required' } : { code: 'too_short', params: { minimum: Number(p.minimum) } };
  }
  if (issue.keyword === 'too_big' && p.origin === 'string') return { code: 'too_long', params: { maximum: Number(p.maximum) } };
  if (issue.keyword === 'invalid_format' && p.format === 'email') return { code: 'invalid_email' };
  if (issue.keyword === 'invalid_type' && p.expected === 'string' && issue.message?.includes('received undefined')) return { code: 'required' };
  return { code: 'invalid_value' };
}

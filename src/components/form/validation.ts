/**
 * Client-side checks mirroring the contract's rules, returning translation keys so the message
 * shows in the user's language (the server's own messages are English).
 */
export const required = (value: string) => (value.trim() ? null : 'app.validation.required');

export const emailRule = (value: string) =>
  !value.trim() ? 'app.validation.required' : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : 'app.validation.email';

export const passwordRule = (value: string) => {
  if (!value) return 'app.validation.required';
  if (value.length < 8) return 'app.validation.passwordLength';
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return 'app.validation.passwordMix';
  return null;
};

export const phoneRule = (value: string) => (!value.trim() || /^\+?[0-9 ()-]{6,20}$/.test(value.trim()) ? null : 'app.validation.phone');

export type Rules<T> = Partial<Record<keyof T, (value: string) => string | null>>;

/** Runs each field's rule; the result maps field → translation key of its first problem. */
export function validate<T extends Record<string, unknown>>(values: T, rules: Rules<T>): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(rules) as (keyof T)[]) {
    const problem = rules[key]?.(String(values[key] ?? ''));
    if (problem) errors[key] = problem;
  }
  return errors;
}

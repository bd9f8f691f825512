import type { ApiErrorBody } from '../dataProvider/ApiError';

type Translator = { exists: (key: string) => boolean; t: (key: string) => string; language: string };

/**
 * The API answers in English with a stable `error_code`; the user reads the code's text in their
 * language (`app.errors.codes.<code>`), or a generic one for rate limits and server failures.
 * Codes without a text keep the server's message (undefined here).
 */
export function createErrorLocalizer(i18n: Translator) {
  return (body: ApiErrorBody, status: number): string | undefined => {
    const key = `app.errors.codes.${body.error_code}`;
    if (body.error_code && i18n.exists(key)) return i18n.t(key);
    if (status === 429) return i18n.t('app.errors.rateLimited');
    if (status >= 500) return i18n.t('app.errors.server');
    return undefined;
  };
}

/**
 * The text under a field the server refused. A specific code (invalid_password, duplicate_email…)
 * has its own text; a schema refusal (validation_error) carries the server's English detail,
 * kept for English and given as a generic "not valid" in other languages.
 */
export function createFieldErrorLocalizer(i18n: Translator) {
  return (body: ApiErrorBody, serverMessage: string): string | undefined => {
    const key = `app.errors.codes.${body.error_code}`;
    if (body.error_code && body.error_code !== 'validation_error' && i18n.exists(key)) return i18n.t(key);
    if (i18n.language.startsWith('en')) return serverMessage;
    return i18n.t('app.errors.invalidValue');
  };
}

import type { ApiErrorBody, FieldIssue } from '../dataProvider/ApiError';

type Translator = { exists: (key: string) => boolean; t: (key: string, options?: Record<string, unknown>) => string; language: string };

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
 * The text under a field the server refused: the issue's code (invalid_email, too_long…) in the
 * user's language with its parameters; else a specific error code's text (invalid_password,
 * duplicate_email…); else the server's English detail for English, a generic "not valid" otherwise.
 */
export function createFieldErrorLocalizer(i18n: Translator) {
  return (body: ApiErrorBody, issue: FieldIssue): string | undefined => {
    const fieldKey = `app.errors.fields.${issue.code}`;
    if (issue.code && i18n.exists(fieldKey)) return i18n.t(fieldKey, issue.params);
    const key = `app.errors.codes.${body.error_code}`;
    if (body.error_code && body.error_code !== 'validation_error' && i18n.exists(key)) return i18n.t(key);
    if (i18n.language.startsWith('en')) return issue.message;
    return i18n.t('app.errors.invalidValue');
  };
}

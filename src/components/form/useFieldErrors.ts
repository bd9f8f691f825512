import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, toFieldIssues } from '../../dataProvider/ApiError';
import { createFieldErrorLocalizer } from '../../i18n/localizeApiError';

/**
 * Field errors of a form: client-side rule keys (translated here) and the server's validation
 * details (`{ path: message }`), so both show under the input they concern. The API client has
 * already put each refused field's text in `body.errors`; an error that did not pass through it
 * (a fake in a story) is localised here the same way, from its coded details.
 */
export function useFieldErrors<K extends string>() {
  const { t, i18n } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const serverErrors = (error: unknown): Partial<Record<K, string>> => {
    if (!isApiError(error)) return {};
    if (error.body?.errors) return error.body.errors as Partial<Record<K, string>>;
    const issues = toFieldIssues(error.body?.details);
    if (!issues || !error.body) return {};
    const localize = createFieldErrorLocalizer({ exists: (key) => i18n.exists(key), t: (key, options) => t(key, options), language: i18n.language });
    return Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, localize(error.body!, issue) ?? issue.message])) as Partial<Record<K, string>>;
  };
  return {
    errors,
    setRuleErrors: (keys: Partial<Record<K, string>>) =>
      setErrors(Object.fromEntries(Object.entries(keys).map(([k, v]) => [k, t(v as string)])) as Partial<Record<K, string>>),
    setServerErrors: (error: unknown) => setErrors(serverErrors(error)),
    clear: () => setErrors({}),
    /** Props for a TextField of that field: error flag and helper text. */
    fieldProps: (name: K) => ({ error: !!errors[name], helperText: errors[name] ?? ' ' }),
  };
}

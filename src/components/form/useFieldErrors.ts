import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../dataProvider/ApiError';

/**
 * Field errors of a form: client-side rule keys (translated here) and the server's validation
 * details (`{ path: message }`), so both show under the input they concern.
 */
export function useFieldErrors<K extends string>() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  return {
    errors,
    setRuleErrors: (keys: Partial<Record<K, string>>) =>
      setErrors(Object.fromEntries(Object.entries(keys).map(([k, v]) => [k, t(v as string)])) as Partial<Record<K, string>>),
    setServerErrors: (error: unknown) => setErrors((isApiError(error) && (error.body?.errors as Partial<Record<K, string>>)) || {}),
    clear: () => setErrors({}),
    /** Props for a TextField of that field: error flag and helper text. */
    fieldProps: (name: K) => ({ error: !!errors[name], helperText: errors[name] ?? ' ' }),
  };
}

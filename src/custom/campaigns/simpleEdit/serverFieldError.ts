import type { TFunction } from 'i18next';
import { isApiError, toFieldIssues } from '../../../dataProvider/ApiError';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';

/**
 * What to show under one field when its save is refused: the platform's own words from the 400
 * body's `details[].message` (the field named by its path; the API client's generic `errors` text
 * only when there are no details); any other refusal says the generic words.
 */
export function serverFieldError(error: unknown, field: string, t: TFunction): string {
  if (isApiError(error) && error.status === 400 && error.body) {
    const issues = toFieldIssues(error.body.details);
    const issue = issues?.[field] ?? (issues ? Object.values(issues)[0] : undefined);
    if (issue) return issue.message;
    const localized = error.body.errors?.[field];
    if (localized) return localized;
  }
  return apiErrorMessage(error, t);
}

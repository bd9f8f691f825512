import type { TFunction } from 'i18next';
import { isApiError } from '../../dataProvider/ApiError';

/**
 * What to tell the user about a failed call, in their language where the case is generic (no
 * network, rate limit, server error); otherwise the server's or the local check's own message.
 */
export function apiErrorMessage(error: unknown, t: TFunction, fallbackKey = 'app.errors.generic'): string {
  if (!isApiError(error)) return error instanceof Error && error.message ? error.message : t(fallbackKey);
  if (!error.hasResponse) return t('app.errors.network');
  if (error.status === 429) return t('app.errors.rateLimited');
  if (error.status >= 500) return t('app.errors.server');
  return error.message || t(fallbackKey);
}

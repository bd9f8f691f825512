import { readFailure, serverMessage } from './readFailure';

export type LandingErrorCode = 'max_landings' | 'invalid_data' | 'unauthorized' | 'forbidden' | 'rate_limit' | 'unknown_error';

export type LandingError = { code: LandingErrorCode; message: string; status?: number };

export const MAX_LANDINGS_MESSAGE = 'You have reached the maximum number of landings for your tier';

const BY_STATUS: Record<number, LandingErrorCode> = { 400: 'invalid_data', 401: 'unauthorized', 403: 'forbidden', 429: 'rate_limit' };

/** SPEC §8: create-landing-without-AI errors. The tier cap is recognised by the server's text. */
export function normalizeLandingError(error: unknown): LandingError {
  const failure = readFailure(error);
  if (failure.kind !== 'response') {
    return { code: 'unknown_error', message: failure.kind === 'other' ? failure.message ?? '' : 'Network error occurred' };
  }
  const message = serverMessage(failure.data) ?? '';
  if (message.includes(MAX_LANDINGS_MESSAGE)) return { code: 'max_landings', message, status: failure.status };
  return { code: BY_STATUS[failure.status] ?? 'unknown_error', message, status: failure.status };
}

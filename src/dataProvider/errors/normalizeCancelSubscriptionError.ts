import { readFailure, serverMessage } from './readFailure';

export type CancelSubscriptionError = { message: string; status: number; details?: unknown };

/** SPEC §8: cancel-subscription errors. */
export function normalizeCancelSubscriptionError(error: unknown): CancelSubscriptionError {
  const failure = readFailure(error);
  if (failure.kind === 'noResponse') {
    return { message: 'Network error occurred. Please check your connection and try again.', status: 0 };
  }
  if (failure.kind === 'other') return { message: 'An unexpected error occurred. Please try again.', status: 500 };
  return {
    message: serverMessage(failure.data) || 'Failed to cancel subscription. Please try again.',
    status: failure.status,
    details: failure.data.details,
  };
}

import { readFailure, serverMessage } from './readFailure';

export type SubscriptionError = { message: string; status: number; declineCode?: string };

export type SubscriptionErrorContext = 'register' | 'changeSubscription';

const DEFAULTS: Record<SubscriptionErrorContext, string> = {
  register: 'An error occurred during registration',
  changeSubscription: 'An error occurred while changing subscription',
};

/** SPEC §8: register and change-subscription errors as message, status and declineCode. */
export function normalizeSubscriptionError(error: unknown, context: SubscriptionErrorContext): SubscriptionError {
  const failure = readFailure(error);
  if (failure.kind === 'noResponse') {
    return { message: 'No response received from server. Please try again later.', status: 0, declineCode: 'network_error' };
  }
  if (failure.kind === 'other') {
    return { message: 'An unexpected error occurred. Please try again later.', status: 500, declineCode: 'unknown_error' };
  }
  const { status, data } = failure;
  const details = data.details && typeof data.details === 'object' ? (data.details as { decline_code?: string }) : undefined;
  return {
    message: serverMessage(data) || DEFAULTS[context],
    status,
    declineCode: (typeof data.declineCode === 'string' ? data.declineCode : undefined) ?? details?.decline_code ?? data.error_code,
  };
}

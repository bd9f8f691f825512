import type { TFunction } from 'i18next';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { isApiError } from '../../../dataProvider/ApiError';
import { normalizeSubscriptionError } from '../../../dataProvider/errors/normalizeSubscriptionError';

/** Decline codes with a message of ours in both languages. */
const KNOWN_DECLINES = new Set([
  'generic_decline', 'card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc',
  'authentication_required', 'payment_intent_authentication_failure', 'network_error', 'invalid_promo_code',
  'payment_method_required', 'trial_already_used', 'invalid_subscription_type', 'billing_details_required',
]);

/**
 * What the user reads when a subscription change fails: SPEC §8's normaliser (message, status,
 * declineCode; the local refusal "Invalid subscription type" reads as the server's 400), then the
 * decline code in the user's language when we know it. Anything else reads as the API client
 * put it: localized by error_code where the app has a text, else the server's message.
 */
export function paymentErrorText(error: unknown, t: TFunction): { text: string; status: number; declineCode?: string } {
  const normalized = normalizeSubscriptionError(error, 'changeSubscription');
  const code = normalized.declineCode;
  const text = code && KNOWN_DECLINES.has(code)
    ? t(`app.billing.declines.${code}`)
    : isApiError(error) ? apiErrorMessage(error, t) : t('app.errors.generic');
  return { text, status: normalized.status, declineCode: code };
}

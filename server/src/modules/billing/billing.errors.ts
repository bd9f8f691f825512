import { AppError } from '../../http/errors';
import { PaymentError } from '../../connectors/payments';

/**
 * A processor refusal as the app expects it (SPEC §8): a card decline is 403 with the
 * processor's code and message and details {type:'card_error', code, decline_code}, so the
 * normaliser yields payment_error with the decline code.
 */
export function paymentFailure(error: unknown): unknown {
  if (!(error instanceof PaymentError)) return error;
  if (error.type === 'card_error') {
    return new AppError(403, error.code, error.message, { type: 'card_error', code: error.code, decline_code: error.declineCode ?? error.code });
  }
  if (error.type === 'invalid_request_error') return new AppError(400, error.code, error.message);
  // No processor on this server (production without Stripe): not a passing fault of one.
  if (error.code === 'payments_unavailable') return new AppError(503, error.code, error.message);
  return new AppError(502, 'payment_provider_unavailable', error.message);
}

export const invalidSubscriptionType = () => new AppError(400, 'invalid_subscription_type', 'Invalid subscription type');

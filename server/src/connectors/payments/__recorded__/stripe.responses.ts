/**
 * Stripe API responses as recorded in test mode (trimmed to the fields the connector reads plus
 * a few neighbours, ids shortened). The fake HTTP client in stripe.test.ts answers with these.
 */
export const customer = { id: 'cus_Qx1', object: 'customer', email: 'ana@example.com', name: 'Ana Test', livemode: false, metadata: { userId: 'u1' } };

export const attachedVisa = {
  id: 'pm_1Visa', object: 'payment_method', type: 'card', customer: 'cus_Qx1', livemode: false,
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, country: 'US', funding: 'credit', fingerprint: 'Xt5EWLLDS7FJjR1c' },
  billing_details: { email: null, name: null },
};

export const insufficientFunds = {
  error: {
    type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.',
    doc_url: 'https://stripe.com/docs/error-codes/card-declined', request_log_url: 'https://dashboard.stripe.com/test/logs/req_1',
  },
};

export const expiredCard = {
  error: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
};

export const paymentIntentSucceeded = {
  id: 'pi_3Ok1', object: 'payment_intent', amount: 19900, currency: 'eur', status: 'succeeded', customer: 'cus_Qx1',
  payment_method: 'pm_1Visa', client_secret: 'pi_3Ok1_secret_abc', next_action: null, last_payment_error: null, livemode: false,
};

export const paymentIntentRequiresAction = {
  id: 'pi_3Auth', object: 'payment_intent', amount: 19900, currency: 'eur', status: 'requires_action', customer: 'cus_Qx1',
  payment_method: 'pm_1Auth', client_secret: 'pi_3Auth_secret_def', last_payment_error: null, livemode: false,
  next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_1&payment_intent=pi_3Auth', return_url: 'http://localhost:3000/es/payment/subscription' } },
};

export const promotionCodes = {
  object: 'list', url: '/v1/promotion_codes', has_more: false,
  data: [{
    id: 'promo_1', object: 'promotion_code', code: 'WELCOME20', active: true,
    promotion: { type: 'coupon', coupon: { id: 'co_1', object: 'coupon', percent_off: 20, amount_off: null, valid: true, duration: 'once' } },
  }],
};

export const emptyList = { object: 'list', url: '/v1/promotion_codes', has_more: false, data: [] };

export const paymentIntentCanceled = {
  ...paymentIntentRequiresAction, status: 'canceled', next_action: null, canceled_at: 1763856000, cancellation_reason: null,
};

/** Stripe's answer to cancelling an intent that has already succeeded. */
export const cancelUnexpectedState = {
  error: {
    type: 'invalid_request_error', code: 'payment_intent_unexpected_state',
    message: 'You cannot cancel this PaymentIntent because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
  },
};

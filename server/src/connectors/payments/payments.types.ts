/**
 * The card processor as billing sees it. Two implementations: `sandbox` (default, offline, the
 * card networks' test numbers) and `stripe` (official SDK, when STRIPE_SECRET_KEY is set).
 * Card numbers never reach billing: it only handles processor payment-method ids plus brand,
 * last 4 digits and expiry.
 */
export type CardSummary = { brand: string; last4: string; expMonth: number; expYear: number };
export type AttachedMethod = CardSummary & { providerRef: string };

export type ChargeInput = {
  customerRef: string;
  providerMethodId: string;
  amountCents: number;
  currency: string;
  description: string;
  /** The same key never charges twice. */
  idempotencyKey: string;
  /** Same-origin path the bank step returns to (on-session charges only). */
  returnPath?: string;
  /** Renewals: the customer is not there to authenticate. */
  offSession?: boolean;
  metadata?: Record<string, string>;
};

export type ChargeResult =
  | { status: 'succeeded'; providerRef: string }
  | { status: 'requires_action'; providerRef: string; redirectUrl: string | null; clientSecret: string | null }
  | { status: 'failed'; providerRef: string; error: PaymentError };

export type Promotion = { code: string; percentOff: number };

export interface PaymentsConnector {
  readonly provider: 'sandbox' | 'stripe' | 'none';
  readonly publishableKey: string | null;
  /** The processor's customer for this user (created on first use). */
  ensureCustomer(user: { id: string; email: string; name: string }, existingRef: string | null): Promise<string>;
  /** Attaches a tokenised card to the customer; the issuer checks it, declines throw PaymentError. */
  attachMethod(customerRef: string, providerMethodId: string): Promise<AttachedMethod>;
  detachMethod(providerMethodId: string): Promise<void>;
  /** Charges a card. Declines throw PaymentError; authentication answers requires_action. */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** The state of a charge after the bank step. */
  retrieveCharge(providerRef: string): Promise<ChargeResult>;
  /**
   * Cancels a charge still waiting for the bank step, so it can never be taken; answers the
   * charge's state afterwards (succeeded when the customer authenticated first).
   */
  cancelCharge(providerRef: string): Promise<ChargeResult>;
  /** A valid, active promotion code, or null. */
  findPromotion(code: string): Promise<Promotion | null>;
}

/** A refusal by the processor, carried to the client as 403 (card) or 400 (request). */
export class PaymentError extends Error {
  constructor(
    readonly type: 'card_error' | 'invalid_request_error' | 'api_error',
    readonly code: string,
    message: string,
    readonly declineCode: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

/** The processors' wording for the test-mode declines, so sandbox and Stripe read alike. */
export const DECLINE_MESSAGES: Record<string, string> = {
  generic_decline: 'Your card was declined.',
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  authentication_required: 'Your card was declined. This transaction requires authentication.',
  payment_intent_canceled: 'This payment was cancelled: a newer plan change replaced it. Nothing was charged.',
  payment_intent_authentication_failure:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

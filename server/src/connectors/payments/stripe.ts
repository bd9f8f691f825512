import Stripe from 'stripe';
import { DECLINE_MESSAGES, PaymentError, type AttachedMethod, type ChargeInput, type ChargeResult, type PaymentsConnector, type Promotion } from './payments.types';

export type StripeOptions = {
  secretKey: string;
  publishableKey: string | null;
  /** Where the bank step returns to (PUBLIC_URL). */
  publicUrl: string;
  /** Tests pass a fake HTTP client with recorded responses: no network. */
  httpClient?: Stripe.HttpClient;
};

/** The real processor through the official SDK; the app then collects cards with Stripe Elements. */
export class StripePayments implements PaymentsConnector {
  readonly provider = 'stripe' as const;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;
  private readonly publicUrl: string;

  constructor(options: StripeOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.httpClient ? 0 : 2,
      appInfo: { name: 'marketing-crm' },
      ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    });
    this.publishableKey = options.publishableKey;
    this.publicUrl = options.publicUrl.replace(/\/$/, '');
  }

  async ensureCustomer(user: { id: string; email: string; name: string }, existingRef: string | null): Promise<string> {
    if (existingRef) return existingRef;
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { email: user.email, name: user.name, metadata: { userId: user.id } },
        { idempotencyKey: `customer-${user.id}` },
      ),
    );
    return customer.id;
  }

  async attachMethod(customerRef: string, providerMethodId: string): Promise<AttachedMethod> {
    // Stripe checks the card with the issuer here: a decline throws a card error.
    const method = await this.call(() => this.stripe.paymentMethods.attach(providerMethodId, { customer: customerRef }));
    if (!method.card) throw new PaymentError('invalid_request_error', 'unsupported_payment_method', 'Only cards are accepted.');
    return {
      providerRef: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }

  async detachMethod(providerMethodId: string): Promise<void> {
    await this.call(() => this.stripe.paymentMethods.detach(providerMethodId));
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          customer: input.customerRef,
          payment_method: input.providerMethodId,
          allowed_payment_method_types: ['card'],
          confirm: true,
          description: input.description,
          ...(input.metadata ? { metadata: input.metadata } : {}),
          ...(input.offSession
            ? { off_session: true }
            : { return_url: `${this.publicUrl}${input.returnPath ?? '/'}` }),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    const result = toResult(intent);
    if (result.status === 'failed') throw result.error;
    return result;
  }

  async retrieveCharge(providerRef: string): Promise<ChargeResult> {
    return toResult(await this.call(() => this.stripe.paymentIntents.retrieve(providerRef)));
  }

  async cancelCharge(providerRef: string): Promise<ChargeResult> {
    try {
      return toResult(await this.call(() => this.stripe.paymentIntents.cancel(providerRef)));
    } catch (error) {
      // Stripe refuses to cancel an intent that has moved on (e.g. the customer authenticated
      // first): its current state is the answer.
      if (error instanceof PaymentError && error.code === 'payment_intent_unexpected_state') return this.retrieveCharge(providerRef);
      throw error;
    }
  }

  async findPromotion(code: string): Promise<Promotion | null> {
    const list = await this.call(() =>
      this.stripe.promotionCodes.list({ code: code.trim(), active: true, limit: 1, expand: ['data.promotion.coupon'] }),
    );
    const coupon = list.data[0]?.promotion.coupon;
    if (!coupon || typeof coupon === 'string' || !coupon.valid || !coupon.percent_off) return null;
    return { code: list.data[0].code.toUpperCase(), percentOff: coupon.percent_off };
  }

  /** Stripe errors become PaymentError: card errors keep their code and decline code. */
  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw toPaymentError(error);
    }
  }
}

export function toPaymentError(error: unknown): PaymentError {
  if (error instanceof PaymentError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    if (error.type === 'StripeCardError') {
      const code = error.code ?? 'card_declined';
      return new PaymentError('card_error', code, error.message, error.decline_code || code);
    }
    if (error.type === 'StripeInvalidRequestError') {
      return new PaymentError('invalid_request_error', error.code ?? 'invalid_request', error.message);
    }
  }
  return new PaymentError('api_error', 'api_error', 'The payment processor is not available. Please try again later.');
}

function toResult(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded' || intent.status === 'processing') return { status: 'succeeded', providerRef: intent.id };
  if (intent.status === 'requires_action') {
    return {
      status: 'requires_action',
      providerRef: intent.id,
      redirectUrl: intent.next_action?.redirect_to_url?.url ?? null,
      clientSecret: intent.client_secret,
    };
  }
  if (intent.status === 'canceled') {
    return {
      status: 'failed', providerRef: intent.id,
      error: new PaymentError('card_error', 'payment_intent_canceled', DECLINE_MESSAGES.payment_intent_canceled, 'payment_intent_canceled'),
    };
  }
  const last = intent.last_payment_error;
  const code = last?.code ?? 'card_declined';
  const declineCode = last?.decline_code || code;
  return {
    status: 'failed',
    providerRef: intent.id,
    error: new PaymentError('card_error', code, last?.message ?? DECLINE_MESSAGES[declineCode] ?? DECLINE_MESSAGES.card_declined, declineCode),
  };
}

import { randomBytes } from 'node:crypto';
import { cardBrand, digitsOnly, type CardInput, cardInput } from '../../../../contract/billing';
import type { Db } from '../../db/connection';
import type { SandboxScenario } from './sandbox.tables';
import {
  attachSandboxMethod, findSandboxIntent, findSandboxIntentByKey, findSandboxMethod, insertSandboxIntent,
  insertSandboxMethod, settleSandboxIntent, type SandboxIntentRow, type SandboxMethodRow,
} from './sandbox.repository';
import {
  DECLINE_MESSAGES, PaymentError, type AttachedMethod, type ChargeInput, type ChargeResult, type PaymentsConnector, type Promotion,
} from './payments.types';

/** The card networks' test numbers (Stripe test mode); any other Luhn-valid number succeeds. */
export const TEST_CARDS: Record<string, SandboxScenario> = {
  '4242424242424242': 'ok',
  '5555555555554444': 'ok',
  '4000000000000002': 'decline_generic',
  '4000000000009995': 'decline_insufficient_funds',
  '4000000000000069': 'decline_expired',
  '4000000000000127': 'decline_cvc',
  '4000000000000341': 'charge_decline',
  '4000002500003155': 'auth_on_session',
  '4000002760003184': 'auth_always',
};

/** Declines the issuer gives when the card is first checked (attach), as Stripe reports them. */
const ATTACH_DECLINES: Partial<Record<SandboxScenario, { code: string; declineCode: string }>> = {
  decline_generic: { code: 'card_declined', declineCode: 'generic_decline' },
  decline_insufficient_funds: { code: 'card_declined', declineCode: 'insufficient_funds' },
  decline_expired: { code: 'expired_card', declineCode: 'expired_card' },
  decline_cvc: { code: 'incorrect_cvc', declineCode: 'incorrect_cvc' },
};

const cardError = (code: string, declineCode: string) =>
  new PaymentError('card_error', code, DECLINE_MESSAGES[declineCode] ?? DECLINE_MESSAGES[code] ?? DECLINE_MESSAGES.card_declined, declineCode);

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Only same-origin paths may be a return target: never an open redirect. */
const safePath = (path: string | undefined): string | null =>
  path && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : null;

/**
 * The offline card processor. It keeps its records in the database (payment_sandbox_*), so a
 * payment started on one instance can be authenticated on another. Cards are stored as brand,
 * last 4, expiry and the behaviour of their test number, never whole.
 */
export class SandboxPayments implements PaymentsConnector {
  readonly provider = 'sandbox' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Db,
    private readonly promotions: Map<string, Promotion>,
  ) {}

  /** What Stripe Elements does in the browser: card details in, payment-method id out. */
  async createPaymentMethod(input: CardInput): Promise<AttachedMethod & { id: string }> {
    const card = cardInput.parse(input);
    const number = digitsOnly(card.number);
    const row = await insertSandboxMethod(this.db, {
      id: newId('pm_sbx'),
      brand: cardBrand(number),
      last4: number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
      scenario: TEST_CARDS[number] ?? 'ok',
    });
    return { id: row.id, ...summary(row) };
  }

  async ensureCustomer(_user: { id: string }, existingRef: string | null): Promise<string> {
    return existingRef ?? newId('cus_sbx');
  }

  async attachMethod(customerRef: string, providerMethodId: string): Promise<AttachedMethod> {
    const method = await findSandboxMethod(this.db, providerMethodId);
    if (!method) throw new PaymentError('invalid_request_error', 'resource_missing', 'No such payment method.');
    const decline = ATTACH_DECLINES[method.scenario];
    if (decline) throw cardError(decline.code, decline.declineCode);
    const attached = await attachSandboxMethod(this.db, providerMethodId, customerRef);
    if (!attached) {
      throw new PaymentError('invalid_request_error', 'payment_method_unavailable', 'This payment method belongs to another customer.');
    }
    return summary(attached);
  }

  async detachMethod(providerMethodId: string): Promise<void> {
    await attachSandboxMethod(this.db, providerMethodId, null);
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    const previous = await findSandboxIntentByKey(this.db, input.idempotencyKey);
    if (previous) return toResult(previous);
    const method = await findSandboxMethod(this.db, input.providerMethodId);
    if (!method || method.customerRef !== input.customerRef) {
      throw new PaymentError('invalid_request_error', 'resource_missing', 'No such payment method for this customer.');
    }
    const needsAuth = method.scenario === 'auth_always' || (method.scenario === 'auth_on_session' && !input.offSession);
    const failure =
      method.scenario === 'charge_decline' ? { code: 'card_declined', declineCode: 'generic_decline' }
      : needsAuth && input.offSession ? { code: 'authentication_required', declineCode: 'authentication_required' }
      : ATTACH_DECLINES[method.scenario] ?? null;
    const intent = await insertSandboxIntent(this.db, {
      id: newId('pi_sbx'),
      customerRef: input.customerRef,
      methodId: method.id,
      amountCents: input.amountCents,
      currency: input.currency.toLowerCase(),
      description: input.description,
      status: failure ? 'failed' : needsAuth ? 'requires_action' : 'succeeded',
      errorCode: failure?.code ?? null,
      declineCode: failure?.declineCode ?? null,
      returnPath: safePath(input.returnPath),
      idempotencyKey: input.idempotencyKey,
    });
    const result = toResult(intent);
    if (result.status === 'failed') throw result.error;
    return result;
  }

  async retrieveCharge(providerRef: string): Promise<ChargeResult> {
    const intent = await findSandboxIntent(this.db, providerRef);
    if (!intent) throw new PaymentError('invalid_request_error', 'resource_missing', 'No such payment.');
    return toResult(intent);
  }

  async cancelCharge(providerRef: string): Promise<ChargeResult> {
    // Only a charge still waiting for the bank step moves; an answered one keeps its outcome.
    await settleSandboxIntent(this.db, providerRef, { status: 'failed', errorCode: 'payment_intent_canceled', declineCode: 'payment_intent_canceled' });
    return this.retrieveCharge(providerRef);
  }

  async findPromotion(code: string): Promise<Promotion | null> {
    return this.promotions.get(code.trim().toUpperCase()) ?? null;
  }

  // --- the local bank step (sandbox.routes.ts) ------------------------------------------------

  async authenticationView(intentId: string): Promise<{ intent: SandboxIntentRow; method: SandboxMethodRow } | null> {
    const intent = await findSandboxIntent(this.db, intentId);
    const method = intent ? await findSandboxMethod(this.db, intent.methodId) : undefined;
    return intent && method ? { intent, method } : null;
  }

  /** The customer's answer to the bank; returns where to send the browser next. */
  async decide(intentId: string, decision: 'confirm' | 'fail'): Promise<SandboxIntentRow | null> {
    const settled = await settleSandboxIntent(
      this.db,
      intentId,
      decision === 'confirm'
        ? { status: 'succeeded' }
        : { status: 'failed', errorCode: 'payment_intent_authentication_failure', declineCode: 'payment_intent_authentication_failure' },
    );
    return settled ?? (await findSandboxIntent(this.db, intentId)) ?? null;
  }
}

function summary(row: SandboxMethodRow): AttachedMethod {
  return { providerRef: row.id, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
}

function toResult(intent: SandboxIntentRow): ChargeResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', providerRef: intent.id };
  if (intent.status === 'requires_action') {
    return {
      status: 'requires_action',
      providerRef: intent.id,
      redirectUrl: `/api/payments/sandbox/authenticate/${intent.id}`,
      clientSecret: null,
    };
  }
  return { status: 'failed', providerRef: intent.id, error: cardError(intent.errorCode ?? 'card_declined', intent.declineCode ?? 'generic_decline') };
}

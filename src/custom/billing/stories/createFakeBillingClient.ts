import {
  billingDetailsInput, chargesCardAgain, digitsOnly, type BillingDetails, type Invoice, type PaymentMethod, type PaymentsInfo, type SubscriptionChange,
} from '../../../../contract/billing';
import { taxCents, taxTreatment } from '../../../../contract/tax';
import { fieldCode } from '../../../../contract/fieldMessages';
import { planOf, toPlanId, type PlanId } from '../../../../contract/plans';
import { ApiError } from '../../../dataProvider/ApiError';
import { assertChangeableSubscription } from '../../../routes/subscription';
import type { BillingClient } from '../api/createBillingClient';

/** The sandbox's test cards, answered as the server does (403 + processor error). */
const DECLINES: Record<string, { code: string; decline: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', decline: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', decline: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', decline: 'expired_card', message: 'Your card has expired.' },
};

export type FakeBillingState = { plan: PlanId; cards: PaymentMethod[]; invoices: Invoice[]; password: string; creditBalanceCents?: number; details?: BillingDetails | null };

export const SELLER = { legalName: 'Marketing CRM S.L. (demo)', taxId: 'B12345674', address: 'Calle Ejemplo 1, 28001 Madrid', country: 'ES' };

export const SPANISH_DETAILS: BillingDetails = {
  legalName: 'Demo Company S.L.', taxId: 'B87654323', addressLine1: 'Calle Mayor 10', addressLine2: null, postalCode: '28013', city: 'Madrid',
  province: 'Madrid', country: 'ES', invoiceEmail: null,
};
export type FakeBillingClient = BillingClient & { calls: { name: string; body?: unknown }[]; state: FakeBillingState };

const day = 86_400_000;
/** The sandbox's default promotions (PROMO_CODES). */
const PROMOS: Record<string, number> = { WELCOME20: 20, LANDING50: 50 };

export function sampleInvoice(n: number, overrides: Partial<Invoice> = {}): Invoice {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, number: `2026-${String(n).padStart(6, '0')}`, planId: 'standard',
    description: 'Standard plan, monthly subscription', subtotalCents: 4900, discountCents: 0, creditCents: 0, totalCents: 5929, currency: 'EUR',
    promoCode: null, status: 'paid', periodStart: '2026-01-10T10:00:00.000Z', periodEnd: '2026-02-10T10:00:00.000Z',
    cardBrand: 'visa', cardLast4: '4242', issuedAt: new Date(Date.UTC(2026, n, 10)).toISOString(),
    taxBaseCents: 4900, taxRatePercent: 21, taxCents: 1029, taxKind: 'es_vat', buyer: SPANISH_DETAILS, seller: SELLER, ...overrides,
  };
}

/** An in-memory billing server for stories and tests; it records every call. */
export function createFakeBillingClient(initial: Partial<FakeBillingState> = {}): FakeBillingClient {
  // Billing details given already unless a story says `details: null` (a first purchase).
  const state: FakeBillingState = { plan: 'freemium', cards: [], invoices: [], password: 'Secret123', details: SPANISH_DETAILS, ...initial };
  let canceling = false;
  const calls: FakeBillingClient['calls'] = [];
  const tokens = new Map<string, string>();

  const info = (): PaymentsInfo => {
    const plan = planOf(state.plan);
    return {
      subscription: {
        subscriptionType: state.plan,
        status: state.plan === 'freemium' ? 'free' : canceling ? 'canceling' : plan.trialDays ? 'trialing' : 'active',
        currentPeriodStart: null,
        renewalDate: state.plan === 'freemium' ? null : new Date(Date.UTC(2026, 6, 1)).toISOString(),
        trialEndsAt: plan.trialDays ? new Date(Date.now() + plan.trialDays * day).toISOString() : null,
        cancelAtPeriodEnd: canceling, trialUsed: false, pendingPercentOff: null, creditBalanceCents: state.creditBalanceCents ?? 0,
      },
      paymentMethods: state.cards,
      defaultPaymentMethodId: state.cards.find((c) => c.isDefault)?._id ?? null,
      invoices: state.invoices,
    };
  };
  const decline = (number: string) => {
    const d = DECLINES[number];
    if (d) throw new ApiError(d.message, 403, { error_code: d.code, message: d.message, details: { type: 'card_error', code: d.code, decline_code: d.decline } });
  };
  const record = <T>(name: string, body?: unknown, answer?: () => T) => {
    calls.push({ name, body });
    return Promise.resolve().then(() => answer?.() as T);
  };
  const saveCard = (token: string, makeDefault = true): PaymentMethod => {
    const number = tokens.get(token) ?? '4242424242424242';
    decline(number);
    const isDefault = makeDefault || !state.cards.some((c) => c.isDefault);
    const card = { _id: `00000000-0000-4000-9000-${String(state.cards.length + 1).padStart(12, '0')}`, brand: 'visa', last4: number.slice(-4), expMonth: 12, expYear: 2030, isDefault, createdAt: new Date().toISOString() };
    state.cards = [card, ...state.cards.map((c) => ({ ...c, isDefault: isDefault ? false : c.isDefault }))];
    return card;
  };

  const client: BillingClient = {
    paymentsConfig: () => record('paymentsConfig', undefined, () => ({ provider: 'sandbox' as const, publishableKey: null })),
    getPaymentsInfo: () => record('getPaymentsInfo', undefined, info),
    getBillingDetails: () => record('getBillingDetails', undefined, () => ({ details: state.details ?? null, seller: SELLER })),
    saveBillingDetails: (body) => record('saveBillingDetails', body, () => {
      // The contract's own schema, refusing as the server does (coded field issues).
      const parsed = billingDetailsInput.safeParse(body);
      if (!parsed.success) {
        const details = parsed.error.issues.map((i) => ({ path: `body.${i.path.join('.')}`, message: i.message, ...fieldCode({ message: i.message }) }));
        throw new ApiError('Invalid request', 400, { error_code: 'validation_error', message: 'Invalid request', details });
      }
      const d = parsed.data;
      state.details = {
        legalName: d.legalName, taxId: d.taxId ?? null, addressLine1: d.addressLine1, addressLine2: d.addressLine2 ?? null, postalCode: d.postalCode,
        city: d.city, province: d.province ?? null, country: d.country, invoiceEmail: d.invoiceEmail ?? null,
      };
      return { details: state.details, seller: SELLER };
    }),
    listInvoices: (page, limit) => record('listInvoices', { page, limit }, () => ({
      data: state.invoices.slice((page - 1) * limit, page * limit), total: state.invoices.length, page, limit,
    })),
    createCardToken: (card) => record('createCardToken', card, () => {
      const id = `pm_fake_${tokens.size + 1}`;
      tokens.set(id, digitsOnly(card.number));
      return { id, brand: 'visa', last4: digitsOnly(card.number).slice(-4), expMonth: Number(card.expMonth), expYear: Number(card.expYear) };
    }),
    changeSubscriptionType: async (input) => {
      assertChangeableSubscription(input.newSubscriptionType);
      return record('changeSubscriptionType', input, (): SubscriptionChange => {
        if ((tokens.get(input.paymentMethodId ?? '') ?? '') === '4000002500003155') {
          return { status: 'requires_action', redirectUrl: '/api/payments/sandbox/authenticate/pi_sbx_fake', paymentIntentId: 'pi_sbx_fake', invoice: null, info: info() };
        }
        // A saved card's _id pays as it is; a new card's token is saved first.
        if (!state.cards.some((c) => c._id === input.paymentMethodId)) saveCard(input.paymentMethodId ?? '');
        state.plan = toPlanId(input.newSubscriptionType)!;
        const invoice = sampleInvoice(state.invoices.length + 1, { planId: state.plan });
        state.invoices = [invoice, ...state.invoices];
        return { status: 'succeeded', redirectUrl: null, paymentIntentId: 'pi_ok', invoice, info: info() };
      });
    },
    previewSubscriptionChange: async (input) => {
      assertChangeableSubscription(input.newSubscriptionType);
      return record('previewSubscriptionChange', input, () => {
        const plan = planOf(input.newSubscriptionType);
        const percentOff = input.promoCode ? PROMOS[input.promoCode.trim().toUpperCase()] : 0;
        if (percentOff === undefined) {
          const message = 'This promo code is not valid';
          throw new ApiError(message, 400, { error_code: 'invalid_promo_code', message, details: [{ path: 'promoCode', message }] });
        }
        const subtotalCents = plan.trialDays ? 0 : plan.priceCents;
        const discountCents = Math.round((subtotalCents * percentOff) / 100);
        // The stories' paid plans are half-way through their period: half the old price is credit.
        const available = (state.creditBalanceCents ?? 0) + (info().subscription.status === 'active' ? Math.floor(planOf(state.plan).priceCents / 2) : 0);
        const creditCents = Math.min(available, subtotalCents - discountCents);
        const tax = taxTreatment(state.details);
        const taxBaseCents = subtotalCents - discountCents - creditCents;
        const vat = taxCents(taxBaseCents, tax.ratePercent);
        return {
          subscriptionType: plan.id, currency: plan.currency, subtotalCents, discountCents, creditCents,
          totalCents: taxBaseCents + vat, balanceAfterCents: available - creditCents, trialDays: plan.trialDays,
          taxBaseCents, taxRatePercent: tax.ratePercent, taxCents: vat, taxKind: tax.kind,
        };
      });
    },
    confirmPayment: (id) => record('confirmPayment', { id }, () => ({ status: 'succeeded' as const, redirectUrl: null, paymentIntentId: id, invoice: null, info: info() })),
    changePaymentMethod: (body) => record('changePaymentMethod', body, () => {
      // A saved card's _id makes it the default; a new card's token saves it.
      if (state.cards.some((c) => c._id === body.paymentMethodId)) {
        state.cards = state.cards.map((c) => ({ ...c, isDefault: c._id === body.paymentMethodId }));
        return info();
      }
      saveCard(body.paymentMethodId, body.makeDefault !== false);
      if (body.replaceId) state.cards = state.cards.filter((c) => c._id !== body.replaceId);
      return info();
    }),
    removePaymentMethod: (id) => record('removePaymentMethod', { id }, () => {
      if (state.cards.length === 1 && chargesCardAgain(info().subscription)) {
        const message = 'This card pays for your plan: add another card before removing it';
        throw new ApiError(message, 409, { error_code: 'last_card_in_use', message });
      }
      const wasDefault = state.cards.find((c) => c._id === id)?.isDefault;
      state.cards = state.cards.filter((c) => c._id !== id).map((c, i) => ({ ...c, isDefault: wasDefault ? i === 0 : c.isDefault }));
      return info();
    }),
    cancelSubscription: (body) => record('cancelSubscription', body, () => {
      if (body.password !== state.password) {
        throw new ApiError('Incorrect password', 400, { error_code: 'invalid_password', message: 'Incorrect password', details: [{ path: 'password', message: 'Incorrect password' }] });
      }
      canceling = true;
      return info();
    }),
    cancelFreeTrial: () => record('cancelFreeTrial', undefined, () => {
      state.plan = 'freemium';
      return info();
    }),
    downloadInvoice: (invoice) => record('downloadInvoice', { id: invoice._id }, () => ({ blob: new Blob(['%PDF-1.3']), filename: `invoice-${invoice.number}.pdf` })),
  };
  return Object.assign(client, { calls, state });
}

import { randomUUID } from 'node:crypto';
import { discountedCents, PLAN_NAMES, PLANS, type Plan } from '../../../../contract/plans';
import { taxCents, type TaxTreatment } from '../../../../contract/tax';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import type { ChargeResult } from '../../connectors/payments/payments.types';
import type { SellerDetails } from '../../../../contract/billing';
import { applyCredit, NO_CREDIT, type CreditSource } from './billing.credit';
import { getBillingDetails, taxTreatmentOf } from './billing.details';
import { formatMoney, invoiceConcept } from './billing.invoicePdf';
import { addPeriod, invoiceNumber } from './billing.periods';
import {
  insertInvoice, insertPayment, nextInvoiceSeq, setUserPlan, updateSubscription,
  type InvoiceRow, type PaymentMethodRow, type PaymentRow,
} from './billing.repository';
import type { PaymentKind } from './billing.tables';

export type Customer = { id: string; email: string; name: string; customerRef: string };

export type ChargeRequest = {
  customer: Customer;
  plan: Plan;
  method: PaymentMethodRow;
  kind: PaymentKind;
  promo: { code: string; percentOff: number } | null;
  /** Credit taken off the charge after the promo (see billing.credit.ts). */
  credit?: CreditSource;
  /** Renewals pass a key derived from the period, so a retried run never charges twice. */
  idempotencyKey?: string;
  returnPath?: string;
  offSession?: boolean;
};

export type ChargeOutcome =
  | { status: 'succeeded'; payment: PaymentRow; amounts: Amounts }
  | { status: 'requires_action'; payment: PaymentRow; redirectUrl: string | null };

export type Amounts = {
  subtotalCents: number; discountCents: number; creditCents: number; balanceAfterCents: number;
  taxBaseCents: number; taxRatePercent: number; taxCents: number; taxKind: TaxTreatment['kind'];
  /** What the card pays: the tax base plus its VAT. */
  totalCents: number;
};

/**
 * Prices are before tax ("49 € + IVA"): the plan's price, then the promo's percent off, then
 * credit (credit is for time paid before tax, so it comes off the base); the VAT of the buyer's
 * treatment is added to what is left, and the card pays that total.
 */
export function amountsFor(plan: Plan, percentOff: number | null, tax: TaxTreatment, credit: CreditSource = NO_CREDIT): Amounts {
  const subtotalCents = plan.priceCents;
  const afterPromo = percentOff ? discountedCents(subtotalCents, percentOff) : subtotalCents;
  const { creditCents, totalCents: taxBaseCents, balanceAfterCents } = applyCredit(afterPromo, credit);
  const vat = taxCents(taxBaseCents, tax.ratePercent);
  return {
    subtotalCents, discountCents: subtotalCents - afterPromo, creditCents, balanceAfterCents,
    taxBaseCents, taxRatePercent: tax.ratePercent, taxCents: vat, taxKind: tax.kind, totalCents: taxBaseCents + vat,
  };
}

/**
 * Charges the card with the processor (declines throw PaymentError). A charge that needs the
 * bank step is recorded as pending; a successful one is returned for `applyPaidPlan`, which the
 * caller runs in its transaction so plan, payment and invoice number land together.
 */
export async function chargeForPlan(deps: AppDeps, db: Db, req: ChargeRequest): Promise<ChargeOutcome> {
  const amounts = amountsFor(req.plan, req.promo?.percentOff ?? null, await taxTreatmentOf(db, req.customer.id), req.credit);
  const paymentId = randomUUID();
  let result: ChargeResult | null = null;
  if (amounts.totalCents > 0) {
    result = await deps.connectors.payments.charge({
      customerRef: req.customer.customerRef,
      providerMethodId: req.method.providerRef,
      amountCents: amounts.totalCents,
      currency: req.plan.currency,
      description: `${PLAN_NAMES[req.plan.id]} plan`,
      idempotencyKey: req.idempotencyKey ?? paymentId,
      returnPath: req.returnPath,
      offSession: req.offSession,
      metadata: { userId: req.customer.id, planId: req.plan.id, paymentId },
    });
  }
  const base = {
    id: paymentId, userId: req.customer.id, providerRef: result?.providerRef ?? null, kind: req.kind, planId: req.plan.id,
    ...amounts, unusedCreditCents: req.credit?.unusedCents ?? 0, currency: req.plan.currency, promoCode: req.promo?.code ?? null, paymentMethodId: req.method.id,
  };
  if (result?.status === 'requires_action') {
    const payment = await insertPayment(db, { ...base, status: 'requires_action' });
    return { status: 'requires_action', payment, redirectUrl: result.redirectUrl };
  }
  if (result?.status === 'failed') throw result.error;
  const payment = await insertPayment(db, { ...base, status: 'succeeded' });
  return { status: 'succeeded', payment, amounts };
}

/**
 * Within the caller's transaction: the user is on the paid plan for one period from `start`,
 * and the payment gets the next invoice number of the year.
 */
export async function applyPaidPlan(
  trx: Db,
  args: { customer: Customer; payment: PaymentRow; method: PaymentMethodRow | null; start: Date; now: Date; seller: SellerDetails },
): Promise<InvoiceRow> {
  const plan = PLANS[args.payment.planId];
  const end = addPeriod(args.start, plan.period ?? 'month');
  await updateSubscription(trx, args.customer.id, {
    planId: plan.id, status: 'active', currentPeriodStart: args.start, currentPeriodEnd: end, trialEndsAt: null,
    cancelAtPeriodEnd: false, pendingPercentOff: null, pendingPromoCode: null,
    ...(args.payment.balanceAfterCents !== null ? { creditBalanceCents: args.payment.balanceAfterCents } : {}),
    ...(args.method ? { defaultPaymentMethodId: args.method.id } : {}),
  });
  await setUserPlan(trx, args.customer.id, plan.id);
  const year = args.now.getUTCFullYear();
  const seq = await nextInvoiceSeq(trx, year);
  return insertInvoice(trx, {
    userId: args.customer.id,
    paymentId: args.payment.id,
    number: invoiceNumber(year, seq),
    year,
    seq,
    planId: plan.id,
    description: `${PLAN_NAMES[plan.id]} plan, ${plan.period === 'year' ? 'yearly' : 'monthly'} subscription`,
    subtotalCents: args.payment.subtotalCents,
    discountCents: args.payment.discountCents,
    creditCents: args.payment.creditCents,
    totalCents: args.payment.totalCents,
    currency: args.payment.currency,
    promoCode: args.payment.promoCode,
    periodStart: args.start,
    periodEnd: end,
    cardBrand: args.method?.brand ?? null,
    cardLast4: args.method?.last4 ?? null,
    customerName: args.customer.name,
    customerEmail: args.customer.email,
    issuedAt: args.now,
    taxBaseCents: args.payment.taxBaseCents,
    taxRatePercent: args.payment.taxRatePercent,
    taxCents: args.payment.taxCents,
    taxKind: args.payment.taxKind,
    buyer: JSON.stringify(await getBillingDetails(trx, args.customer.id)),
    seller: JSON.stringify(args.seller),
  });
}

const RECEIPT = {
  en: {
    subject: (number: string) => `Invoice ${number}`,
    text: (total: string, concept: string, number: string) =>
      `Thank you for your payment of ${total} for ${concept}.\nInvoice ${number} is in Billing, ready to download.`,
  },
  es: {
    subject: (number: string) => `Factura ${number}`,
    text: (total: string, concept: string, number: string) =>
      `Gracias por tu pago de ${total} por ${concept}.\nLa factura ${number} está en Facturación, lista para descargar.`,
  },
} as const;

/** The receipt mail, in the user's language; a mail failure never undoes a payment. */
export async function mailReceipt(deps: AppDeps, to: { email: string; language: string }, invoice: InvoiceRow): Promise<void> {
  const lang = to.language === 'en' ? 'en' : 'es';
  const total = formatMoney(invoice.totalCents, invoice.currency, lang);
  const text = RECEIPT[lang];
  await deps.connectors.mail
    .send({
      to: to.email,
      subject: text.subject(invoice.number),
      text: text.text(total, invoiceConcept(invoice, lang), invoice.number),
      tag: 'billing',
    })
    .catch(() => undefined);
}

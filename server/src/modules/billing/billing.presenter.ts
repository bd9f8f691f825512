import type { Invoice, PaymentMethod, PaymentsInfo } from '../../../../contract/billing';
import type { Db } from '../../db/connection';
import { listInvoices, listPaymentMethods, type InvoiceRow, type PaymentMethodRow, type SubscriptionRow } from './billing.repository';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    _id: row.id,
    number: row.number,
    planId: row.planId,
    description: row.description,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    creditCents: row.creditCents,
    totalCents: row.totalCents,
    currency: row.currency,
    promoCode: row.promoCode,
    status: row.status,
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    issuedAt: row.issuedAt.toISOString(),
    taxBaseCents: row.taxBaseCents,
    taxRatePercent: row.taxRatePercent,
    taxCents: row.taxCents,
    taxKind: row.taxKind,
    buyer: row.buyer,
    seller: row.seller,
  };
}

export function presentMethod(row: PaymentMethodRow, defaultId: string | null): PaymentMethod {
  return {
    _id: row.id, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear,
    isDefault: row.id === defaultId, createdAt: row.createdAt.toISOString(),
  };
}

/** getPaymentsInfo's answer: the plan, the cards and the latest invoices. */
export async function presentPaymentsInfo(db: Db, sub: SubscriptionRow): Promise<PaymentsInfo> {
  const [methods, invoices] = await Promise.all([
    listPaymentMethods(db, sub.userId),
    listInvoices(db, sub.userId, { page: 1, limit: 12 }),
  ]);
  const defaultId = methods.some((m) => m.id === sub.defaultPaymentMethodId) ? sub.defaultPaymentMethodId : null;
  return {
    subscription: {
      subscriptionType: sub.planId,
      status: sub.status,
      currentPeriodStart: iso(sub.currentPeriodStart),
      renewalDate: iso(sub.currentPeriodEnd),
      trialEndsAt: iso(sub.trialEndsAt),
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      trialUsed: sub.trialUsed,
      pendingPercentOff: sub.pendingPercentOff,
      creditBalanceCents: sub.creditBalanceCents,
    },
    paymentMethods: methods.map((m) => presentMethod(m, defaultId)),
    defaultPaymentMethodId: defaultId,
    invoices: invoices.rows.map(presentInvoice),
  };
}

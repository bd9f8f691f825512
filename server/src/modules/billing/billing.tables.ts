import type { CreatedAt, Id, Json, UpdatedAt, WithDefault } from '../../db/schema';
import type { BillingDetails, SellerDetails } from '../../../../contract/billing';
import type { TaxKind } from '../../../../contract/tax';
import type { PlanId } from '../../../../contract/plans';

export type SubscriptionStatus = 'free' | 'trialing' | 'active' | 'canceling';

export interface BillingSubscriptionsTable {
  userId: string;
  planId: PlanId;
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  /** Next charge (active), trial end (trialing), the day the plan ends (canceling). */
  currentPeriodEnd: Date | null;
  trialEndsAt: Date | null;
  cancelAtPeriodEnd: WithDefault<boolean>;
  trialUsed: WithDefault<boolean>;
  pendingPercentOff: number | null;
  pendingPromoCode: string | null;
  providerCustomerRef: string | null;
  defaultPaymentMethodId: string | null;
  /** Set while a plan change is under way (see claimBillingChange). */
  changeClaimedUntil: Date | null;
  /** Credit for unused paid time not yet spent: taken off the next charges. */
  creditBalanceCents: WithDefault<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface BillingPaymentMethodsTable {
  id: Id;
  userId: string;
  providerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  removedAt: Date | null;
  createdAt: CreatedAt;
}

export type PaymentKind = 'change' | 'renewal' | 'trial_conversion';

export interface BillingPaymentsTable {
  id: Id;
  userId: string;
  providerRef: string | null;
  kind: PaymentKind;
  status: 'requires_action' | 'succeeded' | 'failed';
  planId: PlanId;
  subtotalCents: number;
  discountCents: WithDefault<number>;
  totalCents: number;
  currency: string;
  promoCode: string | null;
  paymentMethodId: string | null;
  /** Taken off this charge from the credit balance (after any promo discount). */
  creditCents: WithDefault<number>;
  /** Credit for the unused time of the plan this change replaced (0 for renewals). */
  unusedCreditCents: WithDefault<number>;
  /** The subscription's credit balance once this payment succeeds. */
  balanceAfterCents: number | null;
  /** totalCents = taxBaseCents + taxCents (contract/tax.ts). */
  taxBaseCents: number;
  taxRatePercent: WithDefault<number>;
  taxCents: WithDefault<number>;
  taxKind: WithDefault<TaxKind>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Who a subscriber's invoices are made out to. */
export interface BillingDetailsTable {
  userId: string;
  legalName: string;
  taxId: string | null;
  addressLine1: string;
  addressLine2: string | null;
  postalCode: string;
  city: string;
  province: string | null;
  country: string;
  invoiceEmail: string | null;
  updatedAt: UpdatedAt;
}

export interface BillingInvoiceCountersTable {
  year: number;
  lastSeq: number;
}

export interface BillingInvoicesTable {
  id: Id;
  /** NULL once the account is erased: the invoice is kept (detached) until `retainedUntil` (migration 0820). */
  userId: string | null;
  paymentId: string | null;
  number: string;
  year: number;
  seq: number;
  planId: string;
  description: string;
  subtotalCents: number;
  discountCents: number;
  /** Credit for unused time of an earlier plan, taken off this invoice. */
  creditCents: WithDefault<number>;
  totalCents: number;
  currency: string;
  promoCode: string | null;
  status: WithDefault<'paid'>;
  periodStart: Date | null;
  periodEnd: Date | null;
  cardBrand: string | null;
  cardLast4: string | null;
  customerName: string;
  customerEmail: string;
  issuedAt: CreatedAt;
  taxBaseCents: number;
  taxRatePercent: WithDefault<number>;
  taxCents: WithDefault<number>;
  taxKind: WithDefault<TaxKind>;
  /** As they were when the invoice was issued. */
  buyer: Json<BillingDetails | null>;
  seller: Json<SellerDetails | null>;
  /** When its account was erased and until when the law asks to keep it; both set by a trigger. */
  detachedAt: WithDefault<Date | null>;
  retainedUntil: WithDefault<Date | null>;
}

export interface BillingCancellationsTable {
  id: Id;
  userId: string;
  kind: 'subscription' | 'free_trial';
  planId: string;
  reason: string | null;
  specificIssue: string | null;
  comments: string | null;
  otherHelp: string | null;
  effectiveAt: Date;
  createdAt: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    billingSubscriptions: BillingSubscriptionsTable;
    billingPaymentMethods: BillingPaymentMethodsTable;
    billingPayments: BillingPaymentsTable;
    billingInvoiceCounters: BillingInvoiceCountersTable;
    billingInvoices: BillingInvoicesTable;
    billingDetails: BillingDetailsTable;
    billingCancellations: BillingCancellationsTable;
  }
}

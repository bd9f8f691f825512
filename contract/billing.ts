import { z } from 'zod';
import { defineCall } from './define';
import { email, id, listOf, pageQuery } from './common';
import { PLAN_IDS } from './plans';
import { countryCode } from './regions';
import { INVALID_TAX_ID, taxIdValidFor, type TaxKind } from './tax';
import { compactTaxId } from './taxIds';
import { cardInput } from './billing.card';

// Card rules (the app's inline checks and the sandbox processor's refusals) live beside this file.
export * from './billing.card';

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

export const paymentMethod = z.object({
  _id: id,
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

// ---------------------------------------------------------------------------------------------
// Billing details: who the invoices are made out to
// ---------------------------------------------------------------------------------------------

/** The buyer's details as typed: the tax id is checked for the country (and kept compact). */
export const billingDetailsInput = z
  .object({
    legalName: z.string().trim().min(1, 'Required').max(200),
    taxId: z.string().trim().max(40).transform((v) => compactTaxId(v)).nullish(),
    addressLine1: z.string().trim().min(1, 'Required').max(200),
    addressLine2: z.string().trim().max(200).nullish(),
    postalCode: z.string().trim().min(1, 'Required').max(20),
    city: z.string().trim().min(1, 'Required').max(100),
    province: z.string().trim().max(100).nullish(),
    country: countryCode,
    invoiceEmail: email.nullish().or(z.literal('').transform(() => null)),
  })
  .superRefine((details, ctx) => {
    // A Spanish invoice must name a Spanish buyer's NIF; elsewhere it is asked only to check an EU business.
    if (details.country === 'ES' && !details.taxId) ctx.addIssue({ code: 'custom', path: ['taxId'], message: 'Required' });
    if (details.taxId && !taxIdValidFor(details.taxId, details.country)) ctx.addIssue({ code: 'custom', path: ['taxId'], message: INVALID_TAX_ID });
  });
export type BillingDetailsInput = z.input<typeof billingDetailsInput>;

export const billingDetails = z.object({
  legalName: z.string(),
  taxId: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  province: z.string().nullable(),
  country: z.string(),
  invoiceEmail: z.string().nullable(),
});
export type BillingDetails = z.infer<typeof billingDetails>;

/** The seller's details printed on every invoice (from the server's configuration). */
export const sellerDetails = z.object({ legalName: z.string(), taxId: z.string(), address: z.string(), country: z.string() });
export type SellerDetails = z.infer<typeof sellerDetails>;

export const TAX_KINDS = ['es_vat', 'reverse_charge', 'not_subject', 'none'] as const satisfies readonly TaxKind[];

/** The tax of an amount: its base, the rate and the VAT, and why (TaxKind in contract/tax.ts). */
const taxAmounts = {
  /** What the tax is computed on: price less discount and credit. */
  taxBaseCents: z.number(),
  taxRatePercent: z.number(),
  taxCents: z.number(),
  taxKind: z.enum(TAX_KINDS),
};

export const invoice = z.object({
  _id: id,
  /** Sequential per calendar year, no gaps: 2026-000001. */
  number: z.string(),
  planId: z.string(),
  description: z.string(),
  subtotalCents: z.number(),
  discountCents: z.number(),
  /** Credit for unused time of an earlier plan, taken off after the discount. */
  creditCents: z.number(),
  totalCents: z.number(),
  currency: z.string(),
  promoCode: z.string().nullable(),
  status: z.enum(['paid']),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  issuedAt: z.string(),
  ...taxAmounts,
  /** The buyer as invoiced (null on invoices issued before billing details existed). */
  buyer: billingDetails.nullable(),
  seller: sellerDetails.nullable(),
});
export type Invoice = z.infer<typeof invoice>;

export const SUBSCRIPTION_STATUSES = ['free', 'trialing', 'active', 'canceling'] as const;

export const subscription = z.object({
  subscriptionType: z.enum(PLAN_IDS),
  /** free: freemium; canceling: paid until renewalDate, then freemium. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: z.string().nullable(),
  /** Next charge (active), trial end (trialing) or the day the plan ends (canceling). */
  renewalDate: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** A free trial can be had once per user. */
  trialUsed: z.boolean(),
  /** Percent off the next charge from a promo code given with a trial. */
  pendingPercentOff: z.number().nullable(),
  /**
   * Credit for unused paid time not yet spent (a move to a cheaper plan mid-period), taken off
   * the next charges.
   */
  creditBalanceCents: z.number(),
});
export type Subscription = z.infer<typeof subscription>;

export const paymentsInfo = z.object({
  subscription,
  paymentMethods: z.array(paymentMethod),
  defaultPaymentMethodId: id.nullable(),
  /** The latest invoices, newest first (all of them through listInvoices). */
  invoices: z.array(invoice),
});
export type PaymentsInfo = z.infer<typeof paymentsInfo>;

export const subscriptionChange = z.object({
  /** requires_action: open redirectUrl to authenticate the payment, then call confirmPayment. */
  status: z.enum(['succeeded', 'requires_action']),
  redirectUrl: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  invoice: invoice.nullable(),
  info: paymentsInfo,
});
export type SubscriptionChange = z.infer<typeof subscriptionChange>;

/** The price of a plan change before it is made (amounts in cents of `currency`). */
export const subscriptionChangePreview = z.object({
  subscriptionType: z.enum(PLAN_IDS),
  currency: z.string(),
  subtotalCents: z.number(),
  discountCents: z.number(),
  /** Credit for the unused time of the current plan and any balance, taken off after the discount. */
  creditCents: z.number(),
  /** Charged to the card today, tax included (0 for a trial: its card is charged when the trial ends). */
  totalCents: z.number(),
  /** Credit left for later charges. */
  balanceAfterCents: z.number(),
  trialDays: z.number(),
  ...taxAmounts,
});
export type SubscriptionChangePreview = z.infer<typeof subscriptionChangePreview>;

/**
 * Whether a plan will charge its card again (a renewing plan, or a trial that turns into one):
 * then its only card cannot be removed. The server refuses it; the app does not offer it.
 */
export function chargesCardAgain(sub: { status: string; renewalDate: unknown }): boolean {
  return sub.status === 'trialing' || (sub.status === 'active' && sub.renewalDate != null);
}

/** Reasons offered by the cancellation form (stored as given). */
export const CANCEL_REASONS = ['too_expensive', 'missing_features', 'not_using', 'technical_issues', 'switching_provider', 'temporary', 'other'] as const;

/** A card refusal as the processor reports it (403). */
export const cardErrorDetails = z.object({
  type: z.literal('card_error'),
  code: z.string(),
  decline_code: z.string(),
});
export type CardErrorDetails = z.infer<typeof cardErrorDetails>;

/** Either a processor payment-method id (pm_…, from Stripe Elements or the sandbox card form) or a saved method's _id. */
const paymentMethodRef = z.string().trim().min(1).max(200);

export const billingCalls = {
  changeSubscriptionType: defineCall({
    method: 'POST', path: '/changeSubscriptionType',
    summary: 'Moves the caller to freeTrial1, promo_landing or standard_corp, charging the card (403 with the processor error on a decline)',
    body: z.object({
      userEmail: email,
      // Checked by the service so that any other value gets the documented 400 "Invalid subscription type".
      newSubscriptionType: z.string().trim().max(50),
      promoCode: z.string().trim().max(50).nullish(),
      paymentMethodId: paymentMethodRef.nullish(),
    }),
    response: subscriptionChange,
  }),
  previewSubscriptionChange: defineCall({
    method: 'POST', path: '/previewSubscriptionChange',
    summary: 'What changeSubscriptionType would charge today (promo, then credit for unused time), refusing what it would refuse; charges nothing',
    body: z.object({
      newSubscriptionType: z.string().trim().max(50),
      promoCode: z.string().trim().max(50).nullish(),
    }),
    response: subscriptionChangePreview,
  }),
  confirmPayment: defineCall({
    method: 'POST', path: '/confirmPayment',
    summary: 'Completes a subscription change whose payment needed authentication (after the bank step)',
    body: z.object({ paymentIntentId: z.string().trim().min(1).max(200) }),
    response: subscriptionChange,
  }),
  changePaymentMethod: defineCall({
    method: 'POST', path: '/changePaymentMethod',
    summary: 'Adds a card (checked with the issuer: 403 on a decline) or makes a saved one the default; replaceId removes the old one',
    body: z.object({
      paymentMethodId: paymentMethodRef,
      replaceId: id.nullish(),
      makeDefault: z.boolean().default(true),
    }),
    response: paymentsInfo,
  }),
  removePaymentMethod: defineCall({
    method: 'DELETE', path: '/paymentMethods/:id',
    summary: "Removes a saved card (404 for anyone else's; 409 for the only card of a plan that will still be charged)",
    params: z.object({ id }),
    response: paymentsInfo,
  }),
  getBillingDetails: defineCall({
    method: 'GET', path: '/billingDetails', summary: "Who the caller's invoices are made out to (null until given) and the seller printed on them",
    response: z.object({ details: billingDetails.nullable(), seller: sellerDetails }),
  }),
  saveBillingDetails: defineCall({
    method: 'PUT', path: '/billingDetails',
    summary: 'Sets who the invoices are made out to (the tax id checked for the country: NIF/CIF in Spain, the VAT number in the EU); later invoices and their VAT follow it',
    body: billingDetailsInput,
    response: z.object({ details: billingDetails, seller: sellerDetails }),
  }),
  getPaymentsInfo: defineCall({
    method: 'GET', path: '/getPaymentsInfo', summary: 'Current plan, renewal date, saved cards and latest invoices',
    response: paymentsInfo,
  }),
  listInvoices: defineCall({
    method: 'GET', path: '/invoices', summary: "The caller's invoices, newest first", query: pageQuery,
    response: listOf(invoice),
  }),
  invoicePdf: defineCall({
    method: 'GET', path: '/invoices/:id/pdf', summary: 'One invoice as a PDF (404 for anyone else\'s)',
    params: z.object({ id }),
  }),
  cancelSubscription: defineCall({
    method: 'POST', path: '/cancelSubscription',
    summary: 'Cancels at the end of the paid period (password checked; the reasons are kept)',
    body: z.object({
      password: z.string().min(1, 'Password is required').max(200),
      reason: z.enum(CANCEL_REASONS, { message: 'Choose a reason' }),
      specificIssue: z.string().trim().max(500).nullish(),
      comments: z.string().trim().max(5000).nullish(),
      otherHelp: z.string().trim().max(2000).nullish(),
    }),
    response: paymentsInfo,
  }),
  cancelFreeTrial: defineCall({
    method: 'POST', path: '/cancelFreeTrial', summary: 'Ends the free trial now: back to freemium, nothing charged',
    response: paymentsInfo,
  }),
  paymentsConfig: defineCall({
    method: 'GET', path: '/payments/config', summary: 'Which card processor the app talks to (sandbox form or Stripe Elements)',
    response: z.object({ provider: z.enum(['sandbox', 'stripe', 'none']), publishableKey: z.string().nullable() }),
  }),
  sandboxCreatePaymentMethod: defineCall({
    method: 'POST', path: '/payments/sandbox/payment-methods',
    summary: 'Sandbox processor: turns typed card details into a payment-method id (what Stripe Elements does in the browser)',
    body: cardInput,
    response: z.object({ id: z.string(), brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }),
  }),
} as const;

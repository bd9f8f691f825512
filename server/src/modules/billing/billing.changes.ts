import type { SubscriptionChange, SubscriptionChangePreview } from '../../../../contract/billing';
import { canChangeTo, isFreeTier, PLANS, toPlanId, type Plan, type PlanId } from '../../../../contract/plans';
import type { Promotion } from '../../connectors/payments/payments.types';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../http/authenticate';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import { amountsFor, applyPaidPlan, chargeForPlan, mailReceipt, type Customer } from './billing.charges';
import { invalidSubscriptionType, paymentFailure } from './billing.errors';
import { creditFor } from './billing.credit';
import { sellerOf, taxTreatmentOf } from './billing.details';
import { addDays } from './billing.periods';
import { presentInvoice, presentPaymentsInfo } from './billing.presenter';
import {
  claimBillingChange, findPaymentByProviderRef, findPaymentMethod, findUserPlan, listPendingPayments, releaseBillingChange,
  setUserPlan, transitionPayment, updateSubscription, type InvoiceRow, type PaymentMethodRow, type PaymentRow, type SubscriptionRow,
} from './billing.repository';
import { customerOf, forgetMethod, resolveMethod } from './billing.methods';
import { ensureSubscription, type Clock } from './billing.service';

/*
 * Plan changes (SPEC §7 changeSubscriptionType): the price of a change, the change itself with its
 * charge, and its completion after the bank step.
 */

/** Wrong field values are 400 with the field, in the validation error shape. */
const fieldError = (code: string, path: string, message: string) => new AppError(400, code, message, [{ path, message }]);

type ChangeBody = { userEmail: string; newSubscriptionType: string; promoCode?: string | null; paymentMethodId?: string | null };

/** The plan asked for, if changeSubscriptionType accepts it (else the documented 400). */
function targetPlan(value: string): Plan {
  if (!canChangeTo(value)) throw invalidSubscriptionType();
  return PLANS[toPlanId(value) as PlanId];
}

/** The refusals a change and its preview share (a cancelled plan being resumed is not one). */
function assertChangeAllowed(sub: SubscriptionRow, target: Plan): void {
  if (sub.planId === target.id && sub.status !== 'free' && sub.status !== 'canceling') throw conflict('You are already on this plan', 'already_subscribed');
  if (target.trialDays && sub.trialUsed) throw conflict('The free trial has already been used', 'trial_already_used');
  if (target.trialDays && !isFreeTier(sub.planId)) throw conflict('A free trial is only for users on the free plan', 'trial_not_available');
}

async function promotionFor(deps: AppDeps, code: string | null | undefined): Promise<Promotion | null> {
  if (!code) return null;
  const promo = await deps.connectors.payments.findPromotion(code).catch((e) => { throw paymentFailure(e); });
  if (!promo) throw fieldError('invalid_promo_code', 'promoCode', 'This promo code is not valid');
  return promo;
}

/** What changeSubscriptionType would charge now, with the same refusals; nothing is changed. */
export async function previewSubscriptionChange(
  deps: AppDeps, user: AuthUser, body: { newSubscriptionType: string; promoCode?: string | null }, options: Clock = {},
): Promise<SubscriptionChangePreview> {
  const now = options.now ?? new Date();
  const target = targetPlan(body.newSubscriptionType);
  const sub = await ensureSubscription(deps.db, user.id);
  const resuming = sub.planId === target.id && sub.status === 'canceling';
  if (!resuming) assertChangeAllowed(sub, target);
  const promo = await promotionFor(deps, body.promoCode);
  const base = { subscriptionType: target.id, currency: target.currency, trialDays: resuming ? 0 : target.trialDays };
  const tax = await taxTreatmentOf(deps.db, user.id);
  if (target.trialDays || resuming) {
    // A trial charges its card when it ends; resuming a cancelled plan charges nothing now.
    return {
      ...base, subtotalCents: 0, discountCents: 0, creditCents: 0, totalCents: 0, balanceAfterCents: sub.creditBalanceCents,
      taxBaseCents: 0, taxRatePercent: tax.ratePercent, taxCents: 0, taxKind: tax.kind,
    };
  }
  return { ...base, ...amountsFor(target, promo?.percentOff ?? null, tax, await creditFor(deps.db, sub, now)) };
}

/** One change at a time per user: a concurrent second request gets 409 and charges nothing. */
export async function changeSubscriptionType(
  deps: AppDeps,
  user: AuthUser,
  body: ChangeBody,
  options: Clock & { language?: string } = {},
): Promise<SubscriptionChange> {
  await ensureSubscription(deps.db, user.id);
  if (!(await claimBillingChange(deps.db, user.id))) {
    throw conflict('Another subscription change is in progress. Try again in a moment.', 'change_in_progress');
  }
  try {
    return await applySubscriptionChange(deps, user, body, options);
  } finally {
    await releaseBillingChange(deps.db, user.id);
  }
}

async function applySubscriptionChange(
  deps: AppDeps,
  user: AuthUser,
  body: ChangeBody,
  options: Clock & { language?: string },
): Promise<SubscriptionChange> {
  const now = options.now ?? new Date();
  if (body.userEmail.toLowerCase() !== user.email.toLowerCase()) throw forbidden('You can only change your own subscription');
  const target = targetPlan(body.newSubscriptionType);
  await settleSupersededPayments(deps, user, now);
  const sub = await ensureSubscription(deps.db, user.id);

  if (sub.planId === target.id && sub.status === 'canceling') {
    // Changing your mind before the period ends: the plan simply continues.
    const resumed = await updateSubscription(deps.db, user.id, { status: target.trialDays ? 'trialing' : 'active', cancelAtPeriodEnd: false });
    return { status: 'succeeded', redirectUrl: null, paymentIntentId: null, invoice: null, info: await presentPaymentsInfo(deps.db, resumed) };
  }
  assertChangeAllowed(sub, target);
  const promo = await promotionFor(deps, body.promoCode);

  const ref = body.paymentMethodId ?? sub.defaultPaymentMethodId;
  if (!ref) throw fieldError('payment_method_required', 'paymentMethodId', 'A card is required');

  let customer: Customer;
  let resolved: { method: PaymentMethodRow; isNew: boolean };
  try {
    customer = await customerOf(deps, user, sub);
    resolved = await resolveMethod(deps, customer, ref);
  } catch (error) {
    throw paymentFailure(error);
  }
  const { method } = resolved;

  if (target.trialDays) {
    // The card is checked now and charged when the trial turns into its paid plan.
    const trialEnds = addDays(now, target.trialDays);
    const updated = await deps.db.transaction().execute(async (trx) => {
      await setUserPlan(trx, user.id, target.id);
      return updateSubscription(trx, user.id, {
        planId: target.id, status: 'trialing', currentPeriodStart: now, currentPeriodEnd: trialEnds, trialEndsAt: trialEnds,
        trialUsed: true, cancelAtPeriodEnd: false, defaultPaymentMethodId: method.id,
        pendingPercentOff: promo?.percentOff ?? null, pendingPromoCode: promo?.code ?? null,
      });
    });
    return { status: 'succeeded', redirectUrl: null, paymentIntentId: null, invoice: null, info: await presentPaymentsInfo(deps.db, updated) };
  }

  const language = options.language === 'en' ? 'en' : 'es';
  // The bank step returns to the page the change was made on: a free user's changeSubscription,
  // or payment/subscription for a trial upgrading now (SPEC §4 sends them there anyway).
  const page = isFreeTier(sub.planId) ? 'changeSubscription' : 'subscription';
  const credit = await creditFor(deps.db, sub, now);
  try {
    const outcome = await chargeForPlan(deps, deps.db, {
      customer, plan: target, method, kind: 'change', promo, returnPath: `/${language}/payment/${page}`,
      credit,
    });
    if (outcome.status === 'requires_action') {
      return {
        status: 'requires_action', redirectUrl: outcome.redirectUrl, paymentIntentId: outcome.payment.providerRef,
        invoice: null, info: await presentPaymentsInfo(deps.db, sub),
      };
    }
    const invoice = await deps.db.transaction().execute((trx) =>
      applyPaidPlan(trx, { customer, payment: outcome.payment, method, start: now, now, seller: sellerOf(deps.config) }));
    void mailReceipt(deps, user, invoice);
    const info = await presentPaymentsInfo(deps.db, await ensureSubscription(deps.db, user.id));
    return { status: 'succeeded', redirectUrl: null, paymentIntentId: outcome.payment.providerRef, invoice: presentInvoice(invoice), info };
  } catch (error) {
    // A card that attached but cannot pay is not kept: a refused change leaves no trace.
    if (resolved.isNew) await forgetMethod(deps, user.id, method);
    throw paymentFailure(error);
  }
}

/** After the bank step: completes the change (once, whoever calls first) or reports the failure. */
export async function confirmPayment(deps: AppDeps, user: AuthUser, paymentIntentId: string, options: Clock = {}): Promise<SubscriptionChange> {
  const now = options.now ?? new Date();
  const payment = await findPaymentByProviderRef(deps.db, user.id, paymentIntentId);
  if (!payment) throw notFound('Payment');
  const sub = await ensureSubscription(deps.db, user.id);
  if (payment.status === 'succeeded') {
    return { status: 'succeeded', redirectUrl: null, paymentIntentId, invoice: null, info: await presentPaymentsInfo(deps.db, sub) };
  }
  const result = await deps.connectors.payments.retrieveCharge(paymentIntentId).catch((e) => { throw paymentFailure(e); });
  if (result.status === 'requires_action') {
    return { status: 'requires_action', redirectUrl: result.redirectUrl, paymentIntentId, invoice: null, info: await presentPaymentsInfo(deps.db, sub) };
  }
  if (result.status === 'failed') {
    await transitionPayment(deps.db, payment.id, 'requires_action', 'failed');
    throw paymentFailure(result.error);
  }
  const invoice = await completePayment(deps, user, payment, sub, now);
  return {
    status: 'succeeded', redirectUrl: null, paymentIntentId, invoice: invoice ? presentInvoice(invoice) : null,
    info: await presentPaymentsInfo(deps.db, await ensureSubscription(deps.db, user.id)),
  };
}

/** A charge the processor took after the bank step: the plan applies and the invoice is issued, once. */
async function completePayment(deps: AppDeps, user: AuthUser, payment: PaymentRow, sub: SubscriptionRow, now: Date): Promise<InvoiceRow | null> {
  const method = payment.paymentMethodId ? (await findPaymentMethod(deps.db, user.id, payment.paymentMethodId)) ?? null : null;
  const row = await findUserPlan(deps.db, user.id);
  const customer: Customer = {
    id: user.id, email: user.email, customerRef: sub.providerCustomerRef ?? '',
    name: [row?.name, row?.surname].filter(Boolean).join(' ') || user.email,
  };
  const invoice = await deps.db.transaction().execute(async (trx) => {
    const claimed = await transitionPayment(trx, payment.id, 'requires_action', 'succeeded');
    return claimed ? applyPaidPlan(trx, { customer, payment: claimed, method, start: now, now, seller: sellerOf(deps.config) }) : null;
  });
  if (invoice) void mailReceipt(deps, user, invoice);
  return invoice;
}

/**
 * Before a new change: a charge still waiting for the bank step was priced against the plan and
 * credit of its time, so it must never complete after another change. It is cancelled with the
 * processor (nothing is taken); one the customer authenticated meanwhile is completed instead and
 * the new change stops there (409), for the user to look at the plan they now have.
 */
async function settleSupersededPayments(deps: AppDeps, user: AuthUser, now: Date): Promise<void> {
  for (const payment of await listPendingPayments(deps.db, user.id)) {
    const result = await deps.connectors.payments.cancelCharge(payment.providerRef!).catch((e) => { throw paymentFailure(e); });
    if (result.status === 'failed') {
      await transitionPayment(deps.db, payment.id, 'requires_action', 'failed');
      continue;
    }
    if (result.status === 'succeeded') {
      await completePayment(deps, user, payment, await ensureSubscription(deps.db, user.id), now);
      throw conflict('Your previous payment has just gone through: check your plan before changing it again.', 'previous_payment_completed');
    }
    throw conflict('A previous payment is still being confirmed with your bank. Try again in a moment.', 'payment_pending');
  }
}

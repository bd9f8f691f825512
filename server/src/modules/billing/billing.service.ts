import type { CANCEL_REASONS, PaymentsInfo, SubscriptionChange, SubscriptionChangePreview } from '../../../../contract/billing';
import { canChangeTo, isFreeTier, PLANS, toPlanId, type Plan, type PlanId } from '../../../../contract/plans';
import type { Promotion } from '../../connectors/payments/payments.types';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../http/authenticate';
import { AppError, badRequest, conflict, forbidden, notFound, wrongPassword } from '../../http/errors';
import { verifyPassword } from '../../http/passwords';
import { isUuid } from '../companies/members.repository';
import { findUserById } from '../users/users.repository';
import { amountsFor, applyPaidPlan, chargeForPlan, mailReceipt, type Customer } from './billing.charges';
import { invalidSubscriptionType, paymentFailure } from './billing.errors';
import { currentPeriodValueCents, unusedCreditCents } from './billing.credit';
import { addDays } from './billing.periods';
import { presentInvoice, presentPaymentsInfo } from './billing.presenter';
import {
  findPaymentByProviderRef, findPaymentMethod, listPendingPayments, findPaymentMethodByRef, findSubscription, findUserPlan, insertCancellation,
  insertPaymentMethod, insertSubscriptionIfMissing, listPaymentMethods, removePaymentMethod, setUserPlan, transitionPayment, updateSubscription, claimBillingChange, releaseBillingChange,
  type InvoiceRow, type PaymentMethodRow, type PaymentRow, type SubscriptionRow,
} from './billing.repository';

type Clock = { now?: Date };

/**
 * The caller's billing row, created on first use from users.subscription_type: registrations set
 * the plan before billing knows the user (a free-trial sign-up starts its trial at registration).
 * Plans granted without a card (corporate, partner) have no period and are never renewed.
 */
export async function ensureSubscription(db: Db, userId: string): Promise<SubscriptionRow> {
  const existing = await findSubscription(db, userId);
  if (existing) return existing;
  const user = await findUserPlan(db, userId);
  if (!user) throw notFound('User');
  const plan = PLANS[toPlanId(user.subscriptionType) ?? 'freemium'];
  const trialEnds = plan.trialDays ? addDays(user.createdAt, plan.trialDays) : null;
  return insertSubscriptionIfMissing(db, {
    userId,
    planId: plan.id,
    status: plan.id === 'freemium' ? 'free' : trialEnds ? 'trialing' : 'active',
    currentPeriodStart: trialEnds ? user.createdAt : null,
    currentPeriodEnd: trialEnds,
    trialEndsAt: trialEnds,
    trialUsed: Boolean(trialEnds),
  });
}

export async function getPaymentsInfo(deps: AppDeps, user: AuthUser): Promise<PaymentsInfo> {
  return presentPaymentsInfo(deps.db, await ensureSubscription(deps.db, user.id));
}

async function customerOf(deps: AppDeps, user: AuthUser, sub: SubscriptionRow): Promise<Customer> {
  const row = await findUserPlan(deps.db, user.id);
  const name = [row?.name, row?.surname].filter(Boolean).join(' ') || user.email;
  const customerRef = await deps.connectors.payments.ensureCustomer({ id: user.id, email: user.email, name }, sub.providerCustomerRef);
  if (customerRef !== sub.providerCustomerRef) await updateSubscription(deps.db, user.id, { providerCustomerRef: customerRef });
  return { id: user.id, email: user.email, name, customerRef };
}

/**
 * A saved card (our _id) or a new processor payment method (pm_…), which is attached — the
 * issuer checks it there and a decline throws before anything is stored.
 */
async function resolveMethod(
  deps: AppDeps, customer: Customer, ref: string,
): Promise<{ method: PaymentMethodRow; isNew: boolean }> {
  if (isUuid(ref)) {
    const saved = await findPaymentMethod(deps.db, customer.id, ref);
    if (!saved) throw notFound('Payment method');
    return { method: saved, isNew: false };
  }
  const known = await findPaymentMethodByRef(deps.db, customer.id, ref);
  if (known) return { method: known, isNew: false };
  const attached = await deps.connectors.payments.attachMethod(customer.customerRef, ref);
  const method = await insertPaymentMethod(deps.db, { userId: customer.id, ...attached });
  return { method, isNew: true };
}

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

const unusedCreditNow = async (deps: AppDeps, sub: SubscriptionRow, now: Date) => unusedCreditCents(sub, await currentPeriodValueCents(deps.db, sub), now);

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
  const base = { subscriptionType: target.id, currency: target.currency, trialDays: target.trialDays };
  if (target.trialDays || resuming) {
    // A trial charges its card when it ends; resuming a cancelled plan charges nothing now.
    return { ...base, subtotalCents: 0, discountCents: 0, creditCents: 0, totalCents: 0, balanceAfterCents: sub.creditBalanceCents, trialDays: resuming ? 0 : target.trialDays };
  }
  const amounts = amountsFor(target, promo?.percentOff ?? null, { balanceCents: sub.creditBalanceCents, unusedCents: await unusedCreditNow(deps, sub, now) });
  return { ...base, ...amounts };
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
  const unusedCents = await unusedCreditNow(deps, sub, now);
  try {
    const outcome = await chargeForPlan(deps, deps.db, {
      customer, plan: target, method, kind: 'change', promo, returnPath: `/${language}/payment/${page}`,
      credit: { balanceCents: sub.creditBalanceCents, unusedCents },
    });
    if (outcome.status === 'requires_action') {
      return {
        status: 'requires_action', redirectUrl: outcome.redirectUrl, paymentIntentId: outcome.payment.providerRef,
        invoice: null, info: await presentPaymentsInfo(deps.db, sub),
      };
    }
    const invoice = await deps.db.transaction().execute((trx) =>
      applyPaidPlan(trx, { customer, payment: outcome.payment, method, start: now, now }));
    void mailReceipt(deps, user, invoice);
    const info = await presentPaymentsInfo(deps.db, await ensureSubscription(deps.db, user.id));
    return { status: 'succeeded', redirectUrl: null, paymentIntentId: outcome.payment.providerRef, invoice: presentInvoice(invoice), info };
  } catch (error) {
    // A card that attached but cannot pay is not kept: a refused change leaves no trace.
    if (resolved.isNew) await forgetMethod(deps, user.id, method);
    throw paymentFailure(error);
  }
}

async function forgetMethod(deps: AppDeps, userId: string, method: PaymentMethodRow): Promise<void> {
  await removePaymentMethod(deps.db, userId, method.id);
  await deps.connectors.payments.detachMethod(method.providerRef).catch(() => undefined);
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
    return claimed ? applyPaidPlan(trx, { customer, payment: claimed, method, start: now, now }) : null;
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

export async function changePaymentMethod(
  deps: AppDeps, user: AuthUser, body: { paymentMethodId: string; replaceId?: string | null; makeDefault: boolean },
): Promise<PaymentsInfo> {
  const sub = await ensureSubscription(deps.db, user.id);
  const replaced = body.replaceId ? await findPaymentMethod(deps.db, user.id, body.replaceId) : null;
  if (body.replaceId && !replaced) throw notFound('Payment method');
  let resolved: { method: PaymentMethodRow; isNew: boolean };
  try {
    resolved = await resolveMethod(deps, await customerOf(deps, user, sub), body.paymentMethodId);
  } catch (error) {
    throw paymentFailure(error);
  }
  if (replaced && replaced.id === resolved.method.id) throw badRequest('A card cannot replace itself');
  const updated = await deps.db.transaction().execute(async (trx) => {
    if (replaced) await removePaymentMethod(trx, user.id, replaced.id);
    const lostDefault = !sub.defaultPaymentMethodId || sub.defaultPaymentMethodId === replaced?.id;
    return body.makeDefault || lostDefault
      ? updateSubscription(trx, user.id, { defaultPaymentMethodId: resolved.method.id })
      : sub;
  });
  if (replaced) await deps.connectors.payments.detachMethod(replaced.providerRef).catch(() => undefined);
  return presentPaymentsInfo(deps.db, updated);
}

/**
 * Removes a saved card; the default moves to the newest remaining one. The only card of a plan
 * that will still be charged (a renewing plan, or a trial that turns into one) stays: without it
 * the next charge would end the plan.
 */
export async function deletePaymentMethod(deps: AppDeps, user: AuthUser, id: string): Promise<PaymentsInfo> {
  await ensureSubscription(deps.db, user.id);
  const { updated, removed } = await deps.db.transaction().execute(async (trx) => {
    // The row lock serialises removals: two at once cannot both take the last two cards.
    const sub = (await findSubscription(trx, user.id, { forUpdate: true }))!;
    const method = await findPaymentMethod(trx, user.id, id);
    if (!method) throw notFound('Payment method');
    const others = (await listPaymentMethods(trx, user.id)).filter((m) => m.id !== id);
    const stillCharged = sub.status === 'trialing' || (sub.status === 'active' && sub.currentPeriodEnd !== null);
    if (stillCharged && others.length === 0) {
      throw conflict('This card pays for your plan: add another card before removing it', 'last_card_in_use');
    }
    await removePaymentMethod(trx, user.id, id);
    const next = sub.defaultPaymentMethodId === id
      ? await updateSubscription(trx, user.id, { defaultPaymentMethodId: others[0]?.id ?? null })
      : sub;
    return { updated: next, removed: method };
  });
  await deps.connectors.payments.detachMethod(removed.providerRef).catch(() => undefined);
  return presentPaymentsInfo(deps.db, updated);
}

export async function cancelSubscription(
  deps: AppDeps, user: AuthUser,
  body: { password: string; reason: (typeof CANCEL_REASONS)[number]; specificIssue?: string | null; comments?: string | null; otherHelp?: string | null },
  options: Clock = {},
): Promise<PaymentsInfo> {
  const now = options.now ?? new Date();
  const row = await findUserById(deps.db, user.id);
  if (!row || !(await verifyPassword(body.password, row.passwordHash))) {
    throw wrongPassword();
  }
  const sub = await ensureSubscription(deps.db, user.id);
  if (sub.status === 'free') throw conflict('You have no paid subscription to cancel', 'no_active_subscription');
  if (sub.status === 'canceling') throw conflict('Your subscription is already cancelled', 'already_canceled');
  // Paid time is kept: the plan ends with the period (or trial). Plans granted without a
  // period end at once.
  const endsNow = !sub.currentPeriodEnd || sub.currentPeriodEnd <= now;
  const effectiveAt = endsNow ? now : sub.currentPeriodEnd!;
  const updated = await deps.db.transaction().execute(async (trx) => {
    await insertCancellation(trx, {
      userId: user.id, kind: 'subscription', planId: sub.planId, reason: body.reason,
      specificIssue: body.specificIssue ?? null, comments: body.comments ?? null, otherHelp: body.otherHelp ?? null, effectiveAt,
    });
    if (!endsNow) return updateSubscription(trx, user.id, { status: 'canceling', cancelAtPeriodEnd: true });
    return dropToFree(trx, user.id);
  });
  return presentPaymentsInfo(deps.db, updated);
}

/** Ends a free trial now: back to freemium, nothing is ever charged. */
export async function cancelFreeTrial(deps: AppDeps, user: AuthUser, options: Clock = {}): Promise<PaymentsInfo> {
  const now = options.now ?? new Date();
  const sub = await ensureSubscription(deps.db, user.id);
  if (!sub.trialEndsAt || !PLANS[sub.planId].trialDays) throw conflict('You are not on a free trial', 'not_in_trial');
  const updated = await deps.db.transaction().execute(async (trx) => {
    await insertCancellation(trx, { userId: user.id, kind: 'free_trial', planId: sub.planId, effectiveAt: now });
    return dropToFree(trx, user.id);
  });
  return presentPaymentsInfo(deps.db, updated);
}

export async function dropToFree(trx: Db, userId: string): Promise<SubscriptionRow> {
  await setUserPlan(trx, userId, 'freemium');
  return updateSubscription(trx, userId, {
    planId: 'freemium', status: 'free', currentPeriodStart: null, currentPeriodEnd: null, trialEndsAt: null,
    cancelAtPeriodEnd: false, pendingPercentOff: null, pendingPromoCode: null,
  });
}

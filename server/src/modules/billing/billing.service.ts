import type { CANCEL_REASONS, PaymentsInfo } from '../../../../contract/billing';
import { PLANS, toPlanId } from '../../../../contract/plans';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../http/authenticate';
import { conflict, notFound, wrongPassword } from '../../http/errors';
import { verifyPassword } from '../../http/passwords';
import { findUserById } from '../users/users.repository';
import { addDays } from './billing.periods';
import { presentPaymentsInfo } from './billing.presenter';
import { findSubscription, findUserPlan, insertCancellation, insertSubscriptionIfMissing, setUserPlan, updateSubscription, type SubscriptionRow } from './billing.repository';


export type Clock = { now?: Date };

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

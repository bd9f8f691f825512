import { PLANS } from '../../../../contract/plans';
import type { AppDeps } from '../../deps';
import { PaymentError } from '../../connectors/payments';
import type { Db } from '../../db/connection';
import { createQueueOnce } from '../../jobs/queue';
import { applyPaidPlan, chargeForPlan, mailReceipt } from './billing.charges';
import { sellerOf } from './billing.details';
import { addPeriod } from './billing.periods';
import { findPaymentMethod, findUserPlan, lockDueSubscriptions, type SubscriptionRow } from './billing.repository';
import { dropToFree } from './billing.service';

export const RENEWALS_QUEUE = 'billing-renewals';

/**
 * Settles every subscription whose period or trial is over: a cancelled one drops to freemium,
 * a trial turns into its paid plan (card charged, promo applied), a paid one renews. A failed
 * charge drops to freemium (no retries: the user re-subscribes from changeSubscription).
 * Each subscription is settled in its own transaction holding its row, so several instances
 * can run this at once; the processor's idempotency key makes a repeated run charge only once.
 */
export async function runDueRenewals(deps: AppDeps, now: Date = new Date(), max = 500): Promise<number> {
  let settled = 0;
  while (settled < max) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const [sub] = await lockDueSubscriptions(trx, now, 1);
      if (!sub) return false;
      await settle(deps, trx, sub, now);
      return true;
    });
    if (!done) break;
    settled += 1;
  }
  return settled;
}

async function settle(deps: AppDeps, trx: Db, sub: SubscriptionRow, now: Date): Promise<void> {
  const current = PLANS[sub.planId];
  const next = sub.status === 'trialing' ? (current.convertsTo ? PLANS[current.convertsTo] : null) : current;
  const method = sub.defaultPaymentMethodId ? await findPaymentMethod(trx, sub.userId, sub.defaultPaymentMethodId) : undefined;
  const user = await findUserPlan(trx, sub.userId);
  if (sub.status === 'canceling' || !next || !next.period || !method || !user || !sub.providerCustomerRef) {
    await dropToFree(trx, sub.userId);
    return;
  }
  const periodEnd = sub.currentPeriodEnd!;
  const start = addPeriod(periodEnd, next.period) > now ? periodEnd : now;
  const customer = {
    id: user.id, email: user.email, customerRef: sub.providerCustomerRef,
    name: [user.name, user.surname].filter(Boolean).join(' ') || user.email,
  };
  try {
    const outcome = await chargeForPlan(deps, trx, {
      customer, plan: next, method, offSession: true,
      kind: sub.status === 'trialing' ? 'trial_conversion' : 'renewal',
      promo: sub.pendingPercentOff && sub.pendingPromoCode ? { code: sub.pendingPromoCode, percentOff: sub.pendingPercentOff } : null,
      credit: { balanceCents: sub.creditBalanceCents, unusedCents: 0 },
      idempotencyKey: `renewal-${sub.userId}-${periodEnd.toISOString()}`,
    });
    if (outcome.status !== 'succeeded') {
      // Off-session, nobody can do the bank step: the same as a decline.
      await dropToFree(trx, sub.userId);
      return;
    }
    const invoice = await applyPaidPlan(trx, { customer, payment: outcome.payment, method, start, now, seller: sellerOf(deps.config) });
    void mailReceipt(deps, user, invoice);
  } catch (error) {
    // A refused card ends the plan; a processor outage is retried on the next run.
    if (!(error instanceof PaymentError) || error.type !== 'card_error') throw error;
    await dropToFree(trx, sub.userId);
  }
}

/** Registers the renewal worker and runs it every 10 minutes on whichever instance is free. */
export async function defineBillingJobs(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await jobs.define(RENEWALS_QUEUE, async () => {
    await runDueRenewals(deps);
  });
  // pg-boss schedules only existing queues; start() is idempotent, so the queue can exist now.
  await jobs.boss.start();
  await createQueueOnce(jobs.boss, RENEWALS_QUEUE);
  await jobs.boss.schedule(RENEWALS_QUEUE, '*/10 * * * *');
}

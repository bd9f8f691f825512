import type { Db } from '../../db/connection';
import type { SubscriptionRow } from './billing.repository';

/**
 * Proration. A change between paid plans starts the new plan's period at once; what the old
 * plan's period was worth for the time left is credited, pro rata by the millisecond. The credit
 * pays the new charge first; a surplus (a move to a cheaper plan) stays on the subscription as a
 * balance and is taken off the next charges, renewals included, so nobody pays twice for time.
 */
export type CreditSource = {
  /** Balance left from earlier changes. */
  balanceCents: number;
  /** Credit for the unused time of the plan being replaced (0 for renewals). */
  unusedCents: number;
};

export const NO_CREDIT: CreditSource = { balanceCents: 0, unusedCents: 0 };

/** The unused share of a paid period worth `periodValueCents`, rounded down to the cent. */
export function unusedCreditCents(sub: Pick<SubscriptionRow, 'status' | 'currentPeriodStart' | 'currentPeriodEnd'>, periodValueCents: number, now: Date): number {
  // Trials and free plans paid nothing for the period; a plan granted without a period has none left.
  if ((sub.status !== 'active' && sub.status !== 'canceling') || !sub.currentPeriodStart || !sub.currentPeriodEnd) return 0;
  const length = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
  const left = sub.currentPeriodEnd.getTime() - now.getTime();
  if (length <= 0 || left <= 0 || periodValueCents <= 0) return 0;
  return Math.floor((periodValueCents * Math.min(left, length)) / length);
}

/**
 * What the current period was worth: the price after any promo on the invoice that opened it
 * (credit already applied to that invoice counts too, it was paid for with earlier money).
 * No invoice (a plan granted without a payment): nothing to credit.
 */
export async function currentPeriodValueCents(db: Db, sub: Pick<SubscriptionRow, 'userId' | 'currentPeriodStart'>): Promise<number> {
  if (!sub.currentPeriodStart) return 0;
  const row = await db.selectFrom('billingInvoices')
    .select(['subtotalCents', 'discountCents'])
    .where('userId', '=', sub.userId).where('periodStart', '=', sub.currentPeriodStart)
    .orderBy('issuedAt', 'desc').limit(1)
    .executeTakeFirst();
  return row ? Math.max(0, row.subtotalCents - row.discountCents) : 0;
}

/** The credit a plan change can spend now: the balance plus the unused part of the current period. */
export async function creditFor(db: Db, sub: SubscriptionRow, now: Date): Promise<CreditSource> {
  return { balanceCents: sub.creditBalanceCents, unusedCents: unusedCreditCents(sub, await currentPeriodValueCents(db, sub), now) };
}

/** Splits a charge between the available credit and the card. */
export function applyCredit(amountCents: number, credit: CreditSource): { creditCents: number; totalCents: number; balanceAfterCents: number } {
  const available = Math.max(0, credit.balanceCents) + Math.max(0, credit.unusedCents);
  const creditCents = Math.min(available, amountCents);
  return { creditCents, totalCents: amountCents - creditCents, balanceAfterCents: available - creditCents };
}

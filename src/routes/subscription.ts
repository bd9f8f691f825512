import { canChangeTo, INVALID_SUBSCRIPTION_TYPE, isFreeTier, isPaidTier } from '../../contract/plans';
import { LocalRefusal } from '../dataProvider/errors/LocalRefusal';

/**
 * SPEC §4 payment guards, over the plan table the server enforces (contract/plans.ts).
 * - `noPlanYet` (changeSubscription): a user with a subscription type that is not free already has
 *   a plan → payment/subscription.
 * - `paidPlan` (method-payment, subscription): no type or a non-paid one → payment/changeSubscription.
 */
export type SubscriptionGuard = 'noPlanYet' | 'paidPlan';

export function subscriptionRedirect(guard: SubscriptionGuard, type: string | null | undefined): string | null {
  if (guard === 'noPlanYet') return type && !isFreeTier(type) ? 'payment/subscription' : null;
  return isPaidTier(type) ? null : 'payment/changeSubscription';
}

/** SPEC §5: a type the change call does not accept is refused locally, with the server's 400. */
export function assertChangeableSubscription(type: string): void {
  if (!canChangeTo(type)) throw new LocalRefusal(INVALID_SUBSCRIPTION_TYPE, 400, 'invalid_subscription_type');
}

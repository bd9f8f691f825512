import { campaignLimitFor, customDomainsAllowed, landingLimitFor, planOf, type Plan } from '../../../../contract/plans';
import type { Db } from '../../db/connection';
import { AppError, notFound } from '../../http/errors';
import { findUserPlan } from './billing.repository';

/**
 * The plan limits of contract/plans.ts as the server enforces them: whatever creates a landing or
 * attaches a third-party domain asks here first, so the table the app shows is the one that holds.
 * The wording is the server text the app's normalisers map (SPEC §8: max_landings, UPGRADE_PLAN).
 */
export const MAX_LANDINGS_MESSAGE = 'You have reached the maximum number of landings for your tier';
export const CUSTOM_DOMAINS_MESSAGE = 'Your price plan is not allowed third party domains';

/** The plan in force for a user: the one the app's guards read (a cancelled plan holds until its end). */
export async function planInForce(db: Db, userId: string): Promise<Plan> {
  const user = await findUserPlan(db, userId);
  if (!user) throw notFound('User');
  return planOf(user.subscriptionType);
}

/** Refuses (400) one more landing when the user already has as many as the plan allows. */
export async function assertCanAddLanding(db: Db, userId: string, landingsOwned: number): Promise<void> {
  const plan = await planInForce(db, userId);
  const limit = landingLimitFor(plan.id);
  if (limit !== null && landingsOwned >= limit) throw new AppError(400, 'max_landings', MAX_LANDINGS_MESSAGE, { limit, plan: plan.id });
}

/** Refuses (403) a third-party custom domain on a plan without them. */
export async function assertCustomDomainsAllowed(db: Db, userId: string): Promise<void> {
  const plan = await planInForce(db, userId);
  if (!customDomainsAllowed(plan.id)) throw new AppError(403, 'upgrade_plan', CUSTOM_DOMAINS_MESSAGE, { plan: plan.id });
}

export const CAMPAIGNS_MESSAGE = 'Your price plan does not allow more ad campaigns';

/** Refuses (403 upgrade_plan) one more campaign than the company owner's plan allows. */
export async function assertCanAddCampaign(db: Db, ownerId: string, campaignsOwned: number): Promise<void> {
  const plan = await planInForce(db, ownerId);
  const limit = campaignLimitFor(plan.id);
  if (limit !== null && campaignsOwned >= limit) throw new AppError(403, 'upgrade_plan', CAMPAIGNS_MESSAGE, { limit, plan: plan.id });
}

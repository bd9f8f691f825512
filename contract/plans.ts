/**
 * The subscription plans (SPEC §4, §9): one table the server enforces and the app shows.
 * Prices are in cents of EUR. Plan ids are stored lower-case; every comparison ignores case
 * because clients send e.g. `freeTrial1`.
 */
export const PLAN_IDS = ['freemium', 'freetrial1', 'freetrial2', 'standard', 'standard_corp', 'promo_landing'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type PlanPeriod = 'month' | 'year';

export type Plan = {
  id: PlanId;
  /** Price charged each period once any trial is over (0 for the free tier). */
  priceCents: number;
  currency: 'EUR';
  period: PlanPeriod | null;
  /** Days of free use before the first charge (0: charged at once). */
  trialDays: number;
  /** What a trial turns into when it ends with a working card. */
  convertsTo: PlanId | null;
  limits: {
    /** Landings (projects) a user may have; null = unlimited. */
    landings: number | null;
    /** Whether landings may use third-party custom domains (SPEC §6). */
    customDomains: boolean;
    /** Ad campaigns a company may have; null = unlimited, 0 = none (the plan has no campaigns). */
    campaigns: number | null;
  };
};

export const PLANS: Record<PlanId, Plan> = {
  freemium: {
    id: 'freemium', priceCents: 0, currency: 'EUR', period: null, trialDays: 0, convertsTo: null,
    limits: { landings: 1, customDomains: false, campaigns: 0 },
  },
  freetrial1: {
    id: 'freetrial1', priceCents: 0, currency: 'EUR', period: null, trialDays: 14, convertsTo: 'standard',
    limits: { landings: 3, customDomains: false, campaigns: 2 },
  },
  freetrial2: {
    id: 'freetrial2', priceCents: 0, currency: 'EUR', period: null, trialDays: 30, convertsTo: 'standard',
    limits: { landings: 3, customDomains: false, campaigns: 3 },
  },
  standard: {
    id: 'standard', priceCents: 4900, currency: 'EUR', period: 'month', trialDays: 0, convertsTo: null,
    limits: { landings: 10, customDomains: true, campaigns: null },
  },
  standard_corp: {
    id: 'standard_corp', priceCents: 19900, currency: 'EUR', period: 'month', trialDays: 0, convertsTo: null,
    limits: { landings: null, customDomains: true, campaigns: null },
  },
  promo_landing: {
    id: 'promo_landing', priceCents: 1900, currency: 'EUR', period: 'month', trialDays: 0, convertsTo: null,
    limits: { landings: 5, customDomains: true, campaigns: 0 },
  },
};

/** Product names (the same in every language). */
export const PLAN_NAMES: Record<PlanId, string> = {
  freemium: 'Freemium',
  freetrial1: 'Free trial',
  freetrial2: 'Free trial+',
  standard: 'Standard',
  standard_corp: 'Standard Corporate',
  promo_landing: 'Promo Landing',
};

/**
 * Plans a user may pick through changeSubscriptionType, in the spelling clients send. SPEC §5
 * lists freeTrial1, promo_landing and standard_corp; Standard is added because users could reach
 * it only through a trial (issue 9: "Standard (49 €/month) can be bought directly").
 */
export const CHANGEABLE_SUBSCRIPTION_TYPES = ['freeTrial1', 'standard', 'promo_landing', 'standard_corp'] as const;
export const INVALID_SUBSCRIPTION_TYPE = 'Invalid subscription type';

const PAID: readonly string[] = ['freetrial1', 'freetrial2', 'standard', 'standard_corp', 'promo_landing'];
const FREE: readonly string[] = ['freemium'];

const norm = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** The plan id for any spelling (`freeTrial1` → `freetrial1`), or null when it is no plan. */
export function toPlanId(value: unknown): PlanId | null {
  const id = norm(value);
  return (PLAN_IDS as readonly string[]).includes(id) ? (id as PlanId) : null;
}

/** Paid tiers (trials count: they unlock the paid pages). */
export const isPaidTier = (value: unknown): boolean => PAID.includes(norm(value));
export const isFreeTier = (value: unknown): boolean => FREE.includes(norm(value));

/** Whether changeSubscriptionType accepts this value; anything else is refused with 400. */
export function canChangeTo(value: unknown): boolean {
  return CHANGEABLE_SUBSCRIPTION_TYPES.some((t) => t.toLowerCase() === norm(value));
}

export function planOf(value: unknown): Plan {
  return PLANS[toPlanId(value) ?? 'freemium'];
}

/**
 * How many landings a user on this plan may have (null: no cap). The server enforces it in
 * server/src/modules/billing/billing.limits.ts ("You have reached the maximum number of landings for your tier").
 */
export function landingLimitFor(plan: unknown): number | null {
  return planOf(plan).limits.landings;
}

/** How many ad campaigns a company of an owner on this plan may have (null: no cap). */
export function campaignLimitFor(plan: unknown): number | null {
  return planOf(plan).limits.campaigns;
}

/** Whether a plan may attach third-party custom domains to its landings. */
export function customDomainsAllowed(plan: unknown): boolean {
  return planOf(plan).limits.customDomains;
}

/** Price after a percent-off promotion, rounded to the cent. */
export function discountedCents(priceCents: number, percentOff: number): number {
  return Math.max(0, Math.round((priceCents * (100 - percentOff)) / 100));
}

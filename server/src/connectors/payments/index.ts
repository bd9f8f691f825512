import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { DEFAULT_PROMO_CODES, parsePromoCodes } from './promoCodes';
import { SandboxPayments } from './sandbox';
import { StripePayments } from './stripe';
import { UnavailablePayments } from './unavailable';
import type { PaymentsConnector } from './payments.types';

export type { PaymentsConnector } from './payments.types';
export { PaymentError } from './payments.types';
export { SandboxPayments } from './sandbox';

const env = z.object({
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_/, 'must start with sk_test_, sk_live_, rk_test_ or rk_live_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_/, 'must start with pk_test_ or pk_live_').optional(),
  PROMO_CODES: z.string().default(DEFAULT_PROMO_CODES),
});

/**
 * The card processor: Stripe when STRIPE_SECRET_KEY is set, else the sandbox where sandboxes are
 * allowed (never in production unless SANDBOX_IN_PRODUCTION), else none (payments refused). Reads its own
 * variables (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, PROMO_CODES); a bad value stops start-up.
 */
export function createPaymentsConnector(config: Config, db: Db, source: NodeJS.ProcessEnv = process.env): PaymentsConnector {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const vars = parsed.data;
  if (vars.STRIPE_SECRET_KEY) {
    return new StripePayments({
      secretKey: vars.STRIPE_SECRET_KEY,
      publishableKey: vars.STRIPE_PUBLISHABLE_KEY ?? null,
      publicUrl: config.publicUrl,
    });
  }
  if (!config.sandboxAllowed) return new UnavailablePayments();
  return new SandboxPayments(db, parsePromoCodes(vars.PROMO_CODES));
}

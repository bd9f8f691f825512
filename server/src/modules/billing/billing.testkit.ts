import { expect } from 'vitest';
import type { TestContext } from '../../../test/testApp';
import { call, type TestUser } from '../../../test/fixtures';

/** Test helpers for billing specs (not a test file itself). */
export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
  chargeDeclined: '4000 0000 0000 0341',
  authentication: '4000 0025 0000 3155',
} as const;

const nextYear = new Date().getUTCFullYear() + 1;

/** The sandbox processor's card form: card details in, pm_… id out. */
export async function cardToken(ctx: TestContext, user: TestUser, number: string): Promise<string> {
  const res = await call(ctx, 'POST', '/api/payments/sandbox/payment-methods', {
    token: user.token, body: { number, expMonth: 12, expYear: nextYear, cvc: '123' },
  });
  expect(res.status).toBe(200);
  return res.body.id as string;
}

export async function subscribe(ctx: TestContext, user: TestUser, plan: string, number: string = CARDS.ok, extra: Record<string, unknown> = {}) {
  const paymentMethodId = await cardToken(ctx, user, number);
  return call(ctx, 'POST', '/api/changeSubscriptionType', {
    token: user.token, body: { userEmail: user.email, newSubscriptionType: plan, paymentMethodId, ...extra },
  });
}

export async function paymentsInfo(ctx: TestContext, user: TestUser) {
  const res = await call(ctx, 'GET', '/api/getPaymentsInfo', { token: user.token });
  expect(res.status).toBe(200);
  return res.body;
}

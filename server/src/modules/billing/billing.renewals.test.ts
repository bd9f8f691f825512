import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser } from '../../../test/fixtures';
import { runDueRenewals } from './billing.renewals';
import { CARDS, paymentsInfo, subscribe } from './billing.testkit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const DAY = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY);
const planOf = async (id: string) =>
  (await ctx.db.selectFrom('users').select('subscriptionType').where('id', '=', id).executeTakeFirstOrThrow()).subscriptionType;

describe('renewals', () => {
  it('renews a paid plan for another period with a new invoice, and only once per period', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    const first = await subscribe(ctx, user, 'promo_landing');
    const firstEnd = first.body.info.subscription.renewalDate;
    await runDueRenewals(ctx.deps, later(32));
    await runDueRenewals(ctx.deps, later(32));
    const info = await paymentsInfo(ctx, user);
    expect(info.subscription).toMatchObject({ subscriptionType: 'promo_landing', status: 'active', currentPeriodStart: firstEnd });
    expect(new Date(info.subscription.renewalDate).getTime()).toBeGreaterThan(new Date(firstEnd).getTime() + 27 * DAY);
    expect(info.invoices).toHaveLength(2);
  });

  it('drops a cancelled plan to freemium at the end of the period, without charging', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    await subscribe(ctx, user, 'standard_corp');
    await call(ctx, 'POST', '/api/cancelSubscription', { token: user.token, body: { password: user.password, reason: 'not_using' } });
    await runDueRenewals(ctx.deps, later(10));
    expect(await planOf(user.id)).toBe('standard_corp');
    await runDueRenewals(ctx.deps, later(32));
    expect(await planOf(user.id)).toBe('freemium');
    const info = await paymentsInfo(ctx, user);
    expect(info.subscription.status).toBe('free');
    expect(info.invoices).toHaveLength(1);
  });

  it('turns a trial into standard with the promo applied', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    await subscribe(ctx, user, 'freeTrial1', CARDS.ok, { promoCode: 'WELCOME20' });
    await runDueRenewals(ctx.deps, later(15));
    const info = await paymentsInfo(ctx, user);
    expect(info.subscription).toMatchObject({ subscriptionType: 'standard', status: 'active', pendingPercentOff: null });
    expect(info.invoices[0]).toMatchObject({ planId: 'standard', subtotalCents: 4900, discountCents: 980, taxBaseCents: 3920, taxCents: 823, totalCents: 4743, promoCode: 'WELCOME20' });
  });

  it('drops to freemium when the renewal charge is declined', async () => {
    const declining = await createTestUser(ctx, { subscriptionType: 'freemium' });
    await subscribe(ctx, declining, 'freeTrial1', CARDS.chargeDeclined);
    await runDueRenewals(ctx.deps, later(31));
    expect(await planOf(declining.id)).toBe('freemium');
    expect((await paymentsInfo(ctx, declining)).invoices).toEqual([]);
  });

  it('ends a trial registered without a card, though its user never opened a billing page', async () => {
    const res = await call(ctx, 'POST', '/api/user/createFreeTrialUser', {
      body: { name: 'Tria', email: `trial.${Date.now()}@example.com`, password: 'Secret123!', companyName: 'Trial Co', acceptTerms: true },
    });
    expect(res.status).toBe(200);
    const id = res.body.user._id as string;
    await runDueRenewals(ctx.deps, later(13));
    expect(await planOf(id)).toBe('freetrial1');
    await runDueRenewals(ctx.deps, later(15));
    expect(await planOf(id)).toBe('freemium');
  });
});

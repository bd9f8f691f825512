import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { runDueRenewals } from './billing.renewals';
import { paymentsInfo, subscribe } from './billing.testkit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const DAY = 86_400_000;

/** Moves the user's current period (and the invoice that opened it) `days` into the past. */
async function agePeriod(user: TestUser, days: number): Promise<void> {
  const shift = sql<Date>`interval '1 day' * ${days}`;
  await ctx.db.updateTable('billingSubscriptions')
    .set({ currentPeriodStart: sql`current_period_start - ${shift}`, currentPeriodEnd: sql`current_period_end - ${shift}` })
    .where('userId', '=', user.id).execute();
  await ctx.db.updateTable('billingInvoices')
    .set({ periodStart: sql`period_start - ${shift}`, periodEnd: sql`period_end - ${shift}` })
    .where('userId', '=', user.id).execute();
}

/** The unused share of the current period as the server will see it now. */
/** Prices are before tax; users without billing details pay 21 % IVA on what is left after promo and credit. */
const withVat = (baseCents: number) => baseCents + Math.round((baseCents * 21) / 100);

async function expectedUnused(user: TestUser, valueCents: number): Promise<number> {
  const sub = await ctx.db.selectFrom('billingSubscriptions').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
  const length = sub.currentPeriodEnd!.getTime() - sub.currentPeriodStart!.getTime();
  return Math.floor((valueCents * (sub.currentPeriodEnd!.getTime() - Date.now())) / length);
}

describe('changing between paid plans mid-period', () => {
  it('an upgrade is charged the new price less the unused part of the old one', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    expect((await subscribe(ctx, user, 'promo_landing')).status).toBe(200);
    await agePeriod(user, 15);
    const unused = await expectedUnused(user, 1900);

    const res = await subscribe(ctx, user, 'standard_corp');
    expect(res.status).toBe(200);
    const { invoice, info } = res.body;
    // Up to a cent of rounding for the milliseconds between the two readings.
    expect(Math.abs(invoice.creditCents - unused)).toBeLessThanOrEqual(1);
    expect(invoice.creditCents).toBeGreaterThan(700);
    expect(invoice).toMatchObject({ planId: 'standard_corp', subtotalCents: 19900, discountCents: 0, taxBaseCents: 19900 - invoice.creditCents, totalCents: withVat(19900 - invoice.creditCents) });
    expect(info.subscription).toMatchObject({ subscriptionType: 'standard_corp', status: 'active', creditBalanceCents: 0 });
    // The new plan's period starts now.
    expect(new Date(info.subscription.currentPeriodStart).getTime()).toBeGreaterThan(Date.now() - DAY);
  });

  it('a downgrade costs nothing now; the surplus is kept and pays the next renewals', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    expect((await subscribe(ctx, user, 'standard_corp')).status).toBe(200);
    await agePeriod(user, 10);
    const unused = await expectedUnused(user, 19900);

    const res = await subscribe(ctx, user, 'promo_landing');
    expect(res.status).toBe(200);
    expect(res.body.invoice).toMatchObject({ planId: 'promo_landing', subtotalCents: 1900, creditCents: 1900, totalCents: 0 });
    const balance = res.body.info.subscription.creditBalanceCents;
    expect(Math.abs(balance - (unused - 1900))).toBeLessThanOrEqual(1);
    // Nothing went to the card: the payment has no processor charge.
    const payment = await ctx.db.selectFrom('billingPayments').selectAll()
      .where('userId', '=', user.id).where('planId', '=', 'promo_landing').executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ providerRef: null, totalCents: 0, creditCents: 1900, balanceAfterCents: balance });

    await runDueRenewals(ctx.deps, new Date(Date.now() + 32 * DAY));
    const info = await paymentsInfo(ctx, user);
    expect(info.invoices[0]).toMatchObject({ planId: 'promo_landing', creditCents: 1900, totalCents: 0 });
    expect(info.subscription).toMatchObject({ subscriptionType: 'promo_landing', status: 'active', creditBalanceCents: balance - 1900 });
  });

  it('a promo discount is applied before the credit, and credit is worth what was paid', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    // WELCOME20: one of the default configured promotions (PROMO_CODES), 20 % off.
    const first = await subscribe(ctx, user, 'promo_landing', undefined, { promoCode: 'WELCOME20' });
    expect(first.status).toBe(200);
    expect(first.body.invoice.totalCents).toBe(withVat(1520));
    await agePeriod(user, 15);
    const unused = await expectedUnused(user, 1520);
    const res = await subscribe(ctx, user, 'standard_corp', undefined, { promoCode: 'WELCOME20' });
    expect(res.status).toBe(200);
    expect(Math.abs(res.body.invoice.creditCents - unused)).toBeLessThanOrEqual(1);
    expect(res.body.invoice).toMatchObject({ subtotalCents: 19900, discountCents: 3980, totalCents: withVat(15920 - res.body.invoice.creditCents) });
  });
});

const preview = (user: TestUser, body: Record<string, unknown>) => call(ctx, 'POST', '/api/previewSubscriptionChange', { token: user.token, body });

describe('previewSubscriptionChange', () => {
  it('prices a change the way changeSubscriptionType then charges it, and changes nothing', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    expect((await subscribe(ctx, user, 'promo_landing')).status).toBe(200);
    await agePeriod(user, 15);
    const before = await paymentsInfo(ctx, user);

    const quote = await preview(user, { newSubscriptionType: 'standard_corp', promoCode: 'landing50' });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ subscriptionType: 'standard_corp', currency: 'EUR', subtotalCents: 19900, discountCents: 9950, trialDays: 0, balanceAfterCents: 0 });
    expect(quote.body.creditCents).toBeGreaterThan(700);
    expect(quote.body).toMatchObject({ taxBaseCents: 9950 - quote.body.creditCents, taxRatePercent: 21, totalCents: withVat(9950 - quote.body.creditCents) });
    expect(await paymentsInfo(ctx, user)).toEqual(before);

    const paid = await subscribe(ctx, user, 'standard_corp', undefined, { promoCode: 'landing50' });
    expect(Math.abs(paid.body.invoice.totalCents - quote.body.totalCents)).toBeLessThanOrEqual(1);
  });

  it('a trial costs nothing today; a free user pays the full price', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    expect((await preview(user, { newSubscriptionType: 'freeTrial1' })).body).toMatchObject({ subscriptionType: 'freetrial1', totalCents: 0, trialDays: 14 });
    expect((await preview(user, { newSubscriptionType: 'promo_landing' })).body).toMatchObject({ subtotalCents: 1900, creditCents: 0, taxBaseCents: 1900, taxCents: 399, totalCents: 2299 });
  });

  it('refuses what the change would refuse, with the same answers', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    expect((await preview(user, { newSubscriptionType: 'freetrial2' })).body).toMatchObject({ message: 'Invalid subscription type' });
    const badPromo = await preview(user, { newSubscriptionType: 'promo_landing', promoCode: 'NOPE' });
    expect(badPromo.status).toBe(400);
    expect(badPromo.body).toMatchObject({ error_code: 'invalid_promo_code', details: [{ path: 'promoCode' }] });
    expect((await subscribe(ctx, user, 'promo_landing')).status).toBe(200);
    const same = await preview(user, { newSubscriptionType: 'promo_landing' });
    expect(same.status).toBe(409);
    expect(same.body.error_code).toBe('already_subscribed');
    expect((await call(ctx, 'POST', '/api/previewSubscriptionChange', { body: { newSubscriptionType: 'promo_landing' } })).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { createTestUser } from '../../../test/fixtures';
import { AppError } from '../../http/errors';
import { assertCanAddLanding, assertCustomDomainsAllowed, CUSTOM_DOMAINS_MESSAGE, MAX_LANDINGS_MESSAGE } from './billing.limits';
import { subscribe } from './billing.testkit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e as AppError);

describe('plan limits', () => {
  it('caps landings by the plan in force and lifts the cap once the user upgrades', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    await expect(assertCanAddLanding(ctx.db, user.id, 0)).resolves.toBeUndefined();
    const refused = await refusal(assertCanAddLanding(ctx.db, user.id, 1));
    expect(refused).toMatchObject({ statusCode: 400, code: 'max_landings', message: MAX_LANDINGS_MESSAGE });

    expect((await subscribe(ctx, user, 'promo_landing')).status).toBe(200);
    await expect(assertCanAddLanding(ctx.db, user.id, 4)).resolves.toBeUndefined();
    expect(await refusal(assertCanAddLanding(ctx.db, user.id, 5))).toMatchObject({ code: 'max_landings' });

    expect((await subscribe(ctx, user, 'standard_corp')).status).toBe(200);
    await expect(assertCanAddLanding(ctx.db, user.id, 10_000)).resolves.toBeUndefined();
  });

  it('allows third-party domains only on plans that include them', async () => {
    const trial = await createTestUser(ctx, { subscriptionType: 'freetrial1' });
    expect(await refusal(assertCustomDomainsAllowed(ctx.db, trial.id))).toMatchObject({ statusCode: 403, code: 'upgrade_plan', message: CUSTOM_DOMAINS_MESSAGE });
    const paying = await createTestUser(ctx, { subscriptionType: 'STANDARD' });
    await expect(assertCustomDomainsAllowed(ctx.db, paying.id)).resolves.toBeUndefined();
  });

  it('answers 404 for a user that does not exist', async () => {
    expect(await refusal(assertCanAddLanding(ctx.db, '00000000-0000-4000-8000-000000000000', 0))).toMatchObject({ statusCode: 404 });
  });
});

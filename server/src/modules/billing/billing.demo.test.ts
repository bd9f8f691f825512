import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call } from '../../../test/fixtures';
import { DEMO_ACCOUNT, seedDemo } from '../demo/demo.seed';
import { seedDemoBilling } from './billing.demo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('billing demo data', () => {
  it('gives the demo user a saved card, the standard plan renewing soon and two past invoices', async () => {
    await seedDemo(ctx.deps, [seedDemoBilling]);
    const login = await call(ctx, 'POST', '/api/login', { body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    expect(login.status).toBe(200);
    const info = await call(ctx, 'GET', '/api/getPaymentsInfo', { token: login.body.token });
    expect(info.body.subscription).toMatchObject({ subscriptionType: 'standard', status: 'active' });
    expect(new Date(info.body.subscription.renewalDate).getTime()).toBeGreaterThan(Date.now());
    expect(info.body.paymentMethods).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true })]);
    expect(info.body.invoices.map((i: { number: string }) => i.number.slice(-6))).toEqual(['000002', '000001']);
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/invoices/${info.body.invoices[0]._id}/pdf`, headers: { authorization: `Bearer ${login.body.token}` } });
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});

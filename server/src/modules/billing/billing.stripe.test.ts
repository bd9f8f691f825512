import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser } from '../../../test/fixtures';
import { fakeStripe } from '../../connectors/payments/__recorded__/fakeStripe';
import * as recorded from '../../connectors/payments/__recorded__/stripe.responses';

// The billing calls with the real connector (recorded Stripe answers): the app sees the same
// shapes as with the sandbox, including the 403 the normaliser turns into payment_error.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('billing with Stripe', () => {
  it('subscribes with an Elements payment method and answers a decline with 403 and the decline code', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    const declined = fakeStripe([[200, recorded.customer], [402, recorded.insufficientFunds]]);
    ctx.deps.connectors.payments = declined.payments;
    const refused = await call(ctx, 'POST', '/api/changeSubscriptionType', {
      token: user.token, body: { userEmail: user.email, newSubscriptionType: 'standard_corp', paymentMethodId: 'pm_1Bad' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error_code: 'card_declined', message: 'Your card has insufficient funds.',
      details: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
    });

    const good = fakeStripe([[200, recorded.attachedVisa], [200, recorded.paymentIntentSucceeded]]);
    ctx.deps.connectors.payments = good.payments;
    const res = await call(ctx, 'POST', '/api/changeSubscriptionType', {
      token: user.token, body: { userEmail: user.email, newSubscriptionType: 'standard_corp', paymentMethodId: 'pm_1Visa' },
    });
    expect(res.status).toBe(200);
    expect(res.body.invoice).toMatchObject({ taxBaseCents: 19900, totalCents: 24079, cardBrand: 'visa', cardLast4: '4242' });
    // The customer made on the first try is reused: no second customers.create.
    expect(good.sent.map((s) => s.url.pathname)).toEqual(['/v1/payment_methods/pm_1Visa/attach', '/v1/payment_intents']);
    expect(good.sent[0].body.get('customer')).toBe('cus_Qx1');
    expect((await call(ctx, 'GET', '/api/payments/config', { token: user.token })).body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_123' });
    const sandboxForm = await call(ctx, 'POST', '/api/payments/sandbox/payment-methods', {
      token: user.token, body: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    });
    expect(sandboxForm.status).toBe(404);
  });
});

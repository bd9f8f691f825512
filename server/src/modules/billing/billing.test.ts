import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser } from '../../../test/fixtures';
import { CARDS, cardToken, paymentsInfo, subscribe } from './billing.testkit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const freemium = () => createTestUser(ctx, { subscriptionType: 'freemium' });
const userPlan = async (id: string) =>
  (await ctx.db.selectFrom('users').select('subscriptionType').where('id', '=', id).executeTakeFirstOrThrow()).subscriptionType;

describe('changeSubscriptionType', () => {
  it('charges a good card, moves the user to the plan and issues a numbered invoice', async () => {
    const user = await freemium();
    const res = await subscribe(ctx, user, 'standard_corp');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('succeeded');
    // Prices are before tax: 199 € + 21 % IVA (no billing details yet: a buyer in Spain).
    expect(res.body.invoice).toMatchObject({ planId: 'standard_corp', subtotalCents: 19900, taxBaseCents: 19900, taxRatePercent: 21, taxCents: 4179, taxKind: 'es_vat', totalCents: 24079, currency: 'EUR', cardLast4: '4242' });
    expect(res.body.invoice.number).toMatch(/^\d{4}-\d{6}$/);
    expect(res.body.info.subscription).toMatchObject({ subscriptionType: 'standard_corp', status: 'active', cancelAtPeriodEnd: false });
    const renewal = new Date(res.body.info.subscription.renewalDate).getTime();
    expect(renewal - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(res.body.info.paymentMethods).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true })]);
    expect(await userPlan(user.id)).toBe('standard_corp');
    // GET /user (what the app's guards read) shows the new plan too
    const me = await call(ctx, 'GET', '/api/user', { token: user.token });
    if (me.status === 200) expect(me.body.subscription.subscriptionType).toBe('standard_corp');
  });

  it('applies a promo code from configuration and refuses an unknown one with 400 on promoCode', async () => {
    const user = await freemium();
    const bad = await subscribe(ctx, user, 'promo_landing', CARDS.ok, { promoCode: 'NOPE' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error_code: 'invalid_promo_code', details: [{ path: 'promoCode' }] });
    expect(await userPlan(user.id)).toBe('freemium');

    const ok = await subscribe(ctx, user, 'promo_landing', CARDS.ok, { promoCode: 'landing50' });
    expect(ok.status).toBe(200);
    expect(ok.body.invoice).toMatchObject({ subtotalCents: 1900, discountCents: 950, taxBaseCents: 950, taxCents: 200, totalCents: 1150, promoCode: 'LANDING50' });
  });

  it.each([
    ['declined', CARDS.declined, 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['insufficient funds', CARDS.insufficientFunds, 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['expired', CARDS.expired, 'expired_card', 'expired_card', 'Your card has expired.'],
    ['declined at charge', CARDS.chargeDeclined, 'card_declined', 'generic_decline', 'Your card was declined.'],
  ])('answers a %s card with 403 and the processor error, changing nothing', async (_name, number, code, declineCode, message) => {
    const user = await freemium();
    const res = await subscribe(ctx, user, 'standard_corp', number);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error_code: code, message, details: { type: 'card_error', code, decline_code: declineCode } });
    expect(await userPlan(user.id)).toBe('freemium');
    const info = await paymentsInfo(ctx, user);
    expect(info.subscription.subscriptionType).toBe('freemium');
    expect(info.paymentMethods).toEqual([]);
    expect(info.invoices).toEqual([]);
  });

  it.each(['freemium', 'freetrial2', 'gold', ''])('refuses "%s" with 400 Invalid subscription type', async (plan) => {
    const user = await freemium();
    const res = await subscribe(ctx, user, plan);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'invalid_subscription_type', message: 'Invalid subscription type' });
    expect(await userPlan(user.id)).toBe('freemium');
  });

  it('lets only one of two simultaneous changes through: the other gets 409 and nothing is charged twice', async () => {
    const user = await freemium();
    const [a, b] = await Promise.all([cardToken(ctx, user, CARDS.ok), cardToken(ctx, user, CARDS.ok)]);
    const send = (paymentMethodId: string) => call(ctx, 'POST', '/api/changeSubscriptionType', {
      token: user.token, body: { userEmail: user.email, newSubscriptionType: 'standard_corp', paymentMethodId },
    });
    const results = await Promise.all([send(a), send(b)]);
    const statuses = results.map((r) => r.status).sort();
    // Either the second waits for nothing and is refused (409), or it arrives after the first and
    // finds the plan already active (409 already_subscribed): never two charges.
    expect(statuses).toEqual([200, 409]);
    const payments = await ctx.db.selectFrom('billingPayments').select('id').where('userId', '=', user.id).where('status', '=', 'succeeded').execute();
    expect(payments).toHaveLength(1);
    expect(await userPlan(user.id)).toBe('standard_corp');
  });

  it("refuses another user's email with 403 and no change", async () => {
    const user = await freemium();
    const other = await freemium();
    const paymentMethodId = await cardToken(ctx, user, CARDS.ok);
    const res = await call(ctx, 'POST', '/api/changeSubscriptionType', {
      token: user.token, body: { userEmail: other.email, newSubscriptionType: 'standard_corp', paymentMethodId },
    });
    expect(res.status).toBe(403);
    expect(await userPlan(user.id)).toBe('freemium');
    expect(await userPlan(other.id)).toBe('freemium');
  });

  it('needs a token (401) and a card when none is saved (400 on paymentMethodId)', async () => {
    const user = await freemium();
    const anon = await call(ctx, 'POST', '/api/changeSubscriptionType', { body: { userEmail: user.email, newSubscriptionType: 'standard_corp' } });
    expect(anon.status).toBe(401);
    const res = await call(ctx, 'POST', '/api/changeSubscriptionType', {
      token: user.token, body: { userEmail: user.email, newSubscriptionType: 'standard_corp' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'payment_method_required', details: [{ path: 'paymentMethodId' }] });
  });

  it('starts a 14-day free trial (freeTrial1, any case) without charging, once per user', async () => {
    const user = await freemium();
    const res = await subscribe(ctx, user, 'freeTrial1', CARDS.ok, { promoCode: 'WELCOME20' });
    expect(res.status).toBe(200);
    expect(res.body.invoice).toBeNull();
    expect(res.body.info.subscription).toMatchObject({ subscriptionType: 'freetrial1', status: 'trialing', trialUsed: true, pendingPercentOff: 20 });
    const days = (new Date(res.body.info.subscription.trialEndsAt).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    expect(await userPlan(user.id)).toBe('freetrial1');

    await call(ctx, 'POST', '/api/cancelFreeTrial', { token: user.token });
    const again = await subscribe(ctx, user, 'freetrial1');
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe('trial_already_used');
  });

  it('reuses a saved card by its _id, and 404s for a card that is not the caller\'s', async () => {
    const user = await freemium();
    const other = await freemium();
    await subscribe(ctx, other, 'promo_landing');
    const othersCard = (await paymentsInfo(ctx, other)).paymentMethods[0]._id;
    const foreign = await call(ctx, 'POST', '/api/changeSubscriptionType', {
      token: user.token, body: { userEmail: user.email, newSubscriptionType: 'promo_landing', paymentMethodId: othersCard },
    });
    expect(foreign.status).toBe(404);

    await call(ctx, 'POST', '/api/changePaymentMethod', { token: user.token, body: { paymentMethodId: await cardToken(ctx, user, CARDS.ok) } });
    const saved = (await paymentsInfo(ctx, user)).paymentMethods[0]._id;
    const res = await call(ctx, 'POST', '/api/changeSubscriptionType', {
      token: user.token, body: { userEmail: user.email, newSubscriptionType: 'promo_landing', paymentMethodId: saved },
    });
    expect(res.status).toBe(200);
    expect(res.body.info.subscription.subscriptionType).toBe('promo_landing');
  });
});

describe('upgrading from a free trial (SPEC §4: freetrial1 is a paid tier, so payment/subscription)', () => {
  const trialUser = () => createTestUser(ctx, { subscriptionType: 'freetrial1' });

  it('charges now and moves a trial with no card to the paid plan; the trial is over', async () => {
    const user = await trialUser();
    expect((await paymentsInfo(ctx, user)).subscription.status).toBe('trialing');
    const declined = await subscribe(ctx, user, 'promo_landing', CARDS.declined);
    expect(declined.status).toBe(403);
    expect(await userPlan(user.id)).toBe('freetrial1');

    const res = await subscribe(ctx, user, 'promo_landing');
    expect(res.status).toBe(200);
    expect(res.body.invoice).toMatchObject({ planId: 'promo_landing', taxBaseCents: 1900, totalCents: 2299 });
    expect(res.body.info.subscription).toMatchObject({ subscriptionType: 'promo_landing', status: 'active', trialEndsAt: null });
    expect(await userPlan(user.id)).toBe('promo_landing');
    const again = await subscribe(ctx, user, 'freeTrial1');
    expect(again.body.error_code).toBe('trial_already_used');
  });

  it('the bank step returns to payment/subscription, where the trial user upgraded', async () => {
    const user = await trialUser();
    const res = await subscribe(ctx, user, 'standard_corp', CARDS.authentication);
    expect(res.body.status).toBe('requires_action');
    const post = await ctx.app.inject({
      method: 'POST', url: res.body.redirectUrl, payload: 'decision=confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.headers.location).toBe(`/es/payment/subscription?payment_intent=${res.body.paymentIntentId}&redirect_status=succeeded`);
    const confirm = await call(ctx, 'POST', '/api/confirmPayment', { token: user.token, body: { paymentIntentId: res.body.paymentIntentId } });
    expect(confirm.body.info.subscription).toMatchObject({ subscriptionType: 'standard_corp', status: 'active' });
  });
});

describe('receipt mail', () => {
  it("is written in the user's language", async () => {
    const spanish = await freemium();
    const english = await freemium();
    await ctx.db.updateTable('users').set({ language: 'en' }).where('id', '=', english.id).execute();
    const es = await subscribe(ctx, spanish, 'promo_landing');
    const en = await subscribe(ctx, english, 'promo_landing');
    await vi.waitFor(async () => expect(await ctx.deps.connectors.mail.outbox(english.email)).toHaveLength(1));
    await vi.waitFor(async () => expect(await ctx.deps.connectors.mail.outbox(spanish.email)).toHaveLength(1));
    const [enMail] = await ctx.deps.connectors.mail.outbox(english.email);
    const [esMail] = await ctx.deps.connectors.mail.outbox(spanish.email);
    expect(enMail.subject).toBe(`Invoice ${en.body.invoice.number}`);
    expect(enMail.text).toContain('Thank you for your payment of €22.99 for Promo Landing plan, monthly subscription.');
    expect(esMail.subject).toBe(`Factura ${es.body.invoice.number}`);
    expect(esMail.text).toContain('Gracias por tu pago de 22,99');
    expect(esMail.text).toContain('Promo Landing plan, suscripción mensual');
    expect(esMail.text).not.toContain('Thank you');
  });
});

describe('removePaymentMethod', () => {
  const addCard = async (user: Awaited<ReturnType<typeof freemium>>, makeDefault = true) =>
    call(ctx, 'POST', '/api/changePaymentMethod', { token: user.token, body: { paymentMethodId: await cardToken(ctx, user, CARDS.ok), makeDefault } });

  it('makes a saved card the default, and removes a card: the default moves to the one left', async () => {
    const user = await freemium();
    const first = (await addCard(user)).body.defaultPaymentMethodId as string;
    const added = await addCard(user, false);
    const second = added.body.paymentMethods.find((m: { _id: string }) => m._id !== first)._id as string;
    expect(added.body.defaultPaymentMethodId).toBe(first);
    const made = await call(ctx, 'POST', '/api/changePaymentMethod', { token: user.token, body: { paymentMethodId: second, makeDefault: true } });
    expect(made.body.defaultPaymentMethodId).toBe(second);

    const res = await call(ctx, 'DELETE', `/api/paymentMethods/${second}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.paymentMethods.map((m: { _id: string }) => m._id)).toEqual([first]);
    expect(res.body.defaultPaymentMethodId).toBe(first);
    // Freemium: nothing will be charged, so the last card may go too.
    const last = await call(ctx, 'DELETE', `/api/paymentMethods/${first}`, { token: user.token });
    expect(last.body).toMatchObject({ paymentMethods: [], defaultPaymentMethodId: null });
  });

  it("keeps the only card of a renewing plan (409), and 404s for another user's card", async () => {
    const user = await freemium();
    const sub = await subscribe(ctx, user, 'promo_landing');
    const only = sub.body.info.defaultPaymentMethodId as string;
    const refused = await call(ctx, 'DELETE', `/api/paymentMethods/${only}`, { token: user.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error_code).toBe('last_card_in_use');
    const stranger = await freemium();
    expect((await call(ctx, 'DELETE', `/api/paymentMethods/${only}`, { token: stranger.token })).status).toBe(404);
    expect((await paymentsInfo(ctx, user)).paymentMethods).toHaveLength(1);

    await addCard(user, false);
    const ok = await call(ctx, 'DELETE', `/api/paymentMethods/${only}`, { token: user.token });
    expect(ok.status).toBe(200);
    expect(ok.body.paymentMethods).toHaveLength(1);
    expect(ok.body.defaultPaymentMethodId).toBe(ok.body.paymentMethods[0]._id);
  });
});

describe('the authentication step (4000 0025 0000 3155)', () => {
  async function start() {
    const user = await freemium();
    const res = await subscribe(ctx, user, 'standard_corp', CARDS.authentication);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('requires_action');
    expect(res.body.redirectUrl).toBe(`/api/payments/sandbox/authenticate/${res.body.paymentIntentId}`);
    expect(await userPlan(user.id)).toBe('freemium');
    return { user, intent: res.body.paymentIntentId as string, url: res.body.redirectUrl as string };
  }

  it('shows a local page with Confirm and Fail, escaped and with no outside assets', async () => {
    const { url } = await start();
    const page = await ctx.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('value="confirm"');
    expect(page.body).toContain('value="fail"');
    expect(page.body).toContain('•••• 3155');
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('Confirm completes the payment: back to the app, then confirmPayment applies the plan once', async () => {
    const { user, intent, url } = await start();
    const post = await ctx.app.inject({ method: 'POST', url, payload: 'decision=confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe(`/es/payment/changeSubscription?payment_intent=${intent}&redirect_status=succeeded`);

    const confirm = await call(ctx, 'POST', '/api/confirmPayment', { token: user.token, body: { paymentIntentId: intent } });
    expect(confirm.status).toBe(200);
    expect(confirm.body.status).toBe('succeeded');
    expect(confirm.body.invoice).toMatchObject({ planId: 'standard_corp', totalCents: 24079 });
    expect(await userPlan(user.id)).toBe('standard_corp');
    const twice = await call(ctx, 'POST', '/api/confirmPayment', { token: user.token, body: { paymentIntentId: intent } });
    expect(twice.status).toBe(200);
    expect((await paymentsInfo(ctx, user)).invoices).toHaveLength(1);
  });

  it('Fail declines the payment: confirmPayment answers 403 with the processor error, plan unchanged', async () => {
    const { user, intent, url } = await start();
    const post = await ctx.app.inject({ method: 'POST', url, payload: 'decision=fail', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.headers.location).toContain('redirect_status=failed');
    const confirm = await call(ctx, 'POST', '/api/confirmPayment', { token: user.token, body: { paymentIntentId: intent } });
    expect(confirm.status).toBe(403);
    expect(confirm.body.details).toEqual({ type: 'card_error', code: 'payment_intent_authentication_failure', decline_code: 'payment_intent_authentication_failure' });
    expect(await userPlan(user.id)).toBe('freemium');
  });

  it('a newer change cancels a charge still waiting for the bank: it can no longer be confirmed, and nothing is paid twice', async () => {
    const { user, intent, url } = await start();
    const other = await subscribe(ctx, user, 'promo_landing');
    expect(other.status).toBe(200);
    expect(await userPlan(user.id)).toBe('promo_landing');

    const page = await ctx.app.inject({ method: 'GET', url });
    expect(page.body).not.toContain('value="confirm"');
    const post = await ctx.app.inject({ method: 'POST', url, payload: 'decision=confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.headers.location).toContain('redirect_status=failed');
    const confirm = await call(ctx, 'POST', '/api/confirmPayment', { token: user.token, body: { paymentIntentId: intent } });
    expect(confirm.status).toBe(403);
    expect(confirm.body).toMatchObject({ error_code: 'payment_intent_canceled', details: { decline_code: 'payment_intent_canceled' } });
    expect(await userPlan(user.id)).toBe('promo_landing');
    expect((await paymentsInfo(ctx, user)).invoices).toHaveLength(1);
  });

  it('a charge authenticated but never confirmed is completed by the next change, which then stops (409)', async () => {
    const { user, url } = await start();
    await ctx.app.inject({ method: 'POST', url, payload: 'decision=confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const next = await subscribe(ctx, user, 'promo_landing');
    expect(next.status).toBe(409);
    expect(next.body.error_code).toBe('previous_payment_completed');
    expect(await userPlan(user.id)).toBe('standard_corp');
    expect((await paymentsInfo(ctx, user)).invoices).toEqual([expect.objectContaining({ planId: 'standard_corp', totalCents: 24079 })]);
  });

  it("keeps a user's pending payment from anyone else (404)", async () => {
    const { intent } = await start();
    const stranger = await freemium();
    const res = await call(ctx, 'POST', '/api/confirmPayment', { token: stranger.token, body: { paymentIntentId: intent } });
    expect(res.status).toBe(404);
  });

  it('answers an unknown or malformed payment id with 404/400, not 500', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/payments/sandbox/authenticate/pi_sbx_000000000000000000000000' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/payments/sandbox/authenticate/<script>' })).statusCode).toBe(400);
  });
});

describe('sandbox card form', () => {
  it('validates Luhn, expiry and CVC with field errors', async () => {
    const user = await freemium();
    const res = await call(ctx, 'POST', '/api/payments/sandbox/payment-methods', {
      token: user.token, body: { number: '4242 4242 4242 4241', expMonth: 1, expYear: 2020, cvc: '12' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('validation_error');
    const paths = res.body.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.number', 'body.expMonth', 'body.cvc']));
  });

  it('never stores the whole card number', async () => {
    const user = await freemium();
    await cardToken(ctx, user, CARDS.ok);
    const rows = await ctx.db.selectFrom('paymentSandboxMethods').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
  });
});

describe('changePaymentMethod', () => {
  it('adds a card, replaces it, and refuses declined cards with 403 leaving the cards as they were', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    const first = await call(ctx, 'POST', '/api/changePaymentMethod', { token: user.token, body: { paymentMethodId: await cardToken(ctx, user, CARDS.ok) } });
    expect(first.status).toBe(200);
    expect(first.body.paymentMethods).toHaveLength(1);
    const oldId = first.body.defaultPaymentMethodId;

    for (const [number, decline] of [[CARDS.declined, 'generic_decline'], [CARDS.insufficientFunds, 'insufficient_funds'], [CARDS.expired, 'expired_card']]) {
      const res = await call(ctx, 'POST', '/api/changePaymentMethod', {
        token: user.token, body: { paymentMethodId: await cardToken(ctx, user, number), replaceId: oldId },
      });
      expect(res.status).toBe(403);
      expect(res.body.details.decline_code).toBe(decline);
    }
    expect((await paymentsInfo(ctx, user)).paymentMethods.map((m: { _id: string }) => m._id)).toEqual([oldId]);

    const mastercard = await call(ctx, 'POST', '/api/payments/sandbox/payment-methods', {
      token: user.token, body: { number: '5555555555554444', expMonth: 10, expYear: new Date().getUTCFullYear() + 2, cvc: '321' },
    });
    const replaced = await call(ctx, 'POST', '/api/changePaymentMethod', { token: user.token, body: { paymentMethodId: mastercard.body.id, replaceId: oldId } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.paymentMethods).toEqual([expect.objectContaining({ brand: 'mastercard', last4: '4444', isDefault: true })]);
  });

  it('404s when replacing a card that is not the caller\'s', async () => {
    const owner = await freemium();
    const other = await freemium();
    const saved = await call(ctx, 'POST', '/api/changePaymentMethod', { token: owner.token, body: { paymentMethodId: await cardToken(ctx, owner, CARDS.ok) } });
    const res = await call(ctx, 'POST', '/api/changePaymentMethod', {
      token: other.token, body: { paymentMethodId: await cardToken(ctx, other, CARDS.ok), replaceId: saved.body.defaultPaymentMethodId },
    });
    expect(res.status).toBe(404);
    expect((await paymentsInfo(ctx, owner)).paymentMethods).toHaveLength(1);
    expect((await paymentsInfo(ctx, other)).paymentMethods).toHaveLength(0);
  });
});

describe('getPaymentsInfo', () => {
  it('describes a freemium user, and a free-trial registration as trialing', async () => {
    const free = await freemium();
    expect((await paymentsInfo(ctx, free)).subscription).toMatchObject({ subscriptionType: 'freemium', status: 'free', renewalDate: null });
    const trial = await createTestUser(ctx, { subscriptionType: 'freetrial2' });
    const info = await paymentsInfo(ctx, trial);
    expect(info.subscription).toMatchObject({ subscriptionType: 'freetrial2', status: 'trialing', trialUsed: true });
    expect(Math.round((new Date(info.subscription.trialEndsAt).getTime() - Date.now()) / 86_400_000)).toBe(30);
  });

  it('needs a token', async () => {
    expect((await call(ctx, 'GET', '/api/getPaymentsInfo')).status).toBe(401);
  });
});

describe('cancelSubscription', () => {
  const reasons = { reason: 'too_expensive', specificIssue: 'price', comments: 'Too much for us now', otherHelp: 'A cheaper plan' };

  it('refuses a wrong password with 400 on the password field and changes nothing', async () => {
    const user = await freemium();
    await subscribe(ctx, user, 'standard_corp');
    const res = await call(ctx, 'POST', '/api/cancelSubscription', { token: user.token, body: { ...reasons, password: 'Wrong1234' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'invalid_password', details: [{ path: 'body.password' }] });
    expect((await paymentsInfo(ctx, user)).subscription.status).toBe('active');
    expect(await ctx.db.selectFrom('billingCancellations').selectAll().where('userId', '=', user.id).execute()).toEqual([]);
  });

  it('keeps the plan until the renewal date, stores the reasons, and refuses a second cancel', async () => {
    const user = await freemium();
    const sub = await subscribe(ctx, user, 'standard_corp');
    const res = await call(ctx, 'POST', '/api/cancelSubscription', { token: user.token, body: { ...reasons, password: user.password } });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ subscriptionType: 'standard_corp', status: 'canceling', cancelAtPeriodEnd: true });
    expect(res.body.subscription.renewalDate).toBe(sub.body.info.subscription.renewalDate);
    expect(await userPlan(user.id)).toBe('standard_corp');
    const [stored] = await ctx.db.selectFrom('billingCancellations').selectAll().where('userId', '=', user.id).execute();
    expect(stored).toMatchObject({ kind: 'subscription', reason: 'too_expensive', specificIssue: 'price', comments: 'Too much for us now', otherHelp: 'A cheaper plan' });
    expect(stored.effectiveAt.toISOString()).toBe(sub.body.info.subscription.renewalDate);

    const again = await call(ctx, 'POST', '/api/cancelSubscription', { token: user.token, body: { ...reasons, password: user.password } });
    expect(again.status).toBe(409);
  });

  it('validates the reason and refuses a freemium user with 409', async () => {
    const user = await freemium();
    const bad = await call(ctx, 'POST', '/api/cancelSubscription', { token: user.token, body: { password: user.password, reason: 'whatever' } });
    expect(bad.status).toBe(400);
    const none = await call(ctx, 'POST', '/api/cancelSubscription', { token: user.token, body: { ...reasons, password: user.password } });
    expect(none.status).toBe(409);
    expect(none.body.error_code).toBe('no_active_subscription');
  });

  it('subscribing again to the same plan before the end resumes it without a charge', async () => {
    const user = await freemium();
    await subscribe(ctx, user, 'promo_landing');
    await call(ctx, 'POST', '/api/cancelSubscription', { token: user.token, body: { ...reasons, password: user.password } });
    const res = await call(ctx, 'POST', '/api/changeSubscriptionType', { token: user.token, body: { userEmail: user.email, newSubscriptionType: 'promo_landing' } });
    expect(res.status).toBe(200);
    expect(res.body.info.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(res.body.info.invoices).toHaveLength(1);
  });
});

describe('cancelFreeTrial', () => {
  it('ends the trial now: freemium, nothing charged', async () => {
    const user = await freemium();
    await subscribe(ctx, user, 'freeTrial1');
    const res = await call(ctx, 'POST', '/api/cancelFreeTrial', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ subscriptionType: 'freemium', status: 'free', trialEndsAt: null, trialUsed: true });
    expect(res.body.invoices).toEqual([]);
    expect(await userPlan(user.id)).toBe('freemium');
  });

  it('refuses a user who is not on a trial with 409', async () => {
    const user = await freemium();
    const res = await call(ctx, 'POST', '/api/cancelFreeTrial', { token: user.token });
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe('not_in_trial');
  });
});

describe('paymentsConfig', () => {
  it('tells the app to use the sandbox card form', async () => {
    const user = await freemium();
    const res = await call(ctx, 'GET', '/api/payments/config', { token: user.token });
    expect(res.body).toEqual({ provider: 'sandbox', publishableKey: null });
  });
});

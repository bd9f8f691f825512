import { describe, expect, it } from 'vitest';
import { PaymentError } from './payments.types';
import { fakeStripe } from './__recorded__/fakeStripe';
import * as recorded from './__recorded__/stripe.responses';

describe('Stripe connector', () => {
  it('creates the customer once per user (idempotency key) with email, name and our user id', async () => {
    const { payments, sent } = fakeStripe([[200, recorded.customer]]);
    expect(await payments.ensureCustomer({ id: 'u1', email: 'ana@example.com', name: 'Ana Test' }, null)).toBe('cus_Qx1');
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url.pathname).toBe('/v1/customers');
    expect(sent[0].headers.authorization).toBe('Bearer sk_test_123');
    expect(sent[0].headers['idempotency-key']).toBe('customer-u1');
    expect(Object.fromEntries(sent[0].body)).toMatchObject({ email: 'ana@example.com', name: 'Ana Test', 'metadata[userId]': 'u1' });
    expect(await payments.ensureCustomer({ id: 'u1', email: 'a', name: 'b' }, 'cus_existing')).toBe('cus_existing');
    expect(sent).toHaveLength(1);
  });

  it('attaches a payment method and keeps only brand, last 4 and expiry', async () => {
    const { payments, sent } = fakeStripe([[200, recorded.attachedVisa]]);
    expect(await payments.attachMethod('cus_Qx1', 'pm_1Visa')).toEqual({ providerRef: 'pm_1Visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
    expect(sent[0].url.pathname).toBe('/v1/payment_methods/pm_1Visa/attach');
    expect(sent[0].body.get('customer')).toBe('cus_Qx1');
  });

  it.each([
    [recorded.insufficientFunds, 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    [recorded.expiredCard, 'expired_card', 'expired_card', 'Your card has expired.'],
  ])('turns a card error into PaymentError with code and decline code', async (answer, code, declineCode, message) => {
    const { payments } = fakeStripe([[402, answer]]);
    const error = await payments.attachMethod('cus_Qx1', 'pm_bad').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentError);
    expect(error).toMatchObject({ type: 'card_error', code, declineCode, message });
  });

  it('confirms a payment intent on-session with a return URL on this server and the idempotency key', async () => {
    const { payments, sent } = fakeStripe([[200, recorded.paymentIntentSucceeded]]);
    const result = await payments.charge({
      customerRef: 'cus_Qx1', providerMethodId: 'pm_1Visa', amountCents: 19900, currency: 'EUR', description: 'Standard Corporate plan',
      idempotencyKey: 'pay-1', returnPath: '/es/payment/subscription', metadata: { planId: 'standard_corp' },
    });
    expect(result).toEqual({ status: 'succeeded', providerRef: 'pi_3Ok1' });
    expect(sent[0].url.pathname).toBe('/v1/payment_intents');
    expect(sent[0].headers['idempotency-key']).toBe('pay-1');
    expect(Object.fromEntries(sent[0].body)).toMatchObject({
      amount: '19900', currency: 'eur', customer: 'cus_Qx1', payment_method: 'pm_1Visa', confirm: 'true',
      'allowed_payment_method_types[0]': 'card', return_url: 'http://localhost:3000/es/payment/subscription',
      'metadata[planId]': 'standard_corp',
    });
    expect(sent[0].body.has('off_session')).toBe(false);
  });

  it('reports the bank step with its redirect URL, and renewals go off-session without a return URL', async () => {
    const { payments, sent } = fakeStripe([[200, recorded.paymentIntentRequiresAction], [200, recorded.paymentIntentSucceeded]]);
    const pending = await payments.charge({
      customerRef: 'cus_Qx1', providerMethodId: 'pm_1Auth', amountCents: 19900, currency: 'EUR', description: 'x', idempotencyKey: 'k',
    });
    expect(pending).toEqual({
      status: 'requires_action', providerRef: 'pi_3Auth', clientSecret: 'pi_3Auth_secret_def',
      redirectUrl: recorded.paymentIntentRequiresAction.next_action.redirect_to_url.url,
    });
    await payments.charge({ customerRef: 'cus_Qx1', providerMethodId: 'pm_1Visa', amountCents: 4900, currency: 'EUR', description: 'x', idempotencyKey: 'r', offSession: true });
    expect(sent[1].body.get('off_session')).toBe('true');
    expect(sent[1].body.has('return_url')).toBe(false);
  });

  it('cancels a charge waiting for the bank step; one that went through answers its state instead', async () => {
    const { payments, sent } = fakeStripe([[200, recorded.paymentIntentCanceled], [400, recorded.cancelUnexpectedState], [200, recorded.paymentIntentSucceeded]]);
    const canceled = await payments.cancelCharge('pi_3Auth');
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url.pathname).toBe('/v1/payment_intents/pi_3Auth/cancel');
    expect(canceled).toMatchObject({ status: 'failed', providerRef: 'pi_3Auth', error: { type: 'card_error', code: 'payment_intent_canceled' } });

    expect(await payments.cancelCharge('pi_3Ok1')).toEqual({ status: 'succeeded', providerRef: 'pi_3Ok1' });
    expect(sent[1].url.pathname).toBe('/v1/payment_intents/pi_3Ok1/cancel');
    expect(sent[2].method).toBe('GET');
    expect(sent[2].url.pathname).toBe('/v1/payment_intents/pi_3Ok1');
  });

  it('looks promotion codes up by code and reads the coupon percentage', async () => {
    const { payments, sent } = fakeStripe([[200, recorded.promotionCodes], [200, recorded.emptyList]]);
    expect(await payments.findPromotion('welcome20')).toEqual({ code: 'WELCOME20', percentOff: 20 });
    expect(sent[0].method).toBe('GET');
    expect(sent[0].url.searchParams.get('code')).toBe('welcome20');
    expect(sent[0].url.searchParams.get('active')).toBe('true');
    expect(sent[0].url.searchParams.get('expand[0]')).toBe('data.promotion.coupon');
    expect(await payments.findPromotion('NOPE')).toBeNull();
  });

  it('hides anything but card and request errors behind api_error', async () => {
    const { payments } = fakeStripe([[500, { error: { type: 'api_error', message: 'Internal secret detail' } }]]);
    const error = await payments.retrieveCharge('pi_x').catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'api_error', code: 'api_error' });
    expect((error as Error).message).not.toContain('secret');
  });
});

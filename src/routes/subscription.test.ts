import { describe, expect, it } from 'vitest';
import { assertChangeableSubscription, subscriptionRedirect } from './subscription';

describe('subscription guards', () => {
  it.each([
    ['noPlanYet', undefined, null],
    ['noPlanYet', 'freemium', null],
    ['noPlanYet', 'FREEMIUM', null],
    ['noPlanYet', 'standard', 'payment/subscription'],
    ['noPlanYet', 'freeTrial1', 'payment/subscription'],
    ['paidPlan', undefined, 'payment/changeSubscription'],
    ['paidPlan', '', 'payment/changeSubscription'],
    ['paidPlan', 'freemium', 'payment/changeSubscription'],
    ['paidPlan', 'standard', null],
    ['paidPlan', 'Standard_Corp', null],
    ['paidPlan', 'promo_landing', null],
    ['paidPlan', 'freetrial2', null],
  ] as const)('%s with %s → %s', (guard, type, expected) => {
    expect(subscriptionRedirect(guard, type)).toBe(expected);
  });

  it('paid tiers are compared case-insensitively; an unknown type is no plan', () => {
    expect(subscriptionRedirect('paidPlan', 'FreeTrial1')).toBeNull();
    expect(subscriptionRedirect('paidPlan', 'gold')).toBe('payment/changeSubscription');
  });

  it('refuses unknown change-subscription types with status 400', () => {
    expect(() => assertChangeableSubscription('gold')).toThrow(expect.objectContaining({ message: 'Invalid subscription type', status: 400 }));
    expect(() => assertChangeableSubscription('freemium')).toThrow(expect.objectContaining({ code: 'invalid_subscription_type' }));
    for (const type of ['freeTrial1', 'standard', 'promo_landing', 'standard_corp']) expect(() => assertChangeableSubscription(type)).not.toThrow();
  });
});

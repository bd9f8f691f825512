import { describe, expect, it } from 'vitest';
import { canChangeTo, customDomainsAllowed, isFreeTier, isPaidTier, landingLimitFor, PLANS, PLAN_IDS, toPlanId } from './plans';

describe('plans', () => {
  it.each([
    ['freemium', false, true], ['FREEMIUM', false, true],
    ['freetrial1', true, false], ['freeTrial1', true, false], ['FreeTrial2', true, false],
    ['standard', true, false], ['Standard_Corp', true, false], ['PROMO_LANDING', true, false],
    ['', false, false], [undefined, false, false], ['gold', false, false],
  ])('%s: paid %s, free %s (case-insensitive)', (value, paid, free) => {
    expect(isPaidTier(value)).toBe(paid);
    expect(isFreeTier(value)).toBe(free);
  });

  it.each([
    ['freeTrial1', true], ['freetrial1', true], ['promo_landing', true], ['standard_corp', true],
    ['standard', true], ['freemium', false], ['freetrial2', false], ['', false], [null, false],
  ])('changeSubscriptionType accepts %s: %s', (value, ok) => {
    expect(canChangeTo(value)).toBe(ok);
  });

  it('gives every plan a price, period and limits, and landing limits grow with the price', () => {
    for (const id of PLAN_IDS) {
      expect(PLANS[id].id).toBe(id);
      expect(PLANS[id].priceCents > 0).toBe(PLANS[id].period !== null);
    }
    expect(landingLimitFor('freemium')).toBe(1);
    expect(landingLimitFor('STANDARD')).toBe(10);
    expect(landingLimitFor('standard_corp')).toBeNull();
    expect(landingLimitFor('unknown')).toBe(1);
    expect(customDomainsAllowed('freemium')).toBe(false);
    expect(customDomainsAllowed('freetrial1')).toBe(false);
    expect(customDomainsAllowed('promo_landing')).toBe(true);
    expect(toPlanId('freeTrial1')).toBe('freetrial1');
  });
});

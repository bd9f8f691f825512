import { describe, expect, it } from 'vitest';
import { applyCredit, unusedCreditCents } from './billing.credit';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));
const period = { status: 'active' as const, currentPeriodStart: day(1), currentPeriodEnd: day(31) };

describe('unusedCreditCents', () => {
  it('credits the share of the period still to run, rounded down', () => {
    expect(unusedCreditCents(period, 3000, day(1))).toBe(3000);
    expect(unusedCreditCents(period, 3000, day(16))).toBe(1500);
    expect(unusedCreditCents(period, 1000, day(11))).toBe(666);
    expect(unusedCreditCents(period, 3000, day(31))).toBe(0);
  });

  it('keeps credit for a cancelled plan still running, none for trials, free plans or plans without a period', () => {
    expect(unusedCreditCents({ ...period, status: 'canceling' }, 3000, day(16))).toBe(1500);
    expect(unusedCreditCents({ ...period, status: 'trialing' }, 3000, day(16))).toBe(0);
    expect(unusedCreditCents({ ...period, status: 'free' }, 3000, day(16))).toBe(0);
    expect(unusedCreditCents({ ...period, currentPeriodEnd: null }, 3000, day(16))).toBe(0);
  });

  it('never credits more than the period was worth, even before it started', () => {
    expect(unusedCreditCents(period, 3000, new Date(Date.UTC(2026, 9, 1)))).toBe(3000);
  });
});

describe('applyCredit', () => {
  it('pays what it can and charges the card the rest', () => {
    expect(applyCredit(19900, { balanceCents: 0, unusedCents: 950 })).toEqual({ creditCents: 950, totalCents: 18950, balanceAfterCents: 0 });
  });

  it('keeps the surplus of a move to a cheaper plan as balance', () => {
    expect(applyCredit(1900, { balanceCents: 100, unusedCents: 9950 })).toEqual({ creditCents: 1900, totalCents: 0, balanceAfterCents: 8150 });
  });

  it('without credit charges the whole amount', () => {
    expect(applyCredit(4900, { balanceCents: 0, unusedCents: 0 })).toEqual({ creditCents: 0, totalCents: 4900, balanceAfterCents: 0 });
  });
});

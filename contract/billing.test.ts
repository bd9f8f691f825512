import { describe, expect, it } from 'vitest';
import { cardBrand, cardInput, cvcValid, expiryValid, luhnValid } from './billing';

describe('card rules', () => {
  it.each([
    ['4242 4242 4242 4242', true], ['4000-0000-0000-0002', true], ['4000002500003155', true], ['378282246310005', true],
    ['4242424242424241', false], ['1234', false], ['abcd efgh ijkl mnop', false], ['', false],
  ])('Luhn %s → %s', (n, ok) => expect(luhnValid(n)).toBe(ok));

  it('knows the brands of the test cards', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });

  it('accepts a card through the last day of its expiry month', () => {
    const now = new Date(Date.UTC(2026, 4, 31));
    expect(expiryValid(5, 2026, now)).toBe(true);
    expect(expiryValid(5, 26, now)).toBe(true);
    expect(expiryValid(4, 2026, now)).toBe(false);
    expect(expiryValid(13, 2027, now)).toBe(false);
    expect(expiryValid(1, 2060, now)).toBe(false);
  });

  it('wants 3 CVC digits, 4 for Amex', () => {
    expect(cvcValid('123', 'visa')).toBe(true);
    expect(cvcValid('1234', 'visa')).toBe(false);
    expect(cvcValid('1234', 'amex')).toBe(true);
  });

  it('reports each wrong field of a typed card', () => {
    const result = cardInput.safeParse({ number: '4242424242424241', expMonth: 1, expYear: 2001, cvc: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['number', 'expMonth', 'cvc']);
  });
});

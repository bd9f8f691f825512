import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, parseExpiry, toCardInput, validateCard } from './cardFields';

const now = new Date(Date.UTC(2026, 5, 15));
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holderName: '' };

describe('card fields', () => {
  it('formats the number in groups as typed (Amex 4-6-5) and the expiry as MM/YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('3782 822463 10005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42a4')).toBe('424');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
    expect(parseExpiry('12/30')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry('1230')).toBeNull();
  });

  it('accepts a valid card and builds the processor input', () => {
    expect(validateCard(good, now)).toEqual({});
    expect(toCardInput(good)).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holderName: undefined });
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, { number: 'app.billing.card.invalidNumber' }],
    [{ expiry: '05/26' }, { expiry: 'app.billing.card.invalidExpiry' }],
    [{ expiry: '13/30' }, { expiry: 'app.billing.card.invalidExpiry' }],
    [{ cvc: '12' }, { cvc: 'app.billing.card.invalidCvc' }],
    [{ number: '3782 822463 10005', cvc: '123' }, { cvc: 'app.billing.card.invalidCvc' }],
    [{ number: '', expiry: '', cvc: '' }, { number: 'app.validation.required', expiry: 'app.validation.required', cvc: 'app.validation.required' }],
  ])('flags %o', (change, errors) => {
    expect(validateCard({ ...good, ...change }, now)).toEqual(errors);
  });
});

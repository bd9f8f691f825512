import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMO_CODES, parsePromoCodes } from './promoCodes';

describe('PROMO_CODES', () => {
  it('parses CODE:percent pairs, case-insensitive codes', () => {
    const codes = parsePromoCodes(' welcome20:20 , SPRING:15 ');
    expect([...codes.values()]).toEqual([{ code: 'WELCOME20', percentOff: 20 }, { code: 'SPRING', percentOff: 15 }]);
    expect(parsePromoCodes(DEFAULT_PROMO_CODES).size).toBe(2);
  });

  it.each(['WELCOME', 'X:0', 'BIG:101', 'bad code:10'])('stops start-up on a malformed entry "%s"', (raw) => {
    expect(() => parsePromoCodes(raw)).toThrow(/PROMO_CODES/);
  });
});

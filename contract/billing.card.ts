import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Card rules: the app validates inline with these, the sandbox processor refuses with the same.
// ---------------------------------------------------------------------------------------------

export const digitsOnly = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(value: string): boolean {
  const digits = digitsOnly(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export function cardBrand(value: string): CardBrand {
  const n = digitsOnly(value);
  if (/^4/.test(n)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(n)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(n)) return 'diners';
  if (/^35/.test(n)) return 'jcb';
  if (/^62/.test(n)) return 'unionpay';
  return 'unknown';
}

/** A card is valid through the last day of its expiry month. */
export function expiryValid(month: number, year: number, now: Date = new Date()): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear > now.getUTCFullYear() + 20) return false;
  return fullYear > now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export function cvcValid(cvc: string, brand: CardBrand): boolean {
  return brand === 'amex' ? /^\d{4}$/.test(cvc) : /^\d{3}$/.test(cvc);
}

export const CARD_MESSAGES = {
  number: 'Your card number is invalid.',
  expiry: "Your card's expiration date is invalid.",
  cvc: "Your card's security code is invalid.",
} as const;

/** Card details as typed (sandbox only: with the real processor the card never reaches us). */
export const cardInput = z
  .object({
    number: z.string().trim().max(30),
    expMonth: z.coerce.number().int(),
    expYear: z.coerce.number().int(),
    cvc: z.string().trim().max(4),
    holderName: z.string().trim().max(100).optional(),
  })
  .superRefine((card, ctx) => {
    if (!luhnValid(card.number)) ctx.addIssue({ code: 'custom', path: ['number'], message: CARD_MESSAGES.number });
    if (!expiryValid(card.expMonth, card.expYear)) ctx.addIssue({ code: 'custom', path: ['expMonth'], message: CARD_MESSAGES.expiry });
    if (!cvcValid(card.cvc, cardBrand(card.number))) ctx.addIssue({ code: 'custom', path: ['cvc'], message: CARD_MESSAGES.cvc });
  });
export type CardInput = z.input<typeof cardInput>;

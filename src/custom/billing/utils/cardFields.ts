import { cardBrand, cvcValid, digitsOnly, expiryValid, luhnValid, type CardInput } from '../../../../contract/billing';

export type CardFields = { number: string; expiry: string; cvc: string; holderName: string };
export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;

/** "4242424242424242" → "4242 4242 4242 4242" (Amex 4-6-5), as the user types. */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).replace(/\D/g, '').slice(0, 19);
  if (cardBrand(digits) === 'amex') return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" → "12/30". */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[2]);
  return { expMonth: Number(match[1]), expYear: year < 100 ? 2000 + year : year };
}

/** Inline checks with the contract's card rules; values are translation keys. */
export function validateCard(fields: CardFields, now: Date = new Date()): CardFieldErrors {
  const errors: CardFieldErrors = {};
  if (!digitsOnly(fields.number)) errors.number = 'app.validation.required';
  else if (!luhnValid(fields.number)) errors.number = 'app.billing.card.invalidNumber';
  const expiry = parseExpiry(fields.expiry);
  if (!fields.expiry.trim()) errors.expiry = 'app.validation.required';
  else if (!expiry || !expiryValid(expiry.expMonth, expiry.expYear, now)) errors.expiry = 'app.billing.card.invalidExpiry';
  if (!fields.cvc.trim()) errors.cvc = 'app.validation.required';
  else if (!cvcValid(fields.cvc.trim(), cardBrand(fields.number))) errors.cvc = 'app.billing.card.invalidCvc';
  return errors;
}

export function toCardInput(fields: CardFields): CardInput {
  const expiry = parseExpiry(fields.expiry)!;
  return { number: digitsOnly(fields.number), ...expiry, cvc: fields.cvc.trim(), holderName: fields.holderName.trim() || undefined };
}

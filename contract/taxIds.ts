/**
 * Tax identification numbers a Spanish invoice may carry for its buyer: the Spanish NIF of a
 * person (DNI), of a foreign resident (NIE) or of a company (CIF, now also called NIF), each with
 * its check character, and EU VAT numbers by their country's published format (VIES checks that a
 * number is registered; the format catches the typos). Input may have spaces, dots and dashes.
 */
export const compactTaxId = (value: string): string => value.toUpperCase().replace(/[\s.\-/]/g, '');

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** DNI (12345678Z) or NIE (X1234567L): the letter is the number modulo 23. */
export function isSpanishPersonalNif(value: string): boolean {
  const id = compactTaxId(value);
  const match = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(id);
  if (!match) return false;
  const [, prefix, digits, letter] = match;
  if (prefix ? digits.length !== 7 : digits.length !== 8) return false;
  const number = Number(`${prefix ? 'XYZ'.indexOf(prefix) : ''}${digits}`);
  return DNI_LETTERS[number % 23] === letter;
}

/** CIF (B12345674): an entity letter, seven digits and a control digit or letter. */
export function isSpanishCif(value: string): boolean {
  const id = compactTaxId(value);
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const [, kind, digits, control] = match;
  let sum = 0;
  for (let i = 0; i < 7; i += 1) {
    const d = Number(digits[i]);
    if (i % 2 === 1) sum += d;
    else sum += Math.floor((d * 2) / 10) + ((d * 2) % 10);
  }
  const check = (10 - (sum % 10)) % 10;
  const letter = 'JABCDEFGHI'[check];
  // Some entities always use a letter, others always a digit, the rest either.
  if ('PQRSNW'.includes(kind)) return control === letter;
  if ('ABEH'.includes(kind)) return control === String(check);
  return control === letter || control === String(check);
}

export const isSpanishTaxId = (value: string): boolean => isSpanishPersonalNif(value) || isSpanishCif(value);

/** VAT number formats after the country prefix (Greece's prefix is EL). */
const EU_VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/, BE: /^[01]\d{9}$/, BG: /^\d{9,10}$/, CY: /^\d{8}[A-Z]$/, CZ: /^\d{8,10}$/, DE: /^\d{9}$/,
  DK: /^\d{8}$/, EE: /^\d{9}$/, EL: /^\d{9}$/, FI: /^\d{8}$/, FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, HR: /^\d{11}$/,
  HU: /^\d{8}$/, IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, IT: /^\d{11}$/, LT: /^(\d{9}|\d{12})$/, LU: /^\d{8}$/,
  LV: /^\d{11}$/, MT: /^\d{8}$/, NL: /^\d{9}B\d{2}$/, PL: /^\d{10}$/, PT: /^\d{9}$/, RO: /^\d{2,10}$/, SE: /^\d{12}$/,
  SI: /^\d{8}$/, SK: /^\d{10}$/,
};

/** The VAT prefix of an EU country (ISO code; GR → EL), or null outside the EU. */
export const vatPrefixOf = (country: string): string | null => {
  const prefix = country === 'GR' ? 'EL' : country;
  return prefix === 'ES' || prefix in EU_VAT_FORMATS ? prefix : null;
};

/** An EU VAT number of that country (ESB12345674, DE123456789…), prefix included. */
export function isEuVatNumber(value: string, country: string): boolean {
  const id = compactTaxId(value);
  const prefix = vatPrefixOf(country);
  if (!prefix || !id.startsWith(prefix)) return false;
  const rest = id.slice(prefix.length);
  return prefix === 'ES' ? isSpanishTaxId(rest) : EU_VAT_FORMATS[prefix].test(rest);
}

/**
 * How numbers and dates are written in an imported file. `es`: 1.250,50 and 31/12/2026 (Spain,
 * most of Europe and Latin America); `en`: 1,250.50 and 12/31/2026. ISO dates (2026-12-31) read
 * the same in both.
 */
export const VALUE_LOCALES = ['es', 'en'] as const;
export type ValueLocale = (typeof VALUE_LOCALES)[number];

const GROUPED = { es: /^\d{1,3}(\.\d{3})+(,\d+)?$/, en: /^\d{1,3}(,\d{3})+(\.\d+)?$/ } as const;
const PLAIN = { es: /^\d+(,\d+)?$/, en: /^\d+(\.\d+)?$/ } as const;
/** What a spreadsheet in the other convention also writes and is not ambiguous: 2.5 in es, 2,5 in en. */
const OTHER_DECIMAL = { es: /^\d+\.\d{1,2}$|^\d+\.\d{4,}$/, en: /^\d+,\d{1,2}$|^\d+,\d{4,}$/ } as const;

/**
 * A number as written in that convention, or null. `2.000` is two thousand in es and 2 in en;
 * `1.250,50` is 1250.5 in es. Spaces (also non-breaking) group thousands in both; a leading + or -,
 * and a currency or percent sign around it, are allowed.
 */
export function parseLocaleNumber(input: string, locale: ValueLocale): number | null {
  let text = input.trim().replace(/[\s\u00a0\u202f]/g, '').replace(/^[€$£]|[€$£%]$/g, '');
  let sign = 1;
  if (/^[+-]/.test(text)) {
    sign = text[0] === '-' ? -1 : 1;
    text = text.slice(1);
  }
  if (!text) return null;
  const [group, decimal] = locale === 'es' ? ['.', ','] : [',', '.'];
  let canonical: string;
  if (GROUPED[locale].test(text) || PLAIN[locale].test(text)) canonical = text.split(group).join('').replace(decimal, '.');
  else if (OTHER_DECIMAL[locale].test(text)) canonical = text.replace(group, '.');
  else return null;
  const n = Number(canonical) * sign;
  return Number.isFinite(n) ? n : null;
}

/** A date as written in that convention (or ISO), as YYYY-MM-DD, or null when it is no real date. */
export function parseLocaleDate(input: string, locale: ValueLocale): string | null {
  const text = input.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local) {
    const [a, b] = [Number(local[1]), Number(local[2])];
    [d, m] = locale === 'es' ? [a, b] : [b, a];
    y = Number(local[3]) + (local[3].length === 2 ? 2000 : 0);
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The convention a file most likely uses: what its values say when they are unambiguous (a decimal
 * comma, 1.250 grouping, a day above 12 first), else the delimiter (Excel writes `;` where the
 * decimal separator is a comma), else the company's country.
 */
export function guessValueLocale(samples: string[], delimiter: string, country: string | null): ValueLocale {
  let es = 0;
  let en = 0;
  for (const raw of samples) {
    const s = raw.trim();
    if (/^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(s) || /^[+-]?\d+,\d{1,2}$/.test(s)) es += 1;
    if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s) || /^[+-]?\d+\.\d{1,2}$/.test(s)) en += 1;
    const date = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}$/.exec(s);
    if (date && Number(date[1]) > 12) es += 1;
    if (date && Number(date[2]) > 12) en += 1;
  }
  if (es !== en) return es > en ? 'es' : 'en';
  if (delimiter === ';') return 'es';
  return country && ENGLISH_FORMAT_COUNTRIES.has(country.toUpperCase()) ? 'en' : 'es';
}

/** Countries whose spreadsheets write 1,250.50 and month first or ISO (the rest of our users: es). */
const ENGLISH_FORMAT_COUNTRIES = new Set(['US', 'GB', 'IE', 'CA', 'AU', 'NZ', 'MX', 'PH', 'IN', 'ZA', 'SG', 'HK', 'JP', 'CN', 'KR', 'IL']);

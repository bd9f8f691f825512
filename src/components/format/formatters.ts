import type { Language } from '../../i18n/languages';

/**
 * The one place numbers, money and dates become text in the app. Each language has one locale
 * (Spanish of Spain, British English: day-first dates like the rest of the product's market) and
 * grouping is always on, so "1.500 €" reads the same in a table and on an invoice (CLDR's Spanish
 * default leaves four-digit numbers ungrouped).
 */
export const LOCALE_OF: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

export type DateInput = string | number | Date | null | undefined;

export type Formatters = {
  locale: string;
  number: (value: number | null | undefined, options?: { decimals?: number }) => string;
  /** `amount` in major units (49.5); `fromCents` for amounts the API gives in cents. */
  money: (amount: number | null | undefined, currency: string, options?: { fromCents?: boolean }) => string;
  /** A ratio: 0.125 → "12,5 %". */
  percent: (ratio: number | null | undefined, options?: { decimals?: number }) => string;
  /** A day: "23 nov 2026". Date-only strings ("2026-11-23") are days, never shifted by the time zone. */
  date: (value: DateInput, style?: 'medium' | 'long' | 'short') => string;
  dateTime: (value: DateInput) => string;
  /** A time of day: "14:05" (chat messages, today's items). */
  time: (value: DateInput) => string;
};

export const EMPTY_VALUE = '—';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Date-only strings are read as that calendar day in UTC and formatted in UTC, so no zone moves them. */
function toDate(value: DateInput): { date: Date; dayOnly: boolean } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && DATE_ONLY.test(value)) return { date: new Date(`${value}T00:00:00Z`), dayOnly: true };
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, dayOnly: false };
}

export function createFormatters(language: Language, timeZone?: string): Formatters {
  const locale = LOCALE_OF[language];
  const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
  const numberFormat = (key: string, options: Intl.NumberFormatOptions) => {
    if (!cache.has(key)) cache.set(key, new Intl.NumberFormat(locale, { useGrouping: 'always', ...options } as Intl.NumberFormatOptions));
    return cache.get(key) as Intl.NumberFormat;
  };
  const dateFormat = (key: string, options: Intl.DateTimeFormatOptions) => {
    if (!cache.has(key)) cache.set(key, new Intl.DateTimeFormat(locale, options));
    return cache.get(key) as Intl.DateTimeFormat;
  };
  const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

  return {
    locale,
    number: (value, { decimals } = {}) =>
      finite(value)
        ? numberFormat(`n${decimals}`, decimals === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)
        : EMPTY_VALUE,
    money: (amount, currency, { fromCents = false } = {}) =>
      finite(amount) ? numberFormat(`m${currency}`, { style: 'currency', currency }).format(fromCents ? amount / 100 : amount) : EMPTY_VALUE,
    percent: (ratio, { decimals = 1 } = {}) =>
      finite(ratio) ? numberFormat(`p${decimals}`, { style: 'percent', maximumFractionDigits: decimals }).format(ratio) : EMPTY_VALUE,
    date: (value, style = 'medium') => {
      const parsed = toDate(value);
      if (!parsed) return EMPTY_VALUE;
      const zone = parsed.dayOnly ? 'UTC' : timeZone;
      return dateFormat(`d${style}${zone}`, { dateStyle: style, timeZone: zone }).format(parsed.date);
    },
    dateTime: (value) => {
      const parsed = toDate(value);
      if (!parsed) return EMPTY_VALUE;
      if (parsed.dayOnly) return dateFormat('dUTC', { dateStyle: 'medium', timeZone: 'UTC' }).format(parsed.date);
      return dateFormat(`dt${timeZone}`, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(parsed.date);
    },
    time: (value) => {
      const parsed = toDate(value);
      return parsed ? dateFormat(`t${timeZone}`, { timeStyle: 'short', timeZone }).format(parsed.date) : EMPTY_VALUE;
    },
  };
}

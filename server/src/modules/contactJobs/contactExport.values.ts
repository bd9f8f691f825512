/**
 * How an export writes numbers and dates so a spreadsheet opened in the file's language reads
 * them as numbers and dates, not text: Spanish spreadsheets take a decimal comma and day-first
 * dates ("1250,5", "23/11/2026 10:05"); English ones differ between the UK and the US, so English
 * files use ISO dates ("2026-11-23 10:05"), which Excel, LibreOffice and Google Sheets read as
 * dates in every locale. No thousands separators: a grouped "1.250" is a decimal to half the world.
 */
export type SpreadsheetLanguage = 'es' | 'en';

/** Postgres `to_char` patterns for a timestamp in the company's time zone. */
export const TIMESTAMP_PATTERN: Record<SpreadsheetLanguage, string> = { es: 'DD/MM/YYYY HH24:MI', en: 'YYYY-MM-DD HH24:MI' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function spreadsheetNumber(value: unknown, language: SpreadsheetLanguage): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  const text = String(value);
  return language === 'es' ? text.replace('.', ',') : text;
}

/** A stored day ("2026-11-23") in the file's convention; anything else is left as it is. */
export function spreadsheetDay(value: unknown, language: SpreadsheetLanguage): unknown {
  if (typeof value !== 'string') return value;
  const match = DAY.exec(value);
  if (!match || language === 'en') return value;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** The cell of one custom property value, by the property's type. */
export function spreadsheetPropertyValue(type: string, value: unknown, language: SpreadsheetLanguage): unknown {
  if (type === 'number') return spreadsheetNumber(value, language);
  if (type === 'date') return spreadsheetDay(value, language);
  return value;
}

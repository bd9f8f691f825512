import { z } from 'zod';

/**
 * Countries, currencies and time zones as codes the whole product agrees on: ISO 3166-1 alpha-2
 * (plus XK, Kosovo, which banks and tax forms use), ISO 4217 currencies and IANA time zones as
 * the JavaScript runtime knows them. Names are never stored: the app shows each code's name in
 * the user's language through Intl.DisplayNames.
 */
export const COUNTRY_CODES: readonly string[] = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ',
  'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR',
  'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR',
  'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ',
  'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ',
  'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF',
  'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI',
  'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR',
  'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
];
const COUNTRIES = new Set(COUNTRY_CODES);

export const CURRENCY_CODES: readonly string[] = Intl.supportedValuesOf('currency');
const CURRENCIES = new Set(CURRENCY_CODES);

/** The zones offered in pickers; validation also takes the runtime's aliases (e.g. "Europe/Kiev"). */
export const TIME_ZONES: readonly string[] = ['UTC', ...Intl.supportedValuesOf('timeZone')];

export const isCountryCode = (code: string) => COUNTRIES.has(code);
export const isCurrencyCode = (code: string) => CURRENCIES.has(code);
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const COUNTRY_MESSAGE = 'Not a known country code (ISO 3166, e.g. ES)';
export const CURRENCY_MESSAGE = 'Not a known currency code (ISO 4217, e.g. EUR)';
export const TIME_ZONE_MESSAGE = 'Not a known time zone (e.g. Europe/Madrid)';

/** Codes arrive upper-cased ("es" → "ES"); zones keep their case, as IANA writes them. */
export const countryCode = z.string().trim().toUpperCase().refine(isCountryCode, COUNTRY_MESSAGE);
export const currencyCode = z.string().trim().toUpperCase().refine(isCurrencyCode, CURRENCY_MESSAGE);
export const timeZone = z.string().trim().max(64).refine(isTimeZone, TIME_ZONE_MESSAGE);

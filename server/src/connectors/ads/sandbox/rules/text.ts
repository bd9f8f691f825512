import { adTextLength } from '../../../../../../contract/campaigns/limits';
import type { FieldStep, OperationErrors } from './errors';

/**
 * Characters as Google counts them (one per Unicode code point, two for double-width CJK and
 * full-width forms). The app's live checks use the same function (contract/campaigns/limits).
 */
export { adTextLength };

/** Words as the keyword limit counts them (runs of non-space). */
export const wordCount = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

/**
 * A text within its limits, reported as the API does: absent → FieldError REQUIRED, blank →
 * StringLengthError EMPTY, shorter than `min` → TOO_SHORT, longer than `max` → TOO_LONG (trigger:
 * the text). Not required and absent passes. True when the text is within its limits.
 */
export function checkText(
  e: OperationErrors, value: unknown, limits: { max: number; min?: number; required?: boolean },
  path: FieldStep[], label: string,
): boolean {
  const { max, min = 1, required = true } = limits;
  if (value === undefined || value === null) {
    if (required) e.add('field_error', 'REQUIRED', `${label} is required`, path);
    return !required;
  }
  if (typeof value !== 'string') {
    e.add('field_error', 'INVALID_VALUE', `${label} must be text`, path);
    return false;
  }
  if (value.trim() === '') {
    if (!required && value === '') return true;
    e.add('string_length_error', 'EMPTY', `${label} cannot be empty`, path);
    return false;
  }
  const n = adTextLength(value);
  if (n < min) {
    e.add('string_length_error', 'TOO_SHORT', `${label} needs at least ${min} characters (has ${n})`, path, value);
    return false;
  }
  if (n > max) {
    e.add('string_length_error', 'TOO_LONG', `${label} is longer than ${max} characters (has ${n})`, path, value);
    return false;
  }
  return true;
}

/**
 * A final URL: http or https, a host with a top-level domain, no spaces. Errors are UrlFieldError's
 * final-URL names (MISSING_PROTOCOL_IN_FINAL_URL, INVALID_PROTOCOL_IN_FINAL_URL,
 * MISSING_HOST_IN_FINAL_URL, INVALID_TLD_IN_FINAL_URL, MALFORMED_FINAL_URL).
 */
export function checkUrl(e: OperationErrors, value: unknown, path: FieldStep[], label = 'The final URL'): boolean {
  if (typeof value !== 'string' || value.trim() === '') {
    e.add('field_error', 'REQUIRED', `${label} is required`, path);
    return false;
  }
  const problem = urlProblem(value);
  if (problem) e.add('url_field_error', problem, `${label} “${value}” is not a web address (https://example.com/…)`, path, value);
  return !problem;
}

export function urlProblem(value: string): string | null {
  if (/\s/.test(value.trim())) return 'MALFORMED_FINAL_URL';
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value);
  // "mailto:…" names another protocol; "example.com/…" (or "example.com:8080") names none.
  if (!scheme) return /^[a-z][a-z0-9+-]*:(?!\d)/i.test(value) ? 'INVALID_PROTOCOL_IN_FINAL_URL' : 'MISSING_PROTOCOL_IN_FINAL_URL';
  if (!['http', 'https'].includes(scheme[1].toLowerCase())) return 'INVALID_PROTOCOL_IN_FINAL_URL';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return /^[a-z]+:\/\/(\/|$)/i.test(value) ? 'MISSING_HOST_IN_FINAL_URL' : 'MALFORMED_FINAL_URL';
  }
  if (!url.hostname) return 'MISSING_HOST_IN_FINAL_URL';
  const tld = url.hostname.split('.').at(-1) ?? '';
  if (!url.hostname.includes('.') || !/^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/i.test(tld)) return 'INVALID_TLD_IN_FINAL_URL';
  return null;
}

/** A list of final URLs: at least one when required (FieldError REQUIRED), each a web address. */
export function checkFinalUrls(e: OperationErrors, value: unknown, path: FieldStep[], required: boolean, label = 'A final URL'): void {
  const urls = Array.isArray(value) ? value : [];
  if (value !== undefined && !Array.isArray(value)) e.add('field_error', 'INVALID_VALUE', 'final_urls is a list of addresses', path);
  else if (urls.length === 0) {
    if (required) e.add('field_error', 'REQUIRED', `${label} is required`, path);
    return;
  }
  const at = path.slice(0, -1);
  const name = path.at(-1);
  urls.forEach((u, i) => checkUrl(e, u, [...at, [typeof name === 'string' ? name : 'final_urls', i]], label));
}

/** A calendar date written yyyy-MM-dd (2026-02-30 is not one). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * Optional start and end dates: each a yyyy-MM-dd date (DateError INVALID_FIELD_VALUES_IN_DATE),
 * the end not before the start (DateRangeError START_DATE_AFTER_END_DATE, on the end).
 */
export function checkDates(e: OperationErrors, start: unknown, end: unknown, startPath: FieldStep[], endPath: FieldStep[]): void {
  const startOk = start === undefined || start === null || isDay(start);
  const endOk = end === undefined || end === null || isDay(end);
  if (!startOk) e.add('date_error', 'INVALID_FIELD_VALUES_IN_DATE', 'Write the date as yyyy-MM-dd', startPath, String(start));
  if (!endOk) e.add('date_error', 'INVALID_FIELD_VALUES_IN_DATE', 'Write the date as yyyy-MM-dd', endPath, String(end));
  if (startOk && endOk && isDay(start) && isDay(end) && end < start) {
    e.add('date_range_error', 'START_DATE_AFTER_END_DATE', `The end date ${end} is before the start date ${start}`, endPath, end);
  }
}

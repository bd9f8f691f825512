import { adTextLength } from '../../../../../../contract/campaigns/limits';
import type { FieldStep, OperationErrors } from './errors';

/** Required text within a length, counted as the platform counts (adTextLength). */
export function checkText(e: OperationErrors, value: unknown, max: number, path: FieldStep[], label: string, min = 1): boolean {
  const text = typeof value === 'string' ? value : '';
  if (adTextLength(text.trim()) < min) {
    e.add('string_length_error', text ? 'TOO_SHORT' : 'EMPTY', `${label} is required`, path);
    return false;
  }
  if (adTextLength(text) > max) {
    e.add('string_length_error', 'TOO_LONG', `${label} is longer than ${max} characters (${adTextLength(text)})`, path, text);
    return false;
  }
  return true;
}

/** An http(s) address with a host, as final URLs must be. */
export function isWebUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

const ACRONYMS = new Set(['HTML', 'HTTP', 'HTTPS', 'SAAS', 'PYME', 'PYMES', 'NASA', 'UNESCO', 'AENOR', 'ISO', 'LED', 'USB', 'GPS', 'IVA', 'DNI', 'NIF']);

/**
 * The sandbox's editorial policy, a deterministic stand-in for the platform's review: no
 * exclamation mark in headlines, no shouting (a word of four or more capitals that is not a known
 * acronym), no repeated punctuation, no phone number inside ad text (calls go in a call asset).
 */
export function policyTopics(text: string, headline: boolean): string[] {
  const topics: string[] = [];
  if (headline && text.includes('!')) topics.push('EXCLAMATION_IN_HEADLINE');
  if (text.split(/[^\p{L}]+/u).some((w) => w.length >= 4 && w === w.toUpperCase() && w !== w.toLowerCase() && !ACRONYMS.has(w))) topics.push('EXCESSIVE_CAPITALIZATION');
  if (/([!?.,])\1/.test(text)) topics.push('REPEATED_PUNCTUATION');
  if (/(?:\+?\d[\s.-]?){9,}/.test(text)) topics.push('PHONE_NUMBER_IN_AD_TEXT');
  return topics;
}

export function checkPolicy(e: OperationErrors, text: string, headline: boolean, path: FieldStep[]): void {
  for (const topic of policyTopics(text, headline)) {
    e.add('policy_finding_error', 'POLICY_FINDING', `The ad text breaks the editorial policy (${topic})`, path, topic);
  }
}

import type { FieldStep, OperationErrors } from './errors';

/**
 * The sandbox's editorial review: a deterministic stand-in for Google's ad policy review, with
 * the policy topics Google's editorial standards name. Refusals are PolicyFindingError
 * POLICY_FINDING with the topic in the message and the trigger.
 */
export type PolicyTopic = 'EXCLAMATION_IN_HEADLINE' | 'EXCESSIVE_CAPITALIZATION' | 'REPEATED_PUNCTUATION' | 'PHONE_NUMBER_IN_AD_TEXT';

/** Words of four or more capitals that are not shouting. Kept short on purpose. */
export const KNOWN_ACRONYMS: ReadonlySet<string> = new Set(['HTML', 'HTTP', 'HTTPS', 'NASA', 'UNESCO', 'AENOR', 'SAAS', 'PYME', 'PYMES', 'ISBN', 'WIFI', 'ASAP', 'FAQS']);

const PHONE = /(?:\+\s?)?\d(?:[\s.()-]{0,2}\d){8,}/;

/** The policy topics a text breaks (headlines also refuse an exclamation mark). */
export function policyTopics(text: string, headline: boolean): PolicyTopic[] {
  const topics: PolicyTopic[] = [];
  if (headline && /[!¡]/.test(text)) topics.push('EXCLAMATION_IN_HEADLINE');
  const shouting = text.split(/[^\p{L}]+/u).some((w) => [...w].length >= 4 && w === w.toUpperCase() && w !== w.toLowerCase() && !KNOWN_ACRONYMS.has(w));
  if (shouting) topics.push('EXCESSIVE_CAPITALIZATION');
  if (/[!?¡¿]{2,}|([.,;:])\1/.test(text)) topics.push('REPEATED_PUNCTUATION');
  if (PHONE.test(text)) topics.push('PHONE_NUMBER_IN_AD_TEXT');
  return topics;
}

const EXPLAINED: Record<PolicyTopic, string> = {
  EXCLAMATION_IN_HEADLINE: 'headlines cannot have an exclamation mark',
  EXCESSIVE_CAPITALIZATION: 'words in capitals only are not allowed (except known acronyms)',
  REPEATED_PUNCTUATION: 'punctuation cannot be repeated (“!!”, “??”)',
  PHONE_NUMBER_IN_AD_TEXT: 'phone numbers go in a call asset, not in the ad text',
};

/** Adds one POLICY_FINDING per topic the text breaks; true when it breaks none. */
export function checkPolicy(e: OperationErrors, text: string, headline: boolean, path: FieldStep[]): boolean {
  const topics = policyTopics(text, headline);
  for (const topic of topics) {
    e.add('policy_finding_error', 'POLICY_FINDING', `Ad policy (${topic}): ${EXPLAINED[topic]} — “${text}”`, path, topic);
  }
  return topics.length === 0;
}

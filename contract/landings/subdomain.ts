/**
 * A landing's subdomain under the product's landings domain: one DNS label (RFC 1123, reference
 * landings.md §3.3), lower-cased before it is stored, and not a name the product or mail needs.
 * One rule for the server (which refuses) and the app (which says why while the user types).
 */

export const SUBDOMAIN_MAX = 63;

/** Names kept for the product, mail and DNS (landings.md §3.3: reserved-slugs dns-mail + SaaS usual). */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www', 'mail', 'webmail', 'email', 'smtp', 'imap', 'pop', 'pop3', 'mx', 'ftp', 'sftp', 'ns', 'dns',
  'hostmaster', 'postmaster', 'webmaster', 'abuse', 'autodiscover', 'autoconfig', 'localhost',
  'api', 'app', 'admin', 'dashboard', 'auth', 'login', 'signup', 'register', 'account', 'accounts', 'billing',
  'cdn', 'static', 'assets', 'media', 'files', 'status', 'help', 'support', 'docs', 'blog', 'dev',
  'staging', 'test', 'demo', 'internal', 'landing', 'landings', 'socket', 'ws',
]);
/** Numbered variants: www1, mx2, ns1… */
const RESERVED_NUMBERED = /^(www|mx|ns|mail|smtp)\d+$/;

export type SubdomainProblem = 'empty' | 'too_long' | 'invalid_characters' | 'hyphen_edge' | 'reserved_hyphens' | 'all_digits' | 'reserved';

export type SubdomainCheck = { ok: true; subdomain: string } | { ok: false; problem: SubdomainProblem };

/** The label as stored (trimmed, lower-case), or why it cannot be one. */
export function checkSubdomain(input: string): SubdomainCheck {
  const label = input.trim().toLowerCase();
  if (!label) return { ok: false, problem: 'empty' };
  if (label.length > SUBDOMAIN_MAX) return { ok: false, problem: 'too_long' };
  if (!/^[a-z0-9-]+$/.test(label)) return { ok: false, problem: 'invalid_characters' };
  if (label.startsWith('-') || label.endsWith('-')) return { ok: false, problem: 'hyphen_edge' };
  // "ab--…" is kept for internationalised names (xn--) and future prefixes (RFC 5891 §4.2.3.1).
  if (label.slice(2, 4) === '--') return { ok: false, problem: 'reserved_hyphens' };
  // An all-digit label can be read as part of an IP address.
  if (/^\d+$/.test(label)) return { ok: false, problem: 'all_digits' };
  if (RESERVED_SUBDOMAINS.has(label) || RESERVED_NUMBERED.test(label)) return { ok: false, problem: 'reserved' };
  return { ok: true, subdomain: label };
}

/** What the server answers for each problem (SPEC §8 maps "Error editing subdomain" to SUBDOMAIN_EDIT_ERROR). */
export const SUBDOMAIN_PROBLEM_MESSAGES: Record<SubdomainProblem, string> = {
  empty: 'The subdomain is required',
  too_long: `A subdomain has at most ${SUBDOMAIN_MAX} characters`,
  invalid_characters: 'Use only lowercase letters a-z, digits and hyphens',
  hyphen_edge: 'A subdomain cannot start or end with a hyphen',
  reserved_hyphens: 'A subdomain cannot have two hyphens in its third and fourth characters',
  all_digits: 'A subdomain cannot be only digits',
  reserved: 'This name is reserved',
};

/** SPEC §8's server texts. */
export const SUBDOMAIN_EXISTS_MESSAGE = 'This domain name already exists';
export const SUBDOMAIN_EDIT_MESSAGE = 'Error editing subdomain';

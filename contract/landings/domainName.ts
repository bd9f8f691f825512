/**
 * A custom domain as a user types it, checked and normalised the same way by the server (which
 * refuses) and the app (which says why while the user types): a public host name of at least two
 * labels (RFC 1123 labels, 253 characters at most), lower-case, an internationalised name in its
 * ASCII (xn--) form. A pasted URL's scheme, path and trailing dot are forgiven.
 */

export type DomainProblem =
  | 'empty' | 'invalid_characters' | 'too_long' | 'label_too_long' | 'hyphen_edge' | 'single_label'
  | 'ip_address' | 'localhost' | 'not_public' | 'our_domain';

export type DomainCheck = { ok: true; domain: string } | { ok: false; problem: DomainProblem };

/** Names no public DNS answers for (RFC 6761, RFC 6762, RFC 2606, ICANN .internal). */
const NON_PUBLIC_TLDS = new Set(['local', 'test', 'example', 'invalid', 'internal', 'lan', 'home', 'arpa', 'onion', 'alt']);
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** The host names the product itself answers for: the app's, and the landings zone (subdomains are given there, not attached). */
export type OwnHosts = { appHostnames: readonly string[]; landingsDomain: string };

/** Its ASCII form through the WHATWG URL parser (what browsers send as Host), or null when it is no host name. */
function toAscii(name: string): string | null {
  try {
    return new URL(`http://${name}/`).hostname;
  } catch {
    return null;
  }
}

function within(name: string, zone: string): boolean {
  return name === zone || name.endsWith(`.${zone}`);
}

export function checkCustomDomain(input: string, own?: OwnHosts): DomainCheck {
  let name = input.trim().toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  name = name.replace(/[/?#].*$/, '');
  if (name.endsWith('.')) name = name.slice(0, -1);
  if (!name) return { ok: false, problem: 'empty' };
  if (/^\[.*\]$/.test(name) || (/^[0-9a-f:]+$/.test(name) && name.includes(':'))) return { ok: false, problem: 'ip_address' };
  // Ports, credentials, spaces and escapes are no part of a host name (the URL parser would take some of them).
  if (/[\s:@\\%*_]/.test(name)) return { ok: false, problem: 'invalid_characters' };
  const ascii = toAscii(name);
  if (!ascii) return { ok: false, problem: 'invalid_characters' };
  if (/^\d+(\.\d+){3}$/.test(ascii)) return { ok: false, problem: 'ip_address' };
  if (ascii.length > 253) return { ok: false, problem: 'too_long' };
  const labels = ascii.split('.');
  if (labels.some((l) => l.length > 63)) return { ok: false, problem: 'label_too_long' };
  if (labels.some((l) => !l || !/^[a-z0-9-]+$/.test(l))) return { ok: false, problem: 'invalid_characters' };
  if (labels.some((l) => !LABEL.test(l))) return { ok: false, problem: 'hyphen_edge' };
  const tld = labels[labels.length - 1];
  if (tld === 'localhost') return { ok: false, problem: 'localhost' };
  if (labels.length < 2) return { ok: false, problem: 'single_label' };
  if (NON_PUBLIC_TLDS.has(tld) || /^\d+$/.test(tld)) return { ok: false, problem: 'not_public' };
  if (own && (within(ascii, own.landingsDomain) || own.appHostnames.some((h) => ascii === h))) return { ok: false, problem: 'our_domain' };
  return { ok: true, domain: ascii };
}

/** What the server answers for each problem (the app shows its own words for each). */
export const DOMAIN_PROBLEM_MESSAGES: Record<DomainProblem, string> = {
  empty: 'The domain is required',
  invalid_characters: 'A domain has only letters, digits, hyphens and dots (for example www.example.com)',
  too_long: 'A domain has at most 253 characters',
  label_too_long: 'Each part of a domain has at most 63 characters',
  hyphen_edge: 'No part of a domain may start or end with a hyphen',
  single_label: 'Write the whole domain, for example www.example.com',
  ip_address: 'An IP address is not a domain',
  localhost: 'localhost is not a public domain',
  not_public: 'This domain cannot be reached on the internet',
  our_domain: 'This domain belongs to the product (use the subdomain setting for it)',
};

/**
 * Common public suffixes of two labels (co.uk, com.es…): a name one label below them is an apex.
 * A heuristic without the full Public Suffix List: a wrong guess only changes which record the
 * user is told to create first, and both are checked.
 */
const TWO_LABEL_SUFFIXES = new Set([
  'co.uk', 'org.uk', 'me.uk', 'ac.uk', 'gov.uk', 'com.es', 'org.es', 'nom.es', 'gob.es', 'edu.es', 'com.mx', 'org.mx', 'com.ar', 'com.br',
  'com.co', 'com.pe', 'com.au', 'net.au', 'org.au', 'co.nz', 'co.jp', 'co.za', 'com.tr', 'com.cn', 'co.in', 'co.il', 'com.uy', 'com.ve', 'com.ec', 'cl.cl',
]);

/** Whether the domain is the apex of its zone (no CNAME may live there). */
export function isApexDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length === 2) return true;
  return labels.length === 3 && TWO_LABEL_SUFFIXES.has(labels.slice(1).join('.'));
}

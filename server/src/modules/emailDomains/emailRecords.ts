import type { EmailDnsRecord, EmailRecordPurpose } from '../../../../contract/email/domains';
import type { Config } from '../../config';
import { DnsTimeout, type DnsResolver } from '../landingDomains/dnsResolver';
import type { EmailLastCheck, EmailRecordFinding } from './emailDomains.tables';

/**
 * The DNS records a sending domain publishes, and how a lookup judges each (reference email.md §C).
 * This product's own host names derive from PUBLIC_URL's host (`app.example.com`):
 * - SPF includes `_spf.<host>`: the product's operator publishes there the addresses its mail
 *   leaves from (one include for every customer, so a change of sending IPs needs no customer to
 *   edit anything). An underscore label cannot clash with a real host of the app.
 * - The return path (envelope sender, where bounces go) is `bounces.<domain>`, a CNAME to
 *   `bounces.<host>`, so bounces reach the product while SPF aligns with the customer's domain.
 */

export type DnsHostConfig = Pick<Config, 'publicUrl'>;
export type DomainKeys = { name: string; dkimSelector: string; dkimPublicKey: string };

export const RETURN_PATH_LABEL = 'bounces';

const productHost = (config: DnsHostConfig): string => new URL(config.publicUrl).hostname.toLowerCase().replace(/\.$/, '');

/** The host every customer's SPF record includes. */
export const spfIncludeHost = (config: DnsHostConfig): string => `_spf.${productHost(config)}`;
/** The envelope-sender (MAIL FROM) domain of mail sent from `domain`. */
export const returnPathHost = (domain: string): string => `${RETURN_PATH_LABEL}.${domain}`;
/** Where the return-path CNAME points: a host of this product that receives bounces. */
export const returnPathTarget = (config: DnsHostConfig): string => `${RETURN_PATH_LABEL}.${productHost(config)}`;
export const dkimHost = (domain: string, selector: string): string => `${selector}._domainkey.${domain}`;
export const dmarcHost = (domain: string): string => `_dmarc.${domain}`;

export const spfValue = (config: DnsHostConfig): string => `v=spf1 include:${spfIncludeHost(config)} ~all`;
export const dkimValue = (publicKey: string): string => `v=DKIM1; k=rsa; p=${publicKey}`;
export const dmarcValue = (domain: string): string => `v=DMARC1; p=none; rua=mailto:dmarc@${domain}`;

export type WantedRecord = Omit<EmailDnsRecord, 'state' | 'found'>;

/** The four records, in the order a user creates them: SPF and DKIM required, DMARC and return path advisory. */
export function wantedEmailRecords(config: DnsHostConfig, domain: DomainKeys): WantedRecord[] {
  return [
    { purpose: 'spf', type: 'TXT', hostname: domain.name, value: spfValue(config), required: true },
    { purpose: 'dkim', type: 'TXT', hostname: dkimHost(domain.name, domain.dkimSelector), value: dkimValue(domain.dkimPublicKey), required: true },
    { purpose: 'dmarc', type: 'TXT', hostname: dmarcHost(domain.name), value: dmarcValue(domain.name), required: false },
    { purpose: 'return_path', type: 'CNAME', hostname: returnPathHost(domain.name), value: returnPathTarget(config), required: false },
  ];
}

const sameHost = (a: string, b: string) => a.toLowerCase().replace(/\.$/, '') === b.toLowerCase().replace(/\.$/, '');

/** TXT answers as whole values: a long value comes split into strings of at most 255 bytes, joined with nothing (RFC 7208 §3.3, RFC 6376 §3.6.2.2). */
async function txtValues(resolver: DnsResolver, name: string): Promise<string[]> {
  return (await resolver.resolveTxt(name)).map((chunks) => chunks.join('').trim());
}

/** DKIM/DMARC tag lists (`k=v; k=v`) as a map of lower-case tag names; values keep their case. */
export function parseTags(record: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of record.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) tags.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  return tags;
}

const isSpf = (value: string) => /^v=spf1(\s|$)/i.test(value);

/**
 * SPF lives in the domain's one `v=spf1` TXT record, which may authorise other senders too: it is
 * right when it includes ours. Two SPF records make every SPF check fail (RFC 7208 §4.5 permerror):
 * reported wrong with both, so the user merges them.
 */
async function checkSpf(resolver: DnsResolver, config: DnsHostConfig, domain: string): Promise<EmailRecordFinding> {
  const records = (await txtValues(resolver, domain)).filter(isSpf);
  if (!records.length) return { state: 'missing', found: null };
  if (records.length > 1) return { state: 'wrong', found: records.join(' | ') };
  // Our host included with a pass result (no qualifier or +; ~ and ? would not authorise us), or the whole policy redirected to ours.
  const host = spfIncludeHost(config);
  const ours = records[0].split(/\s+/).some((term) => {
    const match = /^\+?include:(.+)$/i.exec(term) ?? /^redirect=(.+)$/i.exec(term);
    return Boolean(match && sameHost(match[1], host));
  });
  return ours ? { state: 'ok', found: null } : { state: 'wrong', found: records[0] };
}

/** DKIM is right when a record at the selector carries our public key (whitespace inside p= ignored). */
async function checkDkim(resolver: DnsResolver, domain: DomainKeys): Promise<EmailRecordFinding> {
  const records = await txtValues(resolver, dkimHost(domain.name, domain.dkimSelector));
  if (!records.length) return { state: 'missing', found: null };
  const ours = records.some((r) => {
    const tags = parseTags(r);
    const version = tags.get('v');
    return (version === undefined || version === 'DKIM1') && (tags.get('p') ?? '').replace(/\s+/g, '') === domain.dkimPublicKey;
  });
  return ours ? { state: 'ok', found: null } : { state: 'wrong', found: records[0] };
}

/** Any one valid DMARC record counts (the domain owner's policy, stricter or not, is theirs to choose). */
async function checkDmarc(resolver: DnsResolver, domain: string): Promise<EmailRecordFinding> {
  const records = (await txtValues(resolver, dmarcHost(domain))).filter((r) => /^v\s*=\s*DMARC1\s*(;|$)/i.test(r));
  if (!records.length) return { state: 'missing', found: null };
  const valid = records.length === 1 && ['none', 'quarantine', 'reject'].includes((parseTags(records[0]).get('p') ?? '').toLowerCase());
  return valid ? { state: 'ok', found: null } : { state: 'wrong', found: records.join(' | ') };
}

async function checkReturnPath(resolver: DnsResolver, config: DnsHostConfig, domain: string): Promise<EmailRecordFinding> {
  const targets = await resolver.resolveCname(returnPathHost(domain));
  if (!targets.length) return { state: 'missing', found: null };
  return targets.some((t) => sameHost(t, returnPathTarget(config))) ? { state: 'ok', found: null } : { state: 'wrong', found: targets.join(', ') };
}

export type EmailCheckResult = { kind: 'checked'; check: EmailLastCheck; verified: boolean } | { kind: 'timeout' };

/** Looks the four records up at once; verified when SPF and DKIM are right. A DNS that does not answer concludes nothing. */
export async function checkEmailRecords(resolver: DnsResolver, config: DnsHostConfig, domain: DomainKeys): Promise<EmailCheckResult> {
  try {
    const [spf, dkim, dmarc, returnPath] = await Promise.all([
      checkSpf(resolver, config, domain.name), checkDkim(resolver, domain), checkDmarc(resolver, domain.name), checkReturnPath(resolver, config, domain.name),
    ]);
    const check: EmailLastCheck = { spf, dkim, dmarc, return_path: returnPath };
    return { kind: 'checked', check, verified: spf.state === 'ok' && dkim.state === 'ok' };
  } catch (error) {
    if (error instanceof DnsTimeout) return { kind: 'timeout' };
    throw error;
  }
}

export const REQUIRED_PURPOSES: readonly EmailRecordPurpose[] = ['spf', 'dkim'];

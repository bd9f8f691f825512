import { isApexDomain, VERIFICATION_LABEL, type DnsRecord } from '../../../../contract/landings';
import type { Config } from '../../config';
import { DnsTimeout, type DnsResolver } from './dnsResolver';
import type { LastCheck, RecordFinding } from './landingDomains.tables';

export type DnsConfig = Pick<Config, 'LANDINGS_DOMAIN' | 'LANDINGS_CNAME_TARGET' | 'LANDINGS_APEX_IPS'>;

/** The host custom domains point their CNAME (or ALIAS) at: configured, or the landings domain itself. */
export const cnameTarget = (config: DnsConfig): string => (config.LANDINGS_CNAME_TARGET ?? config.LANDINGS_DOMAIN).replace(/\.$/, '');

/** The TXT record's value: the token, prefixed so it reads as ours among a zone's other TXT records. */
export const verificationValue = (token: string): string => `crm-verify=${token}`;
export const verificationHost = (domain: string): string => `${VERIFICATION_LABEL}.${domain}`;

type Wanted = Omit<DnsRecord, 'state'>;

/** The records a user creates for this domain: routing (CNAME, or A / ALIAS at an apex) and the TXT token. */
export function wantedRecords(config: DnsConfig, domain: string, token: string): Wanted[] {
  const target = cnameTarget(config);
  const routing: Wanted[] = !isApexDomain(domain)
    ? [{ type: 'CNAME', host: domain, value: target, purpose: 'routing' }]
    : config.LANDINGS_APEX_IPS.length
      ? config.LANDINGS_APEX_IPS.map((ip) => ({ type: 'A' as const, host: domain, value: ip, purpose: 'routing' as const }))
      : [{ type: 'ALIAS', host: domain, value: target, purpose: 'routing' }];
  return [...routing, { type: 'TXT', host: verificationHost(domain), value: verificationValue(token), purpose: 'verification' }];
}

export type CheckResult = { kind: 'checked'; check: LastCheck; verified: boolean } | { kind: 'timeout' };

const sameHost = (a: string, b: string) => a.toLowerCase().replace(/\.$/, '') === b.toLowerCase().replace(/\.$/, '');

/**
 * Routing is right when the domain is a CNAME to the target, or (an apex, or a DNS host that
 * flattens) its IPv4 addresses are all among the target's or the configured apex addresses.
 */
async function checkRouting(resolver: DnsResolver, config: DnsConfig, domain: string): Promise<RecordFinding> {
  const target = cnameTarget(config);
  const cnames = await resolver.resolveCname(domain);
  if (cnames.length) return cnames.some((c) => sameHost(c, target)) ? 'ok' : 'wrong';
  const addresses = await resolver.resolve4(domain);
  if (!addresses.length) return 'missing';
  const allowed = new Set([...config.LANDINGS_APEX_IPS, ...(await resolver.resolve4(target))]);
  return addresses.every((a) => allowed.has(a)) ? 'ok' : 'wrong';
}

async function checkVerification(resolver: DnsResolver, domain: string, token: string): Promise<RecordFinding> {
  const texts = (await resolver.resolveTxt(verificationHost(domain))).map((chunks) => chunks.join('').trim());
  if (!texts.length) return 'missing';
  return texts.includes(verificationValue(token)) ? 'ok' : 'wrong';
}

/** Looks both records up; verified when both are right. A DNS that does not answer concludes nothing. */
export async function checkDomainRecords(resolver: DnsResolver, config: DnsConfig, domain: string, token: string): Promise<CheckResult> {
  try {
    const [routing, verification] = await Promise.all([checkRouting(resolver, config, domain), checkVerification(resolver, domain, token)]);
    return { kind: 'checked', check: { routing, verification }, verified: routing === 'ok' && verification === 'ok' };
  } catch (error) {
    if (error instanceof DnsTimeout) return { kind: 'timeout' };
    throw error;
  }
}

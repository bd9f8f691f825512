import { domainToUnicode } from 'node:url';
import type { CustomDomain, RecordState } from '../../../../contract/landings';
import { isApexDomain } from '../../../../contract/landings';
import type { Config } from '../../config';
import { wantedRecords, type DnsConfig } from './domainRecords';
import type { DomainView } from './landingDomains.repository';

type PresentConfig = DnsConfig & Pick<Config, 'publicUrl'>;

/** Where a custom domain's page is seen: PUBLIC_URL's scheme and port on the domain (as landingUrl does for subdomains). */
export function customDomainUrl(config: Pick<Config, 'publicUrl'>, domain: string): string {
  const base = new URL(config.publicUrl);
  return `${base.protocol}//${domain}${base.port ? `:${base.port}` : ''}/`;
}

export function toCustomDomain(row: DomainView, config: PresentConfig, sandbox: boolean): CustomDomain {
  const stateOf = (purpose: 'routing' | 'verification'): RecordState => row.lastCheck?.[purpose] ?? 'unchecked';
  return {
    _id: row.id, landingId: row.landingId, domain: row.domain, displayDomain: domainToUnicode(row.domain) || row.domain,
    apex: isApexDomain(row.domain), status: row.status,
    records: wantedRecords(config, row.domain, row.verificationToken).map((r) => ({ ...r, state: stateOf(r.purpose) })),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null, checkError: row.checkError, verifiedAt: row.verifiedAt?.toISOString() ?? null,
    url: row.status === 'verified' && row.landingStatus === 'published' ? customDomainUrl(config, row.domain) : null,
    sandbox, createdAt: row.createdAt.toISOString(),
  };
}

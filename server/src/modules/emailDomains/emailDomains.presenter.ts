import type { EmailDnsRecord, SendingDomain } from '../../../../contract/email/domains';
import { wantedEmailRecords, type DnsHostConfig } from './emailRecords';
import type { EmailDomainView } from './emailDomains.repository';

/** The records to publish with what the last check found for each ('unchecked' before the first answer). */
export function toEmailDnsRecords(row: EmailDomainView, config: DnsHostConfig): EmailDnsRecord[] {
  return wantedEmailRecords(config, row).map((r) => {
    const finding = row.lastCheck?.[r.purpose];
    return { ...r, state: finding?.state ?? 'unchecked', found: finding?.found ?? null };
  });
}

/** A domain as answered (never its keys' private half, which the view does not even select). */
export function toSendingDomain(row: EmailDomainView, sandbox: boolean): SendingDomain {
  const ok = (purpose: 'spf' | 'dkim' | 'dmarc' | 'return_path') => row.lastCheck?.[purpose]?.state === 'ok';
  return {
    _id: row.id, companyId: row.companyId, companyName: row.companyName, name: row.name, status: row.status,
    is_verified: row.status === 'verified', dkim: ok('dkim'), spf: ok('spf'), dmarc: ok('dmarc'), returnPath: ok('return_path'),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null, verifiedAt: row.verifiedAt?.toISOString() ?? null,
    sandbox, createdAt: row.createdAt.toISOString(),
  };
}

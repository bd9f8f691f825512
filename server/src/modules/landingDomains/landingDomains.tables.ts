import type { DomainStatus } from '../../../../contract/landings';
import type { CreatedAt, Id, Json, WithDefault } from '../../db/schema';

export type RecordFinding = 'ok' | 'missing' | 'wrong';
/** What the last lookup found for the routing record(s) and the TXT verification record. */
export type LastCheck = { routing: RecordFinding; verification: RecordFinding };

export interface LandingDomainsTable {
  id: Id;
  landingId: string;
  companyId: string;
  domain: string;
  verificationToken: string;
  status: WithDefault<DomainStatus>;
  lastCheck: Json<LastCheck> | null;
  checkError: 'timeout' | null;
  lastCheckedAt: Date | null;
  verifiedAt: Date | null;
  createdBy: string | null;
  createdAt: CreatedAt;
}

export interface SandboxDnsRecordsTable {
  name: string;
  type: 'A' | 'CNAME' | 'TXT';
  value: string;
}

declare module '../../db/schema' {
  interface Database {
    landingDomains: LandingDomainsTable;
    sandboxDnsRecords: SandboxDnsRecordsTable;
  }
}

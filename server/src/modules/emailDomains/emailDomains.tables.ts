import type { EmailRecordPurpose, SendingDomainStatus } from '../../../../contract/email/domains';
import type { CreatedAt, Json, WithDefault } from '../../db/schema';

export type EmailRecordFinding = { state: 'ok' | 'missing' | 'wrong'; found: string | null };
/** What the last lookup found for each record (absent until the first check that got an answer). */
export type EmailLastCheck = Record<EmailRecordPurpose, EmailRecordFinding>;

export interface EmailDomainsTable {
  /** Chosen by the server before the insert: the encrypted key is bound to it. */
  id: string;
  companyId: string;
  name: string;
  status: WithDefault<SendingDomainStatus>;
  dkimSelector: string;
  dkimPublicKey: string;
  dkimPrivateKeyEncrypted: string;
  lastCheck: Json<EmailLastCheck> | null;
  checkError: 'timeout' | null;
  lastCheckedAt: Date | null;
  verifiedAt: Date | null;
  createdBy: string | null;
  createdAt: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    emailDomains: EmailDomainsTable;
  }
}

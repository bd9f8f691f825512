import { domainToASCII } from 'node:url';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { decryptPrivateKey } from './dkimKeys';
import './emailDomains.tables';

/**
 * What the email sender needs of a From address's domain: whether the company may send from it
 * (only when verified: refuse otherwise with UNVERIFIED_SENDER_CODE / UNVERIFIED_SENDER_MESSAGE
 * of contract/email/domains.ts) and the DKIM key to sign with. The private key is decrypted here
 * for signing only: never log it, answer it or store it elsewhere.
 */
export { returnPathHost, spfIncludeHost } from './emailRecords';

export type SenderDomain = {
  id: string;
  name: string;
  verified: boolean;
  dkim: { domainName: string; keySelector: string; privateKey: string };
};

/** The domain of an address (after its last @), lower-case ASCII (xn-- form); null when there is none. */
export function addressDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const ascii = domainToASCII(email.slice(at + 1).trim().toLowerCase().replace(/\.$/, ''));
  return ascii || null;
}

/** The company's sending domain of this From address, or null when the domain is not one of the company's. */
export async function senderDomainFor(db: Db, config: Config, companyId: string, fromEmail: string): Promise<SenderDomain | null> {
  const name = addressDomain(fromEmail);
  if (!name) return null;
  const row = await db.selectFrom('emailDomains')
    .select(['id', 'name', 'status', 'dkimSelector', 'dkimPrivateKeyEncrypted'])
    .where('companyId', '=', companyId).where('name', '=', name)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    verified: row.status === 'verified',
    dkim: { domainName: row.name, keySelector: row.dkimSelector, privateKey: decryptPrivateKey(config, row.id, row.dkimPrivateKeyEncrypted) },
  };
}

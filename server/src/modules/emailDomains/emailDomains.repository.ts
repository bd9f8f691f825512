import { sql, type Insertable, type Selectable } from 'kysely';
import type { SendingDomainStatus } from '../../../../contract/email/domains';
import type { Db } from '../../db/connection';
import type { EmailDomainsTable, EmailLastCheck } from './emailDomains.tables';
import './emailDomains.tables';
import '../companies/companies.tables';
import '../landingDomains/landingDomains.tables';

export type EmailDomainRow = Selectable<EmailDomainsTable>;
/** A domain with its company's name, as every answer shows it (never the encrypted key: it is left out of the select). */
export type EmailDomainView = Omit<EmailDomainRow, 'dkimPrivateKeyEncrypted'> & { companyName: string };
export type EmailDomainInsert = Pick<Insertable<EmailDomainsTable>, 'id' | 'companyId' | 'name' | 'dkimSelector' | 'dkimPublicKey' | 'dkimPrivateKeyEncrypted' | 'createdBy'>;

const withCompany = (db: Db) => db.selectFrom('emailDomains').innerJoin('companies', 'companies.id', 'emailDomains.companyId')
  .select([
    'emailDomains.id', 'emailDomains.companyId', 'emailDomains.name', 'emailDomains.status', 'emailDomains.dkimSelector', 'emailDomains.dkimPublicKey',
    'emailDomains.lastCheck', 'emailDomains.checkError', 'emailDomains.lastCheckedAt', 'emailDomains.verifiedAt', 'emailDomains.createdBy',
    'emailDomains.createdAt', 'companies.name as companyName',
  ]);

export async function insertDomain(db: Db, values: EmailDomainInsert): Promise<void> {
  await db.insertInto('emailDomains').values(values).execute();
}

export async function findDomain(db: Db, companyId: string, id: string): Promise<EmailDomainView | undefined> {
  return withCompany(db).where('emailDomains.companyId', '=', companyId).where('emailDomains.id', '=', id).executeTakeFirst();
}

export async function findDomainByName(db: Db, companyId: string, name: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('emailDomains').select('id').where('companyId', '=', companyId).where('name', '=', name).executeTakeFirst();
}

export async function countCompanyDomains(db: Db, companyId: string): Promise<number> {
  const row = await db.selectFrom('emailDomains').select((eb) => eb.fn.countAll<string>().as('n')).where('companyId', '=', companyId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One company's domains, newest first, a page at a time; `verified` keeps only verified (true) or only not verified (false). */
export async function pageCompanyDomains(db: Db, companyId: string, options: { verified?: boolean; offset: number; limit: number }): Promise<{ rows: EmailDomainView[]; total: number }> {
  let base = withCompany(db).where('emailDomains.companyId', '=', companyId);
  if (options.verified !== undefined) base = base.where('emailDomains.status', options.verified ? '=' : '<>', 'verified');
  const [rows, count] = await Promise.all([
    base.orderBy('emailDomains.createdAt', 'desc').orderBy('emailDomains.id').offset(options.offset).limit(options.limit).execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A company's domains for sender pickers: verified first, then by name. */
export async function listCompanyDomainsVerifiedFirst(db: Db, companyId: string): Promise<EmailDomainView[]> {
  return withCompany(db).where('emailDomains.companyId', '=', companyId)
    .orderBy(sql`CASE WHEN email_domains.status = 'verified' THEN 0 ELSE 1 END`).orderBy('emailDomains.name').execute();
}

/** The domains of every company the user belongs to (all roles may read them), by company name then domain. */
export async function listDomainsOfUser(db: Db, userId: string): Promise<EmailDomainView[]> {
  return withCompany(db).innerJoin('companyMembers', 'companyMembers.companyId', 'emailDomains.companyId')
    .where('companyMembers.userId', '=', userId).orderBy('companies.name').orderBy('emailDomains.name').execute();
}

export async function saveCheck(db: Db, id: string, values: { status?: SendingDomainStatus; lastCheck?: EmailLastCheck; checkError: 'timeout' | null; verifiedAt?: Date | null }): Promise<void> {
  await db.updateTable('emailDomains').set({
    ...values, ...(values.lastCheck ? { lastCheck: JSON.stringify(values.lastCheck) } : {}), lastCheckedAt: new Date(),
  }).where('id', '=', id).execute();
}

/** Deletes the row and with it the encrypted key (it lives nowhere else). */
export async function deleteDomain(db: Db, companyId: string, id: string): Promise<string | undefined> {
  return (await db.deleteFrom('emailDomains').where('companyId', '=', companyId).where('id', '=', id).returning('name').executeTakeFirst())?.name;
}

/**
 * Domains due for a background check: not verified ones younger than a week not checked for
 * `pendingAfterMs`, verified ones not checked for `verifiedAfterMs`; least recently checked first.
 */
export async function findDomainsToRecheck(db: Db, now: Date, options: { pendingAfterMs: number; verifiedAfterMs: number; limit: number }): Promise<{ id: string; companyId: string }[]> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return db.selectFrom('emailDomains').select(['id', 'companyId'])
    .where((eb) => eb.or([
      eb.and([eb('status', '<>', 'verified'), eb('createdAt', '>', before(7 * 86_400_000)),
        eb.or([eb('lastCheckedAt', 'is', null), eb('lastCheckedAt', '<', before(options.pendingAfterMs))])]),
      eb.and([eb('status', '=', 'verified'), eb.or([eb('lastCheckedAt', 'is', null), eb('lastCheckedAt', '<', before(options.verifiedAfterMs))])]),
    ]))
    .orderBy(sql`last_checked_at NULLS FIRST`).limit(options.limit).execute();
}

/** One record slot in the sandbox DNS: the name and type it lives at, and which of the values there are "ours" to replace. */
export type SandboxSlot = { name: string; type: 'TXT' | 'CNAME'; onlySpf: boolean };

/**
 * Sets the sandbox DNS's records in these slots: removes what is there (at the domain's own name
 * only its SPF record, so landings' records there stay), then creates `values[i]` when given.
 */
export async function setSandboxSlots(db: Db, slots: { slot: SandboxSlot; value: string | null }[]): Promise<void> {
  // Inside the demo seed's transaction already (kysely has no nested transactions), else in one of its own.
  const run = (fn: (tx: Db) => Promise<void>) => (db.isTransaction ? fn(db) : db.transaction().execute(fn));
  await run(async (tx) => {
    for (const { slot, value } of slots) {
      let del = tx.deleteFrom('sandboxDnsRecords').where('name', '=', slot.name).where('type', '=', slot.type);
      if (slot.onlySpf) del = del.where(sql<boolean>`lower(value) LIKE 'v=spf1%'`);
      await del.execute();
      if (value !== null) await tx.insertInto('sandboxDnsRecords').values({ name: slot.name, type: slot.type, value }).onConflict((oc) => oc.doNothing()).execute();
    }
  });
}

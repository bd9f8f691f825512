import type { LandingStatus } from '../../../../contract/landings';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { LandingDomainsTable, LastCheck, SandboxDnsRecordsTable } from './landingDomains.tables';
import './landingDomains.tables';
import '../landings/landings.tables';

export type DomainRow = Selectable<LandingDomainsTable>;
export type DomainInsert = Omit<Insertable<LandingDomainsTable>, 'id' | 'createdAt' | 'status' | 'lastCheck' | 'checkError' | 'lastCheckedAt' | 'verifiedAt'>;
/** A domain row with whether its landing is published (for the URL it is seen at). */
export type DomainView = DomainRow & { landingStatus: LandingStatus };

const withLanding = (db: Db) => db.selectFrom('landingDomains').innerJoin('landings', 'landings.id', 'landingDomains.landingId')
  .selectAll('landingDomains').select('landings.status as landingStatus');

export async function insertDomain(db: Db, values: DomainInsert): Promise<DomainRow> {
  return db.insertInto('landingDomains').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findDomain(db: Db, companyId: string, id: string): Promise<DomainView | undefined> {
  return withLanding(db).where('landingDomains.companyId', '=', companyId).where('landingDomains.id', '=', id).executeTakeFirst();
}

export async function listLandingDomains(db: Db, companyId: string, landingId: string): Promise<DomainView[]> {
  return withLanding(db).where('landingDomains.companyId', '=', companyId).where('landingDomains.landingId', '=', landingId)
    .orderBy('landingDomains.createdAt').orderBy('landingDomains.id').execute();
}

export async function countLandingDomains(db: Db, landingId: string): Promise<number> {
  const row = await db.selectFrom('landingDomains').select((eb) => eb.fn.countAll<string>().as('n')).where('landingId', '=', landingId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findDomainHolder(db: Db, domain: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('landingDomains').select('id').where('domain', '=', domain).executeTakeFirst();
}

export async function saveCheck(db: Db, id: string, values: { status?: 'pending' | 'verified'; lastCheck?: LastCheck; checkError: 'timeout' | null; verifiedAt?: Date | null }): Promise<void> {
  await db.updateTable('landingDomains').set({
    ...values, ...(values.lastCheck ? { lastCheck: JSON.stringify(values.lastCheck) } : {}), lastCheckedAt: new Date(),
  }).where('id', '=', id).execute();
}

export async function deleteDomain(db: Db, companyId: string, landingId: string, id: string): Promise<string | undefined> {
  const row = await db.deleteFrom('landingDomains').where('companyId', '=', companyId).where('landingId', '=', landingId).where('id', '=', id)
    .returning('domain').executeTakeFirst();
  return row?.domain;
}

/** The landing a verified domain serves, whatever its state (the page lookup checks publication). */
export async function findVerifiedDomainLanding(db: Db, domain: string): Promise<string | undefined> {
  return (await db.selectFrom('landingDomains').select('landingId').where('domain', '=', domain).where('status', '=', 'verified').executeTakeFirst())?.landingId;
}

/** The page a landing serves, only while it is published. */
export async function findPublishedPageOfLanding(db: Db, landingId: string) {
  return db.selectFrom('landings').innerJoin('landingPublications', 'landingPublications.landingId', 'landings.id')
    .select(['landingPublications.document', 'landingPublications.etag', 'landingPublications.gzip', 'landingPublications.br', 'landingPublications.publishedAt', 'landingPublications.pixelIds'])
    .where('landings.id', '=', landingId).where('landings.status', '=', 'published').executeTakeFirst();
}

/** Whether a landing with this subdomain is published (the TLS ask for `{sub}.LANDINGS_DOMAIN`). */
export async function isSubdomainPublished(db: Db, subdomain: string): Promise<boolean> {
  return Boolean(await db.selectFrom('landings').select('id').where('subdomain', '=', subdomain).where('status', '=', 'published').executeTakeFirst());
}

export type SandboxRecord = Selectable<SandboxDnsRecordsTable>;

/** Replaces the sandbox DNS's records at these names with `records` (none: removes them). */
export async function setSandboxRecords(db: Db, names: string[], records: SandboxRecord[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('sandboxDnsRecords').where('name', 'in', names).execute();
    if (records.length) await tx.insertInto('sandboxDnsRecords').values(records).onConflict((oc) => oc.doNothing()).execute();
  });
}

/**
 * Domains due for a background check: pending ones younger than a week not checked for
 * `pendingAfterMs`, verified ones not checked for `verifiedAfterMs`; the least recently checked first.
 */
export async function findDomainsToRecheck(db: Db, now: Date, options: { pendingAfterMs: number; verifiedAfterMs: number; limit: number }): Promise<{ id: string; companyId: string }[]> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return db.selectFrom('landingDomains').select(['id', 'companyId'])
    .where((eb) => eb.or([
      eb.and([eb('status', '=', 'pending'), eb('createdAt', '>', before(7 * 86_400_000)),
        eb.or([eb('lastCheckedAt', 'is', null), eb('lastCheckedAt', '<', before(options.pendingAfterMs))])]),
      eb.and([eb('status', '=', 'verified'), eb.or([eb('lastCheckedAt', 'is', null), eb('lastCheckedAt', '<', before(options.verifiedAfterMs))])]),
    ]))
    .orderBy(sql`last_checked_at NULLS FIRST`).limit(options.limit).execute();
}

import { sql, type Insertable, type Selectable } from 'kysely';
import type { LandingStatus } from '../../../../contract/landings';
import type { Db } from '../../db/connection';
import type { LandingPublicationsTable, LandingsTable } from './landings.tables';
import './landings.tables';
import '../companies/companies.tables';

export type LandingRow = Selectable<LandingsTable>;
export type LandingInsert = Omit<Insertable<LandingsTable>, 'id' | 'createdAt' | 'updatedAt'>;
/** Summary columns: the list never reads page bodies. */
const SUMMARY = ['id', 'companyId', 'name', 'templateId', 'language', 'status', 'subdomain', 'publishedAt', 'pixelIds', 'createdAt', 'updatedAt'] as const;
export type LandingSummaryRow = Pick<LandingRow, (typeof SUMMARY)[number]>;

const jsonOf = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/**
 * Serialises landing creation per plan owner for the rest of the transaction, so two creations at
 * once cannot both pass the cap; then counts the landings of every company that owner has.
 */
export async function lockAndCountOwnerLandings(tx: Db, ownerId: string): Promise<number> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`landings:${ownerId}`}))`.execute(tx);
  const row = await tx.selectFrom('landings').innerJoin('companies', 'companies.id', 'landings.companyId')
    .select((eb) => eb.fn.countAll<string>().as('n')).where('companies.ownerId', '=', ownerId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function companyOwner(db: Db, companyId: string): Promise<string | undefined> {
  return (await db.selectFrom('companies').select('ownerId').where('id', '=', companyId).executeTakeFirst())?.ownerId;
}

export async function insertLanding(db: Db, values: LandingInsert): Promise<LandingRow> {
  return db.insertInto('landings')
    .values({ ...values, content: JSON.stringify(values.content), project: jsonOf(values.project) })
    .returningAll().executeTakeFirstOrThrow();
}

export async function findLanding(db: Db, companyId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<LandingRow | undefined> {
  const q = db.selectFrom('landings').selectAll().where('companyId', '=', companyId).where('id', '=', id);
  return (options.forUpdate ? q.forUpdate() : q).executeTakeFirst();
}

export async function listLandings(db: Db, companyId: string, options: { page: number; limit: number; search?: string; status?: LandingStatus }): Promise<{ rows: LandingSummaryRow[]; total: number }> {
  let q = db.selectFrom('landings').where('companyId', '=', companyId);
  if (options.status) q = q.where('status', '=', options.status);
  if (options.search) {
    const like = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('subdomain', 'ilike', like)]));
  }
  const [rows, count] = await Promise.all([
    q.select([...SUMMARY]).orderBy('updatedAt', 'desc').orderBy('id').limit(options.limit).offset((options.page - 1) * options.limit).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type LandingPatch = Partial<Pick<LandingRow, 'name' | 'language' | 'content' | 'html' | 'css' | 'project' | 'subdomain' | 'publishedAt' | 'pixelIds'> & { status: LandingStatus }>;

export async function updateLanding(db: Db, companyId: string, id: string, patch: LandingPatch): Promise<LandingRow | undefined> {
  const values = {
    ...patch,
    ...(patch.content !== undefined ? { content: JSON.stringify(patch.content) } : {}),
    ...(patch.project !== undefined ? { project: jsonOf(patch.project) } : {}),
    updatedAt: new Date(),
  };
  return db.updateTable('landings').set(values).where('companyId', '=', companyId).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteLanding(db: Db, companyId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('landings').where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The landing that holds this subdomain, whatever its company. */
export async function findSubdomainHolder(db: Db, subdomain: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('landings').select('id').where('subdomain', '=', subdomain).executeTakeFirst();
}

export type Publication = Selectable<LandingPublicationsTable>;

/** Stores (or replaces) the page a landing serves. */
export async function savePublication(db: Db, publication: Publication): Promise<void> {
  const { landingId: _landingId, ...page } = publication;
  await db.insertInto('landingPublications').values(publication)
    .onConflict((oc) => oc.column('landingId').doUpdateSet(page)).execute();
}

export async function deletePublication(db: Db, landingId: string): Promise<void> {
  await db.deleteFrom('landingPublications').where('landingId', '=', landingId).execute();
}

/** The page served at this subdomain: only a published landing's (one indexed lookup). */
export async function findPublishedPage(db: Db, subdomain: string): Promise<Omit<Publication, 'landingId'> | undefined> {
  return db.selectFrom('landings').innerJoin('landingPublications', 'landingPublications.landingId', 'landings.id')
    .select(['landingPublications.document', 'landingPublications.etag', 'landingPublications.gzip', 'landingPublications.br', 'landingPublications.publishedAt', 'landingPublications.pixelIds'])
    .where('landings.subdomain', '=', subdomain).where('landings.status', '=', 'published').executeTakeFirst();
}

import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '../../../../contract/roles';
import type { Db } from '../../db/connection';
import type { ColumnSetting, CompaniesTable } from './companies.tables';
import './companies.tables';

export type CompanyRow = Selectable<CompaniesTable>;
export type CompanyWithRole = CompanyRow & { role: Role };
export type CompanyInsert = Omit<Insertable<CompaniesTable>, 'id' | 'createdAt' | 'updatedAt'>;
export type CompanyPatch = Omit<Updateable<CompaniesTable>, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>;

export async function insertCompany(db: Db, values: CompanyInsert): Promise<CompanyRow> {
  return db.insertInto('companies').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateCompany(db: Db, id: string, patch: CompanyPatch): Promise<CompanyRow> {
  return db
    .updateTable('companies')
    .set({ ...patch, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user's companies with their role, oldest first (the first company is the registration one). */
export async function listCompaniesOf(db: Db, userId: string, page: number, limit: number): Promise<{ rows: CompanyWithRole[]; total: number }> {
  const base = db.selectFrom('companies').innerJoin('companyMembers as m', 'm.companyId', 'companies.id').where('m.userId', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .selectAll('companies')
      .select('m.role')
      .orderBy('companies.createdAt')
      .orderBy('companies.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Which of the user's companies has each of these ad accounts linked. */
export async function findLinkedCompaniesOf(db: Db, userId: string, accountIds: string[]): Promise<{ id: string; adsAccountId: string }[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .selectFrom('companies')
    .innerJoin('companyMembers as m', 'm.companyId', 'companies.id')
    .select(['companies.id', 'companies.adsAccountId'])
    .where('m.userId', '=', userId)
    .where('companies.adsAccountId', 'in', accountIds)
    .execute();
  return rows.filter((r): r is { id: string; adsAccountId: string } => r.adsAccountId !== null);
}

/** The company (anyone's) an ad account is linked to: an account serves one company. */
export async function findCompanyByAdsAccount(db: Db, accountId: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('companies').select('id').where('adsAccountId', '=', accountId).executeTakeFirst();
}

export async function findColumnPreferences(db: Db, companyId: string, userId: string, tableType: string): Promise<ColumnSetting[] | undefined> {
  const row = await db
    .selectFrom('columnPreferences')
    .select('columns')
    .where('companyId', '=', companyId)
    .where('userId', '=', userId)
    .where('tableType', '=', tableType)
    .executeTakeFirst();
  return row?.columns;
}

export async function saveColumnPreferences(db: Db, companyId: string, userId: string, tableType: string, columns: ColumnSetting[]): Promise<ColumnSetting[]> {
  const json = JSON.stringify(columns);
  const row = await db
    .insertInto('columnPreferences')
    .values({ companyId, userId, tableType, columns: json })
    .onConflict((oc) => oc.columns(['companyId', 'userId', 'tableType']).doUpdateSet({ columns: json, updatedAt: new Date() }))
    .returning('columns')
    .executeTakeFirstOrThrow();
  return row.columns;
}

import type { Db } from '../../db/connection';
import type { Role } from '../../../../contract/roles';
import '../companies/companies.tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The caller's role in a company, or null when they are not a member (or the id is not ours). */
export async function findMemberRole(db: Db, companyId: unknown, userId: string): Promise<Role | null> {
  if (!isUuid(companyId)) return null;
  const row = await db
    .selectFrom('companyMembers')
    .select('role')
    .where('companyId', '=', companyId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

export async function addMember(db: Db, companyId: string, userId: string, role: Role): Promise<void> {
  await db
    .insertInto('companyMembers')
    .values({ companyId, userId, role })
    .onConflict((oc) => oc.columns(['companyId', 'userId']).doUpdateSet({ role }))
    .execute();
}

import type { Db } from '../../db/connection';
import { isUuid } from '../companies/members.repository';
import type { AuthUser } from '../../http/authenticate';
import type { Role } from '../../../../contract/roles';
import '../companies/companies.tables';
import type { UsersTable } from './users.tables';
import type { Insertable, Selectable } from 'kysely';
import './users.tables';

export type UserRow = Selectable<UsersTable>;

/**
 * The caller and, in the same round trip, their role in the company a call names (null when not a
 * member, or when the id is not one): every company call needs both, and under load each query's
 * round trip is real work. Null when the token's user or version is gone.
 */
export async function findAuthUserInCompany(db: Db, id: string, tokenVersion: number, companyId: unknown): Promise<{ user: AuthUser; role: Role | null } | null> {
  if (!isUuid(id)) return null;
  // A malformed company id matches no member (validation names it later), never a cast error.
  const company = isUuid(companyId) ? companyId : null;
  const row = await db
    .selectFrom('users as u')
    .leftJoin('companyMembers as m', (join) => join.onRef('m.userId', '=', 'u.id').on('m.companyId', '=', company))
    .select(['u.id', 'u.email', 'u.language', 'u.subscriptionType', 'm.role'])
    .where('u.id', '=', id)
    .where('u.tokenVersion', '=', tokenVersion)
    .executeTakeFirst();
  if (!row) return null;
  const { role, ...user } = row;
  return { user, role: role ?? null };
}

export async function findAuthUser(db: Db, id: string, tokenVersion: number): Promise<AuthUser | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'language', 'subscriptionType'])
    .where('id', '=', id)
    .where('tokenVersion', '=', tokenVersion)
    .executeTakeFirst();
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

export async function insertUser(db: Db, values: Insertable<UsersTable>): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export type UserPatch = { name?: string; surname?: string; phone?: string | null; email?: string; language?: string };

export async function updateUser(db: Db, id: string, patch: UserPatch): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...patch, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** New password hash; bumping token_version ends every session signed before. */
export async function setPassword(db: Db, id: string, passwordHash: string): Promise<UserRow> {
  return db
    .updateTable('users')
    .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1), updatedAt: new Date() }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether two users belong to at least one common company. */
export async function shareACompany(db: Db, userId: string, otherId: string): Promise<boolean> {
  if (!isUuid(otherId)) return false;
  const row = await db
    .selectFrom('companyMembers as a')
    .innerJoin('companyMembers as b', 'b.companyId', 'a.companyId')
    .select('a.companyId')
    .where('a.userId', '=', userId)
    .where('b.userId', '=', otherId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

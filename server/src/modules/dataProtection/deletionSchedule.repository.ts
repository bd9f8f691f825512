import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import '../users/users.tables';
import '../companies/companies.tables';

export type CompanyName = { id: string; name: string };
export type OwnedCompany = CompanyName & { otherOwnerId: string | null };

/**
 * The companies the user owns, each with another owner's id when it has one (then it stays when
 * the user goes). Ownership is the owner row of company_members or `companies.owner_id`.
 */
export async function ownedCompanies(db: Db, userId: string): Promise<OwnedCompany[]> {
  const { rows } = await sql<OwnedCompany>`
    SELECT c.id, c.name,
           (SELECT m.user_id FROM company_members m WHERE m.company_id = c.id AND m.role = 'owner' AND m.user_id <> ${userId}::uuid
             ORDER BY m.created_at LIMIT 1) AS other_owner_id
      FROM companies c
     WHERE c.owner_id = ${userId}::uuid
        OR EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = c.id AND m.user_id = ${userId}::uuid AND m.role = 'owner')
     ORDER BY c.created_at, c.id`.execute(db);
  return rows;
}

/** Companies where the user is a collaborator (any role but owner). */
export async function collaboratingCompanies(db: Db, userId: string): Promise<CompanyName[]> {
  return db.selectFrom('companies as c')
    .innerJoin('companyMembers as m', 'm.companyId', 'c.id')
    .select(['c.id', 'c.name'])
    .where('m.userId', '=', userId).where('m.role', '<>', 'owner').where('c.ownerId', '<>', userId)
    .orderBy('c.createdAt').orderBy('c.id')
    .execute();
}

/** Marks the account for erasure and ends every session (token_version + 1). */
export async function scheduleUser(db: Db, userId: string, requestedAt: Date, scheduledFor: Date) {
  return db.updateTable('users')
    .set((eb) => ({ deletionRequestedAt: requestedAt, deletionScheduledFor: scheduledFor, tokenVersion: eb('tokenVersion', '+', 1), updatedAt: requestedAt }))
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function unscheduleUser(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ deletionRequestedAt: null, deletionScheduledFor: null, updatedAt: new Date() }).where('id', '=', userId).execute();
}

/**
 * Schedules companies; one already scheduled keeps its own date and origin (its owner's own
 * request stays what it was whatever happens to the account's).
 */
export async function scheduleCompanies(
  db: Db, ids: string[], by: { userId: string; origin: 'company' | 'account'; requestedAt: Date; scheduledFor: Date },
): Promise<void> {
  if (!ids.length) return;
  await db.updateTable('companies')
    .set({ deletionRequestedAt: by.requestedAt, deletionScheduledFor: by.scheduledFor, deletionRequestedBy: by.userId, deletionOrigin: by.origin, updatedAt: by.requestedAt })
    .where('id', 'in', ids).where('deletionScheduledFor', 'is', null)
    .execute();
}

/** Brings back the companies that were to go with this user's account. */
export async function unscheduleAccountCompanies(db: Db, userId: string): Promise<void> {
  await db.updateTable('companies')
    .set({ deletionRequestedAt: null, deletionScheduledFor: null, deletionRequestedBy: null, deletionOrigin: null, updatedAt: new Date() })
    .where('deletionRequestedBy', '=', userId).where('deletionOrigin', '=', 'account')
    .execute();
}

export async function unscheduleCompany(db: Db, companyId: string) {
  return db.updateTable('companies')
    .set({ deletionRequestedAt: null, deletionScheduledFor: null, deletionRequestedBy: null, deletionOrigin: null, updatedAt: new Date() })
    .where('id', '=', companyId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Members of a company with the language their mail is written in. */
export async function companyMembers(db: Db, companyId: string): Promise<{ email: string; language: string }[]> {
  return db.selectFrom('companyMembers as m').innerJoin('users as u', 'u.id', 'm.userId')
    .select(['u.email', 'u.language']).where('m.companyId', '=', companyId).orderBy('u.email').execute();
}

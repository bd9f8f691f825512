import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Attribution } from '../users/users.tables';
import './auth.tables';

export const MAX_CODE_ATTEMPTS = 5;

/** A new code replaces any earlier one and resets its attempts. */
export async function storeResetCode(db: Db, userId: string, codeHash: string, expiresAt: Date): Promise<void> {
  await db
    .insertInto('passwordResets')
    .values({ userId, codeHash, expiresAt, attempts: 0, verifiedAt: null })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ codeHash, expiresAt, attempts: 0, verifiedAt: null }))
    .execute();
}

/** Whether a code was mailed less than `seconds` ago (its expiry is still almost whole). */
export async function hasRecentCode(db: Db, userId: string, ttlSeconds: number, seconds: number): Promise<boolean> {
  const row = await db
    .selectFrom('passwordResets')
    .select('userId')
    .where('userId', '=', userId)
    .where('codeHash', 'is not', null)
    .where('expiresAt', '>', sql<Date>`now() + make_interval(secs => ${ttlSeconds - seconds})`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spends one attempt of a live code before it is checked, atomically, so parallel guesses cannot
 * exceed the limit. Returns the hash to check, or null when there is no usable code.
 */
export async function takeCodeAttempt(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .updateTable('passwordResets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('userId', '=', userId)
    .where('codeHash', 'is not', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning('codeHash')
    .executeTakeFirst();
  return row?.codeHash ?? null;
}

/** The code worked: it cannot be used again, and the password-change window opens now. */
export async function markCodeUsed(db: Db, userId: string): Promise<void> {
  await db.updateTable('passwordResets').set({ codeHash: null, verifiedAt: sql<Date>`now()` }).where('userId', '=', userId).execute();
}

/** When the user last signed in with a code, if that is less than `windowSeconds` ago. */
export async function findOpenResetWindow(db: Db, userId: string, windowSeconds: number): Promise<Date | null> {
  const row = await db
    .selectFrom('passwordResets')
    .select('verifiedAt')
    .where('userId', '=', userId)
    .where('verifiedAt', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirst();
  return row?.verifiedAt ?? null;
}

export async function deleteReset(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('passwordResets').where('userId', '=', userId).execute();
}

export async function upsertLead(db: Db, lead: { email: string; name?: string; phone?: string; attribution: Attribution }): Promise<void> {
  const attribution = JSON.stringify(lead.attribution);
  await db
    .insertInto('leads')
    .values({ email: lead.email, name: lead.name ?? null, phone: lead.phone ?? null, attribution })
    .onConflict((oc) =>
      oc.expression(sql`lower(email)`).doUpdateSet((eb) => ({
        name: eb.fn.coalesce(eb.ref('excluded.name'), eb.ref('leads.name')),
        phone: eb.fn.coalesce(eb.ref('excluded.phone'), eb.ref('leads.phone')),
        attribution: sql`leads.attribution || excluded.attribution`,
        updatedAt: new Date(),
      })),
    )
    .execute();
}

/** The user linked to a provider's account, if any. */
export async function findIdentityUserId(db: Db, provider: string, subject: string): Promise<string | null> {
  const row = await db.selectFrom('userIdentities').select('userId').where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();
  return row?.userId ?? null;
}

export async function linkIdentity(db: Db, identity: { provider: string; subject: string; email: string }, userId: string): Promise<void> {
  const { provider, subject, email } = identity;
  await db.insertInto('userIdentities').values({ provider, subject, email, userId }).onConflict((oc) => oc.doNothing()).execute();
}

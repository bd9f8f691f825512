import { sql } from 'kysely';
import type { Role } from '../../../../contract/roles';
import type { Conn } from '../contacts/contacts.repository';
import './collaborators.tables';
import '../companies/companies.tables';

export type MemberRow = { userId: string; name: string; surname: string; email: string; role: Role; waAppId: string | null; joinedAt: Date };
export type InvitationRow = {
  id: string; companyId: string; email: string; name: string; surname: string; role: Role; waAppId: string | null;
  createdAt: Date; expiresAt: Date; acceptedAt: Date | null;
};

export async function listMembers(db: Conn, companyId: string): Promise<MemberRow[]> {
  const result = await sql<MemberRow>`
    SELECT m.user_id, u.name, u.surname, u.email, m.role, s.wa_app_id, m.created_at AS joined_at
    FROM company_members m JOIN users u ON u.id = m.user_id
    LEFT JOIN collaborator_settings s ON s.company_id = m.company_id AND s.user_id = m.user_id
    WHERE m.company_id = ${companyId}
    ORDER BY (m.role = 'owner') DESC, m.created_at, u.email`.execute(db);
  return result.rows;
}

export async function findMember(db: Conn, companyId: string, userId: string): Promise<MemberRow | undefined> {
  return (await listMembers(db, companyId)).find((m) => m.userId === userId);
}

export async function findMemberByEmail(db: Conn, companyId: string, email: string): Promise<{ userId: string } | undefined> {
  const result = await sql<{ userId: string }>`
    SELECT m.user_id FROM company_members m JOIN users u ON u.id = m.user_id
    WHERE m.company_id = ${companyId} AND lower(u.email) = ${email.toLowerCase()}`.execute(db);
  return result.rows[0];
}

export async function pendingInvitations(db: Conn, companyId: string): Promise<InvitationRow[]> {
  return db.selectFrom('collaboratorInvitations').selectAll().where('companyId', '=', companyId).where('acceptedAt', 'is', null).orderBy('createdAt').execute();
}

export async function findPendingInvitation(db: Conn, companyId: string, id: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('collaboratorInvitations').selectAll().where('companyId', '=', companyId).where('id', '=', id).where('acceptedAt', 'is', null).executeTakeFirst();
}

/** A new invitation, replacing a pending one to the same email (a resend gets a fresh link). */
export async function upsertInvitation(
  db: Conn,
  values: { companyId: string; email: string; name: string; surname: string; role: Role; waAppId: string | null; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<InvitationRow> {
  await db.deleteFrom('collaboratorInvitations').where('companyId', '=', values.companyId).where(sql<boolean>`lower(email) = ${values.email.toLowerCase()}`).where('acceptedAt', 'is', null).execute();
  return db.insertInto('collaboratorInvitations').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A fresh token (and expiry) for a pending invitation: the earlier link stops working. */
export async function renewInvitationToken(db: Conn, id: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.updateTable('collaboratorInvitations').set({ tokenHash, expiresAt }).where('id', '=', id).where('acceptedAt', 'is', null).execute();
}

export async function updateInvitation(db: Conn, id: string, changes: { role?: Role; waAppId?: string | null }): Promise<void> {
  if (Object.keys(changes).length) await db.updateTable('collaboratorInvitations').set(changes).where('id', '=', id).execute();
}

export async function deleteInvitation(db: Conn, id: string): Promise<void> {
  await db.deleteFrom('collaboratorInvitations').where('id', '=', id).execute();
}

export type OpenInvitation = InvitationRow & { companyName: string; inviterName: string | null };

/** A pending, unexpired invitation by its token hash; `lock` for the accepting transaction. */
export async function findOpenInvitation(db: Conn, tokenHash: string, lock = false): Promise<OpenInvitation | undefined> {
  const result = await sql<OpenInvitation>`
    SELECT i.id, i.company_id, i.email, i.name, i.surname, i.role, i.wa_app_id, i.created_at, i.expires_at, i.accepted_at,
      c.name AS company_name, nullif(trim(u.name || ' ' || u.surname), '') AS inviter_name
    FROM collaborator_invitations i JOIN companies c ON c.id = i.company_id LEFT JOIN users u ON u.id = i.invited_by
    WHERE i.token_hash = ${tokenHash} AND i.accepted_at IS NULL AND i.expires_at > now()
    ${lock ? sql`FOR UPDATE OF i` : sql``}`.execute(db);
  return result.rows[0];
}

export async function markAccepted(db: Conn, id: string, userId: string): Promise<void> {
  await db.updateTable('collaboratorInvitations').set({ acceptedAt: new Date(), acceptedUserId: userId }).where('id', '=', id).execute();
}

export async function setRole(db: Conn, companyId: string, userId: string, role: Role): Promise<void> {
  await db.updateTable('companyMembers').set({ role }).where('companyId', '=', companyId).where('userId', '=', userId).execute();
}

export async function setWaApp(db: Conn, companyId: string, userId: string, waAppId: string | null): Promise<void> {
  await db
    .insertInto('collaboratorSettings')
    .values({ companyId, userId, waAppId })
    .onConflict((oc) => oc.columns(['companyId', 'userId']).doUpdateSet({ waAppId }))
    .execute();
}

/** Takes a member out of the company; returns how many contact assignments were released. */
export async function removeMember(db: Conn, companyId: string, userId: string): Promise<number> {
  const released = await db.deleteFrom('contactCollaborators').where('companyId', '=', companyId).where('userId', '=', userId).executeTakeFirst();
  await db.deleteFrom('collaboratorSettings').where('companyId', '=', companyId).where('userId', '=', userId).execute();
  await db.deleteFrom('companyMembers').where('companyId', '=', companyId).where('userId', '=', userId).execute();
  return Number(released.numDeletedRows);
}

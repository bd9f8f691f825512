import { createHash, randomBytes } from 'node:crypto';
import type { Collaborator } from '../../../../contract/collaborators';
import type { Role } from '../../../../contract/roles';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../http/authenticate';
import { conflict, forbidden, invalidField, notFound, wrongPassword } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../http/passwords';
import { addMember } from '../companies/members.repository';
import { findUserByEmail, findUserById, insertUser, setPassword, updateUser } from '../users/users.repository';
import * as repo from './collaborators.repository';

const INVITATION_DAYS = 7;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function fromMember(m: repo.MemberRow): Collaborator {
  return {
    _id: m.userId, userId: m.userId, name: m.name, surname: m.surname, email: m.email, role: m.role, waAppId: m.waAppId,
    status: 'active', invitedAt: null, joinedAt: m.joinedAt.toISOString(),
  };
}

function fromInvitation(i: repo.InvitationRow): Collaborator {
  return {
    _id: i.id, userId: null, name: i.name, surname: i.surname, email: i.email, role: i.role, waAppId: i.waAppId,
    status: 'invited', invitedAt: i.createdAt.toISOString(), joinedAt: null,
  };
}

export async function listCollaborators(db: Db, companyId: string) {
  const [members, invitations] = await Promise.all([repo.listMembers(db, companyId), repo.pendingInvitations(db, companyId)]);
  const data = [...members.map(fromMember), ...invitations.map(fromInvitation)];
  return { data, total: data.length, page: 1, limit: Math.max(data.length, 1) };
}

const MAIL = {
  es: (company: string, inviter: string, link: string) => ({
    subject: `${inviter} te invita a ${company}`,
    text: `Hola:\n\n${inviter} te ha invitado a colaborar en ${company}.\n\nAcepta la invitación aquí (caduca en ${INVITATION_DAYS} días):\n${link}\n\nSi no esperabas este mensaje, ignóralo.`,
  }),
  en: (company: string, inviter: string, link: string) => ({
    subject: `${inviter} invites you to ${company}`,
    text: `Hello,\n\n${inviter} has invited you to work in ${company}.\n\nAccept the invitation here (it expires in ${INVITATION_DAYS} days):\n${link}\n\nIf you were not expecting this message, ignore it.`,
  }),
};

export async function addCollaborator(
  deps: AppDeps,
  companyId: string,
  inviter: AuthUser,
  body: { collaboratorEmail: string; role: string; name?: string; surname?: string; waAppId?: string | null; language: 'es' | 'en' },
): Promise<Collaborator> {
  if (await repo.findMemberByEmail(deps.db, companyId, body.collaboratorEmail)) {
    throw conflict(`${body.collaboratorEmail} already works in this company`, 'already_member');
  }
  const { token, link } = newInvitationLink(deps, body.language);
  const [company, inviterRow] = await Promise.all([
    deps.db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow(),
    findUserById(deps.db, inviter.id),
  ]);
  const inviterName = `${inviterRow?.name ?? ''} ${inviterRow?.surname ?? ''}`.trim() || inviter.email;
  // The invitation exists only if its mail went out: both in one transaction.
  const invitation = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.upsertInvitation(trx, {
      companyId, email: body.collaboratorEmail, name: body.name ?? '', surname: body.surname ?? '', role: body.role as Role,
      waAppId: body.waAppId ?? null, tokenHash: hashToken(token), invitedBy: inviter.id,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    });
    await deps.connectors.mail.send({ to: body.collaboratorEmail, ...MAIL[body.language](company.name, inviterName, link), tag: 'collaborator-invitation', companyId });
    return row;
  });
  return fromInvitation(invitation);
}

function newInvitationLink(deps: AppDeps, language: 'es' | 'en') {
  const token = randomBytes(32).toString('base64url');
  return { token, link: `${deps.config.publicUrl}/${language}/invitation?token=${token}` };
}

/**
 * For an owner or admin to hand the invitation over themselves (no mail server, a lost mail): only
 * the token's hash is kept, so the link is issued anew and the one mailed before stops working.
 */
export async function invitationLink(deps: AppDeps, companyId: string, collaboratorId: string, language: 'es' | 'en') {
  const invitation = await repo.findPendingInvitation(deps.db, companyId, collaboratorId);
  if (!invitation) throw notFound('Invitation');
  const { token, link } = newInvitationLink(deps, language);
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  await repo.renewInvitationToken(deps.db, invitation.id, hashToken(token), expiresAt);
  return { link, expiresAt: expiresAt.toISOString() };
}

/** collaboratorId is a member's user id or a pending invitation's id. */
export async function editCollaborator(
  db: Db,
  companyId: string,
  body: { collaboratorId: string; newRole?: string; waAppId?: string | null; removeWaApp?: boolean },
): Promise<Collaborator> {
  const waAppId = body.removeWaApp ? null : body.waAppId;
  const member = await repo.findMember(db, companyId, body.collaboratorId);
  if (member) {
    if (member.role === 'owner' && body.newRole && body.newRole !== 'owner') throw forbidden('The owner cannot be demoted', 'owner_fixed');
    await db.transaction().execute(async (trx) => {
      if (body.newRole && member.role !== 'owner') await repo.setRole(trx, companyId, member.userId, body.newRole as Role);
      if (waAppId !== undefined) await repo.setWaApp(trx, companyId, member.userId, waAppId);
    });
    return fromMember((await repo.findMember(db, companyId, member.userId))!);
  }
  const invitation = await repo.findPendingInvitation(db, companyId, body.collaboratorId);
  if (!invitation) throw notFound('Collaborator');
  await repo.updateInvitation(db, invitation.id, {
    ...(body.newRole ? { role: body.newRole as Role } : {}),
    ...(waAppId !== undefined ? { waAppId } : {}),
  });
  return fromInvitation((await repo.findPendingInvitation(db, companyId, invitation.id))!);
}

export async function removeCollaborator(db: Db, companyId: string, collaboratorId: string) {
  const member = await repo.findMember(db, companyId, collaboratorId);
  if (member) {
    if (member.role === 'owner') throw forbidden('The owner cannot be removed', 'owner_fixed');
    const releasedContacts = await db.transaction().execute((trx) => repo.removeMember(trx, companyId, member.userId));
    return { ok: true as const, releasedContacts };
  }
  const invitation = await repo.findPendingInvitation(db, companyId, collaboratorId);
  if (!invitation) throw notFound('Collaborator');
  await repo.deleteInvitation(db, invitation.id);
  return { ok: true as const, releasedContacts: 0 };
}

export async function getInvitation(db: Db, token: string) {
  const invitation = await repo.findOpenInvitation(db, hashToken(token));
  if (!invitation) throw notFound('Invitation');
  const user = await findUserByEmail(db, invitation.email);
  return {
    companyName: invitation.companyName,
    email: invitation.email,
    role: invitation.role,
    invitedBy: invitation.inviterName ?? '',
    needsPassword: !user?.passwordHash,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Accepting makes the invitee a member with the invited role. Someone without an account (or
 * without a password) sets name and password here. An existing account is never changed by a
 * link, and its owner confirms with their password: the link alone (a forwarded mail) neither
 * takes over nor signs into an account.
 */
export async function acceptInvitation(deps: AppDeps, body: { token: string; name?: string; surname?: string; password?: string }) {
  const result = await deps.db.transaction().execute(async (trx) => {
    const invitation = await repo.findOpenInvitation(trx, hashToken(body.token), true);
    if (!invitation) throw notFound('Invitation');
    let user = await findUserByEmail(trx, invitation.email);
    if (!user?.passwordHash) {
      if (!body.password) throw invalidField('body.password', 'Choose a password');
      const name = body.name?.trim() || invitation.name;
      if (!name) throw invalidField('body.name', 'Name is required');
      const passwordHash = await hashPassword(body.password);
      const surname = body.surname?.trim() || invitation.surname;
      user = user
        ? await setPassword(trx, (await updateUser(trx, user.id, { name, surname })).id, passwordHash)
        : await insertUser(trx, { email: invitation.email, passwordHash, name, surname });
    } else if (!body.password) {
      throw invalidField('body.password', 'Enter your password to accept');
    } else if (!(await verifyPassword(body.password, user.passwordHash))) {
      throw wrongPassword();
    }
    const existingRole = await trx.selectFrom('companyMembers').select('role').where('companyId', '=', invitation.companyId).where('userId', '=', user.id).executeTakeFirst();
    // Already a member (e.g. invited twice): keep the role they have.
    if (!existingRole) await addMember(trx, invitation.companyId, user.id, invitation.role);
    if (invitation.waAppId) await repo.setWaApp(trx, invitation.companyId, user.id, invitation.waAppId);
    await repo.markAccepted(trx, invitation.id, user.id);
    return { user, companyId: invitation.companyId };
  });
  const token = await deps.tokens.sign(result.user.id, result.user.tokenVersion);
  return {
    token,
    companyId: result.companyId,
    user: { _id: result.user.id, email: result.user.email, name: result.user.name, surname: result.user.surname },
  };
}

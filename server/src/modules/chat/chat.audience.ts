import type { Role } from '../../../../contract/roles';
import type { Conn } from '../contacts/contacts.repository';
import { listMembers } from '../collaborators/collaborators.repository';
import type { Viewer } from './chat.repository';

/** Roles that see every conversation of the company (agents see theirs and the unassigned ones). */
const SEES_ALL: readonly Role[] = ['owner', 'admin', 'manager', 'viewer'];

export type Member = { userId: string; role: Role; waAppId: string | null };

export function viewerOf(member: Member): Viewer {
  return { userId: member.userId, seesAll: SEES_ALL.includes(member.role), appId: member.waAppId };
}

export type ConversationScope = { appId: string; assignedUserId: string | null; contactAssignees: readonly string[] };

/** Whether a member may open this conversation (the same rule the inbox query applies). */
export function canSee(member: Member, c: ConversationScope): boolean {
  if (member.waAppId && member.waAppId !== c.appId) return false;
  if (SEES_ALL.includes(member.role)) return true;
  return c.assignedUserId === null || c.assignedUserId === member.userId || c.contactAssignees.includes(member.userId);
}

/**
 * Who gets a desktop notification for a message from the contact: an assigned conversation
 * notifies its assignee only; an unassigned one everyone who may answer it. Viewers read, they
 * do not answer, so they are not called.
 */
export function shouldBeNotified(member: Member, c: ConversationScope): boolean {
  if (!canSee(member, c) || member.role === 'viewer') return false;
  return c.assignedUserId === null || c.assignedUserId === member.userId;
}

export async function companyMembers(db: Conn, companyId: string): Promise<Member[]> {
  return (await listMembers(db, companyId)).map((m) => ({ userId: m.userId, role: m.role, waAppId: m.waAppId }));
}

export async function contactAssignees(db: Conn, contactId: string): Promise<string[]> {
  const rows = await db.selectFrom('contactCollaborators').select('userId').where('contactId', '=', contactId).execute();
  return rows.map((r) => r.userId);
}

/** The members who see a conversation (live updates) and those to notify of an incoming message. */
export async function audienceOf(db: Conn, companyId: string, c: Omit<ConversationScope, 'contactAssignees'> & { contactId: string }) {
  const [members, assignees] = await Promise.all([companyMembers(db, companyId), contactAssignees(db, c.contactId)]);
  const scope = { ...c, contactAssignees: assignees };
  return {
    viewers: members.filter((m) => canSee(m, scope)).map((m) => m.userId),
    toNotify: members.filter((m) => shouldBeNotified(m, scope)).map((m) => m.userId),
  };
}

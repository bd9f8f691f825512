import { sql } from 'kysely';
import type { Role } from '../../../../contract/roles';
import type { Conn } from '../contacts/contacts.repository';
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

/** What the rules read of each member: no names, no order (a company may have thousands). */
export async function companyMembers(db: Conn, companyId: string): Promise<Member[]> {
  const r = await sql<Member>`SELECT m.user_id, m.role, s.wa_app_id FROM company_members m
    LEFT JOIN collaborator_settings s ON s.company_id = m.company_id AND s.user_id = m.user_id
    WHERE m.company_id = ${companyId}`.execute(db);
  return r.rows;
}

/**
 * The members who see a conversation (live updates) and those to notify of an incoming message.
 * Runs for every message: the members and which of them the contact is assigned to come in one
 * statement.
 */
export async function audienceOf(db: Conn, companyId: string, c: Omit<ConversationScope, 'contactAssignees'> & { contactId: string }) {
  const r = await sql<Member & { contactAssignee: boolean }>`SELECT m.user_id, m.role, s.wa_app_id, cc.user_id IS NOT NULL AS contact_assignee
    FROM company_members m
    LEFT JOIN collaborator_settings s ON s.company_id = m.company_id AND s.user_id = m.user_id
    LEFT JOIN contact_collaborators cc ON cc.contact_id = ${c.contactId} AND cc.user_id = m.user_id
    WHERE m.company_id = ${companyId}`.execute(db);
  const members = r.rows;
  const scope = { ...c, contactAssignees: members.filter((m) => m.contactAssignee).map((m) => m.userId) };
  return {
    viewers: members.filter((m) => canSee(m, scope)).map((m) => m.userId),
    toNotify: members.filter((m) => shouldBeNotified(m, scope)).map((m) => m.userId),
  };
}

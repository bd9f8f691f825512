import { z } from 'zod';
import { defineCall } from './define';
import { email, id, listOf, password } from './common';
import { ROLES } from './roles';

/**
 * Collaborators are the members of a company. Adding one by email sends an invitation mail with
 * a link to `/{lang}/invitation?token=…`; the invitee opens it (getInvitation says who invites
 * them and whether they must choose a password), accepts (acceptInvitation) and from then on
 * logs in and works in that company with the role given. Only owners and admins manage
 * collaborators; the owner can be neither removed nor demoted. Removing a collaborator releases
 * their contact assignments. `waAppId` ties a collaborator to one chat-channel app.
 */
export const ASSIGNABLE_ROLES = ROLES.filter((r) => r !== 'owner') as Exclude<(typeof ROLES)[number], 'owner'>[];
const assignableRole = z.enum(ASSIGNABLE_ROLES as [string, ...string[]], { message: `role must be one of ${ASSIGNABLE_ROLES.join(', ')}` });
const waAppId = z.string().trim().min(1).max(100);

/** A member who has joined, or an invitation not yet accepted. */
export const COLLABORATOR_STATUSES = ['active', 'invited'] as const;

export const collaborator = z.object({
  /** The user id once active; the invitation id while invited. Use it as collaboratorId. */
  _id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  waAppId: z.string().nullable(),
  status: z.enum(COLLABORATOR_STATUSES),
  invitedAt: z.string().nullable(),
  joinedAt: z.string().nullable(),
});
export type Collaborator = z.infer<typeof collaborator>;

export const invitation = z.object({
  companyName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  invitedBy: z.string(),
  /** false when the email already has an account: accepting then needs no name or password. */
  needsPassword: z.boolean(),
  expiresAt: z.string(),
});

const byCompany = { in: 'body', key: 'companyId' } as const;

export const collaboratorCalls = {
  addCollaborator: defineCall({
    method: 'POST', path: '/addCollaborator', summary: 'Invites someone by email with a role (409 when already a member; inviting again renews the pending invitation and its link)',
    body: z.object({
      companyId: id, collaboratorEmail: email, role: assignableRole,
      name: z.string().trim().max(100).optional(), surname: z.string().trim().max(100).optional(),
      waAppId: waAppId.nullable().optional(), language: z.enum(['es', 'en']).default('es'),
    }),
    company: byCompany, permission: 'collaborators:manage', response: collaborator,
  }),
  listCollaborators: defineCall({
    method: 'GET', path: '/collaborators/:companyId', summary: 'Members (owner first) and pending invitations',
    params: z.object({ companyId: id }), company: { in: 'params', key: 'companyId' }, permission: 'collaborators:read', response: listOf(collaborator),
  }),
  editCollaborator: defineCall({
    method: 'PUT', path: '/editCollaborator', summary: "Changes a collaborator's role and chat-channel app (removeWaApp unties it)",
    body: z.object({
      companyId: id, collaboratorId: id, newRole: assignableRole.optional(), waAppId: waAppId.nullable().optional(), removeWaApp: z.boolean().optional(),
    }),
    company: byCompany, permission: 'collaborators:manage', response: collaborator,
  }),
  removeCollaborator: defineCall({
    method: 'DELETE', path: '/removeCollaborator', summary: 'Removes a member (their contact assignments are released) or cancels an invitation',
    body: z.object({ companyId: id, collaboratorId: id }), company: byCompany, permission: 'collaborators:manage',
    response: z.object({ ok: z.literal(true), releasedContacts: z.number() }),
  }),
  invitationLink: defineCall({
    method: 'POST', path: '/collaborator/invitationLink',
    summary: "A new link for a pending invitation, to hand over by other means than mail (the one mailed before stops working)",
    body: z.object({ companyId: id, collaboratorId: id, language: z.enum(['es', 'en']).default('es') }),
    company: byCompany, permission: 'collaborators:manage',
    response: z.object({ link: z.string(), expiresAt: z.string() }),
  }),
  getInvitation: defineCall({
    method: 'GET', path: '/invitation/:token', summary: 'What an invitation link is for (404 when unknown, used or expired)', public: true,
    params: z.object({ token: z.string().min(20).max(200) }), response: invitation,
  }),
  acceptInvitation: defineCall({
    method: 'POST', path: '/acceptInvitation',
    summary: 'Accepts an invitation: new users set name and password; returns a session token for that company', public: true,
    body: z.object({
      token: z.string().min(20).max(200),
      name: z.string().trim().min(1, 'Name is required').max(100).optional(),
      surname: z.string().trim().max(100).optional(),
      password: password.optional(),
    }),
    response: z.object({ token: z.string(), companyId: z.string(), user: z.object({ _id: z.string(), email: z.string(), name: z.string(), surname: z.string() }) }),
  }),
} as const;

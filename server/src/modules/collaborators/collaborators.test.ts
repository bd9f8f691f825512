import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'https://crm.example.com' } });
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
});
afterAll(async () => ctx?.close());

const api = (user: TestUser | { token: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>) =>
  call(ctx, method, `/api${url}`, { token: user.token, ...(body ? { body } : {}) });
const invite = (email: string, role = 'agent', extra: Record<string, unknown> = {}) =>
  api(owner, 'POST', '/addCollaborator', { companyId: owner.companyId, collaboratorEmail: email, role, ...extra });

async function invitationToken(email: string): Promise<string> {
  const [mail] = await ctx.deps.connectors.mail.outbox(email);
  const match = /https:\/\/crm\.example\.com\/(es|en)\/invitation\?token=([\w-]+)/.exec(mail.text);
  expect(match).not.toBeNull();
  return match![2];
}

describe('collaborators and invitations', () => {
  it('invites a new person by mail; they set a password, log in and work with their role', async () => {
    const added = await invite('Nueva.Agente@Example.com', 'agent', { name: 'Nora', waAppId: 'wa-app-1' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ email: 'nueva.agente@example.com', role: 'agent', status: 'invited', userId: null, waAppId: 'wa-app-1' });
    const [mail] = await ctx.deps.connectors.mail.outbox('nueva.agente@example.com');
    expect(mail.subject).toContain('te invita');
    const token = await invitationToken('nueva.agente@example.com');

    const info = await call(ctx, 'GET', `/api/invitation/${token}`);
    expect(info.body).toMatchObject({ email: 'nueva.agente@example.com', role: 'agent', needsPassword: true, companyName: expect.any(String) });
    expect((await call(ctx, 'POST', '/api/acceptInvitation', { body: { token } })).status).toBe(400);
    const accepted = await call(ctx, 'POST', '/api/acceptInvitation', { body: { token, name: 'Nora', surname: 'Ruiz', password: 'Agente123' } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ companyId: owner.companyId, user: { email: 'nueva.agente@example.com', name: 'Nora', surname: 'Ruiz' } });
    // The link works once.
    expect((await call(ctx, 'POST', '/api/acceptInvitation', { body: { token, name: 'Otra', password: 'Agente123' } })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/invitation/${token}`)).status).toBe(404);

    const login = await call(ctx, 'POST', '/api/login', { body: { email: 'nueva.agente@example.com', password: 'Agente123' } });
    expect(login.status).toBe(200);
    const session = { token: accepted.body.token as string };
    const created = await api(session, 'POST', '/createContact', { companyId: owner.companyId, name: 'De la agente' });
    expect(created.status).toBe(201);
    expect((await api(session, 'DELETE', `/contact/${created.body._id}`, { companyId: owner.companyId })).status).toBe(403);
    expect((await api(session, 'POST', '/addCollaborator', { companyId: owner.companyId, collaboratorEmail: 'x@example.com', role: 'viewer' })).status).toBe(403);

    const list = await api(owner, 'GET', `/collaborators/${owner.companyId}`);
    expect(list.body.data[0]).toMatchObject({ _id: owner.id, role: 'owner', status: 'active' });
    expect(list.body.data.find((c: { email: string }) => c.email === 'nueva.agente@example.com')).toMatchObject({ status: 'active', role: 'agent', waAppId: 'wa-app-1', name: 'Nora' });
  });

  it('gives an owner a fresh invitation link to copy (no mail needed); the mailed one stops working', async () => {
    const added = await invite('copiar.enlace@example.com', 'viewer');
    const mailed = await invitationToken('copiar.enlace@example.com');
    const res = await api(owner, 'POST', '/collaborator/invitationLink', { companyId: owner.companyId, collaboratorId: added.body._id, language: 'en' });
    expect(res.status).toBe(200);
    const copied = /^https:\/\/crm\.example\.com\/en\/invitation\?token=([\w-]{40,})$/.exec(res.body.link);
    expect(copied).not.toBeNull();
    expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await call(ctx, 'GET', `/api/invitation/${mailed}`)).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/invitation/${copied![1]}`)).body).toMatchObject({ email: 'copiar.enlace@example.com', role: 'viewer' });
    // No second mail went out for it.
    expect(await ctx.deps.connectors.mail.outbox('copiar.enlace@example.com')).toHaveLength(1);
  });

  it('hands invitation links only to those who manage collaborators, and only for their company', async () => {
    const added = await invite('solo.admins@example.com', 'viewer');
    const manager = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'manager' } });
    const body = { companyId: owner.companyId, collaboratorId: added.body._id };
    expect((await api(manager, 'POST', '/collaborator/invitationLink', body)).status).toBe(403);
    expect((await api(stranger, 'POST', '/collaborator/invitationLink', body)).status).toBe(404);
    expect((await api(stranger, 'POST', '/collaborator/invitationLink', { companyId: stranger.companyId, collaboratorId: added.body._id })).status).toBe(404);
    // Still the mailed link works: nothing was renewed by the refused calls.
    expect((await call(ctx, 'GET', `/api/invitation/${await invitationToken('solo.admins@example.com')}`)).status).toBe(200);
  });

  it('lets an existing account accept with its own password, never with the link alone', async () => {
    await invite(stranger.email, 'viewer', { language: 'en' });
    const [mail] = await ctx.deps.connectors.mail.outbox(stranger.email);
    expect(mail.subject).toContain('invites you');
    const token = await invitationToken(stranger.email);
    expect((await call(ctx, 'GET', `/api/invitation/${token}`)).body.needsPassword).toBe(false);
    // Whoever holds the link but not the password gets no session and no membership.
    const bare = await call(ctx, 'POST', '/api/acceptInvitation', { body: { token } });
    expect(bare.status).toBe(400);
    expect(bare.body.details).toEqual([{ path: 'body.password', message: 'Enter your password to accept' }]);
    const wrong = await call(ctx, 'POST', '/api/acceptInvitation', { body: { token, password: 'Takeover999' } });
    expect(wrong.body).toMatchObject({ error_code: 'invalid_password' });
    expect(wrong.body.token).toBeUndefined();
    expect((await api(stranger, 'POST', '/contacts', { companyId: owner.companyId })).status).toBe(404);
    const accepted = await call(ctx, 'POST', '/api/acceptInvitation', { body: { token, password: stranger.password } });
    expect(accepted.status).toBe(200);
    expect((await call(ctx, 'POST', '/api/login', { body: { email: stranger.email, password: 'Takeover999' } })).status).toBe(401);
    expect((await call(ctx, 'POST', '/api/login', { body: { email: stranger.email, password: stranger.password } })).status).toBe(200);
    expect((await api(stranger, 'POST', '/contacts', { companyId: owner.companyId })).status).toBe(200);
    expect((await invite(stranger.email)).status).toBe(409);
  });

  it('edits role and chat app, never the owner; removal releases assignments', async () => {
    const member = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
    const edited = await api(owner, 'PUT', '/editCollaborator', { companyId: owner.companyId, collaboratorId: member.id, newRole: 'manager', waAppId: 'wa-2' });
    expect(edited.body).toMatchObject({ role: 'manager', waAppId: 'wa-2' });
    const untied = await api(owner, 'PUT', '/editCollaborator', { companyId: owner.companyId, collaboratorId: member.id, removeWaApp: true });
    expect(untied.body.waAppId).toBeNull();
    expect((await api(owner, 'PUT', '/editCollaborator', { companyId: owner.companyId, collaboratorId: owner.id, newRole: 'viewer' })).status).toBe(403);
    expect((await api(owner, 'PUT', '/editCollaborator', { companyId: owner.companyId, collaboratorId: member.id, newRole: 'owner' })).status).toBe(400);
    expect((await api(owner, 'DELETE', '/removeCollaborator', { companyId: owner.companyId, collaboratorId: owner.id })).status).toBe(403);
    const manager = member;
    expect((await api(manager, 'DELETE', '/removeCollaborator', { companyId: owner.companyId, collaboratorId: owner.id })).status).toBe(403);

    const c = (await api(owner, 'POST', '/createContact', { companyId: owner.companyId, name: 'Asignada', collaboratorIds: [member.id] })).body;
    expect(c.collaborators.map((x: { _id: string }) => x._id)).toEqual([member.id]);
    const removed = await api(owner, 'DELETE', '/removeCollaborator', { companyId: owner.companyId, collaboratorId: member.id });
    expect(removed.body).toEqual({ ok: true, releasedContacts: 1 });
    expect((await api(owner, 'GET', `/contact/${owner.companyId}/${c._id}`)).body.collaborators).toEqual([]);
    expect((await api(member, 'POST', '/contacts', { companyId: owner.companyId })).status).toBe(404);
    const roles = (await api(owner, 'GET', `/collaborators/${owner.companyId}`)).body.data.map((x: { role: string }) => x.role);
    expect(roles[0]).toBe('owner');
  });

  it('cancels or edits a pending invitation by its id', async () => {
    const pending = (await invite('pendiente@example.com', 'viewer')).body;
    const edited = await api(owner, 'PUT', '/editCollaborator', { companyId: owner.companyId, collaboratorId: pending._id, newRole: 'manager' });
    expect(edited.body).toMatchObject({ status: 'invited', role: 'manager' });
    const token = await invitationToken('pendiente@example.com');
    expect((await api(owner, 'DELETE', '/removeCollaborator', { companyId: owner.companyId, collaboratorId: pending._id })).body).toEqual({ ok: true, releasedContacts: 0 });
    expect((await call(ctx, 'GET', `/api/invitation/${token}`)).status).toBe(404);
  });

  it('answers 404 to other companies, 403 to non-admins, and changes nothing', async () => {
    const outsider = await createTestUser(ctx);
    expect((await api(outsider, 'GET', `/collaborators/${owner.companyId}`)).status).toBe(404);
    expect((await api(outsider, 'POST', '/addCollaborator', { companyId: owner.companyId, collaboratorEmail: 'y@example.com', role: 'admin' })).status).toBe(404);
    expect((await api(outsider, 'DELETE', '/removeCollaborator', { companyId: outsider.companyId, collaboratorId: owner.id })).status).toBe(404);
    const viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
    expect((await api(viewer, 'PUT', '/editCollaborator', { companyId: owner.companyId, collaboratorId: viewer.id, newRole: 'admin' })).status).toBe(403);
    const me = (await api(owner, 'GET', `/collaborators/${owner.companyId}`)).body.data.find((x: { _id: string }) => x._id === viewer.id);
    expect(me.role).toBe('viewer');
    expect(await ctx.deps.connectors.mail.outbox('y@example.com')).toHaveLength(0);
    expect((await call(ctx, 'GET', `/api/invitation/${'x'.repeat(43)}`)).status).toBe(404);
  });
});

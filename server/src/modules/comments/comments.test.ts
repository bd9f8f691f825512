import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let otherAgent: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let contactId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  otherAgent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
  stranger = await createTestUser(ctx);
  contactId = (await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, name: 'Comentada' } })).body._id;
});
afterAll(async () => ctx?.close());

const comment = (user: TestUser, text: string, companyId = owner.companyId) =>
  call(ctx, 'POST', '/api/contactComment/createContactComment', { token: user.token, body: { companyId, contactId, comment: text } });

describe('contact comments', () => {
  it('creates with author and time, lists newest first, reads one', async () => {
    const first = await comment(agent, 'Primera llamada');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ comment: 'Primera llamada', contactId, edited: false, author: { _id: agent.id, email: agent.email } });
    expect(Date.parse(first.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    await comment(owner, 'Segunda');
    const list = await call(ctx, 'GET', `/api/getCommentsByContact/${owner.companyId}/${contactId}`, { token: viewer.token });
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((c: { comment: string }) => c.comment)).toEqual(['Segunda', 'Primera llamada']);
    const one = await call(ctx, 'GET', `/api/getCommentById/${owner.companyId}/${first.body._id}`, { token: owner.token });
    expect(one.body.comment).toBe('Primera llamada');
    expect((await comment(agent, '   ')).status).toBe(400);
    expect((await comment(viewer, 'No puedo')).status).toBe(403);
  });

  it('lets the author or an admin edit and delete, not another agent', async () => {
    const mine = (await comment(agent, 'Mío')).body;
    const edit = (user: TestUser, text: string) => call(ctx, 'PUT', '/api/contactComment/editComment', { token: user.token, body: { companyId: owner.companyId, commentId: mine._id, comment: text } });
    expect((await edit(otherAgent, 'Cambiado por otro')).status).toBe(403);
    const edited = await edit(agent, 'Mío, corregido');
    expect(edited.status).toBe(200);
    expect(edited.body.comment).toBe('Mío, corregido');
    expect((await edit(owner, 'Moderado')).body.comment).toBe('Moderado');
    const del = (user: TestUser) => call(ctx, 'DELETE', '/api/deleteComment', { token: user.token, body: { companyId: owner.companyId, commentId: mine._id } });
    expect((await del(otherAgent)).status).toBe(403);
    expect((await del(agent)).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/getCommentById/${owner.companyId}/${mine._id}`, { token: owner.token })).status).toBe(404);
  });

  it('answers 404 to other companies and changes nothing', async () => {
    const c = (await comment(owner, 'Privado')).body;
    expect((await comment(stranger, 'Intruso', stranger.companyId)).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/getCommentsByContact/${stranger.companyId}/${contactId}`, { token: stranger.token })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/getCommentById/${stranger.companyId}/${c._id}`, { token: stranger.token })).status).toBe(404);
    expect((await call(ctx, 'PUT', '/api/contactComment/editComment', { token: stranger.token, body: { companyId: stranger.companyId, commentId: c._id, comment: 'x' } })).status).toBe(404);
    expect((await call(ctx, 'DELETE', '/api/deleteComment', { token: stranger.token, body: { companyId: stranger.companyId, commentId: c._id } })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/getCommentById/${owner.companyId}/${c._id}`, { token: owner.token })).body.comment).toBe('Privado');
  });
});

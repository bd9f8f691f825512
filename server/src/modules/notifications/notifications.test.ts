import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import type { Realtime } from '../../realtime/realtime';
import { notifyUsers } from './notifications.service';

let ctx: TestContext;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
  stranger = await createTestUser(ctx);
});
afterAll(async () => ctx?.close());

const list = (user: TestUser, query = '') => call(ctx, 'GET', `/api/notifications?companyId=${owner.companyId}${query}`, { token: user.token });

describe('notifications', () => {
  it('reach only members of the company, each sees only their own, newest first with the unread count', async () => {
    const pushed: { userIds: readonly string[]; event: string; payload: unknown }[] = [];
    const realtime = { emitToUsers: (userIds, event, payload) => pushed.push({ userIds, event, payload }), close: async () => {} } satisfies Realtime;
    const created = await notifyUsers(ctx.db, owner.companyId, [owner.id, viewer.id, stranger.id], { title: 'Lead caliente', body: 'Ana abrió el correo', link: '/crm/contacts/1' }, realtime);
    expect(created).toHaveLength(2);
    await notifyUsers(ctx.db, owner.companyId, [owner.id], { title: 'Segundo', body: '' });
    expect(pushed.map((p) => p.userIds)).toEqual([[expect.any(String)], [expect.any(String)]]);
    expect(pushed.flatMap((p) => p.userIds).sort()).toEqual([owner.id, viewer.id].sort());
    expect(pushed[0]).toMatchObject({ event: 'notification', payload: { companyId: owner.companyId, unread: 1, notification: { title: 'Lead caliente', read: false } } });

    const mine = await list(owner);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ total: 2, unread: 2, page: 1, limit: 20 });
    expect(mine.body.data.map((n: { title: string }) => n.title)).toEqual(['Segundo', 'Lead caliente']);
    expect((await list(viewer)).body).toMatchObject({ total: 1, unread: 1 });
    // A stranger to the company: 404, and notifyUsers gave them nothing there.
    expect((await list(stranger)).status).toBe(404);
  });

  it('marks read (own ids only) and all read', async () => {
    const [theirs] = await notifyUsers(ctx.db, owner.companyId, [viewer.id], { title: 'Para el viewer', body: '' });
    const mine = (await list(owner)).body.data as { _id: string }[];
    // The owner marking the viewer's notification changes nothing for the viewer.
    const before = (await list(viewer)).body.unread;
    const marked = await call(ctx, 'PUT', '/api/notifications/read', { token: owner.token, body: { companyId: owner.companyId, ids: [mine[0]._id, theirs._id] } });
    expect(marked.body).toEqual({ unread: (await list(owner)).body.unread });
    expect((await list(viewer)).body.unread).toBe(before);
    expect((await list(owner, '&unreadOnly=true')).body.data.map((n: { _id: string }) => n._id)).not.toContain(mine[0]._id);
    // Any member may mark their own, even a viewer.
    const all = await call(ctx, 'PUT', '/api/notifications/read-all', { token: viewer.token, body: { companyId: owner.companyId } });
    expect(all.body).toEqual({ unread: 0 });
    expect((await list(viewer)).body.data.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await call(ctx, 'PUT', '/api/notifications/read-all', { token: stranger.token, body: { companyId: owner.companyId } })).status).toBe(404);
    expect((await list(owner)).body.unread).toBeGreaterThan(0);
  });

  it('a source key notifies once', async () => {
    const input = { title: 'Una vez', body: '', sourceKey: 'workflow:run1:step1' };
    expect(await notifyUsers(ctx.db, owner.companyId, [owner.id], input)).toHaveLength(1);
    expect(await notifyUsers(ctx.db, owner.companyId, [owner.id], input)).toHaveLength(0);
    expect((await list(owner)).body.data.filter((n: { title: string }) => n.title === 'Una vez')).toHaveLength(1);
  });
});

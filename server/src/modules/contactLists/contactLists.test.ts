import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
  for (const [name, city] of [['Ana', 'Madrid'], ['Bea', 'Madrid'], ['Carlos', 'Bilbao'], ['Dani', 'Cádiz']]) {
    ids[name] = (await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, name, city } })).body._id;
  }
});
afterAll(async () => ctx?.close());

const api = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>) =>
  call(ctx, method, `/api${url}`, { token: user.token, ...(body ? { body } : {}) });
const size = async (listId: string) => (await api(owner, 'GET', `/contact-list/${owner.companyId}/${listId}`)).body.contactCount;

describe('contact lists', () => {
  it('creates (unique name), lists with sizes, renames and deletes without deleting contacts', async () => {
    const created = await api(owner, 'POST', '/contact-list', { companyId: owner.companyId, name: 'Boletín', description: 'Newsletter' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Boletín', description: 'Newsletter', contactCount: 0 });
    expect((await api(owner, 'POST', '/contact-list', { companyId: owner.companyId, name: 'boletín' })).status).toBe(409);
    expect((await api(owner, 'POST', '/contact-list', { companyId: owner.companyId, name: '  ' })).status).toBe(400);
    await api(owner, 'POST', '/contact-list', { companyId: owner.companyId, name: 'Antiguos' });
    const list = await api(owner, 'GET', `/contact-lists/${owner.companyId}`);
    expect(list.body).toMatchObject({ total: 2, page: 1, limit: 100 });
    expect(list.body.data.map((l: { name: string }) => l.name)).toEqual(['Antiguos', 'Boletín']);
    expect((await api(owner, 'GET', `/contact-lists/${owner.companyId}?search=bol`)).body.total).toBe(1);
    const renamed = await api(owner, 'PUT', `/contact-list/${owner.companyId}/${created.body._id}`, { name: 'Boletín 2025' });
    expect(renamed.body.name).toBe('Boletín 2025');
    await api(owner, 'POST', '/contact-lists/add-contact', { companyId: owner.companyId, contactListId: created.body._id, contactIds: [ids.Ana] });
    expect((await api(owner, 'DELETE', `/contact-list/${owner.companyId}/${created.body._id}`)).status).toBe(200);
    expect((await api(owner, 'GET', `/contact-list/${owner.companyId}/${created.body._id}`)).status).toBe(404);
    expect((await api(owner, 'GET', `/contact/${owner.companyId}/${ids.Ana}`)).body.contactListIds).toEqual([]);
  });

  it('adds and removes contacts by id; foreign contact ids are ignored', async () => {
    const l = (await api(owner, 'POST', '/contact-list', { companyId: owner.companyId, name: 'Por id' })).body;
    const foreign = (await call(ctx, 'POST', '/api/createContact', { token: stranger.token, body: { companyId: stranger.companyId, name: 'Ajeno' } })).body._id;
    const add = await api(owner, 'POST', '/contact-lists/add-contact', { companyId: owner.companyId, contactListId: l._id, contactIds: [ids.Ana, ids.Bea, foreign] });
    expect(add.body).toEqual({ affected: 2 });
    expect((await api(owner, 'POST', '/contact-lists/add-contact', { companyId: owner.companyId, contactListId: l._id, contactIds: [ids.Ana] })).body).toEqual({ affected: 0 });
    expect(await size(l._id)).toBe(2);
    const rm = await api(owner, 'DELETE', '/contact-lists/remove-contact', { companyId: owner.companyId, contactListId: l._id, contactIds: [ids.Ana] });
    expect(rm.body).toEqual({ affected: 1 });
    expect(await size(l._id)).toBe(1);
  });

  it('bulk adds and removes by the current filter, with empty filters sent as null', async () => {
    const l = (await api(owner, 'POST', '/contact-list', { companyId: owner.companyId, name: 'Por filtro' })).body;
    const add = await api(owner, 'POST', '/contact-lists/add-bulk-contacts', {
      companyId: owner.companyId, contactListId: l._id, searchTerm: '', filters: [{ filterField: 'city', filterValue: 'madrid' }], filterByCollaborators: null,
    });
    expect(add.body).toEqual({ affected: 2 });
    const all = await api(owner, 'POST', '/contact-lists/add-bulk-contacts', { companyId: owner.companyId, contactListId: l._id, searchTerm: null, filters: null, filterByCollaborators: null });
    expect(all.body).toEqual({ affected: 2 });
    expect(await size(l._id)).toBe(4);
    const rm = await api(owner, 'DELETE', '/contact-lists/remove-bulk-contacts', { companyId: owner.companyId, contactListId: l._id, searchTerm: 'carlos', filters: null, filterByCollaborators: null });
    expect(rm.body).toEqual({ affected: 1 });
    const byIds = await api(owner, 'DELETE', '/contact-lists/remove-bulk-contacts', { companyId: owner.companyId, contactListId: l._id, contactIds: [ids.Dani], filters: null, filterByCollaborators: null });
    expect(byIds.body).toEqual({ affected: 1 });
    expect(await size(l._id)).toBe(2);
    const bad = await api(owner, 'POST', '/contact-lists/add-bulk-contacts', { companyId: owner.companyId, contactListId: l._id, filters: [{ filterField: 'nope', filterValue: 'x' }] });
    expect(bad.status).toBe(400);
  });

  it('answers 404 to other companies and 403 to agents, changing nothing', async () => {
    const l = (await api(owner, 'POST', '/contact-list', { companyId: owner.companyId, name: 'Privada' })).body;
    await api(owner, 'POST', '/contact-lists/add-contact', { companyId: owner.companyId, contactListId: l._id, contactIds: [ids.Ana] });
    expect((await api(stranger, 'GET', `/contact-lists/${owner.companyId}`)).status).toBe(404);
    expect((await api(stranger, 'PUT', `/contact-list/${stranger.companyId}/${l._id}`, { name: 'Robada' })).status).toBe(404);
    expect((await api(stranger, 'DELETE', `/contact-list/${stranger.companyId}/${l._id}`)).status).toBe(404);
    expect((await api(stranger, 'DELETE', '/contact-lists/remove-contact', { companyId: stranger.companyId, contactListId: l._id, contactIds: [ids.Ana] })).status).toBe(404);
    expect((await api(stranger, 'POST', '/contact-lists/add-bulk-contacts', { companyId: stranger.companyId, contactListId: l._id, filters: null, filterByCollaborators: null })).status).toBe(404);
    const agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
    expect((await api(agent, 'POST', '/contact-list', { companyId: owner.companyId, name: 'Agente' })).status).toBe(403);
    expect((await api(agent, 'DELETE', `/contact-list/${owner.companyId}/${l._id}`)).status).toBe(403);
    expect((await api(agent, 'GET', `/contact-lists/${owner.companyId}`)).status).toBe(200);
    const after = (await api(owner, 'GET', `/contact-list/${owner.companyId}/${l._id}`)).body;
    expect(after).toMatchObject({ name: 'Privada', contactCount: 1 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
});
afterAll(async () => ctx?.close());

const create = (user: TestUser, body: Record<string, unknown>) =>
  call(ctx, 'POST', '/api/createContact', { token: user.token, body: { companyId: user.companyId, ...body } });

const byFilter = (user: TestUser, body: Record<string, unknown>, query = '') =>
  call(ctx, 'POST', `/api/contactsByFilter${query}`, { token: user.token, body: { companyId: user.companyId, ...body } });

const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((c) => c.name);

async function countContacts(companyId: string) {
  const row = await ctx.db.selectFrom('contacts').select((eb) => eb.fn.countAll<number>().as('n')).where('companyId', '=', companyId).executeTakeFirst();
  return Number(row?.n);
}

describe('createContact, getContact, updateContact, deleteContact', () => {
  it('creates a contact with custom values and returns it with _id', async () => {
    await call(ctx, 'POST', '/api/createCustomProperty', { token: owner.token, body: { companyId: owner.companyId, propertyName: 'presupuesto', type: 'number' } });
    const res = await create(owner, { name: ' Lucía ', surname: 'Martínez', email: 'Lucia@Example.com', phone: '+34 612 345 678', customProperties: { presupuesto: '1500,5' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Lucía', surname: 'Martínez', email: 'lucia@example.com', phone: '+34 612 345 678', source: 'manual',
      customProperties: { presupuesto: 1500.5 }, collaborators: [], pipelineStages: [], contactListIds: [], companyId: owner.companyId,
    });
    expect(res.body._id).toMatch(/^[0-9a-f-]{36}$/);
    const got = await call(ctx, 'GET', `/api/contact/${owner.companyId}/${res.body._id}`, { token: owner.token });
    expect(got.status).toBe(200);
    expect(got.body.email).toBe('lucia@example.com');
  });

  it('refuses a duplicate email (409), a contact with no name/email/phone and bad values (400)', async () => {
    expect((await create(owner, { name: 'Dup', email: 'LUCIA@example.com' })).status).toBe(409);
    const empty = await create(owner, { surname: 'Solo' });
    expect(empty.status).toBe(400);
    expect(empty.body.error_code).toBe('validation_error');
    const badEmail = await create(owner, { name: 'X', email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('Invalid email');
    // Each refused field carries a code (and parameters) the app shows in the user's language.
    expect(badEmail.body.details).toEqual([{ path: 'body.email', message: 'Invalid email address', code: 'invalid_email' }]);
    const badValue = await create(owner, { name: 'X', customProperties: { presupuesto: 'mucho' } });
    expect(badValue.status).toBe(400);
    expect(badValue.body.message).toBe('presupuesto must be a number');
    expect(badValue.body.details[0]).toMatchObject({ code: 'not_a_number' });
    const tooLong = await create(owner, { name: 'X'.repeat(500) });
    expect(tooLong.body.details[0]).toMatchObject({ path: 'body.name', code: 'too_long', params: { maximum: expect.any(Number) } });
    const unknown = await create(owner, { name: 'X', customProperties: { nope: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Unknown custom property "nope"');
  });

  it('updates fields, merges custom values, and clears with null', async () => {
    const c = (await create(owner, { name: 'Pedro', customProperties: { presupuesto: 10 } })).body;
    const res = await call(ctx, 'PUT', `/api/contact/${c._id}`, { token: owner.token, body: { companyId: owner.companyId, city: 'Sevilla', email: 'pedro@example.com' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Pedro', city: 'Sevilla', email: 'pedro@example.com', customProperties: { presupuesto: 10 } });
    const cleared = await call(ctx, 'PUT', `/api/contact/${c._id}`, { token: owner.token, body: { companyId: owner.companyId, city: '', customProperties: { presupuesto: null } } });
    expect(cleared.body.city).toBeNull();
    expect(cleared.body.customProperties).toEqual({});
    const dup = await call(ctx, 'PUT', `/api/contact/${c._id}`, { token: owner.token, body: { companyId: owner.companyId, email: 'lucia@example.com' } });
    expect(dup.status).toBe(409);
  });

  it('answers 404 for a contact of another company and changes nothing', async () => {
    const c = (await create(owner, { name: 'Privada', email: 'privada@example.com' })).body;
    // The stranger uses their own company id with our contact id…
    expect((await call(ctx, 'GET', `/api/contact/${stranger.companyId}/${c._id}`, { token: stranger.token })).status).toBe(404);
    expect((await call(ctx, 'PUT', `/api/contact/${c._id}`, { token: stranger.token, body: { companyId: stranger.companyId, name: 'Hacked' } })).status).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/contact/${c._id}`, { token: stranger.token, body: { companyId: stranger.companyId } })).status).toBe(404);
    // …or our company id.
    expect((await call(ctx, 'GET', `/api/contact/${owner.companyId}/${c._id}`, { token: stranger.token })).status).toBe(404);
    expect((await call(ctx, 'PUT', `/api/contact/${c._id}`, { token: stranger.token, body: { companyId: owner.companyId, name: 'Hacked' } })).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/bulkDeleteContacts', { token: stranger.token, body: { companyId: stranger.companyId, contactIds: [c._id] } })).body).toEqual({ deleted: 0 });
    const still = await call(ctx, 'GET', `/api/contact/${owner.companyId}/${c._id}`, { token: owner.token });
    expect(still.body.name).toBe('Privada');
  });

  it('deletes one contact and many', async () => {
    const a = (await create(owner, { name: 'Borrar A' })).body;
    const b = (await create(owner, { name: 'Borrar B' })).body;
    const c = (await create(owner, { name: 'Borrar C' })).body;
    expect((await call(ctx, 'DELETE', `/api/contact/${a._id}`, { token: owner.token, body: { companyId: owner.companyId } })).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/contact/${owner.companyId}/${a._id}`, { token: owner.token })).status).toBe(404);
    const bulk = await call(ctx, 'POST', '/api/bulkDeleteContacts', { token: owner.token, body: { companyId: owner.companyId, contactIds: [b._id, c._id] } });
    expect(bulk.body).toEqual({ deleted: 2 });
  });
});

describe('roles', () => {
  it('lets an agent create and edit but not delete; a viewer only read', async () => {
    const agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
    const viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
    const made = await create(agent, { name: 'Por agente' });
    expect(made.status).toBe(201);
    const before = await countContacts(owner.companyId);
    const del = await call(ctx, 'DELETE', `/api/contact/${made.body._id}`, { token: agent.token, body: { companyId: owner.companyId } });
    expect(del.status).toBe(403);
    expect((await create(viewer, { name: 'Por viewer' })).status).toBe(403);
    expect((await call(ctx, 'PUT', `/api/contact/${made.body._id}`, { token: viewer.token, body: { companyId: owner.companyId, name: 'X' } })).status).toBe(403);
    expect(await countContacts(owner.companyId)).toBe(before);
    expect((await byFilter(viewer, {})).status).toBe(200);
    const imp = await call(ctx, 'POST', '/api/bulkImportContacts', { token: agent.token, body: { companyId: owner.companyId, contacts: [{ name: 'A' }] } });
    expect(imp.status).toBe(403);
  });
});

describe('listing, filters and sort', () => {
  let org: TestUser;
  let colleague: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    org = await createTestUser(ctx);
    colleague = await createTestUser(ctx, { memberOf: { companyId: org.companyId, role: 'agent' } });
    const prop = (body: Record<string, unknown>) => call(ctx, 'POST', '/api/createCustomProperty', { token: org.token, body: { companyId: org.companyId, ...body } });
    expect((await prop({ propertyName: 'sector', type: 'single_choice', options: ['Retail', 'Salud', 'Tecnología'] })).status).toBe(201);
    await prop({ propertyName: 'empleados', type: 'number' });
    await prop({ propertyName: 'cliente', type: 'boolean' });
    await prop({ propertyName: 'intereses', type: 'multiple_choice', options: { options: ['SEO', 'SEM', 'Email'] } });
    await prop({ propertyName: 'alta', type: 'date' });
    await prop({ propertyName: 'notas', type: 'text' });
    const people: [string, Record<string, unknown>, string][] = [
      ['Ana', { surname: 'García', email: 'ana@acme.es', phone: '+34 611 111 111', city: 'Madrid', customProperties: { sector: 'retail', empleados: 10, cliente: true, intereses: ['SEO', 'Email'], alta: '2024-01-15', notas: 'Llamar el lunes' } }, '2024-01-10T10:00:00Z'],
      ['Bruno', { surname: 'Pérez', email: 'bruno@beta.com', phone: '622 222 222', city: 'Barcelona', customProperties: { sector: 'Salud', empleados: 250, cliente: false, intereses: ['SEM'], alta: '2024-03-01' } }, '2024-02-20T10:00:00Z'],
      ['Carmen', { surname: 'Garcia', email: 'carmen@acme.es', city: 'Madrid', customProperties: { sector: 'Tecnología', empleados: 45, intereses: 'SEO;SEM' } }, '2024-03-05T23:30:00Z'],
      ['Diego', { surname: 'López', phone: '633 333 333', city: 'Valencia' }, '2024-04-01T08:00:00Z'],
      ['Elena', { surname: 'Núñez', email: 'elena@gamma.io', customProperties: { sector: 'Retail', empleados: 3 } }, '2024-05-12T12:00:00Z'],
    ];
    for (const [name, fields, createdAt] of people) {
      const res = await create(org, { name, ...fields });
      expect(res.status).toBe(201);
      ids[name] = res.body._id;
      await sql`UPDATE contacts SET created_at = ${createdAt}::timestamptz WHERE id = ${ids[name]}`.execute(ctx.db);
    }
    await call(ctx, 'POST', '/api/assignCollaboratorsToContact', { token: org.token, body: { companyId: org.companyId, contactIds: [ids.Ana, ids.Diego], collaboratorIds: [colleague.id] } });
  });

  it('lists newest first with paging defaults (page 1, limit 100) when nothing narrows the list', async () => {
    const res = await call(ctx, 'POST', '/api/contacts', { token: org.token, body: { companyId: org.companyId } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, page: 1, limit: 100 });
    expect(names(res)).toEqual(['Elena', 'Diego', 'Carmen', 'Bruno', 'Ana']);
    const empty = await byFilter(org, { searchTerm: '', filters: null, filterByCollaborators: null });
    expect(names(empty)).toEqual(['Elena', 'Diego', 'Carmen', 'Bruno', 'Ana']);
    const page2 = await byFilter(org, {}, '?page=2&limit=2');
    expect(page2.body).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(names(page2)).toEqual(['Carmen', 'Bruno']);
  });

  it('pages filtered lists with the exact total on every page, also past the last one', async () => {
    const filter = { filters: [{ filterField: 'city', filterValue: 'a' }] };
    const first = await byFilter(org, filter, '?page=1&limit=3');
    expect(first.body).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(names(first)).toEqual(['Ana', 'Bruno', 'Carmen']);
    const second = await byFilter(org, filter, '?page=2&limit=3');
    expect(second.body).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(names(second)).toEqual(['Diego']);
    const beyond = await byFilter(org, filter, '?page=5&limit=3');
    expect(beyond.body).toMatchObject({ data: [], total: 4, page: 5 });
    const none = await byFilter(org, { searchTerm: 'nobody-has-this' });
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it('orders by name when a filter, search or collaborator filter is set, and by sortField when asked', async () => {
    const filtered = await byFilter(org, { filters: [{ filterField: 'city', filterValue: 'a' }] });
    expect(names(filtered)).toEqual(['Ana', 'Bruno', 'Carmen', 'Diego']);
    const searched = await byFilter(org, { searchTerm: 'acme' });
    expect(names(searched)).toEqual(['Ana', 'Carmen']);
    const sorted = await byFilter(org, {}, '?sortField=empleados&sortOrder=DESC');
    expect(names(sorted)).toEqual(['Bruno', 'Carmen', 'Ana', 'Elena', 'Diego']);
    const byCreated = await byFilter(org, { searchTerm: 'acme' }, '?sortField=createdAt&sortOrder=desc');
    expect(names(byCreated)).toEqual(['Carmen', 'Ana']);
    expect((await byFilter(org, {}, '?sortField=nope')).status).toBe(400);
    expect((await byFilter(org, {}, '?sortOrder=sideways')).status).toBe(400);
  });

  it('sorts names as people read them: accents with their letter, ñ after n, case only on ties', async () => {
    const people = await createTestUser(ctx);
    for (const name of ['Valeria', 'Álvaro', 'zoe', 'Óscar', 'Ñandú', 'Nora', 'ana', 'Ana']) {
      await call(ctx, 'POST', '/api/createContact', { token: people.token, body: { companyId: people.companyId, name, city: 'Sevilla' } });
    }
    const expected = ['Álvaro', 'ana', 'Ana', 'Nora', 'Ñandú', 'Óscar', 'Valeria', 'zoe'];
    expect(names(await byFilter(people, {}, '?sortField=name&sortOrder=asc'))).toEqual(expected);
    expect(names(await byFilter(people, {}, '?sortField=name&sortOrder=desc'))).toEqual([...expected].reverse());
    // Filtered lists sort their matches by name the same way (an expression the index does not serve).
    const filtered = names(await byFilter(people, { filters: [{ filterField: 'city', filterValue: 'sevilla' }] }));
    expect(filtered.map((n) => n.toLowerCase())).toEqual(expected.map((n) => n.toLowerCase()));
  });

  it('searches name, email and phone, ignoring accents and phone formatting', async () => {
    expect(names(await byFilter(org, { searchTerm: 'garcia' }))).toEqual(['Ana', 'Carmen']);
    expect(names(await byFilter(org, { searchTerm: 'NUÑEZ' }))).toEqual(['Elena']);
    expect(names(await byFilter(org, { searchTerm: '622-222' }))).toEqual(['Bruno']);
    expect(names(await byFilter(org, { searchTerm: 'gamma.io' }))).toEqual(['Elena']);
    expect(names(await byFilter(org, { searchTerm: 'ana garc' }))).toEqual(['Ana']);
    expect(names(await byFilter(org, { searchTerm: '100%' }))).toEqual([]);
  });

  it('filters dates by start~end, start alone and 1970-01-01~end (whole days)', async () => {
    const f = (v: string) => byFilter(org, { filters: [{ filterField: 'createdAt', filterValue: v }] });
    expect(names(await f('2024-02-01~2024-03-05'))).toEqual(['Bruno', 'Carmen']);
    expect(names(await f('2024-04-01'))).toEqual(['Diego', 'Elena']);
    expect(names(await f('1970-01-01~2024-02-20'))).toEqual(['Ana', 'Bruno']);
    const bad = await f('yesterday~today');
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe('body.filters.0.filterValue');
    const alta = await byFilter(org, { filters: [{ filterField: 'alta', filterValue: '2024-01-01~2024-01-31' }] });
    expect(names(alta)).toEqual(['Ana']);
  });

  it('filters custom properties by type', async () => {
    const f = (filterField: string, filterValue: string | number | boolean) => byFilter(org, { filters: [{ filterField, filterValue }] });
    expect(names(await f('sector', 'RETAIL'))).toEqual(['Ana', 'Elena']);
    expect(names(await f('empleados', 45))).toEqual(['Carmen']);
    expect(names(await f('empleados', '10~100'))).toEqual(['Ana', 'Carmen']);
    expect(names(await f('empleados', '~9'))).toEqual(['Elena']);
    expect(names(await f('cliente', true))).toEqual(['Ana']);
    expect(names(await f('cliente', 'no'))).toEqual(['Bruno']);
    expect(names(await f('intereses', 'seo'))).toEqual(['Ana', 'Carmen']);
    expect(names(await f('notas', 'lunes'))).toEqual(['Ana']);
    const two = await byFilter(org, { filters: [{ filterField: 'sector', filterValue: 'Retail' }, { filterField: 'city', filterValue: 'madrid' }] });
    expect(names(two)).toEqual(['Ana']);
    const unknown = await f('colour', 'red');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Unknown filter field "colour"');
  });

  it('filters by collaborators (and unassigned)', async () => {
    const mine = await byFilter(org, { filterByCollaborators: [colleague.id] });
    expect(names(mine)).toEqual(['Ana', 'Diego']);
    expect(mine.body.data[0].collaborators[0]).toMatchObject({ _id: colleague.id, email: colleague.email });
    expect(names(await byFilter(org, { filterByCollaborators: ['unassigned'] }))).toEqual(['Bruno', 'Carmen', 'Elena']);
    expect(names(await byFilter(org, { filters: [{ filterField: 'collaboratorId', filterValue: colleague.id }] }))).toEqual(['Ana', 'Diego']);
  });

  it('assigns only company members and unassigns', async () => {
    const bad = await call(ctx, 'POST', '/api/assignCollaboratorsToContact', { token: org.token, body: { companyId: org.companyId, contactId: ids.Bruno, collaboratorIds: [stranger.id] } });
    expect(bad.status).toBe(400);
    const foreign = await call(ctx, 'POST', '/api/assignCollaboratorsToContact', { token: stranger.token, body: { companyId: stranger.companyId, contactId: ids.Bruno, collaboratorIds: [stranger.id] } });
    expect(foreign.status).toBe(404);
    const un = await call(ctx, 'POST', '/api/unassignCollaboratorsToContact', { token: org.token, body: { companyId: org.companyId, contactId: ids.Diego, collaboratorIds: [colleague.id] } });
    expect(un.body).toEqual({ unassigned: 1 });
    expect(names(await byFilter(org, { filterByCollaborators: [colleague.id] }))).toEqual(['Ana']);
    await call(ctx, 'POST', '/api/assignCollaboratorsToContact', { token: org.token, body: { companyId: org.companyId, contactId: ids.Diego, collaboratorIds: [colleague.id] } });
  });

  it('lists by list and filter, by pipeline and by stage with the same paging', async () => {
    const list = (await call(ctx, 'POST', '/api/contact-list', { token: org.token, body: { companyId: org.companyId, name: 'VIP' } })).body;
    await call(ctx, 'POST', '/api/contact-lists/add-contact', { token: org.token, body: { companyId: org.companyId, contactListId: list._id, contactIds: [ids.Ana, ids.Bruno, ids.Elena] } });
    const inList = await call(ctx, 'POST', '/api/contactsByListAndFilter?limit=2', { token: org.token, body: { companyId: org.companyId, contactListId: list._id } });
    expect(inList.body).toMatchObject({ total: 3, limit: 2, page: 1 });
    expect(names(inList)).toEqual(['Elena', 'Bruno']);
    const inListFiltered = await call(ctx, 'POST', '/api/contactsByListAndFilter', { token: org.token, body: { companyId: org.companyId, contactListId: list._id, filters: [{ filterField: 'sector', filterValue: 'Retail' }] } });
    expect(names(inListFiltered)).toEqual(['Ana', 'Elena']);
    expect(inListFiltered.body.data[0].contactListIds).toEqual([list._id]);

    const pipeline = (await call(ctx, 'POST', '/api/pipeline', { token: org.token, body: { companyId: org.companyId, name: 'Ventas', stages: [{ name: 'Nuevo' }, { name: 'Ganado' }] } })).body;
    const [nuevo, ganado] = pipeline.stages;
    for (const [contactId, stage] of [[ids.Ana, nuevo], [ids.Carmen, nuevo], [ids.Diego, ganado]] as const) {
      expect((await call(ctx, 'POST', '/api/addPipelineStageToContact', { token: org.token, body: { companyId: org.companyId, contactId, pipelineStageId: stage._id } })).status).toBe(200);
    }
    const byPipeline = await call(ctx, 'POST', '/api/contactsByPipeline?page=1&limit=10', { token: org.token, body: { companyId: org.companyId, pipelineId: pipeline._id } });
    expect(names(byPipeline)).toEqual(['Diego', 'Carmen', 'Ana']);
    expect(byPipeline.body.data[0].pipelineStages[0]).toMatchObject({ pipelineId: pipeline._id, pipelineStageId: ganado._id, stageName: 'Ganado', pipelineName: 'Ventas', assignedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
    const byStage = await call(ctx, 'POST', '/api/contactsByPipelineStage', { token: org.token, body: { companyId: org.companyId, pipelineStageId: nuevo._id, searchTerm: 'carmen' } });
    expect(names(byStage)).toEqual(['Carmen']);
    const foreign = await call(ctx, 'POST', '/api/contactsByPipeline', { token: stranger.token, body: { companyId: stranger.companyId, pipelineId: pipeline._id } });
    expect(foreign.status).toBe(404);
    expect(names(await byFilter(org, { filters: [{ filterField: 'pipelineStageId', filterValue: nuevo._id }] }))).toEqual(['Ana', 'Carmen']);
  });

  it('rejects a non-member company id with 404 and a malformed one with 400', async () => {
    expect((await byFilter(stranger, { companyId: org.companyId })).status).toBe(404);
    expect((await byFilter(org, { companyId: 'nope' })).status).toBe(400);
    expect((await call(ctx, 'POST', '/api/contacts', { body: { companyId: org.companyId } })).status).toBe(401);
  });
});

describe('total of the plain contacts list (trigger-kept counter)', () => {
  it('follows creates, multi-row imports and deletes, per company, and matches a real count', async () => {
    const a = await createTestUser(ctx);
    const b = await createTestUser(ctx);
    const total = async (user: TestUser) =>
      (await call(ctx, 'POST', '/api/contacts?limit=1', { token: user.token, body: { companyId: user.companyId } })).body.total;
    expect(await total(a)).toBe(0);
    const one = (await create(a, { name: 'Uno' })).body;
    await create(b, { name: 'Otro' });
    const imported = await call(ctx, 'POST', '/api/bulkImportContacts', {
      token: a.token,
      body: { companyId: a.companyId, contacts: [{ name: 'Dos', email: 'dos@example.com' }, { name: 'Tres' }, { name: 'Dos bis', email: 'dos@example.com' }] },
    });
    expect(imported.body).toMatchObject({ created: 2, updated: 1 });
    expect(await total(a)).toBe(3);
    const page = await call(ctx, 'POST', '/api/contacts', { token: a.token, body: { companyId: a.companyId } });
    expect(page.body.data.map((c: { _id: string }) => c._id)).toHaveLength(3);
    await call(ctx, 'POST', '/api/bulkDeleteContacts', { token: a.token, body: { companyId: a.companyId, contactIds: [one._id] } });
    expect(await total(a)).toBe(2);
    expect(await total(a)).toBe(await countContacts(a.companyId));
    expect(await total(b)).toBe(1);
  });
});

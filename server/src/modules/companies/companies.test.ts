import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

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

const companyRow = (id: string) => ctx.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('createCompany and GET companies', () => {
  it('creates a company owned by the caller', async () => {
    const u = await createTestUser(ctx);
    const res = await call(ctx, 'POST', '/api/createCompany', {
      token: u.token, body: { name: 'Nueva SL', website: 'https://nueva.example.com', country: 'es', currency: 'usd', phone: '' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Nueva SL', website: 'https://nueva.example.com', country: 'ES', currency: 'USD', phone: null,
      ownerId: u.id, role: 'owner', hasAccount: false, hasMCC: false,
    });
    const list = await call(ctx, 'GET', '/api/companies', { token: u.token });
    expect(list.body).toMatchObject({ total: 2, page: 1, limit: 100 });
    expect(list.body.data.map((c: { _id: string }) => c._id)).toEqual([u.companyId, res.body._id]);
  });

  it('refuses an invalid body with 400 and the failing fields', async () => {
    const res = await call(ctx, 'POST', '/api/createCompany', { token: owner.token, body: { name: '', website: 'nope', country: 'Spain' } });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['body.name', 'body.website', 'body.country']));
  });

  it('takes only known country, currency and time zone codes, each refusal coded for the app and changing nothing', async () => {
    const before = await companyRow(owner.companyId);
    const res = await call(ctx, 'PUT', `/api/company/${owner.companyId}`, { token: owner.token, body: { country: 'XX', currency: 'EURO', timezone: 'Europe/Atlantis' } });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string; code: string }) => [d.path, d.code])).toEqual(
      expect.arrayContaining([['body.country', 'invalid_country'], ['body.currency', 'invalid_currency'], ['body.timezone', 'invalid_time_zone']]),
    );
    expect(await companyRow(owner.companyId)).toEqual(before);
    const ok = await call(ctx, 'PUT', `/api/company/${owner.companyId}`, { token: owner.token, body: { country: 'mx', currency: 'mxn', timezone: 'America/Mexico_City' } });
    expect(ok.body).toMatchObject({ country: 'MX', currency: 'MXN', timezone: 'America/Mexico_City' });
  });

  it('stores only web addresses as the website: other schemes are refused and change nothing', async () => {
    const before = (await call(ctx, 'GET', `/api/company/${owner.companyId}`, { token: owner.token })).body;
    for (const website of ['javascript:alert(document.cookie)', 'data:text/html,<script>x</script>', 'file:///etc/passwd']) {
      const res = await call(ctx, 'PUT', `/api/company/${owner.companyId}`, { token: owner.token, body: { name: before.name, website } });
      expect([website, res.status, res.body.details?.[0]]).toEqual([website, 400, { path: 'body.website', message: 'Must be a web address (http or https)', code: 'invalid_url' }]);
    }
    expect((await call(ctx, 'GET', `/api/company/${owner.companyId}`, { token: owner.token })).body.website).toBe(before.website);
    const typed = await call(ctx, 'PUT', `/api/company/${owner.companyId}`, { token: owner.token, body: { name: before.name, website: 'acme.es' } });
    expect(typed.body.website).toBe('https://acme.es');
  });

  it('lists companies where the caller collaborates, with their role, and paginates', async () => {
    const res = await call(ctx, 'GET', '/api/companies', { token: viewer.token });
    expect(res.body.data.find((c: { _id: string }) => c._id === owner.companyId)).toMatchObject({ role: 'viewer', ownerId: owner.id });
    expect(res.body.total).toBe(1);
    const u = await createTestUser(ctx);
    const second = await call(ctx, 'POST', '/api/createCompany', { token: u.token, body: { name: 'Second' } });
    await call(ctx, 'POST', '/api/createCompany', { token: u.token, body: { name: 'Third' } });
    const page2 = await call(ctx, 'GET', '/api/companies?page=2&limit=1', { token: u.token });
    expect(page2.body).toMatchObject({ page: 2, limit: 1, total: 3 });
    expect(page2.body.data.map((c: { _id: string }) => c._id)).toEqual([second.body._id]);
  });
});

describe('GET/PUT company/:id', () => {
  it('reads and edits the own company', async () => {
    expect((await call(ctx, 'GET', `/api/company/${owner.companyId}`, { token: owner.token })).body).toMatchObject({ _id: owner.companyId, role: 'owner' });
    const res = await call(ctx, 'PUT', `/api/company/${owner.companyId}`, { token: owner.token, body: { industry: 'Retail', timezone: 'Atlantic/Canary' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ industry: 'Retail', timezone: 'Atlantic/Canary' });
    expect(await companyRow(owner.companyId)).toMatchObject({ industry: 'Retail', timezone: 'Atlantic/Canary' });
  });

  it("answers 404 for another user's company and changes nothing", async () => {
    const before = await companyRow(owner.companyId);
    expect((await call(ctx, 'GET', `/api/company/${owner.companyId}`, { token: stranger.token })).status).toBe(404);
    const put = await call(ctx, 'PUT', `/api/company/${owner.companyId}`, { token: stranger.token, body: { name: 'Hijacked' } });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ error_code: 'not_found', message: 'Company not found' });
    expect(await companyRow(owner.companyId)).toEqual(before);
  });

  it('a viewer may read but not edit (403), and nothing changes', async () => {
    expect((await call(ctx, 'GET', `/api/company/${owner.companyId}`, { token: viewer.token })).body.role).toBe('viewer');
    const before = await companyRow(owner.companyId);
    expect((await call(ctx, 'PUT', `/api/company/${owner.companyId}`, { token: viewer.token, body: { name: 'Mine now' } })).status).toBe(403);
    expect(await companyRow(owner.companyId)).toEqual(before);
  });

  it('a malformed id is 400, an unknown one 404, no token 401', async () => {
    expect((await call(ctx, 'GET', '/api/company/123', { token: owner.token })).status).toBe(400);
    expect((await call(ctx, 'GET', '/api/company/00000000-0000-4000-8000-000000000000', { token: owner.token })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/company/${owner.companyId}`)).status).toBe(401);
  });
});

describe('column preferences', () => {
  const url = (id: string, table = 'contacts') => `/api/companies/${id}/column-preferences?tableType=${table}`;
  const columns = [{ field: 'name', visible: true, width: 200 }, { field: 'email', visible: false }];

  it('404 until saved, then per user and table', async () => {
    expect((await call(ctx, 'GET', url(owner.companyId), { token: owner.token })).status).toBe(404);
    const saved = await call(ctx, 'POST', url(owner.companyId).split('?')[0], {
      token: owner.token, body: { companyId: owner.companyId, tableType: 'contacts', columns },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ companyId: owner.companyId, tableType: 'contacts', columns });
    expect((await call(ctx, 'GET', url(owner.companyId), { token: owner.token })).body.columns).toEqual(columns);
    // another table, another user: still nothing
    expect((await call(ctx, 'GET', url(owner.companyId, 'chats'), { token: owner.token })).status).toBe(404);
    expect((await call(ctx, 'GET', url(owner.companyId), { token: viewer.token })).status).toBe(404);
    // saving again replaces
    await call(ctx, 'POST', url(owner.companyId).split('?')[0], { token: owner.token, body: { companyId: owner.companyId, tableType: 'contacts', columns: [columns[1]] } });
    expect((await call(ctx, 'GET', url(owner.companyId), { token: owner.token })).body.columns).toEqual([columns[1]]);
  });

  it('a viewer may keep their own columns', async () => {
    const res = await call(ctx, 'POST', `/api/companies/${owner.companyId}/column-preferences`, {
      token: viewer.token, body: { companyId: owner.companyId, tableType: 'deals', columns },
    });
    expect(res.status).toBe(200);
  });

  it("another user's company is 404 in the path and 400 in the body; nothing is stored", async () => {
    const inPath = await call(ctx, 'POST', `/api/companies/${owner.companyId}/column-preferences`, {
      token: stranger.token, body: { companyId: owner.companyId, tableType: 'x1', columns },
    });
    expect(inPath.status).toBe(404);
    expect((await call(ctx, 'GET', url(owner.companyId), { token: stranger.token })).status).toBe(404);
    const inBody = await call(ctx, 'POST', `/api/companies/${stranger.companyId}/column-preferences`, {
      token: stranger.token, body: { companyId: owner.companyId, tableType: 'x1', columns },
    });
    expect(inBody.status).toBe(400);
    expect(inBody.body.details[0].path).toBe('body.companyId');
    const stored = await ctx.db.selectFrom('columnPreferences').selectAll().where('tableType', '=', 'x1').execute();
    expect(stored).toEqual([]);
  });

  it('needs tableType', async () => {
    const res = await call(ctx, 'GET', `/api/companies/${owner.companyId}/column-preferences`, { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('querystring.tableType');
  });
});

describe('getLocations', () => {
  const search = (q: string, extra = '') => call(ctx, 'GET', `/api/getLocations?q=${encodeURIComponent(q)}${extra}`, { token: owner.token });

  it('finds countries, regions and cities, countries first', async () => {
    const res = await search('spain');
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({ id: 'ES', name: 'Spain', type: 'country', countryCode: 'ES', canonicalName: 'Spain' });
    const madrid = await search('Madrid');
    expect(madrid.body.data.slice(0, 3).map((l: { type: string }) => l.type)).toContain('region');
    expect(madrid.body.data.some((l: { canonicalName: string; type: string }) => l.type === 'city' && l.canonicalName.endsWith('Spain'))).toBe(true);
  });

  it('ignores accents and case, and matches inside names', async () => {
    const res = await search('MALAGA');
    expect(res.body.data.some((l: { name: string; countryCode: string }) => l.name === 'Málaga' && l.countryCode === 'ES')).toBe(true);
    const inside = await search('ordoba');
    expect(inside.body.data.some((l: { name: string }) => l.name === 'Córdoba')).toBe(true);
  });

  it('limits the answer', async () => {
    expect((await search('san', '&limit=5')).body.data).toHaveLength(5);
    expect((await search('san')).body.data).toHaveLength(20);
  });

  it('needs 2 characters and a token', async () => {
    const res = await search('a');
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('querystring.q');
    expect((await call(ctx, 'GET', '/api/getLocations?q=madrid')).status).toBe(401);
  });
});

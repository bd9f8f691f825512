import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Account = { accountId: string; kind: 'spicy' | 'own'; linkedCompanyId: string | null };
const accountsOf = async (u: TestUser): Promise<Account[]> => (await call(ctx, 'GET', '/api/list-accounts', { token: u.token })).body.data;
const companyRow = (id: string) => ctx.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('list-accounts', () => {
  it('lists deterministic sandbox accounts (one under the manager, two own) and the manager', async () => {
    const u = await createTestUser(ctx);
    const res = await call(ctx, 'GET', '/api/list-accounts', { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.manager).toEqual({ accountId: expect.stringMatching(/^\d{3}-\d{3}-\d{4}$/), name: expect.any(String) });
    expect(res.body.data.map((a: Account) => a.kind)).toEqual(['spicy', 'own', 'own']);
    for (const a of res.body.data) {
      expect(a).toMatchObject({ accountId: expect.stringMatching(/^\d{3}-\d{3}-\d{4}$/), currency: expect.any(String), timezone: expect.any(String), linkedCompanyId: null });
    }
    expect(await accountsOf(u)).toEqual(res.body.data);
    const other = await createTestUser(ctx);
    expect((await accountsOf(other)).map((a) => a.accountId)).not.toContain(res.body.data[0].accountId);
  });

  it('needs a token', async () => {
    expect((await call(ctx, 'GET', '/api/list-accounts')).status).toBe(401);
  });
});

describe('userAccount, setSpicyAccount, setOwnAccount', () => {
  it('hasAccount/hasMCC are false until a spicy account is linked, then true', async () => {
    const u = await createTestUser(ctx);
    const before = await call(ctx, 'POST', '/api/userAccount', { token: u.token, body: { companyId: u.companyId } });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ hasAccount: false, hasMCC: false, accountId: null, kind: null, managerLinkStatus: null });

    const spicy = (await accountsOf(u)).find((a) => a.kind === 'spicy')!;
    const linked = await call(ctx, 'POST', '/api/setSpicyAccount', { token: u.token, body: { companyId: u.companyId, accountId: spicy.accountId.replace(/-/g, '') } });
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ hasAccount: true, hasMCC: true, accountId: spicy.accountId, kind: 'spicy', managerLinkStatus: 'ACTIVE' });
    expect((await call(ctx, 'POST', '/api/userAccount', { token: u.token, body: { companyId: u.companyId } })).body).toMatchObject({ hasAccount: true, hasMCC: true });
    expect(await companyRow(u.companyId)).toMatchObject({ adsAccountId: spicy.accountId, adsAccountKind: 'spicy', adsManagerLinked: true });
    expect((await accountsOf(u)).find((a) => a.kind === 'spicy')!.linkedCompanyId).toBe(u.companyId);
    expect((await call(ctx, 'GET', `/api/company/${u.companyId}`, { token: u.token })).body).toMatchObject({ hasAccount: true, hasMCC: true });
  });

  it('setOwnAccount links an own account once its manager invitation is accepted', async () => {
    const u = await createTestUser(ctx);
    const own = (await accountsOf(u)).find((a) => a.kind === 'own')!;
    const res = await call(ctx, 'POST', '/api/setOwnAccount', { token: u.token, body: { companyId: u.companyId, accountId: own.accountId } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ hasAccount: true, hasMCC: true, accountId: own.accountId, kind: 'own', managerLinkStatus: 'ACTIVE' });
  });

  it('a pending manager link is re-checked by userAccount and recorded once active', async () => {
    const u = await createTestUser(ctx);
    const own = (await accountsOf(u)).find((a) => a.kind === 'own')!;
    // As a real platform leaves it until the client accepts the invitation.
    await ctx.db.updateTable('companies').set({ adsAccountId: own.accountId, adsAccountKind: 'own', adsManagerLinked: false }).where('id', '=', u.companyId).execute();
    const res = await call(ctx, 'POST', '/api/userAccount', { token: u.token, body: { companyId: u.companyId } });
    expect(res.body).toMatchObject({ hasAccount: true, hasMCC: true, managerLinkStatus: 'ACTIVE' });
    expect((await companyRow(u.companyId)).adsManagerLinked).toBe(true);
  });

  it('refuses the wrong kind (400), an unknown account (404) and a malformed id (400); nothing changes', async () => {
    const u = await createTestUser(ctx);
    const [spicy, own] = await accountsOf(u);
    const wrongKind = await call(ctx, 'POST', '/api/setSpicyAccount', { token: u.token, body: { companyId: u.companyId, accountId: own.accountId } });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.details[0].path).toBe('body.accountId');
    expect((await call(ctx, 'POST', '/api/setOwnAccount', { token: u.token, body: { companyId: u.companyId, accountId: spicy.accountId } })).status).toBe(400);
    const unknown = await call(ctx, 'POST', '/api/setOwnAccount', { token: u.token, body: { companyId: u.companyId, accountId: '000-000-0000' } });
    expect(unknown.status).toBe(404);
    const malformed = await call(ctx, 'POST', '/api/setOwnAccount', { token: u.token, body: { companyId: u.companyId, accountId: '12-34' } });
    expect(malformed.status).toBe(400);
    expect(await companyRow(u.companyId)).toMatchObject({ adsAccountId: null, adsManagerLinked: false });
  });

  it('an account serves one company: linking it to a second one is 409', async () => {
    const u = await createTestUser(ctx);
    const second = await call(ctx, 'POST', '/api/createCompany', { token: u.token, body: { name: 'Second' } });
    const [spicy] = await accountsOf(u);
    await call(ctx, 'POST', '/api/setSpicyAccount', { token: u.token, body: { companyId: u.companyId, accountId: spicy.accountId } });
    const again = await call(ctx, 'POST', '/api/setSpicyAccount', { token: u.token, body: { companyId: second.body._id, accountId: spicy.accountId } });
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe('account_in_use');
    expect((await companyRow(second.body._id)).adsAccountId).toBeNull();
    // relinking the same company is fine
    expect((await call(ctx, 'POST', '/api/setSpicyAccount', { token: u.token, body: { companyId: u.companyId, accountId: spicy.accountId } })).status).toBe(200);
  });

  it("another user's company in the body is 404 and nothing changes", async () => {
    const owner = await createTestUser(ctx);
    const stranger = await createTestUser(ctx);
    const [spicy] = await accountsOf(stranger);
    const before = await companyRow(owner.companyId);
    expect((await call(ctx, 'POST', '/api/userAccount', { token: stranger.token, body: { companyId: owner.companyId } })).status).toBe(404);
    const res = await call(ctx, 'POST', '/api/setSpicyAccount', { token: stranger.token, body: { companyId: owner.companyId, accountId: spicy.accountId } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error_code: 'not_found', message: 'Company not found' });
    expect(await companyRow(owner.companyId)).toEqual(before);
  });

  it('a viewer may check but not link (403)', async () => {
    const owner = await createTestUser(ctx);
    const viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
    expect((await call(ctx, 'POST', '/api/userAccount', { token: viewer.token, body: { companyId: owner.companyId } })).status).toBe(200);
    const [spicy] = await accountsOf(viewer);
    expect((await call(ctx, 'POST', '/api/setSpicyAccount', { token: viewer.token, body: { companyId: owner.companyId, accountId: spicy.accountId } })).status).toBe(403);
    expect((await companyRow(owner.companyId)).adsAccountId).toBeNull();
  });
});

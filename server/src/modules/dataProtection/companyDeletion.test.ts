import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ROLES, type Role } from '../../../../contract/roles';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { changedTables, fingerprint, tablesOf } from '../../../test/databaseFingerprint';
import { DEMO_ACCOUNT } from '../demo/demo.seed';
import { onFirstStart } from '../startup';
import { eraseDue } from './erasure';

const DAY = 86_400_000;
const quiet = () => {};

/**
 * Deleting a company, on the demo company (rows in every area the demo seeds): only its owner may
 * ask, with its name typed; members are told; the company works until the date; then every row
 * that names it, in every table with a company_id (read from the catalogue, so the check grows
 * with the schema), and its files are gone, and nothing of another company changed.
 */
describe('deleting a company with a grace period', () => {
  let ctx: TestContext;
  let demo: { companyId: string; name: string; token: string };
  let stranger: TestUser;
  const members = new Map<Role, TestUser>();
  let tables: Awaited<ReturnType<typeof tablesOf>>;
  const everything = () => fingerprint(ctx.db, tables);
  const url = (companyId = demo.companyId) => `/api/company/${companyId}/deletion`;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { SEED_DEMO: 'true', PUBLIC_URL: 'https://crm.example' } });
    await onFirstStart(ctx.deps);
    const company = await ctx.db.selectFrom('companies').select(['id', 'name']).executeTakeFirstOrThrow();
    const session = await call(ctx, 'POST', '/api/login', { body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    demo = { companyId: company.id, name: company.name, token: session.body.token };
    for (const role of ROLES.filter((r) => r !== 'owner')) members.set(role, await createTestUser(ctx, { memberOf: { companyId: demo.companyId, role } }));
    stranger = await createTestUser(ctx);
    await call(ctx, 'POST', '/api/createContact', { token: stranger.token, body: { companyId: stranger.companyId, name: 'Kept', email: 'kept@example.org' } });
    await ctx.deps.blobs.put(`companies/${demo.companyId}/export/demo-file`, Buffer.from('x'), { contentType: 'text/csv' });
    await ctx.deps.blobs.put(`companies/${stranger.companyId}/export/other-file`, Buffer.from('y'), { contentType: 'text/csv' });
    tables = await tablesOf(ctx.db);
  }, 180_000);
  afterAll(async () => ctx?.close());

  it('refuses every role but the owner (403) and strangers (404), before anything changes', async () => {
    const before = await everything();
    for (const [role, member] of members) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await call(ctx, method, url(), { token: member.token, ...(method === 'POST' ? { body: { confirmName: demo.name } } : {}) });
        expect(res.status, `${method} as ${role}`).toBe(403);
      }
    }
    expect((await call(ctx, 'POST', url(), { token: stranger.token, body: { confirmName: demo.name } })).status).toBe(404);
    expect((await call(ctx, 'DELETE', url(), { token: stranger.token })).status).toBe(404);
    expect((await call(ctx, 'POST', url(), { body: { confirmName: demo.name } })).status).toBe(401);
    expect(changedTables(before, await everything())).toEqual([]);
  });

  it('asks the owner to type the name exactly; another name changes nothing', async () => {
    const before = await everything();
    const res = await call(ctx, 'POST', url(), { token: demo.token, body: { confirmName: 'Demo' } });
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatchObject({ path: 'body.confirmName', code: 'confirmation_mismatch' });
    expect((await call(ctx, 'DELETE', url(), { token: demo.token })).status).toBe(409);
    expect(changedTables(before, await everything())).toEqual([]);
  });

  it('schedules it in 30 days, tells every member, keeps it usable, and the owner can cancel', async () => {
    const res = await call(ctx, 'POST', url(), { token: demo.token, body: { confirmName: ` ${demo.name} ` } });
    expect(res.status).toBe(200);
    const date = new Date(res.body.deletionScheduledFor).getTime();
    expect(Math.abs(date - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    for (const member of [...members.values()]) {
      const [mail] = await ctx.deps.connectors.mail.outbox(member.email);
      expect(mail.subject).toContain(`${demo.name} se eliminará el`);
    }
    expect(await ctx.deps.connectors.mail.outbox(DEMO_ACCOUNT.email)).toHaveLength(1);
    expect(await ctx.deps.connectors.mail.outbox(stranger.email)).toEqual([]);
    // Members see the date (the banner) and go on working meanwhile.
    const viewer = members.get('viewer')!;
    expect((await call(ctx, 'GET', `/api/company/${demo.companyId}`, { token: viewer.token })).body.deletionScheduledFor).toBe(res.body.deletionScheduledFor);
    const agent = members.get('agent')!;
    expect((await call(ctx, 'POST', '/api/createContact', { token: agent.token, body: { companyId: demo.companyId, name: 'Still working' } })).status).toBeLessThan(300);
    expect((await call(ctx, 'POST', url(), { token: demo.token, body: { confirmName: demo.name } })).status).toBe(409);

    const cancelled = await call(ctx, 'DELETE', url(), { token: demo.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.deletionScheduledFor).toBeNull();
    await eraseDue(ctx.deps, new Date(Date.now() + 40 * DAY), quiet);
    expect(await ctx.db.selectFrom('companies').select('id').where('id', '=', demo.companyId).executeTakeFirst()).toBeDefined();
  });

  it('after the grace period the job leaves no row naming the company in any table, nor a file, and nothing of another company changes', async () => {
    await call(ctx, 'POST', url(), { token: demo.token, body: { confirmName: demo.name } });
    const counted = await sql<{ n: number }>`SELECT count(*)::int AS n FROM contacts WHERE company_id = ${demo.companyId}::uuid`.execute(ctx.db);
    expect(counted.rows[0].n).toBeGreaterThan(10);
    const other = await fingerprint(ctx.db, tables, stranger.companyId);
    // The subscription's invoices are made out from the owner's account, not the company (no
    // company_id): they stay with the account. Erasing the account keeps them too, detached, for
    // as long as the law asks (invoiceRetention.test.ts).
    const owner = await ctx.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNT.email).executeTakeFirstOrThrow();
    const invoices = await ctx.db.selectFrom('billingInvoices').select(['id', 'number', 'totalCents']).where('userId', '=', owner.id).orderBy('number').execute();
    expect(invoices.length).toBeGreaterThan(0);

    expect(await eraseDue(ctx.deps, new Date(Date.now() + 29 * DAY), quiet)).toEqual({ users: 0, companies: 0 });
    expect(await eraseDue(ctx.deps, new Date(Date.now() + 31 * DAY), quiet)).toEqual({ users: 0, companies: 1 });

    const scoped = tables.filter((t) => t.companyScoped);
    expect(scoped.length).toBeGreaterThan(40);
    const left: string[] = [];
    for (const t of scoped) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.id(t.name)} WHERE company_id = ${demo.companyId}::uuid`.execute(ctx.db);
      if (rows[0].n) left.push(`${t.name}: ${rows[0].n}`);
    }
    expect(left).toEqual([]);
    expect(await ctx.db.selectFrom('companies').select('id').where('id', '=', demo.companyId).executeTakeFirst()).toBeUndefined();
    expect(await ctx.deps.blobs.list(`companies/${demo.companyId}/`)).toEqual([]);

    expect(changedTables(other, await fingerprint(ctx.db, tables, stranger.companyId))).toEqual([]);
    expect(await ctx.deps.blobs.list(`companies/${stranger.companyId}/`)).toHaveLength(1);
    // The people stay: the owner's account and the members' accounts were not asked to go.
    expect((await call(ctx, 'GET', '/api/user', { token: demo.token })).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/user', { token: members.get('admin')!.token })).status).toBe(200);
    expect(await ctx.db.selectFrom('billingInvoices').select(['id', 'number', 'totalCents']).where('userId', '=', owner.id).orderBy('number').execute()).toEqual(invoices);
    const [entry] = await ctx.db.selectFrom('erasureLog').selectAll().where('subjectId', '=', demo.companyId).execute();
    expect(entry.counts).toMatchObject({ contacts: counted.rows[0].n, blobs: 1 });
  });
});

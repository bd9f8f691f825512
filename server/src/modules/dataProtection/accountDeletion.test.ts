import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DELETION_GRACE_DAYS } from '../../../../contract/dataProtection';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser } from '../../../test/fixtures';
import { addMember } from '../companies/members.repository';
import { eraseDue } from './erasure';
import { ERASURE_QUEUE } from './dataProtection.jobs';

const DAY = 86_400_000;
const login = (ctx: TestContext, email: string, password: string) => call(ctx, 'POST', '/api/login', { body: { email, password } });

/** Rows of every company-scoped table that still name the company. */
async function rowsLeft(ctx: TestContext, companyId: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ tableName: string }>`SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'company_id'`.execute(ctx.db);
  const left: Record<string, number> = {};
  for (const { tableName } of rows) {
    const { rows: [r] } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.id(tableName)} WHERE company_id = ${companyId}::uuid`.execute(ctx.db);
    if (r.n) left[tableName] = r.n;
  }
  return left;
}

describe('deleting one\'s account with a grace period', () => {
  let ctx: TestContext;
  const quiet = () => {};
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_URL: 'https://crm.example' }, jobs: true });
  });
  afterAll(async () => ctx?.close());

  it('the purge is a pg-boss job scheduled every 15 minutes', async () => {
    const schedules = await ctx.deps.jobs!.boss.getSchedules();
    expect(schedules.filter((s) => s.name === ERASURE_QUEUE).map((s) => s.cron)).toEqual(['*/15 * * * *']);
  });

  it('refuses a wrong or missing password and changes nothing; the session goes on', async () => {
    const ana = await createTestUser(ctx);
    for (const body of [{ password: 'wrong-one' }, {}]) {
      const res = await call(ctx, 'POST', '/api/user/deletion', { token: ana.token, body });
      expect(res.status).toBe(400);
    }
    expect((await call(ctx, 'GET', '/api/user', { token: ana.token })).body.deletionScheduledFor).toBeNull();
    expect(await ctx.deps.connectors.mail.outbox(ana.email)).toEqual([]);
  });

  it('schedules the account in 30 days with the companies it owns alone, ends every session and mails the date and how to cancel', async () => {
    const ana = await createTestUser(ctx);
    const boss = await createTestUser(ctx);
    await addMember(ctx.db, boss.companyId, ana.id, 'manager');
    const preview = await call(ctx, 'GET', '/api/user/deletion', { token: ana.token });
    expect(preview.body).toMatchObject({ scheduledFor: null, hasPassword: true, companiesDeleted: [{ _id: ana.companyId }], companiesLeft: [{ _id: boss.companyId }] });

    const before = Date.now();
    const res = await call(ctx, 'POST', '/api/user/deletion', { token: ana.token, body: { password: ana.password } });
    expect(res.status).toBe(200);
    const scheduledFor = new Date(res.body.scheduledFor).getTime();
    expect(scheduledFor).toBeGreaterThanOrEqual(before + DELETION_GRACE_DAYS * DAY);
    expect(scheduledFor).toBeLessThan(Date.now() + DELETION_GRACE_DAYS * DAY + 1000);

    // Every session signed before has ended.
    expect((await call(ctx, 'GET', '/api/user', { token: ana.token })).status).toBe(401);
    const [mail] = await ctx.deps.connectors.mail.outbox(ana.email);
    expect(mail.subject).toMatch(/^Tu cuenta se eliminará el \d+ de \w+ de \d{4}$/);
    expect(mail.text).toContain('https://crm.example/es/login');
    expect(mail.text).toContain('Cancelar la eliminación');
    expect(mail.text).toContain('Las facturas que te hemos emitido se conservan como exige la ley');

    const own = await call(ctx, 'GET', `/api/company/${boss.companyId}`, { token: boss.token });
    expect(own.body.deletionScheduledFor).toBeNull();
    const mine = await ctx.db.selectFrom('companies').select(['deletionScheduledFor', 'deletionOrigin']).where('id', '=', ana.companyId).executeTakeFirstOrThrow();
    expect(mine).toEqual({ deletionScheduledFor: new Date(res.body.scheduledFor), deletionOrigin: 'account' });

    // A second request is refused and sends nothing more.
    const session = await login(ctx, ana.email, ana.password);
    expect((await call(ctx, 'POST', '/api/user/deletion', { token: session.body.token, body: { password: ana.password } })).status).toBe(409);
    expect(await ctx.deps.connectors.mail.outbox(ana.email)).toHaveLength(1);
  });

  it('signing in during the grace period shows the date, and cancelling restores the account and its companies', async () => {
    const ana = await createTestUser(ctx);
    await call(ctx, 'POST', '/api/user/deletion', { token: ana.token, body: { password: ana.password } });
    const session = await login(ctx, ana.email, ana.password);
    expect(session.status).toBe(200);
    expect(session.body.user.deletionScheduledFor).toEqual(expect.any(String));
    const cancelled = await call(ctx, 'DELETE', '/api/user/deletion', { token: session.body.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.scheduledFor).toBeNull();
    expect((await call(ctx, 'GET', '/api/user', { token: session.body.token })).body.deletionScheduledFor).toBeNull();
    expect((await call(ctx, 'GET', `/api/company/${ana.companyId}`, { token: session.body.token })).body.deletionScheduledFor).toBeNull();
    // Nothing is erased when the date passes.
    await eraseDue(ctx.deps, new Date(Date.now() + 40 * DAY), quiet);
    expect((await login(ctx, ana.email, ana.password)).status).toBe(200);
    expect((await call(ctx, 'DELETE', '/api/user/deletion', { token: session.body.token })).status).toBe(409);
  });

  it('an account without a password confirms by typing its email', async () => {
    const user = await ctx.db.insertInto('users').values({ email: 'google.user@example.com', passwordHash: null }).returning(['id', 'tokenVersion']).executeTakeFirstOrThrow();
    const token = await ctx.deps.tokens.sign(user.id, user.tokenVersion);
    expect((await call(ctx, 'GET', '/api/user/deletion', { token })).body.hasPassword).toBe(false);
    const wrong = await call(ctx, 'POST', '/api/user/deletion', { token, body: { confirmEmail: 'someone@example.com' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details[0]).toMatchObject({ path: 'body.confirmEmail', code: 'confirmation_mismatch' });
    expect((await call(ctx, 'POST', '/api/user/deletion', { token, body: { confirmEmail: ' Google.User@example.com ' } })).status).toBe(200);
  });

  it('after the grace period the job erases the user and the companies owned alone, keeps a shared one and touches no one else', async () => {
    const ana = await createTestUser(ctx);
    const colleague = await createTestUser(ctx);
    const stranger = await createTestUser(ctx);
    // A company Ana owns together with her colleague stays (the colleague takes it over).
    const shared = await ctx.db.insertInto('companies').values({ name: 'Shared', ownerId: ana.id }).returning('id').executeTakeFirstOrThrow();
    await addMember(ctx.db, shared.id, ana.id, 'owner');
    await addMember(ctx.db, shared.id, colleague.id, 'owner');
    await addMember(ctx.db, colleague.companyId, ana.id, 'agent');
    for (const companyId of [ana.companyId, stranger.companyId, shared.id]) {
      await ctx.db.insertInto('contacts').values({ companyId, name: 'Contact', email: `c.${companyId}@example.com` }).execute();
    }
    await ctx.deps.blobs.put(`companies/${ana.companyId}/export/file1`, Buffer.from('a,b'), { contentType: 'text/csv' });
    await ctx.deps.blobs.put(`companies/${stranger.companyId}/export/file1`, Buffer.from('c,d'), { contentType: 'text/csv' });
    const preview = await call(ctx, 'GET', '/api/user/deletion', { token: ana.token });
    expect(preview.body.companiesDeleted.map((c: { _id: string }) => c._id)).toEqual([ana.companyId]);
    expect(preview.body.companiesLeft.map((c: { _id: string }) => c._id).sort()).toEqual([shared.id, colleague.companyId].sort());
    await call(ctx, 'POST', '/api/user/deletion', { token: ana.token, body: { password: ana.password } });

    // Not yet: one day before the date nothing happens.
    expect(await eraseDue(ctx.deps, new Date(Date.now() + 29 * DAY), quiet)).toEqual({ users: 0, companies: 0 });
    const lines: unknown[] = [];
    const result = await eraseDue(ctx.deps, new Date(Date.now() + 31 * DAY), (line) => lines.push(line));
    expect(lines.filter((l) => (l as { msg: string }).msg !== 'account erased')).toEqual([]);
    // Ana, and any account an earlier test of this file left scheduled.
    expect(result.users).toBeGreaterThanOrEqual(1);

    expect(await ctx.db.selectFrom('users').select('id').where('id', '=', ana.id).executeTakeFirst()).toBeUndefined();
    expect((await login(ctx, ana.email, ana.password)).status).toBe(401);
    expect(await rowsLeft(ctx, ana.companyId)).toEqual({});
    expect(await ctx.deps.blobs.list(`companies/${ana.companyId}/`)).toEqual([]);
    // The shared company stays with its other owner; the colleague's company just lost a member.
    expect(await ctx.db.selectFrom('companies').select('ownerId').where('id', '=', shared.id).executeTakeFirst()).toEqual({ ownerId: colleague.id });
    expect(await rowsLeft(ctx, shared.id)).toMatchObject({ contacts: 1, company_members: 1 });
    expect(await rowsLeft(ctx, colleague.companyId)).toMatchObject({ company_members: 1 });
    expect(await rowsLeft(ctx, stranger.companyId)).toMatchObject({ contacts: 1, company_members: 1 });
    expect(await ctx.deps.blobs.list(`companies/${stranger.companyId}/`)).toHaveLength(1);

    // The log says what was erased with ids and counts only.
    const log = await ctx.db.selectFrom('erasureLog').selectAll().where('subjectId', 'in', [ana.id, ana.companyId]).orderBy('kind').execute();
    expect(log.map((r) => [r.kind, r.subjectId])).toEqual([['company', ana.companyId], ['user', ana.id]]);
    expect(log[0].counts).toMatchObject({ contacts: 1, company_members: 1 });
    expect(log[1].counts).toMatchObject({ companies: 1, companiesKept: 1 });
    expect(JSON.stringify([log, lines])).not.toMatch(/@example\.com|Company \d|Test/);
  });
});

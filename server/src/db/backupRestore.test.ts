import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, createTestContext, type TestContext } from '../../test/testApp';
import { call } from '../../test/fixtures';
import { fingerprint, tablesOf } from '../../test/databaseFingerprint';
import { backupToolsProblem, pgDump, pgRestore } from '../../test/pgClientTools';
import { DEMO_ACCOUNT } from '../modules/demo/demo.seed';
import { onFirstStart } from '../modules/startup';
import { migrateToLatest } from './migrate';

/**
 * The README's "Backups and restore", done once: the demo company seeded into a fresh database,
 * `pg_dump -Fc`, `pg_restore` into another empty database, every table's rows compared by digest,
 * and the app started on the restored copy (migrations find nothing to do, the jobs start, the
 * demo user signs in and finds the demo company).
 */
describe('backup and restore with pg_dump -Fc / pg_restore', () => {
  let source: TestContext;
  let restored: TestContext | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-backup-'));
  const file = path.join(dir, 'crm.dump');

  beforeAll(async () => {
    source = await createTestContext({ env: { SEED_DEMO: 'true' } });
    await onFirstStart(source.deps);
  }, 180_000);
  afterAll(async () => {
    await restored?.close();
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores every row of every table, and the restored database runs the app', async (test) => {
    const problem = await backupToolsProblem(source.db);
    // CI always has matching tools (.ci/run installs them; its Postgres is Debian's). A developer
    // machine without a local Postgres runs the tests on the embedded one, newer than Debian's
    // pg_dump: said plainly and skipped there, never passed silently in CI.
    if (problem && process.env.CI) expect.fail(problem);
    if (problem) {
      console.warn(`backup-and-restore test skipped: ${problem}`);
      return test.skip();
    }

    await pgDump(source.databaseUrl, file);
    expect(statSync(file).size).toBeGreaterThan(10_000);
    const target = await createFreshDatabase();
    await pgRestore(file, target.url);

    restored = await createTestContext({ database: target, jobs: true, env: { SEED_DEMO: 'true' } });
    const tables = await tablesOf(source.db);
    expect(await tablesOf(restored.db)).toEqual(tables);
    const before = await fingerprint(source.db, tables);
    expect(await fingerprint(restored.db, tables)).toEqual(before);
    expect(before.size).toBeGreaterThan(60);

    // What `npm start` does on it: migrations (none left to run) and the first-start check (no second demo).
    await migrateToLatest(restored.db);
    await onFirstStart(restored.deps);
    expect(await fingerprint(restored.db, tables)).toEqual(before);
    const session = await call(restored, 'POST', '/api/login', { body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    expect(session.status).toBe(200);
    const companies = await call(restored, 'GET', '/api/companies', { token: session.body.token });
    expect(companies.body.data.map((c: { name: string }) => c.name)).toEqual([DEMO_ACCOUNT.companyName]);
    const contacts = await call(restored, 'POST', '/api/contacts', { token: session.body.token, body: { companyId: companies.body.data[0]._id } });
    expect(contacts.status).toBe(200);
    expect(contacts.body.total).toBeGreaterThan(10);
  }, 300_000);
});

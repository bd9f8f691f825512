import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '../../test/testApp';
import { isDatabaseUnavailable } from './unavailable';
import { createAnalyticsDb, createDb, type Db } from './connection';

describe('the connection pool when Postgres drops a connection', () => {
  let database: { url: string; drop: () => Promise<void> };
  let db: Db;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await createFreshDatabase();
    db = createDb(database.url, 2);
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await db.destroy();
    await database.drop();
  });

  it('turns a connection ended in the middle of a transaction into a failed query, not a crashed process', async () => {
    // Between two queries of a transaction the client is checked out and idle: the moment a
    // restart ends it. Unheard, its 'error' event would be an uncaught exception (this test run
    // would report it and fail).
    const failure = await db.transaction().execute(async (trx) => {
      const { rows: [me] } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
      await admin.query('SELECT pg_terminate_backend($1)', [me.pid]);
      await new Promise((r) => setTimeout(r, 300));
      await sql`SELECT 1`.execute(trx);
    }).then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // The pool dropped that client: the next query gets a fresh connection.
    const { rows: [ok] } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
    expect(ok.one).toBe(1);
  });
});

describe('the pools', () => {
  it("gives the dashboard's connections room to sort (48 MB), and the others the server's default, JIT off on both", async () => {
    const database = await createFreshDatabase();
    const db = createDb(database.url, 1);
    const analytics = createAnalyticsDb(database.url);
    try {
      const settings = async (conn: Db) => (await sql<{ workMem: string; jit: string }>`SELECT current_setting('work_mem') AS work_mem, current_setting('jit') AS jit`.execute(conn)).rows[0];
      const plain = new pg.Client({ connectionString: database.url });
      await plain.connect();
      const serverDefault = (await plain.query<{ w: string }>("SELECT current_setting('work_mem') AS w")).rows[0].w;
      await plain.end();
      expect(serverDefault).not.toBe('48MB');
      expect(await settings(analytics)).toEqual({ workMem: '48MB', jit: 'off' });
      expect(await settings(db)).toEqual({ workMem: serverDefault, jit: 'off' });
    } finally {
      await db.destroy();
      await analytics.destroy();
      await database.drop();
    }
  });
});

import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '../../test/testApp';
import { isDatabaseUnavailable } from './unavailable';
import { createDb, type Db } from './connection';

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

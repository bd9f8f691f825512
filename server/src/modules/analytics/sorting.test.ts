import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/connection';
import { createFreshDatabase } from '../../../test/testApp';
import { sorting } from './analytics.repository';

/** One connection, so each check reads the very connection the sorting read gave back. */
let db: Db;
let drop: () => Promise<void>;
const workMem = async (on: Db) => (await sql<{ workMem: string }>`SHOW work_mem`.execute(on)).rows[0].workMem;

beforeAll(async () => {
  const fresh = await createFreshDatabase();
  drop = fresh.drop;
  db = createDb(fresh.url, 1);
});
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

describe('sorting reads', () => {
  it('run with room to sort, and give the connection back with the default', async () => {
    const before = await workMem(db);
    expect(await sorting(db, workMem)).toBe('48MB');
    expect(await workMem(db)).toBe(before);
  });

  it('roll back on an error: the connection is usable and out of the transaction', async () => {
    const before = await workMem(db);
    await expect(sorting(db, async (conn) => sql`SELECT 1 / 0`.execute(conn))).rejects.toThrow(/division by zero/);
    expect(await workMem(db)).toBe(before);
    const { rows } = await sql<{ open: boolean }>`SELECT now() <> statement_timestamp() AS open`.execute(db);
    expect(rows[0].open).toBe(false);
  });
});

import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import './dataProtection.tables';

/**
 * Every public table with a `company_id` column, read from the catalogue at each purge so a new
 * area's table is covered without being listed here; `cascades` when a foreign key to companies
 * with ON DELETE CASCADE already removes its rows.
 */
export async function companyScopedTables(db: Db): Promise<{ name: string; cascades: boolean }[]> {
  const { rows } = await sql<{ name: string; cascades: boolean }>`
    SELECT c.table_name AS name,
           EXISTS (
             SELECT 1 FROM pg_constraint k
               JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
              WHERE k.contype = 'f' AND k.confdeltype = 'c' AND k.confrelid = 'public.companies'::regclass
                AND k.conrelid = format('public.%I', c.table_name)::regclass AND a.attname = 'company_id'
           ) AS cascades
      FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema = 'public' AND c.column_name = 'company_id' AND t.table_type = 'BASE TABLE'
     ORDER BY 1`.execute(db);
  return rows;
}

/** How many rows each table holds for the company (only tables with any), for the erasure log. */
export async function countCompanyRows(db: Db, companyId: string, tables: { name: string }[]): Promise<Record<string, number>> {
  if (!tables.length) return {};
  const parts = tables.map((t) => sql`SELECT ${t.name}::text AS name, count(*)::int AS n FROM ${sql.id(t.name)} WHERE company_id = ${companyId}::uuid`);
  const { rows } = await sql<{ name: string; n: number }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  return Object.fromEntries(rows.filter((r) => r.n > 0).map((r) => [r.name, r.n]));
}

/**
 * Deletes the company row (its cascades take every area's rows) and then what no cascade reaches
 * (the sandbox outbox, the webhook inbox: tables that keep a company id without a foreign key).
 */
export async function deleteCompanyRows(db: Db, companyId: string, tables: { name: string; cascades: boolean }[]): Promise<void> {
  await db.deleteFrom('companies').where('id', '=', companyId).execute();
  for (const t of tables.filter((x) => !x.cascades)) {
    await sql`DELETE FROM ${sql.id(t.name)} WHERE company_id = ${companyId}::uuid`.execute(db);
  }
}

/** A company due for erasure at `now`, locked so a cancel in flight waits for the purge or wins before it. */
export async function lockDueCompany(db: Db, companyId: string, now: Date) {
  return db.selectFrom('companies').select(['id', 'deletionRequestedAt', 'deletionScheduledFor'])
    .where('id', '=', companyId).where('deletionScheduledFor', '<=', now).forUpdate().executeTakeFirst();
}

export async function lockDueUser(db: Db, userId: string, now: Date) {
  return db.selectFrom('users').select(['id', 'deletionRequestedAt', 'deletionScheduledFor'])
    .where('id', '=', userId).where('deletionScheduledFor', '<=', now).forUpdate().executeTakeFirst();
}

/** Due first, at most 100 per run: a backlog is worked off by the next runs (every 15 minutes). */
export async function dueCompanyIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db.selectFrom('companies').select('id').where('deletionScheduledFor', '<=', now).orderBy('deletionScheduledFor').limit(100).execute();
  return rows.map((r) => r.id);
}

export async function dueUserIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('deletionScheduledFor', '<=', now).orderBy('deletionScheduledFor').limit(100).execute();
  return rows.map((r) => r.id);
}

/** Another owner takes over a company its owner leaves (companies.owner_id would otherwise cascade it away). */
export async function transferOwnership(db: Db, companyId: string, newOwnerId: string): Promise<void> {
  await db.updateTable('companies').set({ ownerId: newOwnerId, updatedAt: new Date() }).where('id', '=', companyId).execute();
}

export async function deleteUserRow(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

export async function writeErasureLog(
  db: Db, entry: { kind: 'user' | 'company'; subjectId: string; requestedAt: Date | null; scheduledFor: Date | null; counts: Record<string, number> },
): Promise<string> {
  const row = await db.insertInto('erasureLog').values({ ...entry, counts: JSON.stringify(entry.counts) }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function addErasureCount(db: Db, logId: string, key: string, n: number): Promise<void> {
  await sql`UPDATE erasure_log SET counts = counts || jsonb_build_object(${key}::text, ${n}::int) WHERE id = ${logId}::uuid`.execute(db);
}

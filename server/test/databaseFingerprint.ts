import { sql } from 'kysely';
import type { Db } from '../src/db/connection';

/** The public tables, and which of them hold a `company_id`. */
export async function tablesOf(db: Db): Promise<{ name: string; companyScoped: boolean; hasId: boolean }[]> {
  // The connection's camel-case plugin renames the result columns.
  const { rows } = await sql<{ name: string; companyScoped: boolean; hasId: boolean }>`
    SELECT c.table_name AS name, bool_or(c.column_name = 'company_id') AS company_scoped,
           bool_or(c.column_name = 'id' AND c.data_type = 'uuid') AS has_id
      FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
     GROUP BY c.table_name ORDER BY 1`.execute(db);
  return rows.map((r) => ({ name: r.name, companyScoped: r.companyScoped, hasId: r.hasId }));
}

/**
 * One digest per table, of its rows as text in a stable order: every row, or (`companyId`) only
 * the rows of the company-scoped tables that belong to that company. Equal digests before and
 * after a refused request mean it changed nothing there.
 */
export async function fingerprint(db: Db, tables: { name: string; companyScoped: boolean }[], companyId?: string): Promise<Map<string, string>> {
  const chosen = companyId ? tables.filter((t) => t.companyScoped) : tables;
  if (!chosen.length) return new Map();
  const parts = chosen.map((t) => sql`SELECT ${t.name}::text AS name, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest
    FROM ${sql.id(t.name)} x ${companyId ? sql`WHERE x.company_id = ${companyId}::uuid` : sql``}`);
  const { rows } = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  return new Map(rows.map((r) => [r.name, r.digest]));
}

/** The tables whose digest differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before.keys()].filter((name) => before.get(name) !== after.get(name));
}

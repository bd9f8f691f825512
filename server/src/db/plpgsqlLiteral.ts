import { sql, type Kysely } from 'kysely';

/**
 * A statement as a string literal inside a PL/pgSQL body (EXECUTE '…'), for triggers whose
 * statements are generated from the migration's own code — never from user input.
 */
export const plpgsqlLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * For a statement trigger keeping counts: the affected rows' `columns` with n = +1 for each new
 * row and -1 for each old one, per operation (transition tables new_rows / old_rows).
 */
export const signedRows = (columns: string) => ({
  INSERT: `SELECT ${columns}, 1 AS n FROM new_rows`,
  DELETE: `SELECT ${columns}, -1 AS n FROM old_rows`,
  UPDATE: `SELECT ${columns}, 1 AS n FROM new_rows UNION ALL SELECT ${columns}, -1 FROM old_rows`,
});

/** `<prefix>_insert|_delete|_update` statement triggers on `table` running `fn()` with their transition tables. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createStatementTriggers(db: Kysely<any>, table: string, prefix: string, fn: string): Promise<void> {
  for (const op of ['INSERT', 'DELETE', 'UPDATE'] as const) {
    const referencing = op === 'INSERT' ? 'NEW TABLE AS new_rows' : op === 'DELETE' ? 'OLD TABLE AS old_rows' : 'NEW TABLE AS new_rows OLD TABLE AS old_rows';
    await sql`
      CREATE TRIGGER ${sql.id(`${prefix}_${op.toLowerCase()}`)} AFTER ${sql.raw(op)} ON ${sql.table(table)}
      REFERENCING ${sql.raw(referencing)} FOR EACH STATEMENT EXECUTE FUNCTION ${sql.id(fn)}()`.execute(db);
  }
}

/**
 * Statements of a statement trigger reading its transition table `rows`, run by size: up to 64
 * rows as static SQL (planned once per session and cached: cheap for the usual single row), more
 * by EXECUTE, planned for the rows at hand. A plan cached for one row joins two transition tables
 * by nested loop, which over ten thousand rows each is a hundred million comparisons.
 */
export const bySize = (rows: string, statements: string[]) => `
  IF (SELECT count(*) FROM ${rows}) > 64 THEN
    ${statements.map((statement) => `EXECUTE ${plpgsqlLiteral(statement)};`).join('\n    ')}
  ELSE
    ${statements.map((statement) => `${statement};`).join('\n    ')}
  END IF;`;

import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;

// COUNT(*) and SUM() come back as int8; they fit in a JS number for anything this app counts.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function createDb(connectionString: string, max = 10): Db {
  // A request waits at most 5 s for a connection (Postgres down: a 503 soon, not a hung request).
  // JIT off: its compile time (tens of ms) is paid by the dashboard's aggregates on every read
  // and never earned back by queries of this size (measured at a million contacts).
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000, options: '-c jit=off' });
  // An idle client told by the server that it is going away (restart, failover, shutdown at stop)
  // emits 'error' on the pool; without a listener that is an uncaught exception that kills the
  // process. The pool drops that client and the next query opens a new connection.
  pool.on('error', () => {});
  keepClientErrorsOffProcess(pool);
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    // JSON columns keep their keys as stored: custom property names are user data.
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
}

/**
 * A client checked out of the pool (in a transaction, between two queries) has no 'error'
 * listener of pg-pool's: if Postgres restarts at that moment, the client emits 'error' and,
 * unheard, it ends the process. A listener on every client keeps it an ordinary failure: the
 * next query on that client rejects (a 503 for a request, a retry for a job) and the pool
 * discards the client when it is released.
 */
export function keepClientErrorsOffProcess(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
}

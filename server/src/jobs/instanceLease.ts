import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** Advisory-lock namespace of instance leases ("ins" in ASCII). */
const NAMESPACE = 0x696e73;

/**
 * This instance, alive, as Postgres sees it: a session advisory lock on a random id, held on a
 * connection of its own for the life of the process. Work that outlives one job (a workflow
 * step logged `running`) records the id; anyone can then tell a step whose instance died (kill
 * -9, a crash: Postgres frees the lock with the connection) from one still in progress, at once,
 * instead of waiting out a time lease. If the connection drops (Postgres restarting) the lock is
 * taken again as soon as it is back.
 */
export function createInstanceLease(connectionString: string, applicationName = 'crm') {
  const id = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | null = null;

  // Until it holds the lease again, every second: a failed attempt (Postgres still down) retries too.
  const retryLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      hold().catch(retryLater);
    }, 1000);
  };
  const hold = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: applicationName });
    next.on('error', () => {
      if (client === next) client = null;
      retryLater();
    });
    try {
      await next.connect();
      await next.query('SELECT pg_advisory_lock($1, hashtext($2))', [NAMESPACE, id]);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) await next.end().catch(() => {});
    else client = next;
  };

  return {
    id,
    start: hold,
    async stop() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

/** Whether the instance with this id holds its lease (a read of pg_locks: takes no lock itself). */
export async function instanceAlive(db: Db, instanceId: string): Promise<boolean> {
  const { rows } = await sql<{ alive: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM pg_locks
       WHERE locktype = 'advisory' AND granted AND classid = ${NAMESPACE} AND objsubid = 2
         AND objid::bigint = (hashtext(${instanceId})::bigint & 4294967295)
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
    ) AS alive`.execute(db);
  return Boolean(rows[0]?.alive);
}

export type InstanceLease = ReturnType<typeof createInstanceLease>;

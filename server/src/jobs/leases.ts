import pg from 'pg';
import { keepClientErrorsOffProcess } from '../db/connection';

/** Advisory-lock namespace of job leases (the first key of the two-key form; "job" in ASCII). */
const NAMESPACE = 0x6a6f62;

export type Lease = {
  /** Whether the job was still active when the lease was taken (false: already given up on, skip it). */
  active: boolean;
  /** Aborts when the lease's connection drops (Postgres restarted): the job must stop at its next step. */
  lost: AbortSignal;
  release: () => Promise<void>;
};

/**
 * Who is still running a job, told by Postgres itself. A worker holds a session advisory lock on
 * its job's id, on a connection of its own, for as long as the job runs. When the process dies —
 * kill -9, a crash, a lost machine — its connections close and Postgres frees the lock at once.
 * A job pg-boss still calls active whose lock anyone can take therefore has no worker: `sweep`
 * hands it back to pg-boss as failed, and pg-boss retries it on a live instance, without waiting
 * for the job's expiry (minutes to hours for imports and bulk sends). The handlers resume from
 * their last committed step and check their progress row before each one, so a retried job never
 * redoes work.
 */
export function createLeases(connectionString: string, options: { max?: number; applicationName?: string } = {}) {
  // The application name tells an operator (and the fault tests) which instance holds a job.
  const pool = new pg.Pool({ connectionString, max: options.max ?? 16, connectionTimeoutMillis: 5_000, application_name: options.applicationName ?? 'crm' });
  pool.on('error', () => {});
  keepClientErrorsOffProcess(pool);

  return {
    async take(jobId: string): Promise<Lease> {
      const client = await pool.connect();
      const lost = new AbortController();
      const onError = () => lost.abort(new Error('job lease lost: the database connection dropped'));
      client.on('error', onError);
      try {
        await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [NAMESPACE, jobId]);
        const { rows } = await client.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [jobId]);
        return {
          active: rows[0]?.state === 'active',
          lost: lost.signal,
          async release() {
            client.off('error', onError);
            try {
              await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [NAMESPACE, jobId]);
              client.release();
            } catch (error) {
              client.release(error as Error);
            }
          },
        };
      } catch (error) {
        client.off('error', onError);
        client.release(error as Error);
        throw error;
      }
    },

    /**
     * Fails (for pg-boss to retry) every job of these queues that has been active for a while
     * with no worker holding its lease. Returns how many. The grace period covers a worker that
     * has fetched its job and not yet taken the lease.
     */
    async sweep(queues: readonly string[], fail: (queue: string, jobId: string) => Promise<void>, graceSeconds = 10): Promise<number> {
      if (queues.length === 0) return 0;
      const client = await pool.connect();
      let orphans = 0;
      try {
        const { rows } = await client.query<{ id: string; name: string }>(
          `SELECT id, name FROM pgboss.job
            WHERE state = 'active' AND name = ANY($1::text[]) AND started_on < now() - make_interval(secs => $2)`,
          [queues, graceSeconds],
        );
        for (const job of rows) {
          const { rows: [free] } = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS taken', [NAMESPACE, job.id]);
          if (!free?.taken) continue;
          try {
            await fail(job.name, job.id);
            orphans += 1;
          } finally {
            await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [NAMESPACE, job.id]);
          }
        }
        client.release();
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      return orphans;
    },

    close: () => pool.end(),
  };
}

export type Leases = ReturnType<typeof createLeases>;

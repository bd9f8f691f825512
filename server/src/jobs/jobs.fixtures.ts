import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createFreshDatabase } from '../../test/testApp';
import { createJobs, type Jobs, type JobsOptions } from './queue';

/**
 * For the job runner's tests, at describe level: a fresh migrated database, a plain client on it,
 * and `instance()` making job runners on it (instances of the server, as far as jobs go), every one
 * stopped afterwards. `beforeStop` lets hung handlers end first.
 */
export function jobsDatabase(options: JobsOptions, beforeStop: () => void = () => {}) {
  let database: { url: string; drop: () => Promise<void> };
  let client: pg.Client;
  const running: Jobs[] = [];
  beforeAll(async () => {
    database = await createFreshDatabase({ migrated: true });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    beforeStop();
    await Promise.all(running.map((j) => j.stop()));
    await client?.end();
    await database?.drop();
  });
  return {
    get url() { return database.url; },
    get client() { return client; },
    instance(): Jobs {
      const jobs = createJobs(database.url, options);
      running.push(jobs);
      return jobs;
    },
    async jobState(id: string) {
      return (await client.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [id])).rows[0]?.state;
    },
  };
}

/** Reads until the value is there (truthy), or fails naming what it waited for. */
export async function until<T>(read: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

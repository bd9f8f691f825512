import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * pg-boss 10 reports a job's outcome (complete / fail) without awaiting it; when Postgres is down
 * at that moment (a restart, a failover) the rejection was unhandled and ended the process (found
 * by the fault tests). patches/pg-boss+10.4.2.patch catches it as the worker's error. This runs
 * pg-boss's own worker against a database that answers the fetch and then fails every statement.
 */
const require = createRequire(import.meta.url);
const Manager = require(path.join(path.dirname(require.resolve('pg-boss')), 'manager.js'));

describe('pg-boss worker, database gone when the job ends', () => {
  it.each([['completes', async () => {}], ['fails', async () => { throw new Error('handler failed'); }]] as const)(
    'reports it as an error event instead of an unhandled rejection when it %s the job',
    async (_, handler) => {
      let fetched = false;
      const db = {
        executeSql: async () => {
          if (!fetched) {
            fetched = true;
            return { rows: [{ id: '00000000-0000-0000-0000-000000000001', name: 'q', data: {} }] };
          }
          throw Object.assign(new Error('the database system is shutting down'), { code: '57P03' });
        },
      };
      const manager = new Manager(db, { schema: 'pgboss', pollingIntervalSeconds: 0.5, __test__enableSpies: false });
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      const errors: { message: string }[] = [];
      manager.on('error', (e: { message: string }) => errors.push(e));
      try {
        await manager.work('q', { pollingIntervalSeconds: 0.5 }, handler);
        await expect.poll(() => errors.length, { timeout: 5_000 }).toBeGreaterThan(0);
        await new Promise((r) => setTimeout(r, 50));
        expect(errors[0].message).toBe('the database system is shutting down');
        expect(unhandled).toEqual([]);
      } finally {
        await manager.stop?.();
        process.off('unhandledRejection', onUnhandled);
      }
    },
  );
});

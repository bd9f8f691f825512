import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startCluster, type Cluster } from '../../../scripts/cluster/launch';
import { privatePostgres, privateRedis, type Restartable } from './privateServices';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Stack = {
  cluster: Cluster;
  postgres: Restartable;
  redis: Restartable;
  /** A connection of the test's own to the product's database, to check what was stored. */
  db: pg.Pool;
  /** The last lines each instance logged (printed when a test fails). */
  logs: () => string;
  stop: () => Promise<void>;
};

/** Two instances behind nginx, on a Postgres and a Redis of the tests' own, with the demo company. */
export async function startStack(): Promise<Stack> {
  const dir = mkdtempSync(path.join(tmpdir(), 'faults-'));
  // Run as root, Postgres runs as the `postgres` user, which must be able to pass through.
  chmodSync(dir, 0o711);
  const postgres = await privatePostgres(path.join(dir, 'postgres'));
  const redis = await privateRedis(path.join(dir, 'redis'));
  const cluster = await startCluster({
    root, instances: 2, port: 0, dataDir: path.join(dir, 'cluster'), output: 'files',
    env: { DATABASE_URL: postgres.url, REDIS_URL: redis.url, SEED_DEMO: 'true', AUTH_RATE_LIMIT: '10000', LOG_LEVEL: 'warn', EMAIL_RATE_PER_DOMAIN: '2000' },
  });
  const db = new pg.Pool({ connectionString: postgres.url, max: 2 });
  db.on('error', () => {});
  return {
    cluster, postgres, redis, db,
    logs: () => cluster.instances.map((i) => {
      const file = path.join(cluster.dataDir, 'logs', `instance-${i.index + 1}.log`);
      let text = '';
      try { text = readFileSync(file, 'utf8'); } catch { /* not started */ }
      const last = text.split('\n').slice(-12).map((line) => line.slice(0, 400));
      return `--- instance ${i.index + 1} (last lines)\n${last.join('\n')}`;
    }).join('\n'),
    async stop() {
      await db.end().catch(() => {});
      await cluster.stop();
      await redis.stop();
      await postgres.stop();
      // FAULTS_KEEP=1 keeps the instances' logs and data for a look after a failure.
      if (process.env.FAULTS_KEEP) console.log(`FAULT files kept in ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}

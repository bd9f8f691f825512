import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/connection';
import { createConnectors } from '../src/connectors';
import { createBlobStore } from '../src/blobs';
import { createTokenService } from '../src/http/tokens';
import { createJobs } from '../src/jobs/queue';
import { defineJobs } from '../src/jobs/definitions';
import type { AppDeps } from '../src/deps';

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  deps: AppDeps;
  databaseUrl: string;
  close: () => Promise<void>;
};

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One statement on the run's Postgres as its administrator (connected to its maintenance database). */
export async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on the test run's Postgres: empty, or (`migrated`) a copy of the run's
 * migrated template; `drop` removes it.
 */
export async function createFreshDatabase(options: { migrated?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  await admin(options.migrated ? `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}` : `CREATE DATABASE ${name}`);
  return { url: withDatabase(inject('pgAdminUrl'), name), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A fresh database with every migration applied (a copy of the run's template), and the real app on it (no port opened: tests
 * call app.inject). `env` overrides reach the config and the connectors (e.g. STRIPE_SECRET_KEY).
 * `jobs: true` also starts pg-boss workers on that database.
 */
export async function createTestContext(
  options: { env?: Record<string, string>; jobs?: boolean; logger?: BuildOptions['logger']; database?: { url: string; drop: () => Promise<void> } } = {},
): Promise<TestContext> {
  // `database`: the app on a database the test made itself (a restored backup), dropped at close.
  const { url: databaseUrl, drop } = options.database ?? await createFreshDatabase({ migrated: true });
  const db = createDb(databaseUrl, 5);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crm-test-data-')),
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const tokens = createTokenService(config.JWT_SECRET!, config.JWT_TTL);
  const deps: AppDeps = {
    config, db, tokens, connectors: createConnectors(config, db, { ...process.env, ...options.env }), blobs: await createBlobStore(config.blobStorage),
  };
  if (options.jobs) {
    deps.jobs = createJobs(databaseUrl);
    await defineJobs(deps);
    await deps.jobs.start();
  }
  const app = await buildApp(deps, { distDir: path.join(tmpdir(), 'no-app-build'), ...(options.logger ? { logger: options.logger } : {}) });
  await app.ready();
  return {
    app,
    db,
    deps,
    databaseUrl,
    close: async () => {
      await app.close();
      await deps.jobs?.stop();
      await db.destroy();
      await drop();
    },
  };
}

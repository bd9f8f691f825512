import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp, logRedactPaths, logSerializers } from './app';
import { loadConfig, type Config } from './config';
import { createDb, type Db } from './db/connection';
import { startEmbeddedPostgres } from './db/embedded';
import { migrateToLatest } from './db/migrate';
import { loadSecrets } from './db/secrets';
import { createConnectors } from './connectors';
import { createBlobStore } from './blobs';
import { createTokenService } from './http/tokens';
import { createJobs, type Jobs } from './jobs/queue';
import { defineJobs } from './jobs/definitions';
import { onFirstStart } from './modules/startup';
import { isKnownCustomDomain } from './modules/landingDomains/customDomainHost';
import { parseLandingHost } from './modules/landings/landings.host';
import { createRealtime, type Realtime } from './realtime/realtime';
import type { AppDeps } from './deps';

export type Running = { app: FastifyInstance; config: Config; url: string; stop: () => Promise<void> };

/**
 * Starts the whole product in this process: database (embedded unless DATABASE_URL), migrations,
 * first-start seed, jobs, HTTP + API. Used by server.ts and by the end-to-end test runner.
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<Running> {
  const config = loadConfig(env);
  const dataDir = path.resolve(config.DATA_DIR);
  const embedded = config.DATABASE_URL ? null : await startEmbeddedPostgres(dataDir);
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;
  let db: Db | undefined;
  let jobs: Jobs | undefined;
  let redis: Redis | undefined;
  let realtime: Realtime | undefined;
  try {
    db = createDb(databaseUrl);
    await migrateToLatest(db);
    const jwtSecret = config.JWT_SECRET ?? loadSecrets(dataDir).jwtSecret;
    const tokens = createTokenService(jwtSecret, config.JWT_TTL);
    const connectors = createConnectors(config, db);
    const blobs = await createBlobStore(config.blobStorage);
    jobs = createJobs(databaseUrl, { applicationName: config.INSTANCE_NAME });
    const deps: AppDeps = { config, db, tokens, connectors, blobs, jobs };
    const firstStart = await onFirstStart(deps);
    // No offline queue: while Redis is down a rate-limit count fails at once (and is skipped)
    // instead of holding the request until Redis returns.
    redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
    redis?.on('error', () => {});
    const app = await buildApp(deps, {
      logger: {
        level: config.LOG_LEVEL, redact: logRedactPaths, serializers: logSerializers,
        ...(config.INSTANCE_NAME ? { base: { pid: process.pid, instance: config.INSTANCE_NAME } } : {}),
      },
      redis,
    });
    // The live socket shares the API's HTTP server (and, with REDIS_URL, its events with other instances).
    const appHostname = new URL(config.publicUrl).hostname.toLowerCase();
    realtime = createRealtime(app.server, {
      db, tokens, origins: config.APP_ORIGINS, redisUrl: config.REDIS_URL,
      // A custom domain is refused once the landing-host hook has seen it (its in-memory cache).
      refuseHost: (host) => parseLandingHost(host, config.LANDINGS_DOMAIN, appHostname) !== null || isKnownCustomDomain(host),
    });
    deps.realtime = realtime;
    await defineJobs(deps, app.log);
    await jobs.start();
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://localhost:${port}`;
    // Plain lines for the person who typed `npm start`; the JSON log is for machines.
    if (config.LOG_LEVEL !== 'silent') console.log(firstStart.announce(url).join('\n'));
    const stop = async () => {
      await realtime?.close();
      await app.close();
      await jobs?.stop();
      await db?.destroy();
      redis?.disconnect();
      await embedded?.stop();
    };
    return { app, config, url, stop };
  } catch (error) {
    await realtime?.close().catch(() => {});
    await jobs?.stop().catch(() => {});
    await db?.destroy().catch(() => {});
    redis?.disconnect();
    await embedded?.stop().catch(() => {});
    throw error;
  }
}

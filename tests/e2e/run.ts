/**
 * `npm run test:e2e`: builds the app if needed, starts the real server on a fresh database and a
 * free port, runs every *.spec.ts here against it in Chromium (node:test, E2E_CONCURRENCY files at
 * a time, default 2: each journey signs in as its own freshly registered user, or only reads the
 * demo account, so files do not see each other's data).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './support/startServer';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const only = process.argv.slice(2);
const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY ?? 2) || 1);
const specs = readdirSync(here)
  .filter((f) => f.endsWith('.spec.ts') && (!only.length || only.some((o) => f.includes(o))))
  .map((f) => path.join(here, f));

const server = await startServer(root);
let status = 1;
try {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...specs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: server.url },
  });
  status = result.status ?? 1;
} finally {
  await server.stop();
}
process.exit(status);

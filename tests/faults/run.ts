/**
 * `npm run test:faults`: builds the app if needed, then runs tests/faults/*.spec.ts one file at a
 * time (each starts its own instances, Postgres and Redis, and breaks them).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const only = process.argv.slice(2);
const specs = readdirSync(here)
  .filter((f) => f.endsWith('.spec.ts') && (!only.length || only.some((o) => f.includes(o))))
  .map((f) => path.join(here, f));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...specs], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);

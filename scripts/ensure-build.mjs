// `npm start` runs this first: builds the app with Vite only when dist/ is missing or older than
// its sources, so a restart costs nothing and a changed source is never served stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['src', 'contract', 'index.html', 'locales', 'public', 'vite.config.ts', 'package.json'];

/** Newest modification time under a file or folder (0 when absent). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    max = Math.max(max, newest(path.join(target, entry)));
  }
  return max;
}

if (!existsSync(path.join(root, 'index.html'))) {
  console.log('ensure-build: no index.html yet (the app is not written): skipping the build; the API starts without it.');
  process.exit(0);
}

const builtIndex = path.join(root, 'dist', 'index.html');
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
if (builtAt && builtAt >= changedAt) {
  console.log('ensure-build: dist/ is up to date.');
  process.exit(0);
}

console.log(builtAt ? 'ensure-build: sources changed since the last build: building the app…' : 'ensure-build: building the app (first start)…');
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) {
  console.error('ensure-build: the app build failed (see above).');
  process.exit(result.status ?? 1);
}

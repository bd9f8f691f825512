// `npm start`: builds the app when needed, then runs the server as a child and stops it with
// itself. A signal here (Ctrl-C reaches the whole process group; `kill`) is passed on. npm, when a
// service manager signals npm alone, exits without passing it on: this process then finds itself
// orphaned and stops the server the same way. The server closes its connections and stops the
// embedded Postgres before it exits, so nothing is left running.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid !== parent && server.exitCode === null) server.kill('SIGTERM');
}, 250);
server.on('exit', (code, signal) => {
  clearInterval(orphanWatch);
  process.exit(code ?? (signal ? 1 : 0));
});

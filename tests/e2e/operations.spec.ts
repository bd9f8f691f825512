import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from './support/startServer';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every process under `pid` (children first found through /proc). */
function descendants(pid: number): number[] {
  const children = (p: number): number[] =>
    readdirSync(`/proc/${p}/task`).flatMap((task) => {
      try {
        return readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
      } catch {
        return [];
      }
    });
  const all: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const next = children(queue.shift()!);
    all.push(...next);
    queue.push(...next);
  }
  return all;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * `npm start` as a person or a service manager runs it, stopped by one signal to npm itself:
 * the server and its embedded Postgres must all be gone, and npm must have exited.
 */
async function startThenStop(signal: 'SIGTERM' | 'SIGINT', to: 'npm' | 'process group') {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-npm-start-'));
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true, // its own process group, as in a terminal
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, npm, 180_000);
    const tree = descendants(npm.pid!);
    const postgres = tree.filter((p) => readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(path.join(dataDir, 'pg')));
    assert.ok(postgres.length > 0, 'the embedded Postgres runs under npm start');
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    // A service manager signals npm; Ctrl-C in a terminal signals the whole foreground group.
    if (to === 'npm') npm.kill(signal);
    else process.kill(-npm.pid!, signal);
    const code = await Promise.race([exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 30_000))]);
    assert.notEqual(code, 'timeout', `npm start did not exit within 30 s of ${signal}`);
    // npm itself exits once it has passed the signal on; the server then closes its connections and
    // stops Postgres: within a few seconds nothing of the tree may be left.
    const deadline = Date.now() + 20_000;
    while (tree.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const survivors = tree.filter(alive);
    assert.deepEqual(survivors.map((p) => `${p}: ${readFileSync(`/proc/${p}/cmdline`, 'utf8').replaceAll('\0', ' ')}`), []);
  } finally {
    if (npm.exitCode === null && npm.signalCode === null) process.kill(-npm.pid!, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('npm start stops cleanly', () => {
  it('on SIGTERM to npm alone (a service manager): server and embedded Postgres gone', () => startThenStop('SIGTERM', 'npm'));
  it('on Ctrl-C (SIGINT to the process group): server and embedded Postgres gone', () => startThenStop('SIGINT', 'process group'));
});

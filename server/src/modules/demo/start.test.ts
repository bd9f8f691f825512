import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '../../../test/testApp';
import { startServer, type Running } from '../../start';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** `npm start` as a person runs it: a process, its exit code and what it printed. */
function runServerProcess(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('start-up', () => {
  it('a bad configuration value stops it with exit code 1 and one line on stderr', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-badcfg-'));
    try {
      const res = await runServerProcess({ PORT: 'abc', DATA_DIR: dataDir });
      expect(res.code).toBe(1);
      expect(res.stderr.trim().split('\n')).toHaveLength(1);
      expect(res.stderr).toMatch(/^Invalid configuration: PORT /);
      expect(res.stdout).toBe('');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('with DATABASE_URL uses that Postgres: migrates, seeds the demo once, starts no embedded database', async () => {
    const database = await createFreshDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-external-'));
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' };
    let server: Running | undefined;
    try {
      server = await startServer(env);
      const res = await fetch(`${server.url}/api/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', password: 'Demo1234!' }),
      });
      expect(res.status).toBe(200);
      await server.stop();
      // A second instance on the same database finds the demo there and seeds nothing twice.
      server = await startServer(env);
      const again = await fetch(`${server.url}/api/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', password: 'Demo1234!' }),
      });
      expect(again.status).toBe(200);
      expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
    } finally {
      await server?.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  describe('a full start on a fresh DATA_DIR (embedded Postgres)', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-start-'));
    const env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' };
    let running: Running | undefined;
    afterAll(async () => {
      await running?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const login = async (url: string) => {
      const res = await fetch(`${url}/api/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', password: 'Demo1234!' }),
      });
      return { status: res.status, body: (await res.json()) as { token: string; user: { _id: string } } };
    };
    const companies = async (url: string, token: string) => {
      const res = await fetch(`${url}/api/companies`, { headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, body: (await res.json()) as { data: { _id: string; name: string; hasMCC: boolean }[] } };
    };

    it('seeds the demo account, which signs in over HTTP; after a restart on the same DATA_DIR the data and sessions are still there', async () => {
      running = await startServer(env);
      const first = await login(running.url);
      expect(first.status).toBe(200);
      const before = await companies(running.url, first.body.token);
      expect(before.body.data).toEqual([expect.objectContaining({ name: 'Demo Company', hasMCC: true })]);
      // something the user changed, to find again after the restart
      await fetch(`${running.url}/api/company/${before.body.data[0]._id}`, {
        method: 'PUT', headers: { authorization: `Bearer ${first.body.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ industry: 'Persisted' }),
      });
      await running.stop();
      running = undefined;

      running = await startServer(env);
      const second = await login(running.url);
      expect(second.body.user._id).toBe(first.body.user._id);
      // the JWT secret generated on first start is kept in DATA_DIR: the old session still works
      const after = await companies(running.url, first.body.token);
      expect(after.status).toBe(200);
      expect(after.body.data).toHaveLength(1);
      expect(after.body.data[0]).toMatchObject({ _id: before.body.data[0]._id, industry: 'Persisted' });
    }, 180_000);
  });
});

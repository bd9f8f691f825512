import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nginxConfig } from './nginxConfig';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'nginx-conf-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `nginx -t`: Debian's nginx parses the file as it would at start (CI installs it; see .ci/run). */
function nginxAccepts(conf: string, prefix: string): { ok: boolean; output: string } {
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, conf);
  const run = spawnSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx', ['-t', '-p', prefix, '-c', file, '-e', 'stderr'], { encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}${run.error?.message ?? ''}` };
}

describe('the load balancer configuration', () => {
  it('is valid nginx for the launcher (its own pid and temp files)', () => {
    const prefix = path.join(work, 'launcher');
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, 'tmp', dir), { recursive: true });
    const conf = nginxConfig({ listen: '127.0.0.1:3999', upstreams: ['127.0.0.1:4001', '127.0.0.1:4002'], prefix });
    const result = nginxAccepts(conf, prefix);
    expect(result.output).toContain('syntax is ok');
    expect(result.ok).toBe(true);
    expect(conf).toContain('server 127.0.0.1:4001 ');
    expect(conf).toContain('server 127.0.0.1:4002 ');
  });

  it('deploy/nginx.conf is the same configuration for compose (regenerate it from nginxConfig when this fails)', () => {
    expect(readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')).toBe(nginxConfig({ listen: '80', upstreams: ['app:3000'] }));
  });

  it('sets the client address itself instead of passing on one the client chose', () => {
    const conf = nginxConfig({ listen: '80', upstreams: ['app:3000'] });
    expect(conf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('passes websocket upgrades on (the live socket) and keeps sockets open', () => {
    const conf = nginxConfig({ listen: '80', upstreams: ['app:3000'] });
    expect(conf).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(conf).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(conf).toMatch(/proxy_read_timeout 1h;/);
  });

  it('refuses a balancer with no instance', () => {
    expect(() => nginxConfig({ listen: '80', upstreams: [] })).toThrow(/at least one instance/);
  });
});

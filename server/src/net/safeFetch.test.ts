import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { allowAlso } from './blockedAddresses';
import { safeFetch, SafeFetchError, type HostResolver, type SafeFetchErrorCode } from './safeFetch';
import { startTestReceiver } from './testReceiver';
import { signWebhook, verifyWebhookSignature } from './webhookSignature';

const receivers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});
const receiver = async (...args: Parameters<typeof startTestReceiver>) => {
  const r = await startTestReceiver(...args);
  receivers.push(r);
  return r;
};

/** A resolver that answers from a table and counts its calls. */
const fakeDns = (table: Record<string, string[]>) => {
  const calls: string[] = [];
  const resolve: HostResolver = async (host) => {
    calls.push(host);
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, calls };
};

const failure = async (promise: Promise<unknown>): Promise<SafeFetchErrorCode> => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(SafeFetchError);
  return (error as SafeFetchError).code;
};

/** The one address the positive tests may reach: the local receiver, allowed explicitly. */
const localOnly = allowAlso(['127.0.0.1']);

describe('safeFetch refuses inside addresses', () => {
  it.each([
    'http://127.0.0.1/', 'http://0x7f000001/', 'http://2130706433/', 'http://0177.0.0.1/', 'http://127.1/', 'http://[::1]/',
    'http://[::ffff:127.0.0.1]/', 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/', 'http://192.168.1.1/',
    'http://172.16.0.1/', 'http://100.64.0.1/', 'http://[fd00::1]/', 'http://[fe80::1]/', 'http://0.0.0.0/', 'https://[::]/',
  ])('%s → blocked_address, without any DNS lookup', async (url) => {
    const dns = fakeDns({});
    expect(await failure(safeFetch(url, { resolve: dns.resolve }))).toBe('blocked_address');
    expect(dns.calls).toEqual([]);
  });

  it('never reaches a real server on loopback, whatever the form of its address', async () => {
    const r = await receiver();
    for (const host of ['127.0.0.1', '0x7f000001', '2130706433', '0177.0.0.1', '[::ffff:127.0.0.1]']) {
      expect(await failure(safeFetch(`http://${host}:${r.port}/`))).toBe('blocked_address');
    }
    expect(r.received).toHaveLength(0);
  });

  it('refuses a public-looking name that resolves to loopback', async () => {
    const r = await receiver();
    const dns = fakeDns({ 'hooks.example.com': ['127.0.0.1'] });
    expect(await failure(safeFetch(`http://hooks.example.com:${r.port}/`, { resolve: dns.resolve }))).toBe('blocked_address');
    expect(r.received).toHaveLength(0);
  });

  it('refuses a name with one public and one private address (any blocked address refuses)', async () => {
    const dns = fakeDns({ 'mixed.example.com': ['93.184.215.14', '10.0.0.5'] });
    expect(await failure(safeFetch('http://mixed.example.com/', { resolve: dns.resolve }))).toBe('blocked_address');
    const v6 = fakeDns({ 'mixed6.example.com': ['2606:4700:4700::1111', '::1'] });
    expect(await failure(safeFetch('http://mixed6.example.com/', { resolve: v6.resolve }))).toBe('blocked_address');
  });

  it('refuses "localhost" through the system resolver', async () => {
    expect(await failure(safeFetch('http://localhost/'))).toBe('blocked_address');
  });

  it('refuses even an explicitly allowed address when the name also resolves to a blocked one', async () => {
    const dns = fakeDns({ 'both.example.com': ['127.0.0.1', '169.254.169.254'] });
    expect(await failure(safeFetch('http://both.example.com/', { resolve: dns.resolve, isAllowedAddress: localOnly }))).toBe('blocked_address');
  });
});

describe('safeFetch refuses other bad targets', () => {
  it.each(['ftp://example.com/', 'file:///etc/passwd', 'gopher://example.com/', 'javascript:alert(1)', 'data:text/plain,hi'])('%s → bad_scheme', async (url) => {
    expect(await failure(safeFetch(url))).toBe('bad_scheme');
  });

  it('an unparsable URL → bad_url', async () => {
    expect(await failure(safeFetch('not a url'))).toBe('bad_url');
    expect(await failure(safeFetch(''))).toBe('bad_url');
  });

  it('a name that does not resolve, or resolves to nothing → dns_failed', async () => {
    const dns = fakeDns({ 'empty.example.com': [] });
    expect(await failure(safeFetch('https://nowhere.example.com/', { resolve: dns.resolve }))).toBe('dns_failed');
    expect(await failure(safeFetch('https://empty.example.com/', { resolve: dns.resolve }))).toBe('dns_failed');
  });

  it('a request body over the cap → too_large, before connecting', async () => {
    const r = await receiver();
    const dns = fakeDns({ 'hooks.example.test': ['127.0.0.1'] });
    const call = safeFetch(`http://hooks.example.test:${r.port}/`, {
      method: 'POST', body: 'x'.repeat(2049), maxRequestBytes: 2048, resolve: dns.resolve, isAllowedAddress: localOnly,
    });
    expect(await failure(call)).toBe('too_large');
    expect(r.received).toHaveLength(0);
  });

  it('a closed port → connection_failed', async () => {
    const r = await receiver();
    await r.close();
    const dns = fakeDns({ 'hooks.example.test': ['127.0.0.1'] });
    expect(await failure(safeFetch(`http://hooks.example.test:${r.port}/`, { resolve: dns.resolve, isAllowedAddress: localOnly }))).toBe('connection_failed');
  });
});

describe('safeFetch delivers to an explicitly allowed address', () => {
  it('posts the signed body; the receiver verifies it; Host keeps the name; the name is resolved once', async () => {
    const secret = 'whsec_receiver_test';
    const r = await receiver((req, res) => {
      const ok = verifyWebhookSignature(secret, req.body, req.headers['x-workflow-signature'] as string);
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify({ verified: ok }));
    });
    // A second lookup would answer a different address (rebinding): it must never be asked.
    let lookups = 0;
    const resolve: HostResolver = async () => (lookups++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }]);
    const body = JSON.stringify({ event: 'workflow.step', n: 1 });
    const res = await safeFetch(`http://hooks.example.test:${r.port}/in?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-workflow-signature': signWebhook(secret, body) },
      body, resolve, isAllowedAddress: localOnly,
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ verified: true });
    expect(res.truncated).toBe(false);
    expect(res.durationMs).toBeGreaterThanOrEqual(0);
    expect(lookups).toBe(1);
    expect(r.received).toHaveLength(1);
    expect(r.received[0]).toMatchObject({ method: 'POST', url: '/in?x=1' });
    expect(r.received[0].headers.host).toBe(`hooks.example.test:${r.port}`);
    expect(r.received[0].body.toString()).toBe(body);
  });

  it('does not follow a redirect: the 3xx comes back and the target is never called', async () => {
    const r = await receiver((req, res) => {
      if (req.url === '/start') res.writeHead(302, { location: `http://127.0.0.1:${r.port}/moved` }).end();
      else res.end('moved here');
    });
    const dns = fakeDns({ 'hooks.example.test': ['127.0.0.1'] });
    const res = await safeFetch(`http://hooks.example.test:${r.port}/start`, { resolve: dns.resolve, isAllowedAddress: localOnly });
    expect(res.status).toBe(302);
    expect(res.headers.location).toContain('/moved');
    expect(r.received.map((x) => x.url)).toEqual(['/start']);
  });

  it('cuts an oversized answer at the cap, keeping its first bytes', async () => {
    const big = Buffer.alloc(1024 * 1024, 'a');
    big.write('FIRST-BYTES', 0);
    const r = await receiver((_, res) => res.end(big));
    const dns = fakeDns({ 'hooks.example.test': ['127.0.0.1'] });
    const res = await safeFetch(`http://hooks.example.test:${r.port}/`, { resolve: dns.resolve, isAllowedAddress: localOnly });
    expect(res.status).toBe(200);
    expect(res.truncated).toBe(true);
    expect(res.body.length).toBe(64 * 1024);
    expect(res.body.subarray(0, 11).toString()).toBe('FIRST-BYTES');
  });

  it('times out when the server never answers', async () => {
    const r = await receiver(() => {});
    const dns = fakeDns({ 'hooks.example.test': ['127.0.0.1'] });
    const started = Date.now();
    expect(await failure(safeFetch(`http://hooks.example.test:${r.port}/`, { timeoutMs: 300, resolve: dns.resolve, isAllowedAddress: localOnly }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('times out when the answer starts but never ends (the limit covers the whole response)', async () => {
    const r = await receiver((_, res) => {
      res.writeHead(200);
      res.write('partial');
    });
    const dns = fakeDns({ 'hooks.example.test': ['127.0.0.1'] });
    expect(await failure(safeFetch(`http://hooks.example.test:${r.port}/`, { timeoutMs: 300, resolve: dns.resolve, isAllowedAddress: localOnly }))).toBe('timeout');
  });

  it('times out when the name never resolves', async () => {
    const resolve: HostResolver = () => new Promise(() => {});
    expect(await failure(safeFetch('http://slow-dns.example.com/', { timeoutMs: 200, resolve }))).toBe('timeout');
  });
});

describe('safeFetch over https to a pinned address', () => {
  const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

  it.skipIf(!hasOpenssl)('keeps the name for SNI and certificate checks while connecting to the checked address', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'safefetch-tls-'));
    const made = spawnSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
      '-subj', '/CN=hooks.example.test', '-addext', 'subjectAltName=DNS:hooks.example.test',
    ]);
    expect(made.status).toBe(0);
    const cert = readFileSync(path.join(dir, 'cert.pem'));
    const seen: { servername?: string; host?: string }[] = [];
    const server = https.createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert }, (req, res) => {
      seen.push({ servername: (req.socket as TLSSocket).servername || undefined, host: req.headers.host });
      res.end('tls ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receivers.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
    const port = (server.address() as AddressInfo).port;
    const dns = fakeDns({ 'hooks.example.test': ['127.0.0.1'], 'other.example.test': ['127.0.0.1'] });

    const res = await safeFetch(`https://hooks.example.test:${port}/`, { resolve: dns.resolve, isAllowedAddress: localOnly, ca: cert });
    expect(res.body.toString()).toBe('tls ok');
    expect(seen).toEqual([{ servername: 'hooks.example.test', host: `hooks.example.test:${port}` }]);
    // The certificate is still checked against the name asked for, not the address.
    expect(await failure(safeFetch(`https://other.example.test:${port}/`, { resolve: dns.resolve, isAllowedAddress: localOnly, ca: cert }))).toBe('connection_failed');
  });
});

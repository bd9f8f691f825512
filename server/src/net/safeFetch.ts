import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseIp, publicAddressesOnly, type AddressPolicy } from './blockedAddresses';

/**
 * HTTP requests to URLs a user typed (webhook steps): the SSRF rules of
 * ../shared/reference/workflows.md §4.
 *
 * - http and https only.
 * - The host is resolved once (A and AAAA); if ANY address is blocked the request is refused, and
 *   the connection goes to the address that was checked (a `lookup` that answers only with it),
 *   while the Host header and TLS SNI keep the name: a DNS answer that changes between the check
 *   and the connect (rebinding) cannot move the request to another address.
 * - Redirects are never followed: a 3xx comes back as it is. Following them safely means
 *   re-validating every hop; a webhook receiver has no reason to redirect a POST, and a redirect
 *   to an inside address is the classic way round a check, so not following is the simpler
 *   safe choice.
 * - Timeouts: 3 s to connect (HubSpot's figure) and 10 s for everything, DNS to the last byte
 *   (HubSpot allows 30 s). A worker waits for each call, receivers are expected to acknowledge
 *   at once and work afterwards, and a timeout is retried with backoff anyway.
 * - Sizes: the request body at most 256 KB (refused before connecting); the response is read up
 *   to 64 KB and the connection then dropped, the first bytes kept (`truncated`). Nobody
 *   publishes a figure for this; the answer only goes to a log, so a small cap costs nothing.
 * These are also an application-level check only: the reference asks for the same ranges to be
 * blocked at the network layer (egress firewall) where the product is deployed.
 */

export const SAFE_FETCH_LIMITS = {
  connectTimeoutMs: 3_000,
  timeoutMs: 10_000,
  maxRequestBytes: 256 * 1024,
  maxResponseBytes: 64 * 1024,
};

export type SafeFetchErrorCode = 'bad_url' | 'bad_scheme' | 'blocked_address' | 'dns_failed' | 'timeout' | 'too_large' | 'connection_failed';

export class SafeFetchError extends Error {
  constructor(readonly code: SafeFetchErrorCode, message: string) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Every address of a name (tests inject one that points a public-looking name anywhere). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export type SafeFetchOptions = Partial<typeof SAFE_FETCH_LIMITS> & {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  resolve?: HostResolver;
  isAllowedAddress?: AddressPolicy;
  /** Trusted certificate authorities instead of Node's (tests: their own self-signed receiver). */
  ca?: string | Buffer;
};

export type SafeResponse = {
  status: number;
  headers: IncomingHttpHeaders;
  /** At most maxResponseBytes. */
  body: Buffer;
  /** The answer was longer: reading stopped at the cap. */
  truncated: boolean;
  durationMs: number;
};

export type CheckedTarget = { url: URL; address: ResolvedAddress };

/** Parses the URL, resolves its host and checks every address; what safeFetch then connects to. */
export async function checkTarget(rawUrl: string, options: Pick<SafeFetchOptions, 'resolve' | 'isAllowedAddress'> = {}): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new SafeFetchError('bad_url', 'The URL is not valid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('bad_scheme', 'Only http and https URLs can be called');
  // WHATWG URL already rewrites 0x7f000001, 2130706433 and 0177.0.0.1 as 127.0.0.1; parseIp
  // reads every literal form again so nothing depends on that.
  const literal = parseIp(url.hostname);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: literal.toString(), family: literal.kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolver)(url.hostname);
    } catch (e) {
      throw new SafeFetchError('dns_failed', `The host ${url.hostname} could not be resolved (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    if (!addresses.length) throw new SafeFetchError('dns_failed', `The host ${url.hostname} has no address`);
  }
  const allowed = options.isAllowedAddress ?? publicAddressesOnly;
  // The address itself is not named: the message reaches the user, who need not learn the inside network.
  if (addresses.some((a) => !allowed(a.address))) {
    throw new SafeFetchError('blocked_address', 'The URL points to a private, local or reserved address, which cannot be called');
  }
  return { url, address: addresses[0] };
}

/** Calls the URL under the rules above; a refusal or a failure throws SafeFetchError. */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const started = performance.now();
  const limits = { ...SAFE_FETCH_LIMITS, ...definedOnly(options) };
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  if (body && body.length > limits.maxRequestBytes) throw new SafeFetchError('too_large', `The request body is over ${limits.maxRequestBytes} bytes`);

  let onTimeout = () => {};
  const timeout = new Promise<never>((_, reject) => {
    onTimeout = () => reject(new SafeFetchError('timeout', `No complete answer within ${limits.timeoutMs} ms`));
  });
  const timer = setTimeout(() => onTimeout(), limits.timeoutMs);
  let cancel = () => {};
  try {
    const target = await Promise.race([checkTarget(rawUrl, options), timeout]);
    const sent = send(target, { ...options, body }, limits, (c) => (cancel = c));
    return { ...(await Promise.race([sent, timeout])), durationMs: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
    cancel();
  }
}

const definedOnly = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

function send(
  { url, address }: CheckedTarget,
  options: Omit<SafeFetchOptions, 'body'> & { body?: Buffer },
  limits: typeof SAFE_FETCH_LIMITS,
  onCancel: (cancel: () => void) => void,
): Promise<Omit<SafeResponse, 'durationMs'>> {
  // Node asks with { all: true } when it tries families in turn (autoSelectFamily): same answer.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? https : http).request({
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      auth: url.username ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined,
      method: options.method ?? 'GET',
      headers: { ...options.headers, ...(options.body ? { 'content-length': String(options.body.length) } : {}) },
      lookup: pinned,
      ...(options.ca ? { ca: options.ca } : {}),
      // A fresh connection every time: no pooled socket to an address checked for another call.
      agent: false,
    });
    onCancel(() => req.destroy());

    req.on('socket', (socket) => {
      if (!socket.connecting) return;
      const connectTimer = setTimeout(() => req.destroy(new SafeFetchError('timeout', `Could not connect within ${limits.connectTimeoutMs} ms`)), limits.connectTimeoutMs);
      socket.once('connect', () => clearTimeout(connectTimer));
      socket.once('close', () => clearTimeout(connectTimer));
    });
    req.on('error', (e) => reject(e instanceof SafeFetchError ? e : new SafeFetchError('connection_failed', `The connection failed (${(e as NodeJS.ErrnoException).code ?? e.message})`)));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = (truncated: boolean) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), truncated });
      res.on('data', (chunk: Buffer) => {
        const room = limits.maxResponseBytes - size;
        if (chunk.length <= room) {
          chunks.push(chunk);
          size += chunk.length;
          return;
        }
        chunks.push(chunk.subarray(0, room));
        size += room;
        done(true);
        req.destroy();
      });
      res.on('end', () => done(false));
      res.on('error', (e) => reject(new SafeFetchError('connection_failed', `The answer was cut (${e.message})`)));
    });
    req.end(options.body);
  });
}

import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/testApp';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { createTokenService } from '../http/tokens';
import { createRealtime, type Realtime } from './realtime';
import { createServer, type Server } from 'node:http';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A realtime server of its own on a free port, as the API's HTTP server carries it. */
async function startInstance(ctx: TestContext, redisUrl?: string, refuseHost?: (host: string | undefined) => boolean): Promise<{ url: string; realtime: Realtime; server: Server }> {
  const server = createServer();
  const realtime = createRealtime(server, { db: ctx.db, tokens: ctx.deps.tokens, origins: [], redisUrl, refuseHost });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, realtime, server };
}

const open: Socket[] = [];
/** Connects like the app: websocket first, then polling; a new connection each time. */
function client(url: string, options: { query?: Record<string, string>; auth?: Record<string, string> }) {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket', 'polling'], forceNew: true, reconnection: false, ...options });
  open.push(socket);
  return socket;
}
const connected = (socket: Socket) => new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
const refused = (socket: Socket) => new Promise<string>((resolve, reject) => { socket.once('connect_error', (e) => resolve(e.message)); socket.once('connect', () => reject(new Error('connected'))); });
const next = <T,>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

describe('live socket (server)', () => {
  let ctx: TestContext;
  let one: Awaited<ReturnType<typeof startInstance>>;
  let ana: TestUser;
  let bea: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    one = await startInstance(ctx);
    ana = await createTestUser(ctx);
    bea = await createTestUser(ctx);
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await one.realtime.close();
    one.server.close();
    await ctx.close();
  });

  it('refuses a handshake without a token, with a forged one and with an expired one', async () => {
    expect(await refused(client(one.url, {}))).toBe('unauthorized');
    expect(await refused(client(one.url, { query: { token: 'not-a-token' } }))).toBe('unauthorized');
    const otherKey = createTokenService('another-secret-another-secret-another-0123', 3600);
    expect(await refused(client(one.url, { auth: { token: await otherKey.sign(ana.id, 0) } }))).toBe('unauthorized');
    const expired = await createTokenService('test-secret-test-secret-test-secret-0123456789', -60).sign(ana.id, 0);
    expect(await refused(client(one.url, { query: { token: expired } }))).toBe('unauthorized');
  });

  it('refuses a host it is told to (a published landing\'s), even with a good token', async () => {
    const seen: (string | undefined)[] = [];
    const guarded = await startInstance(ctx, undefined, (host) => { seen.push(host); return host?.startsWith('127.0.0.1') ?? false; });
    try {
      await refused(client(guarded.url, { query: { token: ana.token } }));
      expect(seen.at(-1)).toBe(new URL(guarded.url).host);
    } finally {
      await guarded.realtime.close();
      guarded.server.close();
    }
  });

  it('accepts the token as a query parameter or in auth', async () => {
    await connected(client(one.url, { query: { token: ana.token } }));
    await connected(client(one.url, { auth: { token: bea.token } }));
  });

  it('delivers an event to the users it names and to no one else', async () => {
    const anaSocket = client(one.url, { query: { token: ana.token } });
    const beaSocket = client(one.url, { query: { token: bea.token } });
    await Promise.all([connected(anaSocket), connected(beaSocket)]);
    const beaSaw: string[] = [];
    beaSocket.on('newMessage', (m: { body: string }) => beaSaw.push(m.body));
    const toAna = next<{ body: string }>(anaSocket, 'newMessage');
    const toBea = next<{ body: string }>(beaSocket, 'newMessage');
    one.realtime.emitToUsers([ana.id], 'newMessage', { body: 'para Ana' });
    one.realtime.emitToUsers([bea.id], 'newMessage', { body: 'para Bea' });
    expect((await toAna).body).toBe('para Ana');
    await toBea;
    // Events reach a socket in the order they were sent: had Ana's reached Bea, it would be first.
    expect(beaSaw).toEqual(['para Bea']);
  });

  describe('two instances over Redis', () => {
    let redisUp = false;
    beforeAll(async () => {
      const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      redisUp = await probe.connect().then(() => true, () => false);
      probe.disconnect();
      if (!redisUp && process.env.CI) throw new Error(`Redis is not reachable at ${REDIS_URL}`);
    });

    it('delivers an event sent on one instance to a user connected to the other', async (test) => {
      if (!redisUp) return test.skip();
      const a = await startInstance(ctx, REDIS_URL);
      const b = await startInstance(ctx, REDIS_URL);
      try {
        const socket = client(b.url, { query: { token: ana.token } });
        await connected(socket);
        const received = next<{ body: string }>(socket, 'newMessage');
        // The adapter's subscriptions settle asynchronously: send until the other side hears it.
        const timer = setInterval(() => a.realtime.emitToUsers([ana.id], 'newMessage', { body: 'desde A' }), 100);
        try {
          expect((await received).body).toBe('desde A');
        } finally {
          clearInterval(timer);
        }
      } finally {
        await a.realtime.close();
        await b.realtime.close();
        a.server.close();
        b.server.close();
      }
    });
  });
});

import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { Db } from '../db/connection';
import type { TokenService } from '../http/tokens';
import { findAuthUser } from '../modules/users/users.repository';

export type Realtime = {
  /** Sends an event to every open socket of these users, on this instance or, with Redis, any other. */
  emitToUsers: (userIds: readonly string[], event: string, payload: unknown) => void;
  /** With Redis: whether this instance shares its events now (`down`: sockets refused, clients poll). */
  sharing?: () => 'shared' | 'down';
  close: () => Promise<void>;
};

export type RealtimeOptions = {
  db: Db;
  tokens: TokenService;
  /** Origins allowed besides the page's own (APP_ORIGINS). */
  origins: readonly string[];
  /** With a Redis URL, instances share their events (the socket.io Redis adapter). */
  redisUrl?: string;
  /**
   * Hosts that must not reach the socket (published landings' hosts): socket.io sits on the raw
   * HTTP server, before the app's own request hooks, so it checks the Host itself.
   */
  refuseHost?: (host: string | undefined) => boolean;
};

const userRoom = (userId: string) => `user:${userId}`;

/** The token a client sends: `auth.token` (socket.io's way) or the `token` query parameter (SPEC §7). */
function handshakeToken(socket: Socket): string | null {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  const fromQuery = socket.handshake.query.token;
  const token = typeof fromAuth === 'string' ? fromAuth : typeof fromQuery === 'string' ? fromQuery : null;
  return token || null;
}

/**
 * The live socket on the API's own HTTP server (path /socket.io). The handshake is refused unless
 * its token is one the API would accept (signature, expiry, the user's current token version), so
 * a bad, expired or superseded token never opens a socket. Each socket joins its user's room:
 * events go to the users they concern and to no one else.
 */
export function createRealtime(server: HttpServer, { db, tokens, origins, redisUrl, refuseHost }: RealtimeOptions): Realtime {
  const io = new Server(server, {
    path: '/socket.io',
    allowRequest: (req, callback) => callback(null, !refuseHost?.(req.headers.host)),
    cors: origins.length ? { origin: [...origins], credentials: true } : undefined,
    serveClient: false,
  });
  // Reconnect every half second at most: after an outage, the instances resume sharing within
  // about that of each other (ioredis's default backs off to 2 s).
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, retryStrategy: (times) => Math.min(times * 100, 500) }) : null;
  const subscriber = redis?.duplicate() ?? null;
  const shared = redis && subscriber ? followRedis(io, redis, subscriber) : null;
  if (redis && subscriber) io.adapter(createAdapter(guardPublish(redis), subscriber));

  io.use(async (socket, next) => {
    try {
      // Without Redis this instance would only hear its own events: the client is told to wait
      // (it polls meanwhile) rather than shown a socket that silently misses the others'.
      if (shared && !shared.up()) return next(new Error('unavailable'));
      const token = handshakeToken(socket);
      const claims = token ? await tokens.verify(token) : null;
      const user = claims ? await findAuthUser(db, claims.sub, claims.ver) : null;
      if (!user) return next(new Error('unauthorized'));
      socket.data.userId = user.id;
      next();
    } catch {
      next(new Error('unavailable'));
    }
  });
  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId as string));
  });

  return {
    ...(shared ? { sharing: () => (shared.up() ? 'shared' as const : 'down' as const) } : {}),
    emitToUsers(userIds, event, payload) {
      if (userIds.length === 0) return;
      // While Redis is down no socket is open anywhere (see followRedis): nothing to publish.
      if (shared && !shared.up()) return;
      io.to(userIds.map(userRoom)).emit(event, payload);
    },
    // Ends every socket but leaves the HTTP server to its owner (io.close() would close it too).
    async close() {
      io.disconnectSockets(true);
      io.engine.close();
      redis?.disconnect();
      subscriber?.disconnect();
    },
  };
}

/**
 * Whether the instances can share events (both Redis connections ready). When either drops,
 * every socket of this instance is closed and new ones are refused until both are back: each
 * client then polls and reconnects (catching up on what it missed) once Redis returns.
 */
function followRedis(io: Server, publisher: Redis, subscriber: Redis): { up: () => boolean } {
  const up = () => publisher.status === 'ready' && subscriber.status === 'ready';
  let wasUp = up();
  const check = () => {
    const now = up();
    if (wasUp && !now) io.local.disconnectSockets(true);
    wasUp = now;
  };
  for (const client of [publisher, subscriber]) {
    // ioredis reconnects by itself; an 'error' without a listener would only be printed.
    client.on('error', () => {});
    for (const event of ['ready', 'close', 'end', 'reconnecting']) client.on(event, check);
  }
  return { up };
}

/**
 * The adapter publishes without awaiting: a publish refused while Redis drops would be an
 * unhandled rejection, which ends a Node process. The rejection is observed here instead (the
 * event is lost either way, and the clients catch up when they reconnect).
 */
function guardPublish(client: Redis): Redis {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
  (client as unknown as { publish: (...args: unknown[]) => Promise<number> }).publish = (...args) => {
    const sent = publish(...args);
    sent.catch(() => {});
    return sent;
  };
  return client;
}

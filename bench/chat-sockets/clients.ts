import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';

/**
 * The bench's socket.io clients, in a process of their own so that the delays measured are the
 * server's delivery and not this side's parsing competing with the server for its event loop.
 * Protocol with the parent (IPC): `connect` {urls, tokens} → `connected`; `expect` {} before each
 * message → `delivered` {times} once every client has it, with each receipt's absolute time
 * (performance.timeOrigin + now: one clock for both processes on the machine); `close` → exit.
 */
type Command = { type: 'connect'; urls: string[]; tokens: string[] } | { type: 'expect' } | { type: 'close' };

const sockets: Socket[] = [];
let times: number[] = [];
let expected = 0;
let firstPayload: unknown = null;

const now = () => performance.timeOrigin + performance.now();

function received(payload: unknown) {
  times.push(now());
  if (firstPayload === null) {
    firstPayload = payload;
    process.send!({ type: 'sample', payload });
  }
  if (times.length === expected) {
    process.send!({ type: 'delivered', times });
    times = [];
  }
}

process.on('message', async (command: Command) => {
  if (command.type === 'connect') {
    command.tokens.forEach((token, i) => {
      const socket = connect(command.urls[i % command.urls.length]!, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, query: { token } });
      socket.on('newMessage', received);
      sockets.push(socket);
    });
    await Promise.all(sockets.map((s) => new Promise<void>((resolve, reject) => {
      if (s.connected) return resolve();
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    })));
    expected = sockets.length;
    process.send!({ type: 'connected' });
  } else if (command.type === 'expect') {
    times = [];
  } else {
    for (const s of sockets) s.close();
    process.exit(0);
  }
});

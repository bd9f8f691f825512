import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { multipart } from '../server/test/multipart';
import { createRealtime, type Realtime } from '../server/src/realtime/realtime';
import { benchContext, ms, percentile } from './contacts.common';

/**
 * Live delivery of `newMessage`: CLIENTS socket.io clients (each a member of the company, so every
 * one of them receives every message), MESSAGES incoming messages from the sandbox phone, the
 * delay from the moment the phone's call starts to each client's receipt. First all clients on one
 * instance; then half of them on a second instance, the events crossing Redis (REDIS_URL, default
 * the machine's). Each beside a baseline in the same run: the same payload emitted straight to the
 * same users. The clients run in a process of their own (chat-sockets/clients.ts), so the server's
 * event loop does not also parse 2,000 clients' frames (round 1 ran them in this process).
 * Usage: [CLIENT_PROCESSES=1] node --import tsx bench/chat-sockets.ts [clients] [messages]
 */
const CLIENTS = Number(process.argv[2] ?? 2000);
const MESSAGES = Number(process.argv[3] ?? 50);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLIENT_PROCESSES = Number(process.env.CLIENT_PROCESSES ?? 1);

// The sandbox phone is the incoming side (production config, sandboxes explicitly allowed).
const ctx = await benchContext({ env: { SANDBOX_IN_PRODUCTION: 'true' } });
const servers: { server: Server; realtime: Realtime }[] = [];
const now = () => performance.timeOrigin + performance.now();
/** Client processes still running (killed if the bench stops early). */
const clientProcesses = new Set<ChildProcess>();

/** One process of clients connected to `urls`; resolves once all are. */
async function startClientProcess(urls: string[], tokens: string[], onSample: (payload: unknown) => void) {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'chat-sockets/clients.ts'), [], { execArgv: ['--import', 'tsx'] });
  clientProcesses.add(child);
  child.once('exit', () => clientProcesses.delete(child));
  const message = <T>(type: string) => new Promise<T>((resolve) => {
    const listener = (m: { type: string }) => {
      if (m.type !== type) return;
      child.off('message', listener);
      resolve(m as T);
    };
    child.on('message', listener);
  });
  child.on('message', (m: { type: string; payload?: unknown }) => m.type === 'sample' && onSample(m.payload));
  const connected = message('connected');
  child.send({ type: 'connect', urls, tokens });
  await connected;
  return {
    /** Sends one message and waits until every client has it: their receipt times. */
    async deliver(send: () => Promise<void>): Promise<number[]> {
      child.send({ type: 'expect' });
      const delivered = message<{ times: number[] }>('delivered');
      await send();
      return (await delivered).times;
    },
    close: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send({ type: 'close' });
    }),
  };
}
/**
 * The clients, split over CLIENT_PROCESSES processes: one process parses every client's frame one
 * after the other, so with one the last client's delay is mostly that queue, not the server.
 */
async function startClients(urls: string[], tokens: string[], onSample: (payload: unknown) => void) {
  const share = Math.ceil(tokens.length / CLIENT_PROCESSES);
  const parts = await Promise.all(Array.from({ length: CLIENT_PROCESSES }, (_, k) => tokens.slice(k * share, (k + 1) * share))
    .filter((part) => part.length > 0).map((part) => startClientProcess(urls, part, onSample)));
  return {
    async deliver(send: () => Promise<void>): Promise<number[]> {
      let go!: () => void;
      const sent = new Promise<void>((resolve) => (go = resolve));
      const all = Promise.all(parts.map((p) => p.deliver(() => sent)));
      await send();
      go();
      return (await all).flat();
    },
    close: () => Promise.all(parts.map((p) => p.close())).then(() => undefined),
  };
}

async function instance(redisUrl?: string) {
  const server = createServer();
  const realtime = createRealtime(server, { db: ctx.db, tokens: ctx.deps.tokens, origins: [], redisUrl });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({ server, realtime });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, realtime };
}

try {
  // The members: one row each (a fixed hash: nobody signs in with a password here).
  const members = (await sql<{ id: string; tokenVersion: number }>`
    INSERT INTO users (email, password_hash, name, surname)
    SELECT 'member' || i || '@example.com', 'scrypt$16384$8$1$x$x', 'Miembro', i::text FROM generate_series(1, ${CLIENTS}) AS s(i)
    RETURNING id, token_version`.execute(ctx.db)).rows;
  await sql`INSERT INTO company_members (company_id, user_id, role) SELECT ${ctx.companyId}::uuid, unnest(${members.map((m) => m.id)}::uuid[]), 'viewer'`.execute(ctx.db);
  const tokens = await Promise.all(members.map((m) => ctx.deps.tokens.sign(m.id, m.tokenVersion)));

  // The sandbox phone, paired.
  const auth = { authorization: `Bearer ${ctx.token}` };
  const login = (await ctx.app.inject({ method: 'GET', url: `/api/wpplogin?companyId=${ctx.companyId}`, headers: auth })).json();
  const pairing = new URL(login.pairingUrl);
  const paired = await ctx.app.inject({ method: 'POST', url: pairing.pathname, payload: 'ref=1&phone=910000000', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const phone = String(paired.headers.location).split('/').pop();

  /** One incoming message through the phone page (the whole path: HTTP call, storage, audience, emit). */
  let sample: unknown = null;
  const viaPhone = async (i: number) => {
    const form = multipart({ from: `+34 600 ${String(100000 + i)}`, profileName: 'Cliente', type: 'text', text: `Mensaje ${i}` });
    await ctx.app.inject({ method: 'POST', url: `/api/chat/sandbox/phone/${phone}/send`, payload: form.payload, headers: { ...form.headers, accept: 'application/json' } });
  };
  /** The baseline: the same payload emitted straight to the same users (socket.io and the clients alone). */
  const bare = async () => ctx.deps.realtime!.emitToUsers(members.map((m) => m.id), 'newMessage', sample);

  async function run(label: string, urls: string[], send: (i: number) => Promise<void>) {
    const set = await startClients(urls, tokens, (payload) => (sample ??= payload));
    const delays: number[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const sentAt = now();
      // Each message is delivered everywhere before the next one starts (the delay is per message).
      for (const at of await set.deliver(() => send(i))) delays.push(at - sentAt);
    }
    const sorted = delays.sort((a, b) => a - b);
    console.log(`| ${label} | ${CLIENTS} | ${MESSAGES} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1)!)} |`);
    await set.close();
  }

  console.log('| setup | clients | messages | p50 | p99 | max |\n|---|---|---|---|---|---|');
  const one = await instance();
  ctx.deps.realtime = one.realtime;
  await run('one instance: incoming message (phone call → clients)', [one.url], viaPhone);
  await run('one instance: bare socket.io emit of the same payload (baseline)', [one.url], bare);
  for (const s of servers.splice(0)) {
    await s.realtime.close();
    s.server.close();
  }
  const a = await instance(REDIS_URL);
  const b = await instance(REDIS_URL);
  ctx.deps.realtime = a.realtime;
  await run('two instances over Redis: incoming message', [a.url, b.url], viaPhone);
  await run('two instances over Redis: bare emit (baseline)', [a.url, b.url], bare);
} finally {
  for (const child of clientProcesses) child.kill();
  for (const s of servers) {
    await s.realtime.close();
    s.server.close();
  }
  await ctx.close();
}

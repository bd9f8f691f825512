import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { createRealtime, type Realtime } from '../../realtime/realtime';

/** The chat's events over a real socket.io server and clients, as the app receives them. */
describe('chat events on the live socket', () => {
  let ctx: TestContext;
  let realtime: Realtime;
  let server: ReturnType<typeof createServer>;
  let url: string;
  let owner: TestUser;
  let assigned: TestUser;
  let stranger: TestUser;
  let phoneToken: string;
  const sockets: Socket[] = [];

  const socketOf = async (user: TestUser) => {
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, query: { token: user.token } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
    return socket;
  };
  const phoneSends = (from: string, text: string) => {
    const form = multipart({ from, profileName: 'Lucía Pérez', type: 'text', text });
    return ctx.app.inject({ method: 'POST', url: `/api/chat/sandbox/phone/${phoneToken}/send`, payload: form.payload, headers: { ...form.headers, accept: 'application/json' } });
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    server = createServer();
    realtime = createRealtime(server, { db: ctx.db, tokens: ctx.deps.tokens, origins: [] });
    ctx.deps.realtime = realtime;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    owner = await createTestUser(ctx);
    assigned = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
    stranger = await createTestUser(ctx);
    const login = await call(ctx, 'GET', `/api/wpplogin?companyId=${owner.companyId}`, { token: owner.token });
    const pairing = new URL(login.body.pairingUrl);
    const paired = await ctx.app.inject({
      method: 'POST', url: pairing.pathname, payload: `ref=${pairing.searchParams.get('ref')}&phone=%2B34910000000`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    phoneToken = String(paired.headers.location).split('/').pop()!;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await realtime.close();
    server.close();
    await ctx.close();
  });

  it('delivers an incoming message to the company members who see it, and to no one else', async () => {
    const [mine, agents, others] = await Promise.all([socketOf(owner), socketOf(assigned), socketOf(stranger)]);
    const strangerGot: unknown[] = [];
    others.on('newMessage', (p) => strangerGot.push(p));
    const ownerGets = new Promise<Record<string, unknown>>((resolve) => mine.once('newMessage', resolve));
    const agentGets = new Promise<Record<string, unknown>>((resolve) => agents.once('newMessage', resolve));
    expect((await phoneSends('+34 655 100 200', 'Hola')).statusCode).toBe(200);
    const [toOwner, toAgent] = await Promise.all([ownerGets, agentGets]);
    expect(toOwner).toMatchObject({ from: '+34655100200', chatName: 'Lucía Pérez', body: 'Hola', hasMedia: false });
    expect([...(toOwner.usersToNotify as string[])].sort()).toEqual([owner.id, assigned.id].sort());
    expect(toAgent.conversationId).toBe(toOwner.conversationId);
    // Give a wrongly addressed event time to arrive before saying it did not.
    await new Promise((r) => setTimeout(r, 200));
    expect(strangerGot).toEqual([]);
  });
});

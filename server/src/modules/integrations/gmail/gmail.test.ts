import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxMailbox } from '../../../connectors/mailbox';
import { decodeHeader } from '../../../connectors/mailbox/mime';
import { call, createTestUser, type TestUser } from '../../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../../test/testApp';
import { accessTokenOf } from './gmail.service';
import { syncAllMailboxes, syncMailbox } from './gmail.sync';

let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let contactId: string;
let noEmailId: string;
let strangerContactId: string;
const bodies: string[] = [];

const api = async (method: 'GET' | 'POST', url: string, user: TestUser | null, body?: unknown) => {
  const res = await call(ctx, method, url, { token: user?.token, body });
  bodies.push(typeof res.body === 'string' ? res.body : JSON.stringify(res.body));
  return res;
};
const sandbox = () => ctx.deps.connectors.mailbox as SandboxMailbox;

async function consent(user: TestUser, decision: 'allow' | 'cancel') {
  const started = await api('POST', '/api/integrations/gmail/connect-session', user, { companyId: user.companyId, lang: 'en' });
  expect(started.status).toBe(200);
  const cookie = String(started.headers['set-cookie']).split(';')[0]!;
  const { token, url } = started.body as { token: string; url: string };
  const page = await ctx.app.inject({ method: 'GET', url });
  const posted = await ctx.app.inject({
    method: 'POST', url: '/api/integrations/gmail/sandbox/consent', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state: token, decision }).toString(),
  });
  const callback = await ctx.app.inject({ method: 'GET', url: String(posted.headers.location), headers: { cookie } });
  bodies.push(page.body, callback.body);
  return { page, callback };
}
const send = (user: TestUser, body: Record<string, unknown>) => api('POST', '/api/integrations/gmail/send', user, { companyId: owner.companyId, ...body });
const gmailConn = (userId: string) => ctx.db.selectFrom('integrationConnections').selectAll().where('kind', '=', 'gmail').where('userId', '=', userId).executeTakeFirst();

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
  stranger = await createTestUser(ctx);
  contactId = (await api('POST', '/api/createContact', owner, { companyId: owner.companyId, name: 'Pedro', surname: 'Núñez', email: 'pedro@example.com' })).body._id;
  noEmailId = (await api('POST', '/api/createContact', owner, { companyId: owner.companyId, name: 'Phone Only', phone: '+34600000001' })).body._id;
  strangerContactId = (await api('POST', '/api/createContact', stranger, { companyId: stranger.companyId, name: 'Theirs', email: 'theirs@example.com' })).body._id;
});
afterAll(() => ctx.close());

describe('Gmail: each collaborator connects their own mailbox', () => {
  it('checks membership, role and input', async () => {
    expect(contactId).toBeTruthy();
    expect((await api('POST', '/api/integrations/gmail/connect-session', stranger, { companyId: owner.companyId })).status).toBe(404);
    expect((await api('POST', '/api/integrations/gmail/connect-session', viewer, { companyId: owner.companyId })).status).toBe(403);
    expect((await send(viewer, { contactId, subject: 'x', body: 'y' })).status).toBe(403);
    expect((await send(stranger, { contactId, subject: 'x', body: 'y' })).status).toBe(404);
    expect((await send(owner, { contactId, subject: '', body: 'y' })).status).toBe(400);
    expect((await send(owner, { contactId, subject: 'x', body: '   ' })).status).toBe(400);
    expect((await api('GET', `/api/integrations/gmail/messages/${owner.companyId}/${contactId}`, stranger)).status).toBe(404);
    expect((await api('GET', `/api/integrations/gmail/messages/${owner.companyId}/${contactId}?limit=500`, owner)).status).toBe(400);
    expect((await api('POST', '/api/integrations/gmail/disconnect', owner, { companyId: owner.companyId })).status).toBe(404);
  });

  it('sending before connecting is a 409 that asks to connect', async () => {
    const res = await send(agent, { contactId, subject: 'Hi', body: 'Hello' });
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe('token_expired');
  });

  it('Cancel connects nothing; Allow connects the caller’s own mailbox with sealed tokens', async () => {
    expect((await consent(agent, 'cancel')).callback.headers.location).toBe('/en/integrations?integrationError=consent_denied');
    const { page, callback } = await consent(agent, 'allow');
    expect(page.body).toContain(agent.email);
    expect(callback.headers.location).toBe('/en/integrations?connected=gmail');
    const c = (await gmailConn(agent.id))!;
    expect(c).toMatchObject({ status: 'connected', accountEmail: agent.email.toLowerCase(), companyId: owner.companyId });
    expect(c.scopes).toEqual(['https://www.googleapis.com/auth/gmail.send', 'https://www.googleapis.com/auth/gmail.metadata']);
    expect(`${c.accessTokenSealed}${c.refreshTokenSealed}`).not.toContain('sbxgm');
    const mine = await api('GET', `/api/integrations/${owner.companyId}`, agent);
    expect(mine.body.data.find((d: { kind: string }) => d.kind === 'gmail').connection).toMatchObject({ userId: agent.id, accountEmail: agent.email.toLowerCase() });
    const theirs = await api('GET', `/api/integrations/${owner.companyId}`, owner);
    expect(theirs.body.data.find((d: { kind: string }) => d.kind === 'gmail').connection).toBeNull();
  });
});

describe('Gmail: send and threads', () => {
  let threadId: string;

  it('refuses a contact of another company (404) and one without an email (400)', async () => {
    expect((await send(agent, { contactId: strangerContactId, subject: 'x', body: 'y' })).status).toBe(404);
    const res = await send(agent, { contactId: noEmailId, subject: 'x', body: 'y' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'contact_without_email', message: expect.stringContaining('no email address') });
  });

  it('sends through the caller’s mailbox: RFC 2822 with the UTF-8 subject, stored, and an email_sent event on the contact', async () => {
    const res = await send(agent, { contactId, subject: 'Propuesta — año 2031', body: 'Hola Pedro,\nte envío la propuesta.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ contactId, direction: 'sent', from: agent.email.toLowerCase(), to: 'pedro@example.com', subject: 'Propuesta — año 2031', snippet: 'Hola Pedro, te envío la propuesta.', sentBy: { _id: agent.id } });
    threadId = res.body.threadId;
    const mail = sandbox().sent.at(-1)!;
    expect(mail.mailbox).toBe(agent.email.toLowerCase());
    expect(decodeHeader(mail.headers.subject!)).toBe('Propuesta — año 2031');
    expect(decodeHeader(mail.headers.to!)).toBe('Pedro Núñez <pedro@example.com>');
    expect(mail.text).toBe('Hola Pedro,\r\nte envío la propuesta.');
    const timeline = await api('GET', `/api/integrations/events/${owner.companyId}?contactId=${contactId}`, viewer);
    expect(timeline.body.data[0]).toMatchObject({ type: 'email_sent', summary: 'Propuesta — año 2031', contactId, kind: 'gmail' });
  });

  it('a reply goes into the thread: threadId, In-Reply-To and References to the parent, the same subject', async () => {
    const parent = sandbox().sent.at(-1)!;
    const res = await send(agent, { contactId, subject: 'anything', body: 'Un recordatorio.', threadId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ threadId, subject: 'Re: Propuesta — año 2031' });
    const reply = sandbox().sent.at(-1)!;
    expect(reply.threadId).toBe(threadId);
    expect(reply.headers['in-reply-to']).toBe(parent.headers['message-id']);
    expect(reply.headers.references).toBe(parent.headers['message-id']);
    expect(decodeHeader(reply.headers.subject!)).toBe('Re: Propuesta — año 2031');
    const third = await send(agent, { contactId, subject: 'x', body: 'Otro.', threadId });
    const last = sandbox().sent.at(-1)!;
    expect(third.body.subject).toBe('Re: Propuesta — año 2031');
    expect(last.headers['in-reply-to']).toBe(reply.headers['message-id']);
    expect(last.headers.references).toBe(`${parent.headers['message-id']} ${reply.headers['message-id']}`);
    const other = (await api('POST', '/api/createContact', owner, { companyId: owner.companyId, name: 'Other', email: 'other@example.com' })).body._id;
    expect((await send(agent, { contactId: other, subject: 'x', body: 'y', threadId })).status).toBe(404);
  });

  it('another collaborator cannot reply into a thread of someone else’s mailbox, and sends from their own', async () => {
    await consent(owner, 'allow');
    expect((await send(owner, { contactId, subject: 'x', body: 'y', threadId })).status).toBe(404);
    const res = await send(owner, { contactId, subject: 'Desde el dueño', body: 'Hola' });
    expect(res.body).toMatchObject({ from: owner.email.toLowerCase(), sentBy: { _id: owner.id } });
  });

  it('lists the contact’s emails across collaborators, newest first, paged; a viewer may read', async () => {
    const page1 = await api('GET', `/api/integrations/gmail/messages/${owner.companyId}/${contactId}?limit=2`, viewer);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(page1.body.data.map((m: { subject: string }) => m.subject)).toEqual(['Desde el dueño', 'Re: Propuesta — año 2031']);
    const page2 = await api('GET', `/api/integrations/gmail/messages/${owner.companyId}/${contactId}?limit=2&page=2`, viewer);
    expect(page2.body.data.map((m: { subject: string }) => m.subject)).toEqual(['Re: Propuesta — año 2031', 'Propuesta — año 2031']);
    expect((await api('GET', `/api/integrations/gmail/messages/${owner.companyId}/${strangerContactId}`, owner)).status).toBe(404);
  });

  it('an expired access token is refreshed before sending', async () => {
    await ctx.db.updateTable('integrationConnections').set({ expiresAt: new Date(Date.now() - 1000) }).where('userId', '=', agent.id).where('kind', '=', 'gmail').execute();
    const before = (await gmailConn(agent.id))!;
    expect((await send(agent, { contactId, subject: 'Tras refrescar', body: 'ok' })).status).toBe(200);
    const after = (await gmailConn(agent.id))!;
    expect(after.accessTokenSealed).not.toBe(before.accessTokenSealed);
    expect(after.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('disconnect revokes and deletes only the caller’s tokens; the emails stay on the timeline', async () => {
    expect((await api('POST', '/api/integrations/gmail/disconnect', agent, { companyId: owner.companyId })).body).toEqual({ ok: true });
    expect(await gmailConn(agent.id)).toBeUndefined();
    expect(await gmailConn(owner.id)).toMatchObject({ status: 'connected' });
    expect((await send(agent, { contactId, subject: 'x', body: 'y' })).status).toBe(409);
    expect((await api('GET', `/api/integrations/gmail/messages/${owner.companyId}/${contactId}`, owner)).body.total).toBe(5);
  });

  it('sandbox: the contact answers (a received message and email_received); a reply to it points at its Message-ID', async () => {
    const ownerThread = (await api('GET', `/api/integrations/gmail/messages/${owner.companyId}/${contactId}`, owner)).body.data
      .find((m: { subject: string }) => m.subject === 'Desde el dueño').threadId;
    const simulate = (user: TestUser, body: Record<string, unknown>) => api('POST', '/api/integrations/gmail/sandbox/simulate-reply', user, body);
    const before = await ctx.db.selectFrom('gmailMessages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect((await simulate(agent, { companyId: owner.companyId, threadId: ownerThread })).status).toBe(409);
    expect((await simulate(viewer, { companyId: owner.companyId, threadId: ownerThread })).status).toBe(403);
    expect((await simulate(stranger, { companyId: owner.companyId, threadId: ownerThread })).status).toBe(404);
    expect((await simulate(owner, { companyId: owner.companyId, threadId: ownerThread, body: '   ' })).status).toBe(400);
    expect((await simulate(owner, { companyId: owner.companyId, threadId: '' })).status).toBe(400);
    expect((await simulate(owner, { companyId: owner.companyId, threadId: 'not-a-thread-of-mine' })).status).toBe(404);
    expect(await ctx.db.selectFrom('gmailMessages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).toEqual(before);
    const conn = (await gmailConn(owner.id))!;
    // Connecting stored where reply sync starts: the mailbox's history id then.
    const startedAt = (await ctx.db.selectFrom('gmailSyncState').selectAll().where('connectionId', '=', conn.id).executeTakeFirstOrThrow()).historyId!;
    const answered = await api('POST', '/api/integrations/gmail/sandbox/simulate-reply', owner, { companyId: owner.companyId, threadId: ownerThread, body: 'Gracias, lo vemos.' });
    expect(answered.status).toBe(200);
    expect(answered.body.received).toHaveLength(1);
    expect(answered.body.received[0]).toMatchObject({ direction: 'received', from: 'pedro@example.com', to: owner.email.toLowerCase(), subject: 'Re: Desde el dueño', snippet: 'Gracias, lo vemos.', sentBy: null, threadId: ownerThread });
    const timeline = await api('GET', `/api/integrations/events/${owner.companyId}?contactId=${contactId}`, owner);
    expect(timeline.body.data[0]).toMatchObject({ type: 'email_received', summary: 'Re: Desde el dueño' });
    // Through reply sync: the sandbox mailbox holds the answer under a new history id, and the sync moved on past it.
    const inMailbox = await sandbox().message(await accessTokenOf(ctx.deps, conn), (await ctx.db.selectFrom('gmailMessages').select('gmailId').where('id', '=', answered.body.received[0]._id).executeTakeFirstOrThrow()).gmailId);
    expect(inMailbox).toMatchObject({ threadId: ownerThread, labelIds: ['INBOX', 'UNREAD'] });
    const syncedTo = (await ctx.db.selectFrom('gmailSyncState').selectAll().where('connectionId', '=', conn.id).executeTakeFirstOrThrow()).historyId!;
    expect(BigInt(syncedTo)).toBeGreaterThan(BigInt(startedAt));
    // The periodic job finds nothing more: filed once.
    expect((await syncAllMailboxes(ctx.deps)).received).toBe(0);
    const received = await ctx.db.selectFrom('gmailMessages').select('messageIdHeader').where('id', '=', answered.body.received[0]._id).executeTakeFirstOrThrow();
    expect((await send(owner, { contactId, subject: 'x', body: 'Perfecto.', threadId: ownerThread })).status).toBe(200);
    expect(sandbox().sent.at(-1)!.headers['in-reply-to']).toBe(received.messageIdHeader);
  });

  it('sandbox: a reply that lands while the history id is too old is found by the full resync of the threads we know', async () => {
    const ownerThread = (await api('GET', `/api/integrations/gmail/messages/${owner.companyId}/${contactId}`, owner)).body.data
      .find((m: { subject: string }) => m.subject === 'Desde el dueño').threadId;
    const conn = (await gmailConn(owner.id))!;
    sandbox().receiveReply({ mailbox: owner.email.toLowerCase(), threadId: ownerThread, from: '"Pedro Núñez" <pedro@example.com>', subject: 'Re: Desde el dueño', text: 'Llegó mientras tanto.' });
    sandbox().expireHistory();
    const out = await syncMailbox(ctx.deps, conn.id);
    expect(out.full).toBe(true);
    expect(out.received.map((m) => [m.snippet, m.from])).toEqual([['Llegó mientras tanto.', 'pedro@example.com']]);
    expect((await syncMailbox(ctx.deps, conn.id))).toEqual({ received: [], full: false });
  });

  it('has no push endpoint without GMAIL_PUSH_TOKEN', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/integrations/gmail/push?token=x', payload: { message: { data: '' } } })).statusCode).toBe(404);
  });

  it('never shows a token in any response', () => {
    expect(bodies.join('\n')).not.toMatch(/sbxgm\.(at|rt)\./);
  });
});

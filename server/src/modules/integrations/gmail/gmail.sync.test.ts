import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as workflowEvents from '../../workflows/workflows.events';
import { GmailMailbox } from '../../../connectors/mailbox';
import {
  HISTORY_EMPTY, HISTORY_EXPIRED, HISTORY_PAGE_1, HISTORY_PAGE_2, OWN_METADATA, PROFILE_LATER, REFRESH_ANSWER, REPLY_METADATA, THREAD_METADATA, UNAUTHENTICATED, WATCH_ANSWER,
} from '../../../connectors/mailbox/__recorded__/gmail.responses';
import { createTestUser, type TestUser } from '../../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../../test/testApp';
import { sealSecret } from '../../../security/sealedSecrets';
import { loadConfig } from '../../../config';
import { pushLog } from './gmail.push.routes';
import { watchAllMailboxes } from './gmail.watch';
import { syncAllMailboxes, syncMailbox } from './gmail.sync';

/**
 * Reply sync through the real Gmail adapter, Google's answers recorded (connectors/mailbox
 * __recorded__): the mailbox luis.perez@gmail.com sent thread 18c1f2a3b4c5d6e7 to a contact from
 * the product, and Pedro answered it.
 */
const MAILBOX = 'luis.perez@gmail.com';
const PUSH_TOKEN = 'push-secret-0123456789abcdef';
const TOPIC = 'projects/crm-demo/topics/gmail-push';
const THREAD = '18c1f2a3b4c5d6e7';

let ctx: TestContext;
let owner: TestUser;
let contactId: string;
let connectionId: string;
let requests: string[];
let answers: { status: number; body?: unknown }[];

const fakeFetch = (async (input: string | URL) => {
  const url = new URL(String(input));
  requests.push(`${url.pathname.replace('/gmail/v1/users/me', '')}${url.searchParams.has('startHistoryId') ? `?from=${url.searchParams.get('startHistoryId')}${url.searchParams.has('pageToken') ? '&page' : ''}` : ''}`);
  const a = answers.shift();
  if (!a) throw new Error(`unexpected request ${url}`);
  return new Response(a.body === undefined ? null : JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

const received = () => ctx.db.selectFrom('gmailMessages').selectAll().where('connectionId', '=', connectionId).where('direction', '=', 'received').orderBy('sentAt').execute();
const state = () => ctx.db.selectFrom('gmailSyncState').selectAll().where('connectionId', '=', connectionId).executeTakeFirstOrThrow();
const setHistory = (historyId: string) => ctx.db.updateTable('gmailSyncState').set({ historyId }).where('connectionId', '=', connectionId).execute();

beforeAll(async () => {
  ctx = await createTestContext({ env: { GMAIL_PUSH_TOKEN: PUSH_TOKEN, GMAIL_PUSH_TOPIC: TOPIC } });
  owner = await createTestUser(ctx);
  contactId = (await ctx.db.insertInto('contacts').values({ companyId: owner.companyId, name: 'Pedro', surname: 'López', email: 'pedro.lopez@example.com' }).returning('id').executeTakeFirstOrThrow()).id;
  connectionId = (await ctx.db.insertInto('integrationConnections').values({
    companyId: owner.companyId, kind: 'gmail', userId: owner.id, provider: 'gmail', status: 'connected', accountName: MAILBOX, accountEmail: MAILBOX,
    externalId: MAILBOX, scopes: ['https://www.googleapis.com/auth/gmail.send', 'https://www.googleapis.com/auth/gmail.metadata'], expiresAt: new Date(Date.now() + 3_600_000),
  }).returning('id').executeTakeFirstOrThrow()).id;
  await ctx.db.updateTable('integrationConnections').set({
    accessTokenSealed: sealSecret(ctx.deps.config, 'integrations.gmail.access', connectionId, 'ya29.recorded-access'),
    refreshTokenSealed: sealSecret(ctx.deps.config, 'integrations.gmail.refresh', connectionId, '1//recorded-refresh'),
  }).where('id', '=', connectionId).execute();
  await ctx.db.insertInto('gmailMessages').values({
    companyId: owner.companyId, contactId, connectionId, userId: owner.id, mailbox: MAILBOX, direction: 'sent', gmailId: THREAD, threadId: THREAD,
    messageIdHeader: '<first@gmail.com>', fromAddress: MAILBOX, toAddress: 'pedro.lopez@example.com', subject: 'Propuesta de colaboración', snippet: 'Hola Pedro', sentAt: new Date(),
  }).execute();
  await ctx.db.insertInto('gmailSyncState').values({ connectionId, companyId: owner.companyId, historyId: '4182736' }).execute();
  ctx.deps.connectors.mailbox = new GmailMailbox({ clientId: 'cid', clientSecret: 'secret', fetch: fakeFetch });
});
afterAll(() => ctx?.close());
beforeEach(() => {
  requests = [];
  answers = [];
});

describe('Gmail reply sync (recorded answers)', () => {
  it('reads history from the stored id, page by page; files the reply in the product thread once, metadata only; skips other threads and own messages', async () => {
    answers = [{ status: 200, body: HISTORY_PAGE_1 }, { status: 200, body: HISTORY_PAGE_2 }, { status: 200, body: REPLY_METADATA }, { status: 200, body: OWN_METADATA }];
    // A spy, not vi.mock (test files share modules): workflows hear of the reply in the transaction that files it.
    const told = vi.spyOn(workflowEvents, 'emitWorkflowEvents');
    const out = await syncMailbox(ctx.deps, connectionId);
    expect(told.mock.calls.map(([db, events]) => [db.isTransaction, events])).toEqual([[true, [{ type: 'gmail_reply_received', companyId: owner.companyId, contactId, threadId: THREAD, gmailId: '18c1f3c4d5e6f701' }]]]);
    told.mockRestore();
    // The message of a thread the product never sent in is not even read.
    expect(requests).toEqual(['/history?from=4182736', '/history?from=4182736&page', '/messages/18c1f3c4d5e6f701', '/messages/18c1f3e9a0b1c2d3']);
    expect(out.full).toBe(false);
    expect(out.received).toEqual([expect.objectContaining({
      direction: 'received', threadId: THREAD, contactId, from: 'pedro.lopez@example.com', to: MAILBOX, subject: 'Re: Propuesta de colaboración',
      snippet: 'Hola Luis, gracias por la propuesta. ¿Podemos vernos el jueves? I\'m free after 10 & before 2', sentBy: null, at: '2023-08-01T10:23:00.000Z',
    })]);
    expect((await received()).map((m) => [m.gmailId, m.messageIdHeader])).toEqual([['18c1f3c4d5e6f701', '<CAGx7bq0=K2pE9vQ@mail.gmail.com>']]);
    expect(await state()).toMatchObject({ historyId: '4182812', fullSyncs: 0 });
    const events = await ctx.db.selectFrom('integrationEvents').selectAll().where('companyId', '=', owner.companyId).where('type', '=', 'email_received').execute();
    expect(events).toEqual([expect.objectContaining({ contactId, summary: 'Re: Propuesta de colaboración', connectionId })]);
  });

  it('nothing new: one history call; the same history handed over again files nothing twice', async () => {
    answers = [{ status: 200, body: HISTORY_EMPTY }];
    expect((await syncMailbox(ctx.deps, connectionId)).received).toEqual([]);
    expect(requests).toEqual(['/history?from=4182812']);
    requests = [];
    await setHistory('4182736');
    answers = [{ status: 200, body: HISTORY_PAGE_1 }, { status: 200, body: HISTORY_PAGE_2 }, { status: 200, body: OWN_METADATA }];
    expect((await syncMailbox(ctx.deps, connectionId)).received).toEqual([]);
    // The reply is known by its Gmail id: not read again.
    expect(requests).not.toContain('/messages/18c1f3c4d5e6f701');
    expect(await received()).toHaveLength(1);
  });

  it('an expired history id (404) reads the recent product threads again and stores the mailbox’s current id', async () => {
    answers = [{ status: 404, body: HISTORY_EXPIRED }, { status: 200, body: PROFILE_LATER }, { status: 200, body: THREAD_METADATA }];
    const out = await syncMailbox(ctx.deps, connectionId);
    expect(requests).toEqual(['/history?from=4182812', '/profile', `/threads/${THREAD}`]);
    expect(out.full).toBe(true);
    expect(out.received.map((m) => [m.snippet, m.from])).toEqual([['Y otra cosa: ¿me mandas el PDF?', 'pedro.lopez@example.com']]);
    expect((await received()).map((m) => m.gmailId)).toEqual(['18c1f3c4d5e6f701', '18c1f4a0b1c2d3e4']);
    expect(await state()).toMatchObject({ historyId: '4183000', fullSyncs: 1 });
  });

  it('a token Gmail refuses is refreshed once and the sync goes on; the job syncs every mailbox of the provider', async () => {
    answers = [{ status: 401, body: UNAUTHENTICATED }, { status: 200, body: REFRESH_ANSWER }, { status: 200, body: { historyId: '4183001' } }];
    expect(await syncAllMailboxes(ctx.deps)).toEqual({ synced: 1, failed: 0, received: 0 });
    expect(requests).toEqual(['/history?from=4183000', '/token', '/history?from=4183000']);
    expect(await state()).toMatchObject({ historyId: '4183001' });
  });

  it('Gmail unavailable: the sync fails without moving the stored id; the job counts it and goes on', async () => {
    answers = [{ status: 503, body: { error: { code: 503, message: 'Backend Error', status: 'UNAVAILABLE' } } }];
    expect(await syncAllMailboxes(ctx.deps)).toEqual({ synced: 0, failed: 1, received: 0 });
    expect(await state()).toMatchObject({ historyId: '4183001' });
  });
});

describe('Gmail push (Pub/Sub) starts the sync of the mailbox it names', () => {
  const notification = (data: unknown) => ({
    message: { data: Buffer.from(JSON.stringify(data)).toString('base64url'), messageId: '2070443601311540', publishTime: '2023-08-01T10:30:00.000Z' },
    subscription: 'projects/crm-demo/subscriptions/gmail-push',
  });
  const push = (body: unknown, token: string | null = PUSH_TOKEN) =>
    ctx.app.inject({ method: 'POST', url: `/api/integrations/gmail/push${token === null ? '' : `?token=${encodeURIComponent(token)}`}`, payload: body as object });

  it('refuses a wrong or missing token (403) and a payload that is not a notification (400), reading nothing', async () => {
    const note = notification({ emailAddress: MAILBOX, historyId: '4183100' });
    expect((await push(note, 'push-secret-wrong')).statusCode).toBe(403);
    expect((await push(note, null)).statusCode).toBe(403);
    expect((await push({ message: { data: 'not json' } })).statusCode).toBe(400);
    expect((await push(notification({ emailAddress: MAILBOX, historyId: 'x' }))).statusCode).toBe(400);
    expect(requests).toEqual([]);
    expect(await state()).toMatchObject({ historyId: '4183001' });
  });

  it('a mailbox nobody connected is acknowledged; a history id already read starts nothing', async () => {
    expect((await push(notification({ emailAddress: 'someone.else@gmail.com', historyId: '4183100' }))).statusCode).toBe(204);
    const seen = await push(notification({ emailAddress: MAILBOX, historyId: 4183001 }));
    expect(seen.json()).toEqual({ ok: true, synced: 0 });
    expect(requests).toEqual([]);
  });

  it('a newer history id syncs the mailbox from its stored id (Google’s number or string alike, any case of the address)', async () => {
    answers = [{ status: 200, body: { historyId: '4183100' } }];
    const res = await push(notification({ emailAddress: 'Luis.Perez@gmail.com', historyId: 4183100 }));
    expect(res.json()).toEqual({ ok: true, synced: 1 });
    expect(requests).toEqual(['/history?from=4183001']);
    expect(await state()).toMatchObject({ historyId: '4183100' });
  });

  it('keeps the token out of the request log', () => {
    expect(pushLog.req({ method: 'POST', url: `/api/integrations/gmail/push?token=${PUSH_TOKEN}&x=1` }).url).toBe('/api/integrations/gmail/push?token=[redacted]&x=1');
  });

  it('a sync that fails answers 500, so Pub/Sub delivers again', async () => {
    answers = [{ status: 503, body: { error: { code: 503, message: 'Backend Error', status: 'UNAVAILABLE' } } }];
    expect((await push(notification({ emailAddress: MAILBOX, historyId: '4183200' }))).statusCode).toBe(500);
    expect(await state()).toMatchObject({ historyId: '4183100' });
  });
});

describe('Gmail watch (GMAIL_PUSH_TOPIC)', () => {
  it('watches every connected mailbox on the topic; the topic needs the push token', async () => {
    answers = [{ status: 200, body: WATCH_ANSWER }];
    expect(await watchAllMailboxes(ctx.deps)).toEqual({ watched: 1, failed: 0 });
    expect(requests).toEqual(['/watch']);
    expect(() => loadConfig({ ...process.env, GMAIL_PUSH_TOPIC: TOPIC, GMAIL_PUSH_TOKEN: undefined })).toThrow('GMAIL_PUSH_TOPIC needs GMAIL_PUSH_TOKEN or GMAIL_PUSH_SERVICE_ACCOUNT');
    expect(() => loadConfig({ ...process.env, GMAIL_PUSH_TOPIC: 'gmail-push', GMAIL_PUSH_TOKEN: PUSH_TOKEN })).toThrow('must be projects/<project>/topics/<topic>');
  });
});

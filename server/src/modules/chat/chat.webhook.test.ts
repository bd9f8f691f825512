import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, logRedactPaths, logSerializers } from '../../app';
import { loadConfig } from '../../config';
import { createChatConnector, SandboxChat, type ChatConnector } from '../../connectors/chat';
import type { CloudChat } from '../../connectors/chat/cloud';
import { signatureOf } from '../../connectors/chat/cloud.webhook';
import { IDS, fakeGraph, notification, recorded, recordedSignatures, type Answer, type Sent } from '../../connectors/chat/__recorded__/fakeGraph';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { parseNotification } from '../../connectors/chat/cloud.webhook';
import { handleCloudEvents } from './chat.webhook';
import { CLOUD_WEBHOOK_PATH, chatCloudWebhookRoutes } from './chat.webhook.routes';
import { CLOUD_NOTIFICATION_QUEUE, handleKeptNotification, SECOND_ATTEMPT_AFTER_SECONDS } from './chat.webhook.jobs';
import type { Jobs } from '../../jobs/queue';

const TOKEN = 'EAAGm0PX4ZCpsBA-server-test-token-71d2';
const SECRET = recordedSignatures.appSecret!;
const VERIFY = 'verify-token-8c1d-server';
const URL_PATH = `/api${CLOUD_WEBHOOK_PATH}`;

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF recorded image bytes')]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isomiso2mp41 recorded video')]);
const OGG = Buffer.from('OggS\0\x02recorded opus voice note');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const GIF = Buffer.from('GIF89a recorded sticker-like image');

let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let chat: CloudChat;
let graph: ReturnType<typeof fakeGraph>;
/** The CDN's bytes (and type) per media id; a test changes them to make a download fail. */
let cdn: Record<string, Answer>;
/** Graph's media answer per media id, when not the recorded one. */
let mediaInfo: Record<string, Answer>;
let emitted: [readonly string[], string, Record<string, unknown>][] = [];

const q = () => `companyId=${owner.companyId}`;
const count = async (table: 'contacts' | 'chatMessages' | 'chatConversations') =>
  Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('companyId', '=', owner.companyId).executeTakeFirstOrThrow()).n);
const messageByVendorId = (vendorId: string) =>
  ctx.db.selectFrom('chatMessages').selectAll().where('companyId', '=', owner.companyId).where('vendorId', '=', vendorId).execute();

/** A recorded notification with its ids changed, as Meta would send another one. */
function variant(name: string, replace: Record<string, string>): Buffer {
  let text = notification(name).toString('utf8');
  for (const [from, to] of Object.entries(replace)) text = text.replaceAll(from, to);
  return Buffer.from(text);
}

function post(raw: Buffer, signature: string | null = signatureOf(SECRET, raw)) {
  return ctx.app.inject({
    method: 'POST', url: URL_PATH, payload: raw,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-hub-signature-256': signature }) },
  });
}

/** Each send gets its own id: the recorded one first, then numbered variants of it. */
function sendAnswers() {
  const seen = { text: 0, template: 0 };
  return (request: Sent): Answer => {
    const kind = (request.json as { type?: string }).type === 'template' ? 'template' : 'text';
    const answer = kind === 'template' ? recorded.sentTemplate : recorded.sentText;
    seen[kind] += 1;
    if (seen[kind] === 1) return answer;
    const body = structuredClone(answer.body) as { messages: Array<{ id: string }> };
    body.messages[0]!.id += `_${seen[kind]}`;
    return { status: 200, body };
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.deps.realtime = { emitToUsers: (users, event, payload) => void emitted.push([users, event, payload as Record<string, unknown>]), close: async () => {} };
  owner = await createTestUser(ctx);
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  // Later routes win: the number's own id before any media id.
  graph = fakeGraph()
    .on('GET', /\/v23\.0\/\d+$/, (request) => {
      const id = request.url.pathname.split('/').pop()!;
      if (mediaInfo[id]) return mediaInfo[id]!;
      const body = structuredClone(recorded.mediaInfo.body);
      return { status: 200, body: { ...body, id, url: String(body.url).replace('1184727502793419', id) } };
    })
    .on('GET', /\/v23\.0\/106540352242922$/, recorded.phoneNumber)
    .on('POST', /\/v23\.0\/106540352242922\/messages$/, sendAnswers())
    .on('GET', /^lookaside\.fbsbx\.com\//, (request) => cdn[request.url.searchParams.get('mid') ?? ''] ?? recorded.errorMediaGone);
  const config = loadConfig({
    NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crm-cloud-')), JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    WHATSAPP_CLOUD_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: IDS.phoneNumberId, WHATSAPP_BUSINESS_ACCOUNT_ID: IDS.businessAccountId,
    WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY, WHATSAPP_COMPANY_ID: owner.companyId,
  });
  chat = createChatConnector(config, graph.fetch) as CloudChat;
  expect(chat.provider).toBe('cloud');
  ctx.deps.connectors.chat = chat;
});
afterAll(async () => ctx?.close());
beforeEach(() => {
  emitted = [];
  cdn = {
    '1184727502793419': { status: 200, bytes: JPEG, contentType: 'image/jpeg' },
    '2208611542951021': { status: 200, bytes: MP4, contentType: 'video/mp4' },
    '1630851047810934': { status: 200, bytes: OGG, contentType: 'audio/ogg' },
    '874420631249913': { status: 200, bytes: PDF, contentType: 'application/pdf' },
  };
  mediaInfo = {};
});

describe('Cloud API webhook: Meta\'s checks', () => {
  it('answers the verification handshake with the challenge, and 403 to a wrong token or mode', async () => {
    const verify = (query: string) => ctx.app.inject({ method: 'GET', url: `${URL_PATH}?${query}` });
    const ok = await verify(`hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.body).toBe('1158201444');
    expect((await verify('hub.mode=subscribe&hub.verify_token=guessed-token&hub.challenge=1158201444')).statusCode).toBe(403);
    expect((await verify(`hub.mode=unsubscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`)).statusCode).toBe(403);
    expect((await verify(`hub.mode=subscribe&hub.verify_token=${VERIFY}`)).statusCode).toBe(403);
  });

  it('refuses a notification unsigned (401) or signed wrongly (403) and stores nothing', async () => {
    const raw = notification('webhook.text.json');
    expect((await post(raw, null)).statusCode).toBe(401);
    expect((await post(raw, signatureOf('another-app-secret', raw))).statusCode).toBe(403);
    // The recorded signature over other bytes: Meta's text with one digit changed.
    expect((await post(variant('webhook.text.json', { 34611111111: '34611111112' }), recordedSignatures['webhook.text.json']!)).statusCode).toBe(403);
    expect((await post(raw, 'sha256=')).statusCode).toBe(403);
    expect(await count('contacts')).toBe(0);
    expect(await count('chatMessages')).toBe(0);
    expect(graph.sent).toHaveLength(0);
    expect(emitted).toEqual([]);
    // Signed but not JSON.
    expect((await post(Buffer.from('{"object":'))).statusCode).toBe(400);
  });

  it('is off (404) while the chat connector is not the Cloud API', async () => {
    const current: ChatConnector = ctx.deps.connectors.chat;
    ctx.deps.connectors.chat = new SandboxChat();
    try {
      expect((await ctx.app.inject({ method: 'GET', url: `${URL_PATH}?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1` })).statusCode).toBe(404);
      expect((await post(notification('webhook.text.json'))).statusCode).toBe(404);
    } finally {
      ctx.deps.connectors.chat = current;
    }
  });
});

describe('Cloud API webhook: incoming messages', () => {
  it('files a signed text from a new number: a CRM contact, its conversation and the message, told live', async () => {
    const res = await post(notification('webhook.text.json'), recordedSignatures['webhook.text.json']!);
    expect(res.statusCode).toBe(200);
    const contact = await ctx.db.selectFrom('contacts').selectAll().where('companyId', '=', owner.companyId).where('phone', '=', '+34611111111').executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ name: 'Lucía', surname: 'Pérez', source: 'whatsapp' });
    const list = await call(ctx, 'POST', `/api/wppchats/${owner.companyId}`, { token: agent.token, body: { searchTerm: '611111111' } });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ chatName: 'Lucía Pérez', contactId: contact.id, unreadCount: 1, lastMessage: { text: 'Hola, ¿tenéis cita el lunes?', direction: 'in' } });
    const [stored] = await messageByVendorId('wamid.HBgLMzQ2MTExMTExMTEVAgASGBQzQUFCMTY5RDZGMjQ3NEMxMjhBNwA=');
    // Filed at the time Lucía sent it (Meta's timestamp), not when it arrived.
    expect(stored).toMatchObject({ direction: 'in', type: 'text', status: 'received', createdAt: new Date(1720094523 * 1000) });
    const live = emitted.find(([, event]) => event === 'newMessage');
    expect(live?.[0]).toEqual(expect.arrayContaining([owner.id, agent.id]));
    expect(live?.[2]).toMatchObject({ from: '+34611111111', chatName: 'Lucía Pérez', body: 'Hola, ¿tenéis cita el lunes?' });
    // The company's chat app exists now, as the Cloud API's.
    const apps = await call(ctx, 'GET', `/api/whatsappApps/${owner.companyId}`, { token: owner.token });
    expect(apps.body.data).toEqual([expect.objectContaining({ provider: 'cloud' })]);
  });

  it('stores a delivery Meta repeats once, whether the repeat comes later or at the same time', async () => {
    const raw = notification('webhook.text.json');
    expect((await post(raw)).statusCode).toBe(200);
    expect(await messageByVendorId('wamid.HBgLMzQ2MTExMTExMTEVAgASGBQzQUFCMTY5RDZGMjQ3NEMxMjhBNwA=')).toHaveLength(1);
    const list = await call(ctx, 'POST', `/api/wppchats/${owner.companyId}`, { token: owner.token, body: { searchTerm: '611111111' } });
    expect(list.body.data[0].unreadCount).toBe(1);
    expect(emitted.filter(([, event]) => event === 'newMessage')).toHaveLength(0);

    // Two deliveries of a new message handled at once (as two instances would): the unique id
    // lets one in, and the other is not a failure (Meta must not retry it).
    const again = variant('webhook.text.json', { QzQUFCMTY5RDZGMjQ3NEMxMjhBNwA: 'QzQUFCMTY5RDZGMjQ3NEMxMjhBOAA', 'cita el lunes': 'cita el martes' });
    const events = parseNotification(JSON.parse(again.toString('utf8')));
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const results = await Promise.all([handleCloudEvents(ctx.deps, chat, events, log), handleCloudEvents(ctx.deps, chat, events, log)]);
    expect(results).toEqual([{ failed: 0 }, { failed: 0 }]);
    expect(await messageByVendorId('wamid.HBgLMzQ2MTExMTExMTEVAgASGBQzQUFCMTY5RDZGMjQ3NEMxMjhBOAA=')).toHaveLength(1);
    expect((await call(ctx, 'POST', `/api/wppchats/${owner.companyId}`, { token: owner.token, body: { searchTerm: '611111111' } })).body.data[0].unreadCount).toBe(2);
  });

  it('downloads an image by its media id through the connector and keeps it in the blob store', async () => {
    graph.sent.length = 0;
    expect((await post(notification('webhook.image.json'), recordedSignatures['webhook.image.json']!)).statusCode).toBe(200);
    expect(graph.sent.map((s) => `${s.method} ${s.url.host}${s.url.pathname}`)).toEqual([
      'GET graph.facebook.com/v23.0/1184727502793419', 'GET lookaside.fbsbx.com/whatsapp_business/attachments/',
    ]);
    expect(graph.sent.every((s) => s.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
    const [message] = await messageByVendorId('wamid.HBgLMzQ2MTExMTExMTEVAgASGBQzQUM0RjZCNUE5RTg4RjI3QjFGQQA=');
    expect(message).toMatchObject({ type: 'image', caption: 'El presupuesto firmado', mediaType: 'image/jpeg' });
    expect(Number(message!.mediaSize)).toBe(JPEG.length);
    const file = await ctx.app.inject({ method: 'GET', url: `/api/wppmedia/${message!.mediaId}?${q()}`, headers: { authorization: `Bearer ${agent.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(JPEG)).toBe(true);
  });

  it('files video, voice note, document, location and a contact card, and leaves stickers and reactions out', async () => {
    expect((await post(notification('webhook.kinds.json'))).statusCode).toBe(200);
    const conversation = await ctx.db.selectFrom('chatConversations').select('id').where('companyId', '=', owner.companyId).where('waId', '=', '34622222222').executeTakeFirstOrThrow();
    const thread = await call(ctx, 'GET', `/api/wppmessages/${conversation.id}?${q()}`, { token: owner.token });
    expect(thread.body.data.map((m: { type: string }) => m.type)).toEqual(['video', 'audio', 'document', 'location', 'contact']);
    const [video, audio, document, location, contact] = thread.body.data;
    expect(video).toMatchObject({ caption: 'Así quedó', media: { contentType: 'video/mp4', size: MP4.length } });
    expect(audio).toMatchObject({ caption: null, media: { contentType: 'audio/ogg' } });
    expect(document).toMatchObject({ caption: 'Factura de junio', media: { contentType: 'application/pdf', fileName: 'factura-junio.pdf' } });
    expect(location).toMatchObject({ location: { latitude: 41.3870154, longitude: 2.1700471, name: 'Oficina centro' } });
    expect(contact).toMatchObject({ contactCard: { name: 'Marta Gil', phone: '+34 633 000 002' } });
    expect(await ctx.db.selectFrom('contacts').select(['name', 'surname']).where('companyId', '=', owner.companyId).where('phone', '=', '+34622222222').execute())
      .toEqual([{ name: 'Jordi', surname: 'Vidal' }]);
  });

  it('keeps a message whose file can never be had or kept without it; a passing Graph failure answers 500 for Meta to retry', async () => {
    const image = (n: string, mediaId: string) => variant('webhook.image.json', { QzQUM0RjZCNUE5RTg4RjI3QjFGQQA: `QzQUM0RjZCNUE5RTg4RjI3QjFG${n}`, 1184727502793419: mediaId });

    mediaInfo['3000000000000001'] = recorded.errorMediaGone;
    expect((await post(image('AA', '3000000000000001'))).statusCode).toBe(200);
    expect((await messageByVendorId('wamid.HBgLMzQ2MTExMTExMTEVAgASGBQzQUM0RjZCNUE5RTg4RjI3QjFGAA=')).map((m) => [m.type, m.caption, m.mediaId])).toEqual([['image', 'El presupuesto firmado', null]]);

    cdn['3000000000000002'] = { status: 200, bytes: GIF, contentType: 'image/gif' };
    expect((await post(image('AB', '3000000000000002'))).statusCode).toBe(200);
    expect((await messageByVendorId('wamid.HBgLMzQ2MTExMTExMTEVAgASGBQzQUM0RjZCNUE5RTg4RjI3QjFGAB=')).map((m) => m.mediaId)).toEqual([null]);

    mediaInfo['3000000000000003'] = recorded.errorServiceUnavailable;
    const before = await count('chatMessages');
    expect((await post(image('AC', '3000000000000003'))).statusCode).toBe(500);
    expect(await count('chatMessages')).toBe(before);
    delete mediaInfo['3000000000000003'];
    cdn['3000000000000003'] = { status: 200, bytes: JPEG, contentType: 'image/jpeg' };
    expect((await post(image('AC', '3000000000000003'))).statusCode).toBe(200);
    expect((await messageByVendorId('wamid.HBgLMzQ2MTExMTExMTEVAgASGBQzQUM0RjZCNUE5RTg4RjI3QjFGAC=')).map((m) => m.mediaType)).toEqual(['image/jpeg']);
  });

  it('answers 200 within its time even while a file is still downloading, and files the message once it arrives', async () => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowFetch = (async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).includes('lookaside.fbsbx.com')) await arrived;
      return graph.fetch(input, init);
    }) as typeof fetch;
    const slowChat = createChatConnector({
      ...ctx.deps.config, WHATSAPP_CLOUD_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: IDS.phoneNumberId, WHATSAPP_BUSINESS_ACCOUNT_ID: IDS.businessAccountId,
      WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY, WHATSAPP_COMPANY_ID: owner.companyId,
    }, slowFetch);
    const quick = Fastify();
    const kept: { name: string; data: { body: unknown }; options: Record<string, unknown> }[] = [];
    const jobs = { send: async (name: string, data: { body: unknown }, options: Record<string, unknown>) => { kept.push({ name, data, options }); return 'job-1'; } } as unknown as Jobs;
    const slowDeps = { ...ctx.deps, jobs, connectors: { ...ctx.deps.connectors, chat: slowChat } };
    quick.decorate('deps', slowDeps);
    await quick.register(chatCloudWebhookRoutes, { ackWithinMs: 100 });
    try {
      const raw = variant('webhook.image.json', { QzQUM0RjZCNUE5RTg4RjI3QjFGQQA: 'QzQUM0RjZCNUE5RTg4RjI3QjFGAD' });
      const started = Date.now();
      const res = await quick.inject({ method: 'POST', url: CLOUD_WEBHOOK_PATH, payload: raw, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(SECRET, raw) } });
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      // Answered before it was handled: kept for a second attempt a minute later (Meta will not send it again).
      expect(kept).toEqual([{ name: CLOUD_NOTIFICATION_QUEUE, data: { body: JSON.parse(raw.toString('utf8')) }, options: expect.objectContaining({ startAfter: SECOND_ATTEMPT_AFTER_SECONDS }) }]);
      const vendorId = 'wamid.HBgLMzQ2MTExMTExMTEVAgASGBQzQUM0RjZCNUE5RTg4RjI3QjFGAD=';
      expect(await messageByVendorId(vendorId)).toHaveLength(0);
      release();
      await expect.poll(async () => (await messageByVendorId(vendorId)).map((m) => m.mediaType), { timeout: 5_000 }).toEqual(['image/jpeg']);
      // The second attempt finds it filed and files nothing twice.
      await handleKeptNotification(slowDeps, kept[0]!.data.body);
      expect(await messageByVendorId(vendorId)).toHaveLength(1);
    } finally {
      release();
      await quick.close();
    }
  });
});

describe('Cloud API: a notification answered before it was handled', () => {
  it('is filed by its second attempt when the first never finished (the process died), and a failing part fails the job for a retry', async () => {
    const raw = variant('webhook.text.json', { wamid: 'wamid2nd' });
    const body = JSON.parse(raw.toString('utf8'));
    const [event] = parseNotification(body);
    const vendorId = (event as { vendorId: string }).vendorId;
    expect(await messageByVendorId(vendorId)).toHaveLength(0);
    // Nothing ran but the job: the first attempt died with its instance.
    await handleKeptNotification(ctx.deps, body);
    expect(await messageByVendorId(vendorId)).toHaveLength(1);
    // With the database refusing the write, the job throws: pg-boss retries it.
    const failing = { ...ctx.deps, db: ctx.deps.db.withPlugin({ transformQuery: (q) => { if (q.node.kind === 'InsertQueryNode') throw new Error('database away'); return q.node; }, transformResult: async (r) => r.result }) };
    const other = variant('webhook.text.json', { wamid: 'wamid3rd' });
    await expect(handleKeptNotification(failing, JSON.parse(other.toString('utf8')))).rejects.toThrow('failed; retried');
  });

  it('files a message sent before the last one in its place: unread, but neither the last message nor a newer 24-hour window', async () => {
    const conversation = () => ctx.db.selectFrom('chatConversations').selectAll().where('companyId', '=', owner.companyId).where('waId', '=', '34611111111').executeTakeFirstOrThrow();
    const before = await conversation();
    const older = variant('webhook.text.json', { wamid: 'wamidOld', 1720094523: String(1720094523 - 3600), 'cita el lunes': 'cita antes' });
    expect((await post(older)).statusCode).toBe(200);
    const after = await conversation();
    expect(after).toMatchObject({ lastMessageId: before.lastMessageId, lastMessageAt: before.lastMessageAt, lastIncomingAt: before.lastIncomingAt, unreadCount: before.unreadCount + 1 });
    const [filed] = await messageByVendorId('wamidOld.HBgLMzQ2MTExMTExMTEVAgASGBQzQUFCMTY5RDZGMjQ3NEMxMjhBNwA=');
    expect(filed!.createdAt).toEqual(new Date((1720094523 - 3600) * 1000));
  });
});

describe('Cloud API: the session, sending and ticks', () => {
  let conversationId: string;
  const wamid = recorded.sentText.body.messages as unknown as Array<{ id: string }>;

  it('connects without a QR code: wpplogin asks Graph for the number and the session is ready', async () => {
    const login = await call(ctx, 'GET', `/api/wpplogin?${q()}`, { token: owner.token });
    expect(login.body).toMatchObject({ status: 'ready', phone: '+34910000000', pairingUrl: null, qrExpiresAt: null });
    expect((await call(ctx, 'GET', `/api/wppQR?${q()}`, { token: owner.token })).status).toBe(404);
  });

  it('sends within the window as text, and the statuses Meta reports move the ticks forward only', async () => {
    conversationId = (await ctx.db.selectFrom('chatConversations').select('id').where('companyId', '=', owner.companyId).where('waId', '=', '34611111111').executeTakeFirstOrThrow()).id;
    // The recorded messages were sent in 2024 (their timestamps): Lucía writes again now, which opens the 24-hour window.
    const now = variant('webhook.text.json', { QzQUFCMTY5RDZGMjQ3NEMxMjhBNwA: 'QzQUFCMTY5RDZGMjQ3NEMxMjhBNgA', 1720094523: String(Math.floor(Date.now() / 1000)) });
    expect((await post(now)).statusCode).toBe(200);
    graph.sent.length = 0;
    const sent = await call(ctx, 'POST', `/api/wppsend?${q()}`, { token: agent.token, body: { conversationId, type: 'text', message: 'Sí, el lunes a las 10:00' } });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'sent', direction: 'out', text: 'Sí, el lunes a las 10:00' });
    expect(graph.sent[0]!.json).toEqual({ messaging_product: 'whatsapp', recipient_type: 'individual', to: '34611111111', type: 'text', text: { body: 'Sí, el lunes a las 10:00', preview_url: false } });
    const [stored] = await messageByVendorId(wamid[0]!.id);
    expect(stored).toMatchObject({ id: sent.body._id, status: 'sent' });

    emitted = [];
    expect((await post(notification('webhook.statuses.json'))).statusCode).toBe(200);
    expect((await messageByVendorId(wamid[0]!.id))[0]!.status).toBe('delivered');
    expect(emitted).toEqual([[expect.arrayContaining([owner.id, agent.id]), 'messageStatus', { companyId: owner.companyId, conversationId, messageIds: [sent.body._id], status: 'delivered' }]]);
    expect((await post(notification('webhook.read.json'))).statusCode).toBe(200);
    expect((await messageByVendorId(wamid[0]!.id))[0]!.status).toBe('read');
    // Meta's late repeat of "delivered" does not undo the blue ticks.
    emitted = [];
    expect((await post(notification('webhook.statuses.json'))).statusCode).toBe(200);
    expect((await messageByVendorId(wamid[0]!.id))[0]!.status).toBe('read');
    expect(emitted).toEqual([]);
  });

  it('reviews templates at Meta on sync, and follows Meta\'s later review from the webhook', async () => {
    const create = (body: Record<string, unknown>) => call(ctx, 'POST', '/api/whatsappTemplate', { token: owner.token, body: { companyId: owner.companyId, category: 'UTILITY', language: 'es', ...body } });
    await create({ name: 'cita_confirmada', header: 'Cita {{dia}}', message: 'Hola {{nombre}}, te esperamos a las {{hora}}.', variables: ['lunes', 'Lucía', '10:00'] });
    await create({ name: 'recordatorio_cita', message: 'Recuerda tu cita del {{1}}', variables: ['lunes'] });
    graph
      .on('GET', /\/v23\.0\/102290129340398\/message_templates$/, (request) => request.url.searchParams.get('name') === 'cita_confirmada' ? recorded.templatesReviewed : recorded.templatesNone)
      .on('POST', /\/v23\.0\/102290129340398\/message_templates$/, recorded.templateCreated);
    graph.sent.length = 0;
    const synced = await call(ctx, 'POST', '/api/whatsappTemplate/sync', { token: owner.token, body: { companyId: owner.companyId } });
    expect(synced.body.data.map((t: { name: string; status: string }) => [t.name, t.status])).toEqual([['cita_confirmada', 'APPROVED'], ['recordatorio_cita', 'PENDING']]);
    expect(graph.sent.filter((s) => s.method === 'POST').map((s) => s.json)).toEqual([expect.objectContaining({ name: 'recordatorio_cita', components: [{ type: 'BODY', text: 'Recuerda tu cita del {{1}}', example: { body_text: [['lunes']] } }] })]);

    expect((await post(notification('webhook.template.json'))).statusCode).toBe(200);
    const rejected = await call(ctx, 'GET', `/api/whatsappTemplates/${owner.companyId}?status=REJECTED`, { token: owner.token });
    expect(rejected.body.data).toEqual([expect.objectContaining({ name: 'recordatorio_cita', rejectionReason: 'INVALID_FORMAT' })]);
    // Another business account's review of a template of the same name changes nothing here.
    const foreign = variant('webhook.template.json', { 102290129340398: '999999999999999', REJECTED: 'APPROVED' });
    expect((await post(foreign)).statusCode).toBe(200);
    expect((await call(ctx, 'GET', `/api/whatsappTemplates/${owner.companyId}?status=REJECTED`, { token: owner.token })).body.data).toHaveLength(1);
  });

  it('outside the 24-hour window refuses free text and sends an approved template as the template', async () => {
    await sql`UPDATE chat_conversations SET last_incoming_at = now() - interval '2 days' WHERE id = ${conversationId}`.execute(ctx.db);
    graph.sent.length = 0;
    const free = await call(ctx, 'POST', `/api/wppsend?${q()}`, { token: agent.token, body: { conversationId, type: 'text', message: '¿Sigue en pie?' } });
    expect(free.status).toBe(422);
    expect(free.body.error_code).toBe('outside_window');
    expect(graph.sent).toHaveLength(0);

    const template = (await call(ctx, 'GET', `/api/whatsappTemplates/${owner.companyId}?status=APPROVED`, { token: agent.token })).body.data[0];
    const sent = await call(ctx, 'POST', `/api/wppsend?${q()}`, { token: agent.token, body: { conversationId, templateId: template._id, variables: ['martes', 'Lucía', '11:30'] } });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ type: 'text', text: '*Cita martes*\nHola Lucía, te esperamos a las 11:30.', status: 'sent' });
    expect(graph.sent[0]!.json).toEqual({
      messaging_product: 'whatsapp', recipient_type: 'individual', to: '34611111111', type: 'template',
      template: {
        name: 'cita_confirmada', language: { code: 'es', policy: 'deterministic' },
        components: [
          { type: 'header', parameters: [{ type: 'text', text: 'martes' }] },
          { type: 'body', parameters: [{ type: 'text', text: 'Lucía' }, { type: 'text', text: '11:30' }] },
        ],
      },
    });
    const templateWamid = (recorded.sentTemplate.body.messages as Array<{ id: string }>)[0]!.id;
    expect((await messageByVendorId(templateWamid))[0]).toMatchObject({ templateId: template._id, status: 'sent' });

    // Meta could not deliver it after all: the message shows it failed.
    expect((await post(notification('webhook.failed.json'))).statusCode).toBe(200);
    expect((await messageByVendorId(templateWamid))[0]!.status).toBe('failed');
  });
});

describe('Cloud API: secrets', () => {
  it('never puts the access token, app secret or verify token in an answer or a log line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp(ctx.deps, { logger: { level: 'trace', redact: logRedactPaths, serializers: logSerializers, stream }, distDir: path.join(tmpdir(), 'no-app-build') });
    await logged.ready();
    try {
      const bodies: string[] = [];
      const inject = async (options: InjectOptions) => {
        const res = await logged.inject(options);
        bodies.push(res.body);
        return res;
      };
      await inject({ method: 'GET', url: `${URL_PATH}?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=42` });
      await inject({ method: 'GET', url: `${URL_PATH}?hub.mode=subscribe&hub.verify_token=${VERIFY}x&hub.challenge=42` });
      const raw = variant('webhook.image.json', { QzQUM0RjZCNUE5RTg4RjI3QjFGQQA: 'QzQUM0RjZCNUE5RTg4RjI3QjFGAE', 1184727502793419: '3000000000000009' });
      mediaInfo['3000000000000009'] = recorded.errorTokenExpired;
      expect((await inject({ method: 'POST', url: URL_PATH, payload: raw, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(SECRET, raw) } })).statusCode).toBe(500);
      await inject({ method: 'POST', url: URL_PATH, payload: raw, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf('wrong', raw) } });
      graph.on('POST', /\/v23\.0\/106540352242922\/messages$/, recorded.errorTokenExpired);
      await sql`UPDATE chat_conversations SET last_incoming_at = now() WHERE company_id = ${owner.companyId}`.execute(ctx.db);
      const conversation = await ctx.db.selectFrom('chatConversations').select('id').where('companyId', '=', owner.companyId).where('waId', '=', '34611111111').executeTakeFirstOrThrow();
      const refused = await inject({ method: 'POST', url: `/api/wppsend?${q()}`, payload: { conversationId: conversation.id, type: 'text', message: 'Hola' }, headers: { authorization: `Bearer ${owner.token}` } });
      expect(refused.statusCode).toBe(502);
      expect(JSON.parse(refused.body)).toMatchObject({ error_code: 'channel_auth_failed', details: { vendorCode: 190 } });

      const all = [...lines, ...bodies].join('\n');
      expect(lines.some((l) => l.includes('hub.verify_token=[redacted]'))).toBe(true);
      expect(lines.some((l) => l.includes('notification part failed'))).toBe(true);
      for (const secret of [TOKEN, SECRET, VERIFY]) expect(all).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

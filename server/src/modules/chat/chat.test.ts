import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { multipart } from '../../../test/multipart';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let otherAgent: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let phoneToken: string;
/** What the live socket would have carried: [userIds, event, payload]. */
let emitted: [readonly string[], string, Record<string, unknown>][] = [];

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000dIHDR fake image body')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const q = () => `companyId=${owner.companyId}`;

async function inject(method: 'GET' | 'POST', url: string, options: { payload?: Buffer | string; headers?: Record<string, string> } = {}) {
  return ctx.app.inject({ method, url, payload: options.payload, headers: options.headers });
}

/** The contact writes from the sandbox phone (as a browser posts its form). */
async function phoneSends(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const form = multipart({ profileName: 'Lucía Pérez', type: 'text', ...fields }, file);
  return inject('POST', `/api/chat/sandbox/phone/${phoneToken}/send`, { payload: form.payload, headers: { ...form.headers, accept: 'application/json' } });
}

const chats = (user: TestUser, body: Record<string, unknown> = {}, query = '') =>
  call(ctx, 'POST', `/api/wppchats/${owner.companyId}${query}`, { token: user.token, body });
const send = (user: TestUser, body: Record<string, unknown>) => call(ctx, 'POST', `/api/wppsend?${q()}`, { token: user.token, body });
const conversationOf = async (phone: string) => (await chats(owner, { searchTerm: phone })).body.data[0];

async function pairPhone(): Promise<string> {
  const login = await call(ctx, 'GET', `/api/wpplogin?${q()}`, { token: owner.token });
  expect(login.body.status).toBe('waiting');
  // The QR code holds the phone's pairing page (the session tells it too, for a link).
  const url = new URL(login.body.pairingUrl);
  expect(url.pathname).toMatch(/^\/api\/chat\/sandbox\/pair\/[\w-]+$/);
  expect(url.searchParams.get('ref')).toBe('1');
  const page = await inject('GET', `${url.pathname}${url.search}`);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Vincular');
  const paired = await inject('POST', url.pathname, {
    payload: 'ref=1&phone=%2B34+910+000+000', headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paired.statusCode).toBe(303);
  return String(paired.headers.location).split('/').pop()!;
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.deps.realtime = { emitToUsers: (users, event, payload) => void emitted.push([users, event, payload as Record<string, unknown>]), close: async () => {} };
  owner = await createTestUser(ctx);
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  otherAgent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
  stranger = await createTestUser(ctx);
  phoneToken = await pairPhone();
});
afterAll(async () => ctx?.close());
beforeEach(() => {
  emitted = [];
});

describe('chat session', () => {
  it('is ready once the phone scanned the code, and the QR code changes and runs out with time', async () => {
    const status = await call(ctx, 'GET', `/api/wppstatus?${q()}`, { token: viewer.token });
    expect(status.body).toMatchObject({ status: 'ready', phone: '+34910000000', qrExpiresAt: null });

    // A second company goes through the codes: 60 s for the first, 20 s for each of four more.
    const other = await createTestUser(ctx);
    const oq = `companyId=${other.companyId}`;
    expect((await call(ctx, 'GET', `/api/wppstatus?${oq}`, { token: other.token })).body.status).toBe('unknown');
    expect((await call(ctx, 'GET', `/api/wppQR?${oq}`, { token: other.token })).status).toBe(404);
    const login = await call(ctx, 'GET', `/api/wpplogin?${oq}`, { token: other.token });
    expect(login.body.status).toBe('waiting');
    expect(Date.parse(login.body.qrExpiresAt) - Date.now()).toBeGreaterThan(55_000);
    const png = await ctx.app.inject({ method: 'GET', url: `/api/wppQR?${oq}`, headers: { authorization: `Bearer ${other.token}` } });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const svg = await call(ctx, 'GET', `/api/wppQR?${oq}&format=svg`, { token: other.token });
    expect(String(svg.body)).toContain('<svg');

    const { pairingToken } = await ctx.db.selectFrom('chatApps').select('pairingToken').where('companyId', '=', other.companyId).executeTakeFirstOrThrow();
    const ago = (ms: number) => sql`UPDATE chat_apps SET login_started_at = now() - ${`${ms} milliseconds`}::interval WHERE company_id = ${other.companyId}`.execute(ctx.db);
    await ago(70_000);
    const second = await call(ctx, 'GET', `/api/wppstatus?${oq}`, { token: other.token });
    expect(second.body.status).toBe('waiting');
    expect(Date.parse(second.body.qrExpiresAt) - Date.now()).toBeLessThanOrEqual(20_000);
    // The first code no longer pairs.
    const stale = await inject('POST', `/api/chat/sandbox/pair/${pairingToken}`, { payload: 'ref=1&phone=600000000', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(stale.statusCode).toBe(410);
    await ago(60_000 + 4 * 20_000 + 1000);
    const failed = await call(ctx, 'GET', `/api/wppstatus?${oq}`, { token: other.token });
    expect(failed.body).toMatchObject({ status: 'failed', reason: 'qr_attempts_ended' });
    expect(emitted.some(([users, event, p]) => users.includes(other.id) && event === 'chatStatus' && p.status === 'failed')).toBe(true);
    // A new login starts over.
    expect((await call(ctx, 'GET', `/api/wpplogin?${oq}`, { token: other.token })).body.status).toBe('waiting');
  });

  it('lets only owners, admins and managers pair or end the session', async () => {
    expect((await call(ctx, 'GET', `/api/wpplogin?${q()}`, { token: agent.token })).status).toBe(403);
    expect((await call(ctx, 'POST', '/api/whatsapp/wpplogout', { token: viewer.token, body: { companyId: owner.companyId } })).status).toBe(403);
    expect((await call(ctx, 'GET', `/api/wppstatus?companyId=${owner.companyId}`, { token: stranger.token })).status).toBe(404);
    const apps = await call(ctx, 'GET', `/api/whatsappApps/${owner.companyId}`, { token: agent.token });
    expect(apps.body.data).toEqual([expect.objectContaining({ provider: 'sandbox', status: 'ready', phone: '+34910000000', container: expect.any(Number) })]);
  });
});

describe('incoming messages and the inbox', () => {
  it('creates the contact for a new number, opens the conversation unread and tells who sees it', async () => {
    const res = await phoneSends({ from: '+34 622 000 001', text: 'Hola, ¿tenéis cita el lunes?' });
    expect(res.statusCode).toBe(200);
    const contact = await ctx.db.selectFrom('contacts').selectAll().where('companyId', '=', owner.companyId).where('phone', '=', '+34622000001').executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ name: 'Lucía', surname: 'Pérez', source: 'whatsapp' });
    const c = await conversationOf('622000001');
    expect(c).toMatchObject({ chatName: 'Lucía Pérez', unreadCount: 1, archived: false, assignedTo: null, lastMessage: { text: 'Hola, ¿tenéis cita el lunes?', direction: 'in' } });
    expect(Date.parse(c.windowEndsAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const [users, event, payload] = emitted.find(([, e]) => e === 'newMessage')!;
    expect(event).toBe('newMessage');
    expect([...users].sort()).toEqual([owner.id, agent.id, otherAgent.id, viewer.id].sort());
    // Unassigned: everyone who can answer is alerted, never the viewer.
    expect([...(payload.usersToNotify as string[])].sort()).toEqual([owner.id, agent.id, otherAgent.id].sort());
    expect(payload).toMatchObject({ from: '+34622000001', chatName: 'Lucía Pérez', body: 'Hola, ¿tenéis cita el lunes?', hasMedia: false });

    // The same number writes again: same contact, same conversation, two unread.
    await phoneSends({ from: '+34 622-000-001', text: 'Es urgente' });
    expect((await conversationOf('622000001')).unreadCount).toBe(2);
    expect(await ctx.db.selectFrom('contacts').select('id').where('phone', '=', '+34622000001').execute()).toHaveLength(1);
  });

  it('matches an existing CRM contact by the last nine digits of its phone', async () => {
    const created = await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, name: 'Marta', surname: 'Gil', phone: '633 000 002' } });
    await phoneSends({ from: '+34633000002', text: 'Soy Marta' });
    const c = await conversationOf('633000002');
    expect(c).toMatchObject({ contactId: created.body._id, chatName: 'Marta Gil' });
  });

  it('pages messages newest page first, each page oldest first, and marks read', async () => {
    for (let i = 1; i <= 5; i++) await phoneSends({ from: '+34644000003', text: `mensaje ${i}` });
    const c = await conversationOf('644000003');
    const page1 = await call(ctx, 'GET', `/api/wppmessages/${c._id}?${q()}&limit=2`, { token: agent.token });
    expect(page1.body.total).toBe(5);
    expect(page1.body.data.map((m: { text: string }) => m.text)).toEqual(['mensaje 4', 'mensaje 5']);
    const page3 = await call(ctx, 'GET', `/api/wppmessages/${c._id}?${q()}&limit=2&page=3`, { token: agent.token });
    expect(page3.body.data.map((m: { text: string }) => m.text)).toEqual(['mensaje 1']);
    // Past the end: no messages, and still the thread's total.
    const page4 = await call(ctx, 'GET', `/api/wppmessages/${c._id}?${q()}&limit=2&page=4`, { token: agent.token });
    expect(page4.body).toMatchObject({ data: [], total: 5, page: 4 });
    const unreadBefore = (await chats(agent, { filters: 'unread' })).body;
    expect(unreadBefore.data.some((x: { _id: string }) => x._id === c._id)).toBe(true);
    expect(unreadBefore.unreadConversations).toBeGreaterThanOrEqual(1);
    expect((await call(ctx, 'POST', '/api/wppread', { token: agent.token, body: { companyId: owner.companyId, conversationId: c._id } })).status).toBe(200);
    expect((await conversationOf('644000003')).unreadCount).toBe(0);
    expect((await chats(agent, { filters: 'unread' })).body.data.some((x: { _id: string }) => x._id === c._id)).toBe(false);
  });

  it('filters by assignee, archive and tag, and pages the list newest first', async () => {
    await phoneSends({ from: '+34655000004', text: 'Quiero un presupuesto' });
    const c = await conversationOf('655000004');
    const assigned = await call(ctx, 'POST', '/api/wppassign', { token: owner.token, body: { companyId: owner.companyId, conversationId: c._id, userId: agent.id } });
    expect(assigned.body.assignedTo).toMatchObject({ userId: agent.id });
    expect((await chats(agent, { filters: 'mine' })).body.data.map((x: { _id: string }) => x._id)).toContain(c._id);
    expect((await chats(agent, { filters: 'unassigned' })).body.data.map((x: { _id: string }) => x._id)).not.toContain(c._id);
    expect((await chats(owner, { filterByCollaborators: [agent.id] })).body.data.map((x: { _id: string }) => x._id)).toEqual([c._id]);
    expect((await chats(owner, { filterByCollaborators: ['unassigned'] })).body.data.map((x: { _id: string }) => x._id)).not.toContain(c._id);
    // Someone outside the company cannot be the assignee.
    expect((await call(ctx, 'POST', '/api/wppassign', { token: owner.token, body: { companyId: owner.companyId, conversationId: c._id, userId: stranger.id } })).status).toBe(400);

    const tag = await call(ctx, 'POST', '/api/wppConversationTag/create', { token: owner.token, body: { companyId: owner.companyId, name: 'Presupuesto', color: '#ff8800' } });
    expect(tag.status).toBe(201);
    expect((await call(ctx, 'POST', '/api/wppConversationTag/create', { token: owner.token, body: { companyId: owner.companyId, name: 'presupuesto' } })).status).toBe(409);
    const tagged = await call(ctx, 'POST', '/api/wppupdateTags', { token: agent.token, body: { companyId: owner.companyId, conversationId: c._id, tagIds: [tag.body._id] } });
    expect(tagged.body.tagIds).toEqual([tag.body._id]);
    expect((await chats(owner, { tags: [tag.body._id] })).body.data.map((x: { _id: string }) => x._id)).toEqual([c._id]);
    const tags = await call(ctx, 'GET', `/api/wppConversationTags/${owner.companyId}`, { token: viewer.token });
    expect(tags.body.data).toEqual([expect.objectContaining({ name: 'Presupuesto', conversationCount: 1 })]);

    await call(ctx, 'POST', '/api/wpparchive', { token: agent.token, body: { companyId: owner.companyId, conversationId: c._id, archived: true } });
    expect((await chats(owner)).body.data.map((x: { _id: string }) => x._id)).not.toContain(c._id);
    expect((await chats(owner, { filters: 'archived' })).body.data.map((x: { _id: string }) => x._id)).toEqual([c._id]);
    // A new message brings it back from the archive.
    await phoneSends({ from: '+34655000004', text: 'Sigo esperando' });
    expect((await chats(owner)).body.data[0]._id).toBe(c._id);

    const all = (await chats(owner)).body;
    const paged = await chats(owner, {}, '?page=2&limit=1');
    expect(paged.body.total).toBe(all.total);
    expect(paged.body.data[0]._id).toBe(all.data[1]._id);
    // A rename keeps the colour.
    const renamed = await call(ctx, 'PUT', `/api/wppConversationTag/${owner.companyId}/${tag.body._id}`, { token: owner.token, body: { name: 'Presupuestos' } });
    expect(renamed.body).toMatchObject({ name: 'Presupuestos', color: '#ff8800' });
    // Deleting the tag takes it off the conversation.
    expect((await call(ctx, 'DELETE', `/api/wppConversationTag/${owner.companyId}/${tag.body._id}`, { token: owner.token })).status).toBe(200);
    expect((await conversationOf('655000004')).tagIds).toEqual([]);
  });

  it('searches by the contact CRM filters', async () => {
    const res = await chats(owner, { contactFilters: [{ filterField: 'name', filterValue: 'Marta' }] });
    expect(res.status).toBe(200);
    expect(res.body.data.map((x: { chatName: string }) => x.chatName)).toEqual(['Marta Gil']);
  });

  it('shows agents only what is theirs or nobody’s, and refuses the rest', async () => {
    await phoneSends({ from: '+34666000005', text: 'Para otro agente' });
    const c = await conversationOf('666000005');
    await call(ctx, 'POST', '/api/wppassign', { token: owner.token, body: { companyId: owner.companyId, conversationId: c._id, userId: otherAgent.id } });
    expect((await chats(agent)).body.data.map((x: { _id: string }) => x._id)).not.toContain(c._id);
    expect((await call(ctx, 'GET', `/api/wppconversation/${c._id}?${q()}`, { token: agent.token })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/wppmessages/${c._id}?${q()}`, { token: agent.token })).status).toBe(404);
    expect((await send(agent, { conversationId: c._id, message: 'Me cuelo' })).status).toBe(404);
    const ofContact = await call(ctx, 'GET', `/api/getWhatsAppChatOfContact/${owner.companyId}/${c.contactId}`, { token: agent.token });
    expect(ofContact.status).toBe(403);
    expect(ofContact.body.message).toBe('Not authorized to access this WhatsApp contact');
    expect((await call(ctx, 'GET', `/api/wppcontact/${c._id}?${q()}`, { token: agent.token })).status).toBe(403);
    const noChat = await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, name: 'Sin chat' } });
    const missing = await call(ctx, 'GET', `/api/getWhatsAppChatOfContact/${owner.companyId}/${noChat.body._id}`, { token: owner.token });
    expect(missing).toMatchObject({ status: 404, body: { message: 'WhatsApp contact not found' } });
    // The assignee and the viewer see it; the viewer cannot write.
    expect((await call(ctx, 'GET', `/api/wppconversation/${c._id}?${q()}`, { token: otherAgent.token })).status).toBe(200);
    expect((await send(viewer, { conversationId: c._id, message: 'Hola' })).status).toBe(403);
    // Only the assignee is alerted now.
    emitted = [];
    await phoneSends({ from: '+34666000005', text: '¿Hola?' });
    const [, , payload] = emitted.find(([, e]) => e === 'newMessage')!;
    expect(payload.usersToNotify).toEqual([otherAgent.id]);
    // Another company gets nothing.
    expect((await call(ctx, 'GET', `/api/wppconversation/${c._id}?companyId=${stranger.companyId}`, { token: stranger.token })).status).toBe(404);
  });

  it('shows a member tied to an app only that app’s conversations, and agents those of contacts assigned to them', async () => {
    await phoneSends({ from: '+34666000006', text: 'Del contacto de Ana' });
    const c = await conversationOf('666000006');
    await call(ctx, 'POST', '/api/wppassign', { token: owner.token, body: { companyId: owner.companyId, conversationId: c._id, userId: otherAgent.id } });
    const thread = (user: TestUser) => call(ctx, 'GET', `/api/wppmessages/${c._id}?${q()}`, { token: user.token });
    const listed = async (user: TestUser) => (await chats(user)).body.data.map((x: { _id: string }) => x._id);
    expect((await thread(agent)).status).toBe(404);
    await sql`INSERT INTO contact_collaborators (contact_id, user_id, company_id) VALUES (${c.contactId}, ${agent.id}, ${owner.companyId})`.execute(ctx.db);
    expect((await thread(agent)).status).toBe(200);
    expect(await listed(agent)).toContain(c._id);

    const tie = (waApp: Record<string, unknown>) => call(ctx, 'PUT', '/api/editCollaborator', { token: owner.token, body: { companyId: owner.companyId, collaboratorId: viewer.id, ...waApp } });
    expect((await tie({ waAppId: randomUUID() })).status).toBe(200);
    expect((await thread(viewer)).status).toBe(404);
    expect(await listed(viewer)).not.toContain(c._id);
    expect((await tie({ waAppId: c.appId })).status).toBe(200);
    expect((await thread(viewer)).status).toBe(200);
    expect(await listed(viewer)).toContain(c._id);
    expect((await tie({ removeWaApp: true })).status).toBe(200);
  });
});

describe('sending', () => {
  it('sends text, shows it live to the others as "me", and the phone reads it', async () => {
    await phoneSends({ from: '+34677000006', text: 'Hola' });
    const c = await conversationOf('677000006');
    emitted = [];
    const res = await send(agent, { conversationId: c._id, message: '  ¡Hola! Sí, el lunes a las 10.  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ direction: 'out', type: 'text', text: '¡Hola! Sí, el lunes a las 10.', status: 'delivered', sentBy: { userId: agent.id } });
    const live = emitted.find(([, e]) => e === 'newMessage')!;
    expect(live[2]).toMatchObject({ from: 'me', usersToNotify: [] });
    expect((await conversationOf('677000006')).lastMessage).toMatchObject({ direction: 'out', status: 'delivered' });

    const phonePage = await inject('GET', `/api/chat/sandbox/phone/${phoneToken}`);
    expect(phonePage.body).toContain('¡Hola! Sí, el lunes a las 10.');
    emitted = [];
    const read = await inject('POST', `/api/chat/sandbox/phone/${phoneToken}/read`, {
      payload: `conversationId=${c._id}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    });
    expect(read.statusCode).toBe(200);
    const messages = await call(ctx, 'GET', `/api/wppmessages/${c._id}?${q()}`, { token: agent.token });
    expect(messages.body.data.at(-1).status).toBe('read');
    expect(emitted.find(([, e]) => e === 'messageStatus')?.[2]).toMatchObject({ status: 'read', messageIds: [res.body._id] });
  });

  it('refuses a wrong shape with SPEC’s messages and stores nothing', async () => {
    const c = await conversationOf('677000006');
    const count = async () => (await ctx.db.selectFrom('chatMessages').select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    const noText = await send(agent, { conversationId: c._id, type: 'text', message: '   ' });
    expect(noText).toMatchObject({ status: 400, body: { error_code: 'invalid_content', message: 'Contenido inválido para el tipo especificado' } });
    const noFile = await send(agent, { conversationId: c._id, type: 'image' });
    expect(noFile).toMatchObject({ status: 400, body: { error_code: 'invalid_file', message: 'El archivo no es válido' } });
    // A PDF sent as an image is told by its bytes, whatever its name says.
    const form = multipart({ conversationId: c._id, type: 'image', caption: 'foto' }, { name: 'foto.png', content: PDF, type: 'image/png' });
    const wrong = await ctx.app.inject({ method: 'POST', url: `/api/wppsend?${q()}`, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${agent.token}` } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error_code: 'invalid_file', message: 'El archivo no es válido' });
    const badType = await send(agent, { conversationId: c._id, type: 'sticker', message: 'x' });
    expect(badType.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('sends a file with a caption and serves it back only to who sees the conversation', async () => {
    const c = await conversationOf('677000006');
    const form = multipart({ conversationId: c._id, type: 'document', caption: 'Presupuesto' }, { name: 'presupuesto.pdf', content: PDF, type: 'application/pdf' });
    const res = await ctx.app.inject({ method: 'POST', url: `/api/wppsend?${q()}`, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${agent.token}` } });
    expect(res.statusCode).toBe(201);
    const message = res.json();
    expect(message).toMatchObject({ type: 'document', caption: 'Presupuesto', media: { contentType: 'application/pdf', fileName: 'presupuesto.pdf', size: PDF.length } });
    const apps = (await call(ctx, 'GET', `/api/whatsappApps/${owner.companyId}`, { token: owner.token })).body.data;
    const media = (headers: Record<string, string>, token = agent.token) =>
      ctx.app.inject({ method: 'GET', url: `/api/wppmedia/${message.media.id}?${q()}`, headers: { authorization: `Bearer ${token}`, ...headers } });
    const ok = await media({ 'x-container': String(apps[0].container) });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(PDF)).toBe(true);
    expect((await media({ 'x-container': String(apps[0].container + 1) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/wppmedia/${message.media.id}?companyId=${stranger.companyId}`, headers: { authorization: `Bearer ${stranger.token}` } })).statusCode).toBe(404);

    // An image from the phone arrives as media too.
    await phoneSends({ from: '+34677000006', type: 'image', text: 'Mi DNI' }, { name: 'dni.png', content: PNG, type: 'image/png' });
    const last = (await call(ctx, 'GET', `/api/wppmessages/${c._id}?${q()}`, { token: agent.token })).body.data.at(-1);
    expect(last).toMatchObject({ direction: 'in', type: 'image', caption: 'Mi DNI', media: { contentType: 'image/png' } });
  });

  it('allows only approved templates outside the 24-hour window, sent as text with their variables', async () => {
    await phoneSends({ from: '+34688000007', text: 'Hola' });
    const c = await conversationOf('688000007');
    await sql`UPDATE chat_conversations SET last_incoming_at = now() - interval '25 hours' WHERE id = ${c._id}`.execute(ctx.db);
    expect((await conversationOf('688000007')).windowEndsAt).toBeNull();
    const outside = await send(agent, { conversationId: c._id, message: 'Hola de nuevo' });
    expect(outside).toMatchObject({ status: 422, body: { error_code: 'outside_window' } });

    const create = (body: Record<string, unknown>) => call(ctx, 'POST', '/api/whatsappTemplate', { token: owner.token, body: { companyId: owner.companyId, ...body } });
    const reminder = await create({ name: 'recordatorio_cita', message: 'Hola {{1}}, te esperamos el {{2}}.', variables: ['Ana', 'lunes'] });
    expect(reminder.body.status).toBe('PENDING');
    await create({ name: 'promo', message: 'Consulta GRATIS para ti' });
    expect((await create({ name: 'Mal Nombre', message: 'x' })).status).toBe(400);
    expect((await call(ctx, 'POST', '/api/whatsappTemplate', { token: agent.token, body: { companyId: owner.companyId, name: 'agente', message: 'x' } })).status).toBe(403);

    const pending = await send(agent, { conversationId: c._id, templateId: reminder.body._id, variables: ['Luis', 'martes'] });
    expect(pending).toMatchObject({ status: 409, body: { error_code: 'template_not_approved' } });
    const synced = await call(ctx, 'POST', '/api/whatsappTemplate/sync', { token: owner.token, body: { companyId: owner.companyId } });
    const byName = Object.fromEntries(synced.body.data.map((t: { name: string }) => [t.name, t]));
    expect(byName.recordatorio_cita).toMatchObject({ status: 'APPROVED', rejectionReason: null });
    expect(byName.promo).toMatchObject({ status: 'REJECTED', rejectionReason: 'PROMOTIONAL' });

    const missing = await send(agent, { conversationId: c._id, templateId: reminder.body._id, variables: ['Luis'] });
    expect(missing).toMatchObject({ status: 400, body: { error_code: 'template_variables' } });
    const sent = await send(agent, { conversationId: c._id, type: 'image', templateId: reminder.body._id, variables: ['Luis', 'martes'] });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ type: 'text', text: 'Hola Luis, te esperamos el martes.', templateId: reminder.body._id });

    // Editing sends it back to review.
    const edited = await call(ctx, 'PUT', `/api/whatsappTemplate/${reminder.body._id}?${q()}`, { token: owner.token, body: { message: 'Hola {{1}}, recuerda tu cita del {{2}}.' } });
    expect(edited.body.status).toBe('PENDING');
  });

  it('refuses to send while the session is not connected', async () => {
    const c = await conversationOf('677000006');
    await call(ctx, 'POST', '/api/whatsapp/wpplogout', { token: owner.token, body: { companyId: owner.companyId } });
    const res = await send(agent, { conversationId: c._id, message: 'Hola' });
    expect(res).toMatchObject({ status: 409, body: { error_code: 'session_not_ready' } });
    // The old phone page is gone with the session.
    expect((await phoneSends({ from: '+34677000006', text: 'x' })).statusCode).toBe(404);
    phoneToken = await pairPhone();
    expect((await send(agent, { conversationId: c._id, message: 'Hola' })).status).toBe(201);
  });

  it('sends to a CRM contact by its phone, opening the conversation', async () => {
    const contact = await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, name: 'Nuevo', phone: '+34 699 000 008' } });
    await call(ctx, 'POST', '/api/whatsappTemplate/sync', { token: owner.token, body: { companyId: owner.companyId } });
    const template = (await call(ctx, 'GET', `/api/whatsappTemplates/${owner.companyId}?status=APPROVED`, { token: agent.token })).body.data[0];
    // Never wrote: only a template.
    const text = await call(ctx, 'POST', '/api/sendWhatsAppToContact', { token: agent.token, body: { companyId: owner.companyId, contactId: contact.body._id, message: 'Hola' } });
    expect(text.status).toBe(422);
    const res = await call(ctx, 'POST', '/api/sendWhatsAppToContact', { token: agent.token, body: { companyId: owner.companyId, contactId: contact.body._id, templateId: template._id, variables: ['Nuevo', 'jueves'] } });
    expect(res.status).toBe(201);
    const conversation = await call(ctx, 'GET', `/api/getWhatsAppChatOfContact/${owner.companyId}/${contact.body._id}`, { token: owner.token });
    expect(conversation.body).toMatchObject({ contactId: contact.body._id, lastMessage: { direction: 'out' } });
  });

  it('counts messages per day for the usage screen', async () => {
    const apps = (await call(ctx, 'GET', `/api/whatsappApps/${owner.companyId}`, { token: owner.token })).body.data;
    const today = new Date().toISOString().slice(0, 10);
    const res = await call(ctx, 'GET', `/api/whatsappApp/usage/${apps[0]._id}?${q()}&from=${today}&to=${today}`, { token: viewer.token });
    expect(res.status).toBe(200);
    const inDb = await sql<{ n: number }>`SELECT count(*)::int AS n FROM chat_messages WHERE company_id = ${owner.companyId} AND direction = 'in'`.execute(ctx.db);
    expect(res.body.totals.incoming).toBe(inDb.rows[0]!.n);
    expect(res.body.days).toHaveLength(1);
  });
});

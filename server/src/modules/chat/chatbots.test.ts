import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let phoneToken: string;

const phoneSends = (from: string, text: string) => {
  const form = multipart({ from, profileName: 'Cliente', type: 'text', text });
  return ctx.app.inject({ method: 'POST', url: `/api/chat/sandbox/phone/${phoneToken}/send`, payload: form.payload, headers: { ...form.headers, accept: 'application/json' } });
};
const conversationOf = async (digits: string) => (await call(ctx, 'POST', `/api/wppchats/${owner.companyId}`, { token: owner.token, body: { searchTerm: digits } })).body.data[0];
const thread = async (id: string) => (await call(ctx, 'GET', `/api/wppmessages/${id}?companyId=${owner.companyId}`, { token: owner.token })).body.data as { direction: string; text: string; sentBy: unknown }[];
const create = (body: Record<string, unknown>, user = owner) => call(ctx, 'POST', '/api/createWhatsAppChatBot', { token: user.token, body: { companyId: owner.companyId, ...body } });

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
  stranger = await createTestUser(ctx);
  const login = await call(ctx, 'GET', `/api/wpplogin?companyId=${owner.companyId}`, { token: owner.token });
  const pairing = new URL(login.body.pairingUrl);
  const paired = await ctx.app.inject({ method: 'POST', url: pairing.pathname, payload: 'ref=1&phone=910000000', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  phoneToken = String(paired.headers.location).split('/').pop()!;
});
afterAll(async () => ctx?.close());

describe('chatbots', () => {
  it('answers a keyword, shows its menu, answers a menu number, and hands off to a person who then takes over', async () => {
    const bot = await create({
      name: 'Recepción',
      rules: [{ keywords: ['precio', 'tarifa'], reply: 'Desde 30 €.' }],
      menu: { intro: '¿En qué te ayudo?', options: [{ label: 'Horario', reply: 'De 9 a 18.' }] },
      handoff: { keywords: ['persona'], userId: agent.id, message: 'Te paso con una persona.' },
    });
    expect(bot.status).toBe(201);
    expect(bot.body).toMatchObject({ name: 'Recepción', active: true, audience: 'everyone', contactCount: 0 });

    await phoneSends('+34 600 111 001', '¿Qué PRECIO tiene?');
    const c = await conversationOf('600111001');
    let messages = await thread(c._id);
    expect(messages.at(-1)).toMatchObject({ direction: 'out', text: 'Desde 30 €.', sentBy: null });
    await phoneSends('+34 600 111 001', 'hola');
    expect((await thread(c._id)).at(-1)!.text).toBe('¿En qué te ayudo?\n1. Horario');
    await phoneSends('+34 600 111 001', '1');
    expect((await thread(c._id)).at(-1)!.text).toBe('De 9 a 18.');

    await phoneSends('+34 600 111 001', 'quiero una persona');
    messages = await thread(c._id);
    expect(messages.at(-1)!.text).toBe('Te paso con una persona.');
    expect((await conversationOf('600111001')).assignedTo).toMatchObject({ userId: agent.id });
    // Handed off: the bot is silent.
    await phoneSends('+34 600 111 001', 'precio');
    expect((await thread(c._id)).at(-1)).toMatchObject({ direction: 'in', text: 'precio' });
  });

  it('stops once a person answers, and answers only its selected contacts when so set', async () => {
    await phoneSends('+34 600 111 002', 'tarifa');
    const c = await conversationOf('600111002');
    expect((await thread(c._id)).at(-1)!.text).toBe('Desde 30 €.');
    expect((await call(ctx, 'POST', `/api/wppsend?companyId=${owner.companyId}`, { token: agent.token, body: { conversationId: c._id, message: 'Hola, soy Ana' } })).status).toBe(201);
    await phoneSends('+34 600 111 002', 'tarifa');
    expect((await thread(c._id)).at(-1)).toMatchObject({ direction: 'in' });

    // Everyone's bot off; a bot for selected contacts answers only those added.
    const bots = (await call(ctx, 'GET', `/api/getWhatsAppChatBotsByCompany/${owner.companyId}`, { token: viewer.token })).body.data;
    await call(ctx, 'PUT', `/api/updateWhatsAppChatBot/${owner.companyId}/${bots[0]._id}`, { token: owner.token, body: { active: false } });
    const vip = await create({ name: 'VIP', audience: 'selected', rules: [{ keywords: ['hola'], reply: '¡Hola, cliente VIP!' }] });
    const contact = await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, name: 'Vera', phone: '+34 600 111 003' } });
    const added = await call(ctx, 'POST', '/api/addContactsToChatBot', { token: owner.token, body: { companyId: owner.companyId, chatbotId: vip.body._id, filters: [{ filterField: 'name', filterValue: 'Vera' }] } });
    expect(added.body).toEqual({ added: 1, contactCount: 1 });
    await phoneSends('+34 600 111 003', 'hola');
    expect((await thread((await conversationOf('600111003'))._id)).at(-1)!.text).toBe('¡Hola, cliente VIP!');
    await phoneSends('+34 600 111 004', 'hola');
    expect((await thread((await conversationOf('600111004'))._id)).at(-1)).toMatchObject({ direction: 'in' });

    const removed = await call(ctx, 'POST', '/api/removeContactsFromChatBot', { token: owner.token, body: { companyId: owner.companyId, chatbotId: vip.body._id, contactIds: [contact.body._id] } });
    expect(removed.body).toEqual({ removed: 1, contactCount: 0 });
  });

  it('validates, checks roles and companies, and changes nothing when refused', async () => {
    expect((await create({ name: '  ' })).status).toBe(400);
    expect((await create({ name: 'Mal', rules: [{ keywords: [], reply: 'x' }] })).status).toBe(400);
    expect((await create({ name: 'Mal', officeHours: { days: [1], opens: '9:00', closes: '18:00', message: 'x' } })).status).toBe(400);
    const handoffToViewer = await create({ name: 'Mal', handoff: { keywords: ['x'], userId: viewer.id, message: 'x' } });
    expect(handoffToViewer.status).toBe(400);
    expect((await create({ name: 'Agente' }, agent)).status).toBe(403);
    const before = (await call(ctx, 'GET', `/api/getWhatsAppChatBotsByCompany/${owner.companyId}`, { token: owner.token })).body.total;
    expect((await call(ctx, 'GET', `/api/getWhatsAppChatBotsByCompany/${owner.companyId}`, { token: stranger.token })).status).toBe(404);
    const any = (await call(ctx, 'GET', `/api/getWhatsAppChatBotsByCompany/${owner.companyId}`, { token: owner.token })).body.data[0];
    expect((await call(ctx, 'GET', `/api/getWhatsAppChatBotById/${stranger.companyId}/${any._id}`, { token: stranger.token })).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/addContactsToChatBot', { token: owner.token, body: { companyId: owner.companyId, chatbotId: any._id } })).status).toBe(400);
    expect((await call(ctx, 'GET', `/api/getWhatsAppChatBotsByCompany/${owner.companyId}`, { token: owner.token })).body.total).toBe(before);
    expect((await call(ctx, 'DELETE', `/api/deleteWhatsAppChatBot/${owner.companyId}/${any._id}`, { token: owner.token })).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/getWhatsAppChatBotById/${owner.companyId}/${any._id}`, { token: owner.token })).status).toBe(404);
  });
});

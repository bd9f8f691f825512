import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let stranger: TestUser;

type From = 'contact' | 'bot' | TestUser;

/** A conversation of the company of `as`, its messages written at exact instants. */
async function conversationAt(as: TestUser, phone: string, messages: [at: Date, from: From][]) {
  const [app] = (await sql<{ id: string }>`SELECT id FROM chat_apps WHERE company_id = ${as.companyId}`.execute(ctx.db)).rows;
  const contact = await call(ctx, 'POST', '/api/createContact', { token: as.token, body: { companyId: as.companyId, name: phone, phone } });
  const [conversation] = (await sql<{ id: string }>`
    INSERT INTO chat_conversations (company_id, app_id, contact_id, wa_id) VALUES (${as.companyId}, ${app!.id}, ${contact.body._id}, ${phone}) RETURNING id`.execute(ctx.db)).rows;
  for (const [at, from] of messages) {
    const direction = from === 'contact' ? 'in' : 'out';
    const sentBy = typeof from === 'object' ? from.id : null;
    await sql`INSERT INTO chat_messages (company_id, conversation_id, direction, type, text, status, sent_by, created_at)
      VALUES (${as.companyId}, ${conversation!.id}, ${direction}, 'text', 'x', ${direction === 'in' ? 'received' : 'delivered'}, ${sentBy}, ${at})`.execute(ctx.db);
  }
}

/** The owner's company's conversation, its messages `seconds` after 10:00 UTC on 2 Nov 2026. */
const conversationWith = (phone: string, messages: [seconds: number, from: From][]) =>
  conversationAt(owner, phone, messages.map(([seconds, from]) => [new Date(Date.UTC(2026, 10, 2, 10, 0, seconds)), from]));

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  stranger = await createTestUser(ctx);
  await call(ctx, 'GET', `/api/whatsappApps/${owner.companyId}`, { token: owner.token });
  // Two messages before the reply: timed from the first. A chatbot's reply does not count.
  await conversationWith('34600000001', [[0, 'contact'], [10, 'contact'], [60, agent], [70, 'contact'], [100, agent]]);
  await conversationWith('34600000002', [[0, 'contact'], [1, 'bot'], [120, agent]]);
  await conversationWith('34600000003', [[0, 'contact'], [30, owner]]);
  // Never answered: no response to count.
  await conversationWith('34600000004', [[0, 'contact']]);
});
afterAll(async () => ctx?.close());

const range = 'since=2026-11-01&until=2026-11-30';

describe('response times', () => {
  it('measures each collaborator from the contact’s first unanswered message to their first reply', async () => {
    const mine = await call(ctx, 'GET', `/api/collaborator/avgResponseTime?companyId=${owner.companyId}&collaboratorId=${agent.id}&${range}`, { token: owner.token });
    expect(mine.body).toEqual({ averageSeconds: 70, medianSeconds: 60, responses: 3 }); // 60, 30, 120
    const team = await call(ctx, 'GET', `/api/avgResponseTimeOfAll?companyId=${owner.companyId}&${range}`, { token: agent.token });
    expect(team.body).toMatchObject({ averageSeconds: 60, medianSeconds: 45, responses: 4 }); // 60, 30, 120, 30
    expect(team.body.byCollaborator).toEqual([
      expect.objectContaining({ collaboratorId: owner.id, averageSeconds: 30, responses: 1 }),
      expect.objectContaining({ collaboratorId: agent.id, averageSeconds: 70, responses: 3 }),
    ]);
  });

  it('answers nothing outside the range, refuses a backwards range and other companies', async () => {
    const empty = await call(ctx, 'GET', `/api/avgResponseTimeOfAll?companyId=${owner.companyId}&since=2026-10-01&until=2026-10-31`, { token: owner.token });
    expect(empty.body).toEqual({ averageSeconds: null, medianSeconds: null, responses: 0, byCollaborator: [] });
    expect((await call(ctx, 'GET', `/api/avgResponseTimeOfAll?companyId=${owner.companyId}&since=2026-11-30&until=2026-11-01`, { token: owner.token })).status).toBe(400);
    expect((await call(ctx, 'GET', `/api/avgResponseTimeOfAll?companyId=${owner.companyId}&${range}`, { token: stranger.token })).status).toBe(404);
  });
});

describe('response times within business hours', () => {
  let shop: TestUser;
  let clerk: TestUser;
  let chatbotId: string;
  const hours = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00', timeZone: 'Europe/Madrid', message: 'Abrimos a las 9.' };
  const team = async () => (await call(ctx, 'GET', `/api/avgResponseTimeOfAll?companyId=${shop.companyId}&${range}`, { token: shop.token })).body;
  const clerks = async () => (await call(ctx, 'GET', `/api/collaborator/avgResponseTime?companyId=${shop.companyId}&collaboratorId=${clerk.id}&${range}`, { token: shop.token })).body;

  beforeAll(async () => {
    shop = await createTestUser(ctx);
    clerk = await createTestUser(ctx, { memberOf: { companyId: shop.companyId, role: 'agent' } });
    await call(ctx, 'GET', `/api/whatsappApps/${shop.companyId}`, { token: shop.token });
    // Madrid is UTC+1 in November. Tuesday 20:00 answered Wednesday 09:10: 10 open minutes.
    await conversationAt(shop, '34611000001', [[new Date('2026-11-03T19:00:00Z'), 'contact'], [new Date('2026-11-04T08:10:00Z'), clerk]]);
    // Friday 17:50 answered Monday 09:05: 15 open minutes over the weekend.
    await conversationAt(shop, '34611000002', [[new Date('2026-11-06T16:50:00Z'), 'contact'], [new Date('2026-11-09T08:05:00Z'), clerk]]);
    // Wednesday 11:00 answered 11:02, all open.
    await conversationAt(shop, '34611000003', [[new Date('2026-11-04T10:00:00Z'), 'contact'], [new Date('2026-11-04T10:02:00Z'), shop]]);
  });

  it('counts wall-clock time while no hours are configured', async () => {
    expect(await clerks()).toEqual({ averageSeconds: (47_400 + 227_700) / 2, medianSeconds: (47_400 + 227_700) / 2, responses: 2 });
    expect(await team()).toMatchObject({ averageSeconds: Math.round((47_400 + 227_700 + 120) / 3), medianSeconds: 47_400, responses: 3 });
  });

  it('counts only the open time of the active chatbot’s office hours, in their time zone', async () => {
    // A switched-off chatbot's hours are not the company's.
    await call(ctx, 'POST', '/api/createWhatsAppChatBot', { token: shop.token, body: { companyId: shop.companyId, name: 'Antiguo', active: false, officeHours: { ...hours, opens: '00:00', closes: '01:00' } } });
    const created = await call(ctx, 'POST', '/api/createWhatsAppChatBot', { token: shop.token, body: { companyId: shop.companyId, name: 'Recepción', officeHours: hours } });
    expect(created.status).toBe(201);
    chatbotId = created.body._id;
    expect(await clerks()).toEqual({ averageSeconds: 750, medianSeconds: 750, responses: 2 }); // 600 and 900
    expect(await team()).toEqual({
      averageSeconds: 540, medianSeconds: 600, responses: 3, // 600, 900, 120
      byCollaborator: [
        expect.objectContaining({ collaboratorId: shop.id, averageSeconds: 120, medianSeconds: 120, responses: 1 }),
        expect.objectContaining({ collaboratorId: clerk.id, name: expect.stringMatching(/^Test User \d+$/), averageSeconds: 750, responses: 2 }),
      ],
    });
  });

  it('follows the hours as they change, and the clock again once they are switched off', async () => {
    // Saturday mornings open too: the weekend wait grows by Saturday's nine hours.
    const saturdays = await call(ctx, 'PUT', `/api/updateWhatsAppChatBot/${shop.companyId}/${chatbotId}`, { token: shop.token, body: { officeHours: { ...hours, days: [1, 2, 3, 4, 5, 6] } } });
    expect(saturdays.status).toBe(200);
    expect(await clerks()).toMatchObject({ averageSeconds: (600 + 900 + 9 * 3600) / 2, responses: 2 });
    await call(ctx, 'PUT', `/api/updateWhatsAppChatBot/${shop.companyId}/${chatbotId}`, { token: shop.token, body: { officeHours: null } });
    expect(await clerks()).toMatchObject({ averageSeconds: (47_400 + 227_700) / 2, responses: 2 });
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let stranger: TestUser;

/** A conversation whose messages are written at exact times (seconds after 10:00 UTC on 2 Nov 2026). */
async function conversationWith(phone: string, messages: [seconds: number, from: 'contact' | 'bot' | TestUser][]) {
  const [app] = (await sql<{ id: string }>`SELECT id FROM chat_apps WHERE company_id = ${owner.companyId}`.execute(ctx.db)).rows;
  const contact = await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, name: phone, phone } });
  const [conversation] = (await sql<{ id: string }>`
    INSERT INTO chat_conversations (company_id, app_id, contact_id, wa_id) VALUES (${owner.companyId}, ${app!.id}, ${contact.body._id}, ${phone}) RETURNING id`.execute(ctx.db)).rows;
  for (const [seconds, from] of messages) {
    const at = new Date(Date.UTC(2026, 10, 2, 10, 0, seconds));
    const direction = from === 'contact' ? 'in' : 'out';
    const sentBy = typeof from === 'object' ? from.id : null;
    await sql`INSERT INTO chat_messages (company_id, conversation_id, direction, type, text, status, sent_by, created_at)
      VALUES (${owner.companyId}, ${conversation!.id}, ${direction}, 'text', 'x', ${direction === 'in' ? 'received' : 'delivered'}, ${sentBy}, ${at})`.execute(ctx.db);
  }
}

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

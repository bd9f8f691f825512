import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { createTestUser, type TestUser } from '../../../test/fixtures';
import { chatWriter, type ChatMessage as Message } from './chat.fixtures';

/**
 * chat_turns (migration 0831) is kept by triggers as messages arrive. Whatever the order and
 * grouping of the writes, it must equal the turns worked out from the messages afresh: an
 * incoming message after a person's reply (or opening the conversation), with the first later
 * reply by a person. The hourly/daily message counts must equal the messages too.
 */
let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let companyId: string;
let chat: Awaited<ReturnType<typeof chatWriter>>;

const reference = (conversationId: string) => sql<{ askedAt: Date; answeredAt: Date | null; answeredBy: string | null }>`
  SELECT a.created_at AS asked_at, r.created_at AS answered_at, r.sent_by AS answered_by FROM (
    SELECT m.id, m.created_at, m.direction, lag(m.direction) OVER (ORDER BY m.created_at, m.id) AS previous
    FROM chat_messages m WHERE m.conversation_id = ${conversationId} AND (m.direction = 'in' OR m.sent_by IS NOT NULL)
  ) a LEFT JOIN LATERAL (
    SELECT o.created_at, o.sent_by FROM chat_messages o
    WHERE o.conversation_id = ${conversationId} AND o.direction = 'out' AND o.sent_by IS NOT NULL AND (o.created_at, o.id) > (a.created_at, a.id)
    ORDER BY o.created_at, o.id LIMIT 1
  ) r ON true
  WHERE a.direction = 'in' AND (a.previous IS NULL OR a.previous = 'out')
  ORDER BY 1`;
const kept = (conversationId: string) => sql<{ askedAt: Date; answeredAt: Date | null; answeredBy: string | null }>`
  SELECT asked_at, answered_at, answered_by FROM chat_turns WHERE conversation_id = ${conversationId} ORDER BY 1`;
async function expectTurnsAsMessagesSay(conversationId: string) {
  const expected = (await reference(conversationId).execute(ctx.db)).rows;
  expect((await kept(conversationId).execute(ctx.db)).rows).toEqual(expected);
  return expected;
}

/** A contact of that name with one conversation. */
const conversation = async (name: string) => chat.conversation(await chat.contact(name), name);
const insert: typeof chat.insert = (conv, messages) => chat.insert(conv, messages);

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  companyId = owner.companyId;
  agent = await createTestUser(ctx, { memberOf: { companyId, role: 'agent' } });
  chat = await chatWriter(ctx.db, companyId, '2026-03-10T10:00:00Z');
});
afterAll(async () => ctx?.close());

describe('chat turns', () => {
  it('follow messages one by one in order, chatbot messages answering nothing', async () => {
    const conv = await conversation('uno');
    const script: Message[] = [['in', 0], ['out', 5, agent.id], ['in', 60], ['in', 61], ['out', 70, null], ['out', 91, owner.id], ['in', 130], ['out', 140, agent.id], ['in', 200]];
    for (const m of script) await insert(conv, [m]);
    const turns = await expectTurnsAsMessagesSay(conv);
    expect(turns.map((t) => [t.answeredBy, t.answeredAt === null ? null : (t.answeredAt.getTime() - t.askedAt.getTime()) / 60_000]))
      .toEqual([[agent.id, 5], [owner.id, 31], [agent.id, 10], [null, null]]);
  });

  it('equal the messages when they arrive out of order, in batches, are deleted, or lose their sender', async () => {
    const conv = await conversation('dos');
    await insert(conv, [['in', 100], ['out', 130, agent.id]]);
    await insert(conv, [['in', 10]]); // history arriving late, before everything
    await expectTurnsAsMessagesSay(conv);
    await insert(conv, [['out', 20, owner.id], ['in', 115], ['in', 200], ['out', 50, null]]);
    await expectTurnsAsMessagesSay(conv);
    await sql`DELETE FROM chat_messages WHERE conversation_id = ${conv} AND created_at = timestamptz '2026-03-10T10:00:00Z' + interval '20 minutes'`.execute(ctx.db);
    await expectTurnsAsMessagesSay(conv);
    await sql`UPDATE chat_messages SET sent_by = NULL WHERE conversation_id = ${conv} AND sent_by = ${agent.id}`.execute(ctx.db); // as a deleted user's messages
    const turns = await expectTurnsAsMessagesSay(conv);
    expect(turns.every((t) => t.answeredBy === null)).toBe(true);

    // Many conversations in one statement, as an import of history does.
    const others = await Promise.all(['a', 'b', 'c'].map((k) => conversation(`lote-${k}`)));
    await sql`
      INSERT INTO chat_messages (company_id, conversation_id, direction, type, text, status, sent_by, created_at)
      SELECT ${companyId}, c, CASE WHEN (g * 7 + i) % 3 = 0 THEN 'out' ELSE 'in' END, 'text', 'x', 'sent',
        CASE WHEN (g * 7 + i) % 3 = 0 AND g % 4 <> 0 THEN ${agent.id}::uuid END, timestamptz '2026-03-01' + make_interval(mins => (g * 37) % 500)
      FROM unnest(${others}::uuid[]) WITH ORDINALITY AS o(c, i), generate_series(1, 40) g`.execute(ctx.db);
    for (const c of others) expect((await expectTurnsAsMessagesSay(c)).length).toBeGreaterThan(0);
  });

  it('keep the hourly and daily message counts equal to the messages', async () => {
    const count = async (query: ReturnType<typeof sql<Record<string, unknown>>>) => (await query.execute(ctx.db)).rows.map((r) => JSON.stringify(r)).sort();
    for (const bucket of ['hour', 'day'] as const) {
      expect(await count(sql`SELECT ${sql.ref(bucket)} AS b, direction, sent_by, messages FROM ${sql.table(`analytics_chat_${bucket}s`)} WHERE company_id = ${companyId} AND messages <> 0`))
        .toEqual(await count(sql`SELECT date_bin(${`1 ${bucket}`}::interval, created_at, timestamptz '2000-01-01 00:00:00+00') AS b, direction, sent_by, count(*)::int AS messages
          FROM chat_messages WHERE company_id = ${companyId} GROUP BY 1, 2, 3`));
    }
  });
});

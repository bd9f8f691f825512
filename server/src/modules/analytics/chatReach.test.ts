import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { createTestUser, type TestUser } from '../../../test/fixtures';
import { chatCollaborators, count } from './analytics.repository';
import { chatWriter, type ChatMessage as Message } from './chat.fixtures';

/**
 * "Contacts written to" per collaborator (chat_reach and its daily counts, migration 0840) must
 * equal what the chat segment's list shows — distinct contacts of the conversations where the
 * collaborator sent a message in the range — for any range (UTC midnights, whole hours of other
 * zones, minutes, inside one day) and whatever the order of the writes.
 */
let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let companyId: string;
let chat: Awaited<ReturnType<typeof chatWriter>>;

const BASE = Date.parse('2026-03-10T00:00:00Z');
const iso = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();

const contact = (name: string) => chat.contact(name);
const conversation = (contactId: string, waId: string) => chat.conversation(contactId, waId);
const insert = (conv: string, messages: Message[]) => chat.insert(conv, messages);

/** Ranges [from, to) in minutes from BASE: whole UTC days, a UTC+1 day's hours, odd minutes, a part of one day, a week. */
const RANGES: [number, number][] = [
  [0, 1440], [1440, 4320], [-60, 1380], [-60, 2820], [1380, 4260], [17, 2903], [600, 900], [1500, 1501], [-1440, 8640], [2000, 2000 + 7 * 1440],
];

async function expectReachAsSegmentsSay(people: string[]) {
  for (const [a, b] of RANGES) {
    const f = iso(a);
    const t = iso(b);
    const figures = new Map((await chatCollaborators(ctx.db, companyId, f, t, true)).map((r) => [r.userId, r.conversations]));
    for (const u of people) {
      const listed = await count(ctx.db, companyId, { k: 'chat', u, f, t });
      expect({ range: [a, b], u, contacts: figures.get(u) ?? 0 }).toEqual({ range: [a, b], u, contacts: listed });
    }
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  companyId = owner.companyId;
  agent = await createTestUser(ctx, { memberOf: { companyId, role: 'agent' } });
  chat = await chatWriter(ctx.db, companyId, iso(0));
});
afterAll(async () => ctx?.close());

describe('contacts written to per collaborator', () => {
  it('equal the chat segment over any range as messages arrive, in and out of order, across two conversations of a contact', async () => {
    const ana = await contact('Ana');
    const first = await conversation(ana, 'ana-1');
    const second = await conversation(ana, 'ana-2');
    const luis = await conversation(await contact('Luis'), 'luis');
    const script: [string, Message][] = [
      [first, ['in', -100, null]], [first, ['out', -90, agent.id]], [first, ['out', 30, agent.id]], [second, ['out', 1390, agent.id]],
      [luis, ['out', 1450, owner.id]], [first, ['out', 1500, owner.id]], [second, ['out', 2900, agent.id]], [luis, ['out', 5000, agent.id]],
      [first, ['out', 700, null]], // a chatbot's: nobody's contact
    ];
    for (const [conv, m] of script) await insert(conv, [m]);
    await expectReachAsSegmentsSay([agent.id, owner.id]);
    // History arriving late, before and between what is there (the chain of later messages changes).
    await insert(second, [['out', -1500, agent.id], ['out', 1420, agent.id], ['in', 1421, null]]);
    await insert(first, [['out', 1380, agent.id]]);
    await expectReachAsSegmentsSay([agent.id, owner.id]);
  });

  it('stay equal when messages are deleted, lose their sender or move, and after an import of many conversations at once', async () => {
    const conv = await conversation(await contact('Marta'), 'marta');
    await insert(conv, [['out', 10, agent.id], ['out', 1450, agent.id], ['out', 1470, owner.id], ['out', 3000, agent.id]]);
    await sql`DELETE FROM chat_messages WHERE conversation_id = ${conv} AND created_at = ${iso(10)}::timestamptz`.execute(ctx.db);
    await expectReachAsSegmentsSay([agent.id, owner.id]);
    await sql`UPDATE chat_messages SET sent_by = NULL WHERE conversation_id = ${conv} AND sent_by = ${owner.id}`.execute(ctx.db); // as a deleted user's
    await sql`UPDATE chat_messages SET created_at = ${iso(-30)}::timestamptz WHERE conversation_id = ${conv} AND created_at = ${iso(3000)}::timestamptz`.execute(ctx.db);
    await expectReachAsSegmentsSay([agent.id, owner.id]);

    // More pairs than the per-pair locks take in one statement (the company's lock instead).
    const contacts = await Promise.all(Array.from({ length: 70 }, (_, i) => contact(`lote ${i}`)));
    const convs = await Promise.all(contacts.map((c, i) => conversation(c, `lote-${i}`)));
    await sql`
      INSERT INTO chat_messages (company_id, conversation_id, direction, type, text, status, sent_by, created_at)
      SELECT ${companyId}, c, 'out', 'text', 'x', 'sent', CASE WHEN (g + i) % 3 = 0 THEN ${owner.id}::uuid ELSE ${agent.id}::uuid END,
        ${iso(0)}::timestamptz + make_interval(mins => (((g * 613 + i * 97) % 9000) - 1000)::int)
      FROM unnest(${convs}::uuid[]) WITH ORDINALITY AS o(c, i), generate_series(1, 6) g`.execute(ctx.db);
    await expectReachAsSegmentsSay([agent.id, owner.id]);
    // A contact removed takes its conversations' messages with it.
    await sql`DELETE FROM contacts WHERE id = ANY(${contacts.slice(0, 10)}::uuid[])`.execute(ctx.db);
    await expectReachAsSegmentsSay([agent.id, owner.id]);
  });

  it('keeps the daily counts equal to the messages they count', async () => {
    const rows = async (query: ReturnType<typeof sql<Record<string, unknown>>>) => (await query.execute(ctx.db)).rows.map((r) => JSON.stringify(r)).sort();
    const day = (column: string) => sql.raw(`date_bin('1 day', ${column}, timestamptz '2000-01-01 00:00:00+00')`);
    expect(await rows(sql`SELECT day, sent_by, prev_day, messages FROM analytics_reach_days WHERE company_id = ${companyId} AND messages <> 0`))
      .toEqual(await rows(sql`
        SELECT ${day('x.created_at')} AS day, x.sent_by, ${day('x.prev')} AS prev_day, count(*)::int AS messages FROM (
          SELECT m.created_at, m.sent_by, lag(m.created_at) OVER (PARTITION BY m.sent_by, cv.contact_id ORDER BY m.created_at, m.id) AS prev
          FROM chat_messages m JOIN chat_conversations cv ON cv.id = m.conversation_id
          WHERE m.company_id = ${companyId} AND m.direction = 'out' AND m.sent_by IS NOT NULL
        ) x GROUP BY 1, 2, 3`));
  });
});

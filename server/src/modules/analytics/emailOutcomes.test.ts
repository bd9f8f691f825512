import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { createTestUser, type TestUser } from '../../../test/fixtures';
import { count, emailCounts } from './analytics.repository';

/**
 * email_outcomes (migration 0832) must equal the distinct (message, type, contact) of real
 * messages' events; the dashboard's contacts emailed, opening and clicking (their chain and daily
 * counts, migration 0861) must equal the email segments' lists over any range.
 */
let ctx: TestContext;
let owner: TestUser;
let companyId: string;

const contact = async (name: string) => (await ctx.db.insertInto('contacts').values({ companyId, name, customProperties: '{}' }).returning('id').executeTakeFirstOrThrow()).id;
async function message(contactId: string, test = false, at = new Date().toISOString()) {
  return (await sql<{ id: string }>`INSERT INTO email_messages (company_id, contact_id, to_email, from_email, subject, status, language, token_hash, header_message_id, test, created_at)
    VALUES (${companyId}, ${contactId}, 'x@example.com', 'y@example.com', 'Hola', 'sent', 'es', ${randomBytes(32)}, ${randomUUID()}, ${test}, ${at}) RETURNING id`.execute(ctx.db)).rows[0].id;
}

const BASE = Date.parse('2026-03-10T00:00:00Z');
const iso = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();
/** [from, to) in minutes from BASE: UTC days, a UTC+1 day's hours, odd minutes, part of one day, a week. */
const RANGES: [number, number][] = [[0, 1440], [1440, 4320], [-60, 1380], [-60, 2820], [1380, 4260], [17, 2903], [600, 900], [1500, 1501], [-1440, 8640], [2000, 2000 + 7 * 1440]];

async function expectCountsAsSegmentsSay() {
  for (const [a, b] of RANGES) {
    const [f, t] = [iso(a), iso(b)];
    const figures = await emailCounts(ctx.db, companyId, f, t);
    for (const e of ['sent', 'opened', 'clicked'] as const) {
      expect({ range: [a, b], e, contacts: figures[e] }).toEqual({ range: [a, b], e, contacts: await count(ctx.db, companyId, { k: 'email', e, f, t }) });
    }
  }
  const rows = async (query: ReturnType<typeof sql<Record<string, unknown>>>) => (await query.execute(ctx.db)).rows.map((r) => JSON.stringify(r)).sort();
  const day = (column: string) => sql.raw(`date_bin('1 day', ${column}, timestamptz '2000-01-01 00:00:00+00')`);
  expect(await rows(sql`SELECT day, type, prev_day, contacts FROM analytics_email_days WHERE company_id = ${companyId} AND contacts <> 0`))
    .toEqual(await rows(sql`
      SELECT ${day('x.sent_at')} AS day, x.type, ${day('x.prev')} AS prev_day, count(*)::int AS contacts FROM (
        SELECT sent_at, type, lag(sent_at) OVER (PARTITION BY contact_id, type ORDER BY sent_at, message_id) AS prev FROM email_outcomes WHERE company_id = ${companyId}
      ) x GROUP BY 1, 2, 3`));
}
const events = (messageId: string, contactId: string | null, types: string[]) => sql`
  INSERT INTO email_events (company_id, message_id, contact_id, type) SELECT ${companyId}, ${messageId}, ${contactId}, t FROM unnest(${types}::text[]) AS t`.execute(ctx.db);
const outcomes = async () => (await sql<{ messageId: string; type: string; contactId: string }>`
  SELECT message_id, type, contact_id FROM email_outcomes WHERE company_id = ${companyId} ORDER BY 1, 2, 3`.execute(ctx.db)).rows;
const expected = async () => (await sql<{ messageId: string; type: string; contactId: string }>`
  SELECT DISTINCT e.message_id, e.type, e.contact_id FROM email_events e JOIN email_messages m ON m.id = e.message_id
  WHERE e.company_id = ${companyId} AND e.contact_id IS NOT NULL AND NOT m.test AND e.type IN ('sent', 'opened', 'clicked') ORDER BY 1, 2, 3`.execute(ctx.db)).rows;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  companyId = owner.companyId;
});
afterAll(async () => ctx?.close());

describe('email outcomes', () => {
  it('keep one row per message, type and contact of real sends, and go with the contact', async () => {
    const [ana, bea] = [await contact('Ana'), await contact('Bea')];
    const m1 = await message(ana);
    await events(m1, ana, ['sent', 'opened', 'opened', 'clicked', 'delivered']);
    await events(m1, ana, ['opened']); // opened again later
    const m2 = await message(bea);
    await events(m2, bea, ['sent']);
    await events(m2, null, ['opened']); // an open the product could not tie to a contact
    const testSend = await message(bea, true);
    await events(testSend, bea, ['sent', 'opened']);

    const rows = await outcomes();
    expect(rows).toEqual(await expected());
    expect(rows.map((r) => `${r.messageId === m1 ? 'm1' : 'm2'}:${r.type}`).sort()).toEqual(['m1:clicked', 'm1:opened', 'm1:sent', 'm2:sent']);

    await sql`DELETE FROM contacts WHERE id = ${ana}`.execute(ctx.db);
    expect(await outcomes()).toEqual(await expected());
    expect((await outcomes()).every((r) => r.contactId === bea)).toBe(true);
  });

  it('count contacts emailed, opening and clicking as the segments list them, over any range and whatever the order of the sends', async () => {
    const [eva, leo] = [await contact('Eva'), await contact('Leo')];
    const send = async (who: string, minutes: number, types: string[]) => events(await message(who, false, iso(minutes)), who, types);
    for (const [who, at, types] of [[eva, -100, ['sent']], [eva, 30, ['sent', 'opened']], [leo, 1439, ['sent', 'opened', 'clicked']], [eva, 1450, ['sent', 'clicked']], [leo, 2900, ['sent']]] as const) {
      await send(who, at, [...types]);
    }
    await expectCountsAsSegmentsSay();
    // Sends arriving late, before and between what is there (the chains of later sends change).
    await send(eva, -1500, ['sent', 'opened']);
    await send(leo, 1420, ['sent', 'opened']);
    await expectCountsAsSegmentsSay();
    // A message removed, a contact removed, and more contacts in one statement than the per-pair locks take.
    await sql`DELETE FROM email_messages WHERE contact_id = ${eva} AND created_at = ${iso(30)}::timestamptz`.execute(ctx.db);
    await expectCountsAsSegmentsSay();
    const many = await Promise.all(Array.from({ length: 70 }, (_, i) => contact(`lote ${i}`)));
    const sent = await sql<{ id: string; contactId: string }>`
      INSERT INTO email_messages (company_id, contact_id, to_email, from_email, subject, status, language, token_hash, header_message_id, created_at)
      SELECT ${companyId}, c, 'x@example.com', 'y@example.com', 'Lote', 'sent', 'es', sha256((c::text || g)::bytea), c::text || g, ${iso(0)}::timestamptz + make_interval(mins => (((g * 613 + i * 97) % 9000) - 1000)::int)
      FROM unnest(${many}::uuid[]) WITH ORDINALITY AS o(c, i), generate_series(1, 3) g RETURNING id, contact_id`.execute(ctx.db);
    await sql`
      INSERT INTO email_events (company_id, message_id, contact_id, type)
      SELECT ${companyId}, m, c, t FROM unnest(${sent.rows.map((r) => r.id)}::uuid[], ${sent.rows.map((r) => r.contactId)}::uuid[]) AS x(m, c)
      CROSS JOIN unnest(ARRAY['sent', 'opened']) AS t WHERE t = 'sent' OR hashtext(m::text) % 2 = 0`.execute(ctx.db);
    await expectCountsAsSegmentsSay();
    await sql`DELETE FROM contacts WHERE id = ANY(${[leo, ...many.slice(0, 10)]}::uuid[])`.execute(ctx.db);
    await expectCountsAsSegmentsSay();
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { createTestUser, type TestUser } from '../../../test/fixtures';

/** email_outcomes (migration 0832) must equal the distinct (message, type, contact) of real messages' events. */
let ctx: TestContext;
let owner: TestUser;
let companyId: string;

const contact = async (name: string) => (await ctx.db.insertInto('contacts').values({ companyId, name, customProperties: '{}' }).returning('id').executeTakeFirstOrThrow()).id;
async function message(contactId: string, test = false) {
  return (await sql<{ id: string }>`INSERT INTO email_messages (company_id, contact_id, to_email, from_email, subject, status, language, token_hash, header_message_id, test)
    VALUES (${companyId}, ${contactId}, 'x@example.com', 'y@example.com', 'Hola', 'sent', 'es', ${randomBytes(32)}, ${randomUUID()}, ${test}) RETURNING id`.execute(ctx.db)).rows[0].id;
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
});

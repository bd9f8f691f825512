import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../../contract/analytics';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

/**
 * contact_analytics and its hourly/daily counts (migration 0830) are kept by triggers: whatever
 * writes contacts or first touches, the facts must equal what the contact and its attribution say
 * now, and every bucket must equal the count of facts in it.
 */
let ctx: TestContext;
let owner: TestUser;
let companyId: string;

type Fact = { source: string; utmSource: string | null; utmMedium: string | null; utmCampaign: string | null; createdAt: Date };
const factOf = async (contactId: string) =>
  (await ctx.db.selectFrom('contactAnalytics').select(['source', 'utmSource', 'utmMedium', 'utmCampaign', 'createdAt']).where('contactId', '=', contactId).executeTakeFirst()) as Fact | undefined;

const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

/** Every bucket against the facts counted afresh (zero buckets are allowed to stay). */
async function expectBucketsMatchFacts() {
  const q = async <T>(query: ReturnType<typeof sql<T>>) => sorted((await query.execute(ctx.db)).rows);
  const bin = (width: string) => sql.raw(`date_bin('${width}', created_at, timestamptz '2000-01-01 00:00:00+00')`);
  const hasUtm = sql`(utm_source IS NOT NULL OR utm_medium IS NOT NULL OR utm_campaign IS NOT NULL)`;
  expect(await q(sql`SELECT hour, source, contacts FROM analytics_contact_hours WHERE company_id = ${companyId} AND contacts <> 0`))
    .toEqual(await q(sql`SELECT ${bin('1 hour')} AS hour, source, count(*)::int AS contacts FROM contact_analytics WHERE company_id = ${companyId} GROUP BY 1, 2`));
  for (const [table, bucket, width] of [['analytics_utm_hours', 'hour', '1 hour'], ['analytics_utm_days', 'day', '1 day']] as const) {
    expect(await q(sql`SELECT ${sql.ref(bucket)} AS b, utm_source, utm_medium, utm_campaign, contacts FROM ${sql.table(table)} WHERE company_id = ${companyId} AND contacts <> 0`))
      .toEqual(await q(sql`SELECT ${bin(width)} AS b, utm_source, utm_medium, utm_campaign, count(*)::int AS contacts FROM contact_analytics WHERE company_id = ${companyId} AND ${hasUtm} GROUP BY 1, 2, 3, 4`));
  }
}

const touch = (contactId: string, firstTouch: Record<string, string>) =>
  sql`INSERT INTO contact_attribution (contact_id, company_id, first_touch) VALUES (${contactId}, ${companyId}, ${JSON.stringify(firstTouch)}::jsonb)`.execute(ctx.db);

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  companyId = owner.companyId;
});
afterAll(async () => ctx?.close());

describe('contact facts for the dashboard', () => {
  it('follow the contact and its first touch through every change, and the buckets follow the facts', async () => {
    const created = await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId, name: 'Hechos' } });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    expect(await factOf(id)).toMatchObject({ source: 'manual', utmSource: null });

    await ctx.db.updateTable('contacts').set({ source: 'WhatsApp' }).where('id', '=', id).execute();
    expect((await factOf(id))?.source).toBe('chat');
    await ctx.db.updateTable('contacts').set({ name: 'Otro nombre' }).where('id', '=', id).execute(); // nothing that counts
    expect((await factOf(id))?.source).toBe('chat');

    await touch(id, { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'Otoño' });
    expect(await factOf(id)).toMatchObject({ source: 'utm', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'Otoño' });
    await sql`UPDATE contact_attribution SET first_touch = first_touch || '{"gclid": "Cj0-x"}'::jsonb WHERE contact_id = ${id}`.execute(ctx.db);
    expect((await factOf(id))?.source).toBe('google_ads');
    await sql`UPDATE contact_attribution SET last_touch = '{"utm_source": "later"}'::jsonb WHERE contact_id = ${id}`.execute(ctx.db); // the last touch does not count
    expect((await factOf(id))?.utmSource).toBe('newsletter');

    await sql`UPDATE contacts SET created_at = '2026-01-15T10:30:00Z' WHERE id = ${id}`.execute(ctx.db);
    expect((await factOf(id))?.createdAt.toISOString()).toBe('2026-01-15T10:30:00.000Z');
    await expectBucketsMatchFacts();

    await sql`DELETE FROM contact_attribution WHERE contact_id = ${id}`.execute(ctx.db);
    expect(await factOf(id)).toMatchObject({ source: 'chat', utmSource: null, utmCampaign: null });
    await expectBucketsMatchFacts();

    expect((await call(ctx, 'DELETE', `/api/contact/${id}`, { token: owner.token, body: { companyId } })).status).toBe(200);
    expect(await factOf(id)).toBeUndefined();
    await expectBucketsMatchFacts();
  });

  it('count a whole batch written in one statement, as an import does', async () => {
    await sql`
      INSERT INTO contacts (company_id, name, source, custom_properties, created_at, updated_at)
      SELECT ${companyId}, 'lote ' || g, (ARRAY['Importación', 'webform', NULL])[1 + g % 3], '{}', timestamptz '2026-02-01T00:00:00Z' + make_interval(mins => g * 37), now()
      FROM generate_series(1, 300) g`.execute(ctx.db);
    await sql`
      INSERT INTO contact_attribution (contact_id, company_id, first_touch)
      SELECT id, company_id, jsonb_build_object('utm_source', 'partner', 'utm_campaign', 'lote ' || (abs(hashtext(id::text)) % 4)) FROM contacts
      WHERE company_id = ${companyId} AND name LIKE 'lote %' AND abs(hashtext(id::text || 'x')) % 2 = 0`.execute(ctx.db);
    const facts = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM contact_analytics WHERE company_id = ${companyId}`.execute(ctx.db)).rows[0].n;
    const contacts = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM contacts WHERE company_id = ${companyId}`.execute(ctx.db)).rows[0].n;
    expect(facts).toBe(contacts);
    await expectBucketsMatchFacts();
    await sql`DELETE FROM contacts WHERE company_id = ${companyId} AND name LIKE 'lote %' AND abs(hashtext(id::text)) % 3 = 0`.execute(ctx.db);
    await expectBucketsMatchFacts();
  });

  it('give the same figures and lists in a zone whose days do not start on whole hours (counted from the facts)', async () => {
    const range = { startDate: '2026-02-01', endDate: '2026-02-28' };
    const figures = async (timeZone: string) => {
      const res = await call(ctx, 'GET', `/api/analytics/dashboard/${companyId}?${new URLSearchParams({ ...range, timeZone })}`, { token: owner.token });
      expect(res.status).toBe(200);
      return res.body as Dashboard;
    };
    for (const timeZone of ['Asia/Kolkata', 'Europe/Madrid']) { // +05:30 (facts) and +01:00 (hourly counts)
      const d = await figures(timeZone);
      const { rows } = await sql<{ source: string; n: number }>`
        SELECT source, count(*)::int AS n FROM contact_analytics WHERE company_id = ${companyId}
          AND created_at >= (${range.startDate}::date)::timestamp AT TIME ZONE ${timeZone} AND created_at < (${range.endDate}::date + 1)::timestamp AT TIME ZONE ${timeZone}
        GROUP BY source`.execute(ctx.db);
      const expected = new Map(rows.map((r) => [r.source, r.n]));
      expect(d.contactsOverTime.totals.filter((s) => s.contacts > 0).map((s) => [s.source, s.contacts]).sort()).toEqual([...expected.entries()].sort());
      expect(d.contactsOverTime.points.reduce((n, p) => n + p.contacts, 0)).toBe(rows.reduce((n, r) => n + r.n, 0));
      for (const s of d.contactsOverTime.totals.filter((x) => x.contacts > 0)) {
        const list = await call(ctx, 'POST', `/api/contacts?limit=1&segment=${s.segment}`, { token: owner.token, body: { companyId } });
        expect(list.body.total).toBe(s.contacts);
      }
      const utmTotal = d.utm.reduce((n, u) => n + u.contacts, 0);
      const { rows: [utm] } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM contact_analytics WHERE company_id = ${companyId} AND utm_source IS NOT NULL
          AND created_at >= (${range.startDate}::date)::timestamp AT TIME ZONE ${timeZone} AND created_at < (${range.endDate}::date + 1)::timestamp AT TIME ZONE ${timeZone}`.execute(ctx.db);
      expect(utmTotal).toBe(utm.n);
      expect(utmTotal).toBeGreaterThan(0);
    }
  });
});

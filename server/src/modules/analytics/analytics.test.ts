import { randomBytes, randomUUID } from 'node:crypto';
import { daysAgo, todayIn } from '../campaigns/campaigns.account';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../../contract/analytics';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { linkedAdsUser, searchBody } from '../../../test/campaignFixtures';
import { encodeSegment } from './segments';

let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let companyId: string;
let pipelineId: string;
let S: string[]; // the pipeline's four stages in order
let otherPipelineId: string;
const C: Record<string, string> = {};

const TZ = 'Europe/Madrid';
const MARCH = { startDate: '2026-03-01', endDate: '2026-03-31' };

async function contact(key: string, createdAt: string, source: string | null, firstTouch?: Record<string, string>) {
  const row = await ctx.db.insertInto('contacts').values({ companyId, name: key, source, customProperties: '{}', createdAt, updatedAt: createdAt }).returning('id').executeTakeFirstOrThrow();
  C[key] = row.id;
  if (firstTouch) {
    await sql`INSERT INTO contact_attribution (contact_id, company_id, first_touch, last_touch) VALUES (${row.id}, ${companyId}, ${JSON.stringify({ ...firstTouch, at: createdAt })}::jsonb, NULL)`.execute(ctx.db);
  }
}

/** Stage writes straight to contact_pipeline_stages: the trigger must keep the history. */
const enter = (key: string, stage: number, at: string) =>
  sql`INSERT INTO contact_pipeline_stages (contact_id, pipeline_id, stage_id, company_id, assigned_at) VALUES (${C[key]}, ${pipelineId}, ${S[stage]}, ${companyId}, ${at})
      ON CONFLICT (contact_id, pipeline_id) DO UPDATE SET stage_id = EXCLUDED.stage_id, assigned_at = EXCLUDED.assigned_at`.execute(ctx.db);

const dashboard = (user: TestUser, query: Record<string, string> = {}, company = companyId) =>
  call(ctx, 'GET', `/api/analytics/dashboard/${company}?${new URLSearchParams(query)}`, { token: user.token });

/** Every contact of a segment through the contacts list (ids, and the total it reports). */
async function listed(segment: string, user = owner) {
  const res = await call(ctx, 'POST', `/api/contacts?limit=1000&segment=${segment}`, { token: user.token, body: { companyId } });
  expect(res.status).toBe(200);
  const ids = (res.body.data as { _id: string }[]).map((c) => c._id).sort();
  expect(res.body.total).toBe(ids.length);
  return ids;
}

const ids = async (query: ReturnType<typeof sql<{ id: string }>>) => (await query.execute(ctx.db)).rows.map((r) => r.id).sort();
const bounds = async (start: string, end: string) => (await sql<{ f: Date; t: Date }>`SELECT (${start}::date)::timestamp AT TIME ZONE ${TZ} AS f, (${end}::date + 1)::timestamp AT TIME ZONE ${TZ} AS t`.execute(ctx.db)).rows[0];

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  companyId = owner.companyId;
  agent = await createTestUser(ctx, { memberOf: { companyId, role: 'agent' } });
  viewer = await createTestUser(ctx, { memberOf: { companyId, role: 'viewer' } });
  stranger = await createTestUser(ctx);
  await ctx.db.updateTable('companies').set({ timezone: TZ }).where('id', '=', companyId).execute();
  const pipeline = await call(ctx, 'POST', '/api/pipeline', { token: owner.token, body: { companyId, name: 'Ventas', stages: [{ name: 'Nuevo' }, { name: 'Contactado' }, { name: 'Propuesta' }, { name: 'Ganado' }] } });
  expect(pipeline.status).toBe(201);
  pipelineId = pipeline.body._id;
  S = (pipeline.body.stages as { _id: string }[]).map((s) => s._id);
  otherPipelineId = (await call(ctx, 'POST', '/api/pipeline', { token: stranger.token, body: { companyId: stranger.companyId, name: 'Ajeno', stages: [{ name: 'X' }] } })).body._id;

  // One contact per source (created in March, Madrid time), one before March, one lower-case campaign.
  await contact('google', '2026-03-02T09:00:00Z', 'webform', { gclid: 'Cj0-test', utm_source: 'google' });
  await contact('meta', '2026-03-03T09:00:00Z', null, { fbclid: 'IwAR-test' });
  await contact('utm', '2026-03-04T09:00:00Z', 'webform', { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'Spring Sale' });
  await contact('form', '2026-03-05T09:00:00Z', 'webform');
  await contact('chat', '2026-03-06T09:00:00Z', 'whatsapp');
  await contact('import', '2026-03-07T09:00:00Z', 'Importación');
  await contact('integration', '2026-03-08T09:00:00Z', 'calendly');
  await contact('manual', '2026-03-31T22:30:00Z', null); // 1 April in Madrid: outside March
  await contact('old', '2026-02-20T09:00:00Z', null);
  await contact('utm2', '2026-03-20T09:00:00Z', null, { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring sale' });
  await contact('manual2', '2026-02-28T23:30:00Z', 'somewhere'); // 1 March in Madrid

  // Stage moves at known times.
  await enter('google', 0, '2026-03-02T10:00:00Z');
  await enter('google', 1, '2026-03-05T10:00:00Z'); // 3 days in Nuevo
  await enter('google', 3, '2026-03-10T10:00:00Z'); // 5 days in Contactado
  await enter('meta', 0, '2026-03-03T10:00:00Z');
  await enter('meta', 2, '2026-03-04T10:00:00Z'); // 1 day in Nuevo
  await enter('old', 0, '2026-02-20T10:00:00Z');
  await enter('old', 1, '2026-03-06T10:00:00Z'); // 14 days in Nuevo, ended in March
  await enter('form', 0, '2026-04-02T10:00:00Z'); // after March
  await enter('chat', 3, '2026-03-15T10:00:00Z'); // straight to Ganado
  await enter('utm2', 0, '2026-03-20T10:00:00Z');
  await enter('utm2', 3, '2026-03-22T10:00:00Z'); // 2 days in Nuevo

  // Chat: known response times (agent 300, 600, 120 s; owner 1860 s), a bot message that answers nothing.
  const app = await sql<{ id: string }>`INSERT INTO chat_apps (company_id, name) VALUES (${companyId}, 'WA') RETURNING id`.execute(ctx.db);
  const conversation = async (key: string) => (await sql<{ id: string }>`INSERT INTO chat_conversations (company_id, app_id, contact_id, wa_id) VALUES (${companyId}, ${app.rows[0].id}, ${C[key]}, ${key}) RETURNING id`.execute(ctx.db)).rows[0].id;
  const message = (conv: string, direction: 'in' | 'out', at: string, by: string | null = null) =>
    sql`INSERT INTO chat_messages (company_id, conversation_id, direction, type, text, status, sent_by, created_at) VALUES (${companyId}, ${conv}, ${direction}, 'text', 'x', 'sent', ${by}, ${at})`.execute(ctx.db);
  const a = await conversation('chat');
  await message(a, 'in', '2026-03-10T10:00:00Z');
  await message(a, 'out', '2026-03-10T10:05:00Z', agent.id);
  await message(a, 'in', '2026-03-10T11:00:00Z');
  await message(a, 'in', '2026-03-10T11:01:00Z');
  await message(a, 'out', '2026-03-10T11:31:00Z', owner.id);
  await message(a, 'out', '2026-03-10T12:00:00Z'); // chatbot
  await message(a, 'in', '2026-03-10T12:10:00Z');
  await message(a, 'out', '2026-03-10T12:20:00Z', agent.id);
  const b = await conversation('form');
  await message(b, 'out', '2026-02-20T09:00:00Z', agent.id);
  await message(b, 'in', '2026-03-12T09:00:00Z');
  await message(b, 'out', '2026-03-12T09:02:00Z', agent.id);

  // Email: real sends in March to google and meta (opened; google clicked), one in February opened in March, a test send.
  const email = async (key: string, at: string, events: [string, string][], test = false) => {
    const m = await sql<{ id: string }>`INSERT INTO email_messages (company_id, contact_id, to_email, from_email, subject, status, language, token_hash, header_message_id, test, created_at)
      VALUES (${companyId}, ${C[key]}, 'x@example.com', 'y@example.com', 'Hola', 'sent', 'es', ${randomBytes(32)}, ${randomUUID()}, ${test}, ${at}) RETURNING id`.execute(ctx.db);
    for (const [type, when] of events) {
      await sql`INSERT INTO email_events (company_id, message_id, contact_id, type, created_at) VALUES (${companyId}, ${m.rows[0].id}, ${C[key]}, ${type}, ${when})`.execute(ctx.db);
    }
  };
  await email('google', '2026-03-03T08:00:00Z', [['sent', '2026-03-03T08:00:01Z'], ['opened', '2026-03-04T08:00:00Z'], ['clicked', '2026-03-04T08:01:00Z']]);
  await email('meta', '2026-03-03T08:00:00Z', [['sent', '2026-03-03T08:00:01Z'], ['opened', '2026-03-06T08:00:00Z']]);
  await email('utm', '2026-02-25T08:00:00Z', [['sent', '2026-02-25T08:00:01Z'], ['opened', '2026-03-02T08:00:00Z']]);
  await email('form', '2026-03-03T08:00:00Z', [['sent', '2026-03-03T08:00:01Z'], ['opened', '2026-03-03T09:00:00Z']], true);
});
afterAll(async () => ctx?.close());

describe('stage history', () => {
  it('follows every way a stage changes: assign, move, remove, stage and contact deletion', async () => {
    const stays = async (contactId: string) => (await sql<{ stageId: string; open: boolean }>`SELECT stage_id, left_at IS NULL AS open FROM contact_stage_history WHERE contact_id = ${contactId} ORDER BY id`.execute(ctx.db)).rows;
    const x = (await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId, name: 'Historia' } })).body._id as string;
    const extra = await call(ctx, 'POST', '/api/pipeline', { token: owner.token, body: { companyId, name: 'Aparte', stages: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] } });
    const [sa, sb, sc] = (extra.body.stages as { _id: string }[]).map((s) => s._id);
    expect((await call(ctx, 'POST', '/api/addPipelineStageToContact', { token: owner.token, body: { companyId, contactId: x, pipelineStageId: sa } })).status).toBe(200);
    expect((await call(ctx, 'POST', '/api/addPipelineStageToContact', { token: owner.token, body: { companyId, contactId: x, pipelineStageId: sa } })).status).toBe(200); // same stage: no new stay
    expect((await call(ctx, 'PUT', '/api/editPipelineStageOfContact', { token: owner.token, body: { companyId, contactId: x, newPipelineStageId: sb } })).status).toBe(200);
    expect(await stays(x)).toEqual([{ stageId: sa, open: false }, { stageId: sb, open: true }]);
    expect((await call(ctx, 'POST', '/api/removePipelineStageFromContact', { token: owner.token, body: { companyId, contactId: x, pipelineStageId: sb } })).status).toBe(200);
    expect(await stays(x)).toEqual([{ stageId: sa, open: false }, { stageId: sb, open: false }]);
    await call(ctx, 'POST', '/api/addPipelineStageToContact', { token: owner.token, body: { companyId, contactId: x, pipelineStageId: sc } });
    expect((await call(ctx, 'DELETE', `/api/pipelineStage/${companyId}/${sc}`, { token: owner.token })).status).toBeLessThan(300);
    expect((await stays(x)).every((s) => !s.open)).toBe(true);
    await call(ctx, 'POST', '/api/addPipelineStageToContact', { token: owner.token, body: { companyId, contactId: x, pipelineStageId: sa } });
    expect((await call(ctx, 'DELETE', `/api/contact/${x}`, { token: owner.token, body: { companyId } })).status).toBeLessThan(300);
    expect(await stays(x)).toEqual([]);
    expect((await call(ctx, 'DELETE', `/api/pipeline/${companyId}/${extra.body._id}`, { token: owner.token })).status).toBeLessThan(300);
  });
});

describe('analytics dashboard', () => {
  let d: Dashboard;
  let f: Date;
  let t: Date;
  beforeAll(async () => {
    const res = await dashboard(viewer, MARCH);
    expect(res.status).toBe(200);
    d = res.body;
    ({ f, t } = await bounds(MARCH.startDate, MARCH.endDate));
  });

  it('uses the first pipeline, the default mapping and the company time zone', () => {
    expect(d).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-31', timeZone: TZ, pipeline: { _id: pipelineId, name: 'Ventas' } });
    expect(d.stageMapping).toEqual({ lead: [S[0]], opportunity: [S[1], S[2]], customer: [S[3]] });
    expect(d.pipeline!.stages.map((s) => s.step)).toEqual(['lead', 'opportunity', 'opportunity', 'customer']);
  });

  it('counts the days of the time zone asked for (the browser\'s), the company\'s by default', async () => {
    const res = await dashboard(owner, { ...MARCH, timeZone: 'Pacific/Kiritimati' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-31', timeZone: 'Pacific/Kiritimati' });
  });

  it('defaults to the 30 days up to today in the company\'s zone', async () => {
    const res = await dashboard(owner);
    expect(res.status).toBe(200);
    const today = todayIn(TZ);
    expect(res.body).toMatchObject({ startDate: daysAgo(today, 29), endDate: today, timeZone: TZ, pipeline: { _id: pipelineId } });
  });

  it('counts the funnel as contacts entering a stage of the step or a later one in the range', async () => {
    const reached = (stages: string[]) => ids(sql<{ id: string }>`SELECT DISTINCT contact_id AS id FROM contact_stage_history WHERE stage_id = ANY(${stages}::uuid[]) AND entered_at >= ${f} AND entered_at < ${t}`);
    const expected = [await reached(S), await reached(S.slice(1)), await reached([S[3]])];
    // google, meta, old, chat, utm2 entered stages in March; google, chat and utm2 reached Ganado.
    expect(expected.map((e) => e.length)).toEqual([5, 5, 3]);
    expect(d.funnel.steps.map((s) => s.contacts)).toEqual([5, 5, 3]);
    expect(d.funnel.rates).toEqual({ leadToOpportunity: 1, opportunityToCustomer: 3 / 5, leadToCustomer: 3 / 5 });
    for (const [i, step] of d.funnel.steps.entries()) expect(await listed(step.segment)).toEqual(expected[i]);
  });

  it('times each stage over the stays that ended in the range', async () => {
    const { rows } = await sql<{ stageId: string; contacts: number; median: number; average: number }>`
      SELECT stage_id, count(DISTINCT contact_id)::int AS contacts, percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM left_at - entered_at))::float8 AS median,
        avg(extract(epoch FROM left_at - entered_at))::float8 AS average
      FROM contact_stage_history WHERE pipeline_id = ${pipelineId} AND left_at >= ${f} AND left_at < ${t} GROUP BY stage_id`.execute(ctx.db);
    const nuevo = d.stageTimes.find((s) => s.stageId === S[0])!;
    // meta 1 day, utm2 2 days, google 3 days, old 14 days.
    expect(nuevo).toMatchObject({ name: 'Nuevo', contacts: 4, medianSeconds: 2.5 * 86_400, averageSeconds: 5 * 86_400 });
    for (const stage of d.stageTimes) {
      const row = rows.find((r) => r.stageId === stage.stageId);
      expect(stage.contacts).toBe(row?.contacts ?? 0);
      expect(stage.medianSeconds).toBe(row ? Math.round(row.median) : null);
      expect(stage.averageSeconds).toBe(row ? Math.round(row.average) : null);
      expect((await listed(stage.segment)).length).toBe(stage.contacts);
    }
    expect(d.stageTimes.find((s) => s.stageId === S[1])).toMatchObject({ contacts: 1, medianSeconds: 5 * 86_400 }); // old is still there
  });

  it('classifies new contacts by source, per day of the company, each list matching its total', async () => {
    const bySource = Object.fromEntries(d.contactsOverTime.totals.map((x) => [x.source, x.contacts]));
    expect(bySource).toEqual({ google_ads: 1, meta_ads: 1, utm: 2, form: 1, chat: 1, import: 1, integration: 1, manual: 1 });
    expect(d.contactsOverTime.interval).toBe('day');
    expect(d.contactsOverTime.points).toHaveLength(31 * 8);
    expect(d.contactsOverTime.points.find((p) => p.date === '2026-03-01' && p.source === 'manual')!.contacts).toBe(1); // 23:30 UTC on 28 Feb
    const inMarch = await ids(sql<{ id: string }>`SELECT id FROM contacts WHERE company_id = ${companyId} AND created_at >= ${f} AND created_at < ${t}`);
    const all: string[] = [];
    for (const total of d.contactsOverTime.totals) {
      const members = await listed(total.segment);
      expect(members.length).toBe(total.contacts);
      all.push(...members);
    }
    expect(all.sort()).toEqual(inMarch);
    expect(await listed(d.contactsOverTime.totals.find((x) => x.source === 'google_ads')!.segment)).toEqual([C.google]);
    expect(await listed(d.contactsOverTime.totals.find((x) => x.source === 'manual')!.segment)).toEqual([C.manual2]);
  });

  it('lists the top UTM combinations of new contacts', async () => {
    expect(d.utm).toHaveLength(3);
    expect(d.utm).toEqual(expect.arrayContaining([
      expect.objectContaining({ utmSource: 'google', utmMedium: null, utmCampaign: null, contacts: 1 }),
      expect.objectContaining({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'Spring Sale', contacts: 1 }),
      expect.objectContaining({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring sale', contacts: 1 }),
    ]));
    expect(await listed(d.utm.find((x) => x.utmCampaign === 'Spring Sale')!.segment)).toEqual([C.utm]);
    expect(await listed(d.utm.find((x) => x.utmSource === 'google')!.segment)).toEqual([C.google]);
    for (const u of d.utm) expect((await listed(u.segment)).length).toBe(u.contacts);
  });

  it('measures chat volume and response times per collaborator', async () => {
    expect(d.chat).toMatchObject({ received: 5, sent: 5 });
    const byUser = Object.fromEntries(d.chat.collaborators.map((c) => [c.userId, c]));
    expect(byUser[agent.id]).toMatchObject({ conversations: 2, messagesSent: 3, medianResponseSeconds: 300, p90ResponseSeconds: 540 });
    expect(byUser[owner.id]).toMatchObject({ conversations: 1, messagesSent: 1, medianResponseSeconds: 1860, p90ResponseSeconds: 1860 });
    const { rows } = await sql<{ received: number; sent: number }>`SELECT count(*) FILTER (WHERE direction = 'in')::int AS received, count(*) FILTER (WHERE direction = 'out')::int AS sent FROM chat_messages WHERE company_id = ${companyId} AND created_at >= ${f} AND created_at < ${t}`.execute(ctx.db);
    expect(d.chat).toMatchObject(rows[0]);
    expect(await listed(byUser[agent.id].segment)).toEqual([C.chat, C.form].sort());
    expect(await listed(byUser[owner.id].segment)).toEqual([C.chat]);
  });

  it('counts contacts emailed in the range, and those of them who opened and clicked (test sends aside)', async () => {
    expect(d.email).toMatchObject({ sent: 2, opened: 2, clicked: 1, openRate: 1, clickRate: 0.5 });
    expect(await listed(d.email.segments.sent)).toEqual([C.google, C.meta].sort());
    expect(await listed(d.email.segments.opened)).toEqual([C.google, C.meta].sort());
    expect(await listed(d.email.segments.clicked)).toEqual([C.google]);
  });

  it('applies a custom stage mapping, and a range that leaves data out', async () => {
    const mapping = { lead: [S[0]], opportunity: [S[2]], customer: [S[1], S[3]] };
    const res = await dashboard(owner, { startDate: '2026-03-01', endDate: '2026-03-05', selectedPipelineId: pipelineId, stageMapping: JSON.stringify(mapping) });
    expect(res.status).toBe(200);
    const e = res.body as Dashboard;
    expect(e.stageMapping).toEqual(mapping);
    const r = await bounds('2026-03-01', '2026-03-05');
    const reached = (stages: string[]) => ids(sql<{ id: string }>`SELECT DISTINCT contact_id AS id FROM contact_stage_history WHERE stage_id = ANY(${stages}::uuid[]) AND entered_at >= ${r.f} AND entered_at < ${r.t}`);
    const expected = [await reached(S), await reached([S[2], S[1], S[3]]), await reached([S[1], S[3]])];
    expect(expected.map((x) => x.length)).toEqual([2, 2, 1]); // google (Nuevo, Contactado), meta (Nuevo, Propuesta) | google, meta | google
    expect(e.funnel.steps.map((s) => s.contacts)).toEqual(expected.map((x) => x.length));
    for (const [i, step] of e.funnel.steps.entries()) expect(await listed(step.segment)).toEqual(expected[i]);
    expect(e.contactsOverTime.totals.reduce((n, x) => n + x.contacts, 0)).toBe(5); // manual2, google, meta, utm, form
    expect(e.chat).toMatchObject({ received: 0, sent: 0, collaborators: [] });
    expect(e.email).toMatchObject({ sent: 2, opened: 2, clicked: 1 });
    expect(e.stageTimes.find((s) => s.stageId === S[0])).toMatchObject({ contacts: 2, medianSeconds: 2 * 86_400 }); // meta 1 day, google 3 days (left on 5 March)
  });

  it('refuses bad mappings, dates and other companies', async () => {
    const bad = async (query: Record<string, string>, field: string) => {
      const res = await dashboard(owner, query);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    };
    await bad({ stageMapping: '{lead:' }, 'query.stageMapping');
    await bad({ stageMapping: JSON.stringify({ lead: [S[0]], opportunity: [] }) }, 'query.stageMapping.customer');
    await bad({ stageMapping: JSON.stringify({ lead: [S[0]], opportunity: [S[0]], customer: [] }) }, 'query.stageMapping');
    await bad({ stageMapping: JSON.stringify({ lead: [randomUUID()], opportunity: [], customer: [] }) }, 'query.stageMapping.lead.0');
    await bad({ startDate: '2026-03-10', endDate: '2026-03-01' }, 'query.startDate');
    await bad({ startDate: '2026-02-30' }, 'query.startDate');
    await bad({ startDate: '2024-02-29', endDate: '2026-03-01' }, 'query.startDate'); // 732 days: one too many
    expect((await dashboard(owner, { startDate: '2024-03-01', endDate: '2026-03-01' })).status).toBe(200); // 731 days
    await bad({ timeZone: 'Mars/Olympus' }, 'timeZone');
    expect((await dashboard(owner, { selectedPipelineId: otherPipelineId })).status).toBe(404);
    expect((await dashboard(stranger)).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/analytics/dashboard/${companyId}`)).status).toBe(401);
  });

  it('refuses a malformed segment on the contacts list, and keeps one to its company', async () => {
    for (const segment of ['nope!', Buffer.from('{"k":"source"}').toString('base64url'), 'e30']) {
      const res = await call(ctx, 'POST', `/api/contacts?segment=${segment}`, { token: owner.token, body: { companyId } });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('query.segment');
    }
    const segment = d.contactsOverTime.totals.find((x) => x.source === 'import')!.segment;
    const res = await call(ctx, 'POST', `/api/contacts?segment=${segment}`, { token: stranger.token, body: { companyId: stranger.companyId } });
    expect(res.body.total).toBe(0);
    const byFilter = await call(ctx, 'POST', `/api/contactsByFilter?segment=${segment}`, { token: owner.token, body: { companyId, searchTerm: 'import' } });
    expect(byFilter.body.data.map((c: { _id: string }) => c._id)).toEqual([C.import]);
    const forged = encodeSegment({ k: 'source', s: 'import', f: '2000-01-01T00:00:00Z', t: '2100-01-01T00:00:00Z' });
    expect(await listed(forged)).toEqual([C.import]);
  });
});

describe('campaigns on the dashboard', () => {
  it('takes spend from the platform and contacts by utm_campaign = the campaign name', async () => {
    const u = await linkedAdsUser(ctx);
    const created = await call(ctx, 'POST', '/api/googleAds/createSearchCampaign', { token: u.token, body: searchBody(u.companyId, { name: 'Spring Sale' }) });
    expect(created.status).toBe(201);
    const p = await call(ctx, 'POST', '/api/pipeline', { token: u.token, body: { companyId: u.companyId, name: 'P', stages: [{ name: 'Lead' }, { name: 'Cliente' }] } });
    const won = p.body.stages[1]._id as string;
    const now = new Date().toISOString();
    const make = async (name: string, campaign: string | null) => {
      const row = await ctx.db.insertInto('contacts').values({ companyId: u.companyId, name, customProperties: '{}' }).returning('id').executeTakeFirstOrThrow();
      if (campaign) await sql`INSERT INTO contact_attribution (contact_id, company_id, first_touch) VALUES (${row.id}, ${u.companyId}, ${JSON.stringify({ utm_campaign: campaign, at: now })}::jsonb)`.execute(ctx.db);
      return row.id;
    };
    const a = await make('A', 'spring sale');
    const b = await make('B', 'Spring Sale');
    await make('C', 'Other');
    await call(ctx, 'POST', '/api/addPipelineStageToContact', { token: u.token, body: { companyId: u.companyId, contactId: b, pipelineStageId: won } });

    const res = await call(ctx, 'GET', `/api/analytics/dashboard/${u.companyId}`, { token: u.token });
    expect(res.status).toBe(200);
    const d = res.body as Dashboard;
    const account = (await ctx.db.selectFrom('companies').select(['adsAccountId', 'adsCurrency']).where('id', '=', u.companyId).executeTakeFirstOrThrow());
    const row = await ctx.db.selectFrom('campaigns').select('platformCampaign').where('companyId', '=', u.companyId).executeTakeFirstOrThrow();
    const metrics = await ctx.deps.connectors.ads.dailyMetrics(account.adsAccountId!.replace(/-/g, ''), [row.platformCampaign], d.startDate, d.endDate);
    const spend = Math.round((metrics.get(row.platformCampaign) ?? []).reduce((n, x) => n + x.cost_micros, 0) / 10_000) / 100;
    expect(d.campaigns).toHaveLength(1);
    expect(d.campaigns[0]).toMatchObject({ name: 'Spring Sale', spend, currency: account.adsCurrency, contacts: 2, customers: 1 });
    expect(d.campaigns[0].costPerContact).toBe(Math.round((spend / 2) * 100) / 100);
    const list = async (segment: string) => ((await call(ctx, 'POST', `/api/contacts?segment=${segment}`, { token: u.token, body: { companyId: u.companyId } })).body.data as { _id: string }[]).map((c) => c._id).sort();
    expect(await list(d.campaigns[0].segment)).toEqual([a, b].sort());
    expect(await list(d.campaigns[0].customersSegment)).toEqual([b]);
  });
});

describe('dashboard preferences', () => {
  it('gives defaults, keeps each user choices, refuses another company pipeline', async () => {
    const path = `/api/analytics/preferences/${companyId}`;
    expect((await call(ctx, 'GET', path, { token: agent.token })).body).toEqual({ rangePreset: '30d', startDate: null, endDate: null, selectedPipelineId: null, stageMapping: null });
    const prefs = { rangePreset: 'custom', startDate: '2026-03-01', endDate: '2026-03-31', selectedPipelineId: pipelineId, stageMapping: { lead: [S[0]], opportunity: [S[1]], customer: [S[3]] } };
    expect((await call(ctx, 'PUT', path, { token: agent.token, body: prefs })).status).toBe(200);
    expect((await call(ctx, 'GET', path, { token: agent.token })).body).toEqual(prefs);
    expect((await call(ctx, 'GET', path, { token: viewer.token })).body.rangePreset).toBe('30d');
    expect((await call(ctx, 'PUT', path, { token: agent.token, body: { ...prefs, selectedPipelineId: otherPipelineId } })).status).toBe(404);
    expect((await call(ctx, 'PUT', path, { token: agent.token, body: { ...prefs, stageMapping: { lead: [randomUUID()], opportunity: [], customer: [] } } })).status).toBe(400);
    expect((await call(ctx, 'GET', `/api/analytics/preferences/${stranger.companyId}`, { token: agent.token })).status).toBe(404);
    // No pipeline chosen: a mapping is of the first pipeline.
    const first = { ...prefs, selectedPipelineId: null, stageMapping: { lead: [S[0]], opportunity: [], customer: [S[3]] } };
    expect((await call(ctx, 'PUT', path, { token: viewer.token, body: first })).status).toBe(200);
    expect((await call(ctx, 'PUT', path, { token: viewer.token, body: { ...first, stageMapping: { lead: [otherPipelineId], opportunity: [], customer: [] } } })).status).toBe(400);
    expect((await call(ctx, 'GET', path, { token: agent.token })).body).toEqual(prefs);
  });
});

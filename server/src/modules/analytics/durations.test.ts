import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { createTestUser, type TestUser } from '../../../test/fixtures';
import { chatCollaborators, count, stageTimes } from './analytics.repository';
import { chatWriter } from './chat.fixtures';

/**
 * Stage times and response-time percentiles from duration buckets and their daily counts
 * (migrations 0860 and 0862) must equal Postgres's own percentile_cont, avg and distinct counts
 * over the same rows, for any range (UTC days, another zone's whole hours, odd minutes, a part of
 * one day, weeks), with durations spread over many buckets and many equal ones, as rows come, go
 * and move.
 */
let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let companyId: string;
let S: string[];
let pipelineId: string;
let chat: Awaited<ReturnType<typeof chatWriter>>;

const BASE = Date.parse('2026-03-10T00:00:00Z');
const iso = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();
const RANGES: [number, number][] = [
  [0, 1440], [1440, 4320], [-60, 1380], [-60, 2820], [1380, 4260], [17, 2903], [600, 900], [1500, 1501], [-1440, 8640], [2000, 2000 + 7 * 1440], [-30000, 30000],
];

async function expectStageTimesAsPostgresSays() {
  for (const [a, b] of RANGES) {
    const [f, t] = [iso(a), iso(b)];
    const { rows } = await sql<{ stageId: string; contacts: number; median: number; average: number }>`
      SELECT stage_id, count(DISTINCT contact_id)::int AS contacts, percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM left_at - entered_at)) AS median,
        avg(extract(epoch FROM left_at - entered_at))::float8 AS average
      FROM contact_stage_history WHERE company_id = ${companyId} AND left_at >= ${f} AND left_at < ${t} GROUP BY stage_id ORDER BY stage_id`.execute(ctx.db);
    const figures = (await stageTimes(ctx.db, companyId, S, f, t)).sort((x, y) => x.stageId.localeCompare(y.stageId));
    expect({ range: [a, b], figures: figures.map((x) => ({ ...x, averageSeconds: Math.round(x.averageSeconds * 1e6) / 1e6 })) })
      .toEqual({ range: [a, b], figures: rows.map((r) => ({ stageId: r.stageId, contacts: r.contacts, medianSeconds: r.median, averageSeconds: Math.round(r.average * 1e6) / 1e6 })) });
    for (const x of figures) expect(x.contacts).toBe(await count(ctx.db, companyId, { k: 'stage', p: pipelineId, s: x.stageId, f, t }));
  }
}

async function expectWaitsAsPostgresSays() {
  for (const [a, b] of RANGES) {
    const [f, t] = [iso(a), iso(b)];
    const { rows } = await sql<{ userId: string; p: number[] }>`
      SELECT answered_by AS user_id, percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - asked_at)) AS p
      FROM chat_turns WHERE company_id = ${companyId} AND answered_by IS NOT NULL AND asked_at >= ${f} AND asked_at < ${t} GROUP BY 1`.execute(ctx.db);
    const people = await chatCollaborators(ctx.db, companyId, f, t, false);
    for (const u of [owner.id, agent.id]) {
      const expected = rows.find((r) => r.userId === u)?.p ?? [null, null];
      const person = people.find((p) => p.userId === u);
      expect({ range: [a, b], u, p: [person?.medianResponseSeconds ?? null, person?.p90ResponseSeconds ?? null] }).toEqual({ range: [a, b], u, p: expected });
    }
  }
}

/** The daily tables against the rows they count, recomputed here. */
async function expectDaysFollowRows() {
  const rows = async (query: ReturnType<typeof sql<Record<string, unknown>>>) => (await query.execute(ctx.db)).rows.map((r) => JSON.stringify(r)).sort();
  const day = (column: string) => sql.raw(`date_bin('1 day', ${column}, timestamptz '2000-01-01 00:00:00+00')`);
  expect(await rows(sql`SELECT stage_id, day, bucket, stays, seconds::text FROM analytics_stay_days WHERE company_id = ${companyId} AND stays <> 0`))
    .toEqual(await rows(sql`SELECT stage_id, ${day('left_at')} AS day, stay_bucket AS bucket, count(*)::int AS stays, sum(extract(epoch FROM left_at - entered_at))::text AS seconds
      FROM contact_stage_history WHERE company_id = ${companyId} AND left_at IS NOT NULL GROUP BY 1, 2, 3`));
  expect(await rows(sql`SELECT answered_by, day, bucket, turns FROM analytics_wait_days WHERE company_id = ${companyId} AND turns <> 0`))
    .toEqual(await rows(sql`SELECT answered_by, ${day('asked_at')} AS day, wait_bucket AS bucket, count(*)::int AS turns
      FROM chat_turns WHERE company_id = ${companyId} AND answered_by IS NOT NULL GROUP BY 1, 2, 3`));
}

const move = (contactId: string, stage: number, minutes: number) =>
  sql`INSERT INTO contact_pipeline_stages (contact_id, pipeline_id, stage_id, company_id, assigned_at) VALUES (${contactId}, ${pipelineId}, ${S[stage]}, ${companyId}, ${iso(minutes)})
      ON CONFLICT (contact_id, pipeline_id) DO UPDATE SET stage_id = EXCLUDED.stage_id, assigned_at = EXCLUDED.assigned_at`.execute(ctx.db);

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  companyId = owner.companyId;
  agent = await createTestUser(ctx, { memberOf: { companyId, role: 'agent' } });
  pipelineId = (await ctx.db.insertInto('pipelines').values({ companyId, name: 'Ventas' }).returning('id').executeTakeFirstOrThrow()).id;
  S = [];
  for (const [position, name] of ['Nuevo', 'Contactado', 'Propuesta'].entries()) {
    S.push((await ctx.db.insertInto('pipelineStages').values({ companyId, pipelineId, name, position }).returning('id').executeTakeFirstOrThrow()).id);
  }
  chat = await chatWriter(ctx.db, companyId, iso(0));
});
afterAll(async () => ctx?.close());

describe('durations from their buckets', () => {
  it('give the stage times Postgres gives, as contacts move, come back to a stage, and stays are deleted or moved', async () => {
    // 40 contacts moving through the stages at spread-out times: stays from a minute to weeks, several equal.
    const contacts = await Promise.all(Array.from({ length: 40 }, (_, i) => chat.contact(`c${i}`)));
    for (const [i, c] of contacts.entries()) {
      const start = ((i * 7919) % 20000) - 10000;
      await move(c, 0, start);
      await move(c, 1, start + (i % 5 === 0 ? 60 : (i * 331) % 9000) + 1);
      if (i % 3 === 0) await move(c, 0, start + 12000); // back to Nuevo: two stays there, one contact
      if (i % 4 === 0) await move(c, 2, start + 15000);
    }
    await expectDaysFollowRows();
    await expectStageTimesAsPostgresSays();
    await sql`DELETE FROM contact_stage_history WHERE contact_id = ANY(${contacts.slice(0, 5)}::uuid[]) AND stage_id = ${S[0]}`.execute(ctx.db);
    await sql`UPDATE contact_stage_history SET left_at = left_at + interval '3 days' WHERE contact_id = ANY(${contacts.slice(5, 10)}::uuid[]) AND left_at IS NOT NULL`.execute(ctx.db);
    await sql`DELETE FROM contacts WHERE id = ANY(${contacts.slice(10, 13)}::uuid[])`.execute(ctx.db);
    await expectDaysFollowRows();
    await expectStageTimesAsPostgresSays();
  });

  it('give the response-time percentiles Postgres gives, as turns are answered by two people', async () => {
    for (let i = 0; i < 30; i++) {
      const conv = await chat.conversation(await chat.contact(`t${i}`), `t${i}`);
      const at = ((i * 4099) % 20000) - 10000;
      const wait = i % 4 === 0 ? 5 : (i * 997) % 4000; // several equal waits, and the rest spread over many buckets
      await chat.insert(conv, [['in', at], ['out', at + wait, i % 3 === 0 ? owner.id : agent.id], ['in', at + wait + 30], ['out', at + wait + 30 + (i % 7), agent.id]]);
    }
    await expectDaysFollowRows();
    await expectWaitsAsPostgresSays();
  });
});

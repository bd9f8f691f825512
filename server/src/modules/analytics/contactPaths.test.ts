import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { createTestUser } from '../../../test/fixtures';
import { count, funnelStageSets } from './analytics.repository';

/**
 * The funnel read from contact_paths and their daily counts (migration 0860) must equal the
 * funnel segments' lists — contacts that entered one of the step's (and later steps') stages in
 * the range — for any range (UTC midnights, another zone's whole hours, odd minutes, a part of one
 * day, weeks) and any stage sets, whatever writes the stays: moves, late history, stays deleted or
 * moved in time, a contact deleted, a statement writing many contacts at once.
 */
let ctx: TestContext;
let companyId: string;
let pipelineId: string;
let otherPipelineId: string;
let S: string[];

const BASE = Date.parse('2026-03-10T00:00:00Z');
const iso = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();

/** [from, to) in minutes from BASE. */
const RANGES: [number, number][] = [
  [0, 1440], [1440, 4320], [-60, 1380], [-60, 2820], [1380, 4260], [17, 2903], [600, 900], [1500, 1501], [-1440, 8640], [2000, 2000 + 7 * 1440], [-20000, 20000],
];
/** Stage sets a funnel step can ask for (a step's stages and the later steps'). */
const sets = () => [S, S.slice(1), [S[3]], [S[0], S[2]], [S[1]]];

async function expectFunnelAsSegmentsSay() {
  for (const [a, b] of RANGES) {
    const f = iso(a);
    const t = iso(b);
    const entered = await funnelStageSets(ctx.db, companyId, pipelineId, f, t);
    for (const st of sets()) {
      const figure = entered.filter((e) => e.stages.some((s) => st.includes(s))).reduce((n, e) => n + e.contacts, 0);
      const listed = await count(ctx.db, companyId, { k: 'funnel', p: pipelineId, st, f, t });
      expect({ range: [a, b], st, contacts: figure }).toEqual({ range: [a, b], st, contacts: listed });
    }
  }
}

/** Paths and their daily counts against the stays they come from, recomputed here. */
async function expectPathsFollowStays() {
  const rows = async (query: ReturnType<typeof sql<Record<string, unknown>>>) => (await query.execute(ctx.db)).rows.map((r) => JSON.stringify(r)).sort();
  const fresh = sql<Record<string, unknown>>`
    SELECT contact_id, pipeline_id, min(entered_at) AS first_at, max(entered_at) AS last_at, array_agg(DISTINCT stage_id ORDER BY stage_id) AS stages
    FROM contact_stage_history WHERE company_id = ${companyId} GROUP BY 1, 2`;
  expect(await rows(sql`SELECT contact_id, pipeline_id, first_at, last_at, stages FROM contact_paths WHERE company_id = ${companyId}`)).toEqual(await rows(fresh));
  // Each stage's first and last entry, in the order of the set (0864).
  expect(await rows(sql`SELECT contact_id, pipeline_id, u.stage, u.first_in, u.last_in FROM contact_paths, unnest(stages, firsts, lasts) AS u(stage, first_in, last_in) WHERE company_id = ${companyId}`))
    .toEqual(await rows(sql`SELECT contact_id, pipeline_id, stage_id AS stage, min(entered_at) AS first_in, max(entered_at) AS last_in FROM contact_stage_history WHERE company_id = ${companyId} GROUP BY 1, 2, 3`));
  const day = (column: string) => sql.raw(`date_bin('1 day', ${column}, timestamptz '2000-01-01 00:00:00+00')`);
  expect(await rows(sql`SELECT pipeline_id, first_day, last_day, stages, contacts FROM analytics_path_days WHERE company_id = ${companyId} AND contacts <> 0`))
    .toEqual(await rows(sql`SELECT pipeline_id, ${day('first_at')} AS first_day, ${day('last_at')} AS last_day, stages, count(*)::int AS contacts FROM (${fresh}) x GROUP BY 1, 2, 3, 4`));
}

const contact = async (name: string) => (await ctx.db.insertInto('contacts').values({ companyId, name, customProperties: '{}' }).returning('id').executeTakeFirstOrThrow()).id;
/** A stage move as the app writes it (the history trigger closes the open stay and opens one). */
const move = (contactId: string, stage: number, minutes: number, pipeline = pipelineId, stageId = S[stage]) =>
  sql`INSERT INTO contact_pipeline_stages (contact_id, pipeline_id, stage_id, company_id, assigned_at) VALUES (${contactId}, ${pipeline}, ${stageId}, ${companyId}, ${iso(minutes)})
      ON CONFLICT (contact_id, pipeline_id) DO UPDATE SET stage_id = EXCLUDED.stage_id, assigned_at = EXCLUDED.assigned_at`.execute(ctx.db);

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await createTestUser(ctx);
  companyId = owner.companyId;
  const pipeline = async (name: string, stages: string[]) => {
    const p = await ctx.db.insertInto('pipelines').values({ companyId, name }).returning('id').executeTakeFirstOrThrow();
    const ids: string[] = [];
    for (const [position, stage] of stages.entries()) {
      ids.push((await ctx.db.insertInto('pipelineStages').values({ companyId, pipelineId: p.id, name: stage, position }).returning('id').executeTakeFirstOrThrow()).id);
    }
    return { id: p.id, stages: ids };
  };
  const main = await pipeline('Ventas', ['Nuevo', 'Contactado', 'Propuesta', 'Ganado']);
  pipelineId = main.id;
  S = main.stages;
  const other = await pipeline('Soporte', ['Abierto']);
  otherPipelineId = other.id;
  S.push(other.stages[0]); // not of this pipeline: kept apart by pipeline_id
});
afterAll(async () => ctx?.close());

describe('the funnel from contact paths', () => {
  it('equals the funnel segments over any range as contacts move, forwards, backwards and back again', async () => {
    const ana = await contact('Ana');
    const luis = await contact('Luis');
    const eva = await contact('Eva');
    const script: [string, number, number][] = [
      [ana, 0, -100], [ana, 1, 30], [ana, 3, 1450], [luis, 0, 1439], [luis, 2, 1441], [luis, 0, 2900], [luis, 1, 9000],
      [eva, 3, 600], [eva, 3, 700], [eva, 0, -19000], // the last one is history arriving late, written as a move
    ];
    for (const [c, stage, at] of script) await move(c, stage, at);
    await move(ana, 4, 200, otherPipelineId, S[4]);
    await expectPathsFollowStays();
    await expectFunnelAsSegmentsSay();
  });

  it('stays equal when stays are deleted or moved in time, a contact is deleted, and after many contacts written at once', async () => {
    const marta = await contact('Marta');
    for (const [stage, at] of [[0, 10], [1, 1450], [2, 1470], [3, 3000]]) await move(marta, stage, at);
    await sql`DELETE FROM contact_stage_history WHERE contact_id = ${marta} AND entered_at = ${iso(10)}::timestamptz`.execute(ctx.db);
    await expectPathsFollowStays();
    await sql`UPDATE contact_stage_history SET entered_at = ${iso(-3000)}::timestamptz WHERE contact_id = ${marta} AND entered_at = ${iso(3000)}::timestamptz`.execute(ctx.db);
    await sql`UPDATE contact_stage_history SET stage_id = ${S[0]} WHERE contact_id = ${marta} AND entered_at = ${iso(1450)}::timestamptz`.execute(ctx.db);
    await sql`UPDATE contact_stage_history SET left_at = ${iso(5000)}::timestamptz WHERE contact_id = ${marta} AND entered_at = ${iso(1470)}::timestamptz`.execute(ctx.db); // changes no path
    await expectPathsFollowStays();
    await expectFunnelAsSegmentsSay();

    // Many contacts' stays written in one statement.
    const many = await Promise.all(Array.from({ length: 70 }, (_, i) => contact(`lote ${i}`)));
    await sql`
      INSERT INTO contact_stage_history (company_id, contact_id, pipeline_id, stage_id, entered_at)
      SELECT ${companyId}, c, ${pipelineId}, (${S.slice(0, 4)}::uuid[])[1 + (g + i) % 4], ${iso(0)}::timestamptz + make_interval(mins => (((g * 613 + i * 97) % 9000) - 1000)::int)
      FROM unnest(${many}::uuid[]) WITH ORDINALITY AS o(c, i), generate_series(1, 3) g`.execute(ctx.db);
    await expectPathsFollowStays();
    await expectFunnelAsSegmentsSay();
    // A whole stage's contacts (more than 64: the triggers plan for their size) moved by one statement, as moving a stage's contacts does.
    await sql`
      INSERT INTO contact_pipeline_stages (contact_id, pipeline_id, stage_id, company_id, assigned_at)
      SELECT c, ${pipelineId}, ${S[2]}, ${companyId}, ${iso(700)}::timestamptz FROM unnest(${many}::uuid[]) AS c
      ON CONFLICT (contact_id, pipeline_id) DO UPDATE SET stage_id = EXCLUDED.stage_id, assigned_at = EXCLUDED.assigned_at`.execute(ctx.db);
    await sql`UPDATE contact_pipeline_stages SET stage_id = ${S[3]}, assigned_at = ${iso(2000)}::timestamptz WHERE pipeline_id = ${pipelineId} AND stage_id = ${S[2]}`.execute(ctx.db);
    await expectPathsFollowStays();
    await expectFunnelAsSegmentsSay();
    await sql`DELETE FROM contacts WHERE id = ANY(${[marta, ...many.slice(0, 10)]}::uuid[])`.execute(ctx.db);
    await expectPathsFollowStays();
    await expectFunnelAsSegmentsSay();
  });
});

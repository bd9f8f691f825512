import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { benchContext, generateContacts, ms, stats } from './contacts.common';

/**
 * What a stage change costs the writer: the dashboard's tables follow contact_stage_history by
 * trigger, in the writer's transaction (migration 0860: paths, stay chains, duration counts). On a
 * company with N contacts in a six-stage pipeline, each with a few stays behind it: M single
 * moves (one statement and transaction each, as a drag on the board), then a whole stage's
 * contacts moved by one statement (as "move all contacts of a stage"). Run on two checkouts for a
 * before/after. Usage: node --import tsx bench/stage-moves.ts [contacts] [moves]
 */
const N = Number(process.argv[2] ?? 20_000);
const MOVES = Number(process.argv[3] ?? 1_000);

const ctx = await benchContext();
const db = ctx.db;
const companyId = ctx.companyId;
try {
  await generateContacts(ctx, N);
  const pipelineId = (await db.insertInto('pipelines').values({ companyId, name: 'Ventas' }).returning('id').executeTakeFirstOrThrow()).id;
  const stages: string[] = [];
  for (const [position, name] of ['Nuevo', 'Contactado', 'Propuesta', 'Negociación', 'Ganado', 'Perdido'].entries()) {
    stages.push((await db.insertInto('pipelineStages').values({ companyId, pipelineId, name, position }).returning('id').executeTakeFirstOrThrow()).id);
  }
  // Every contact enters the first stage, then moves twice (one statement each, as the app would in bulk).
  const contacts = (await db.selectFrom('contacts').select('id').where('companyId', '=', companyId).execute()).map((c) => c.id);
  const t0 = performance.now();
  await sql`
    INSERT INTO contact_pipeline_stages (contact_id, pipeline_id, stage_id, company_id, assigned_at)
    SELECT c, ${pipelineId}, ${stages[0]}, ${companyId}, now() - interval '20 days' FROM unnest(${contacts}::uuid[]) AS c`.execute(db);
  await sql`UPDATE contact_pipeline_stages SET stage_id = ${stages[1]}, assigned_at = now() - interval '10 days' WHERE pipeline_id = ${pipelineId}`.execute(db);
  await sql`UPDATE contact_pipeline_stages SET stage_id = ${stages[2]}, assigned_at = now() - interval '5 days' WHERE pipeline_id = ${pipelineId}`.execute(db);
  console.log(`seeded ${N} contacts with 3 stays each: ${ms(performance.now() - t0)} (three statements)`);
  await sql`VACUUM (ANALYZE)`.execute(db);

  const single: number[] = [];
  for (let i = 0; i < MOVES; i++) {
    const contact = contacts[(i * 7919) % contacts.length];
    const t = performance.now();
    await sql`UPDATE contact_pipeline_stages SET stage_id = ${stages[3 + (i % 2)]}, assigned_at = now() WHERE contact_id = ${contact} AND pipeline_id = ${pipelineId}`.execute(db);
    single.push(performance.now() - t);
  }
  const s = stats(single);
  console.log(`| single move (own transaction) | ${MOVES} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.mean)} |`);

  const moved = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM contact_pipeline_stages WHERE pipeline_id = ${pipelineId} AND stage_id = ${stages[2]}`.execute(db)).rows[0].n;
  const t1 = performance.now();
  await sql`UPDATE contact_pipeline_stages SET stage_id = ${stages[5]}, assigned_at = now() WHERE pipeline_id = ${pipelineId} AND stage_id = ${stages[2]}`.execute(db);
  console.log(`| a stage's ${moved} contacts moved by one statement | 1 | ${ms(performance.now() - t1)} | | |`);
} finally {
  await ctx.close();
}

import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { benchContext, generateContacts, percentile } from './contacts.common';
import { emitWorkflowEvents } from '../server/src/modules/workflows/workflows.events';
import { configureEngine } from '../server/src/modules/workflows/engine/options';
import type { TaskHandler } from '../server/src/modules/workflows/tasks/types';

/**
 * The workflow engine on pg-boss (issue 15 §6), with action steps that do nothing (the engine is
 * measured, not email or chat):
 *  1. event → first step: EVENTS contact_created events, one every 20 ms, each emitted in its
 *     own transaction; the delay is from the commit to the first step's start in its log.
 *  2. throughput: N contacts enrolled at once (workflow/execute with an empty filter) through a
 *     three-step workflow, until every run is completed;
 *  3. baseline: pg-boss alone on the same database in the same run, N chains of three empty jobs
 *     (each job queues the next), drained by a worker fetching batches.
 * Usage: node --import tsx bench/workflows.ts [contacts] [events]
 */
const N = Number(process.argv[2] ?? 100_000);
const EVENTS = Number(process.argv[3] ?? 1000);

const ctx = await benchContext({ jobs: true });
const noop: TaskHandler = async () => ({ ok: true });
configureEngine(ctx.deps, { handlers: { set_property: noop, add_comment: noop, add_to_list: noop } });
const auth = { authorization: `Bearer ${ctx.token}` };
const inject = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
  const res = await ctx.app.inject({ method, url, headers: auth, payload: payload as object });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const threeSteps = {
  start: 'a',
  steps: [
    { id: 'a', type: 'set_property', property: 'stage', value: 'one', next: 'b' },
    { id: 'b', type: 'add_comment', text: 'Welcome', next: 'c' },
    { id: 'c', type: 'set_property', property: 'stage', value: 'two', next: null },
  ],
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const countRuns = async (workflowId: string, status: string) =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM workflow_runs WHERE workflow_id = ${workflowId} AND status = ${status}`.execute(ctx.db)).rows[0].n);

try {
  let t = performance.now();
  await generateContacts(ctx, N);
  console.log(`${N} contacts generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  // 1. Event → first step.
  const onEvent = await inject('POST', '/api/workflow', { companyId: ctx.companyId, name: 'On create', triggerType: 'contact_created', status: 'active', tasks: threeSteps });
  const ids = (await ctx.db.selectFrom('contacts').select('id').where('companyId', '=', ctx.companyId).limit(EVENTS).execute()).map((r) => r.id);
  const committedAt = new Map<string, number>();
  for (const contactId of ids) {
    await ctx.db.transaction().execute((tx) => emitWorkflowEvents(tx, [{ companyId: ctx.companyId, contactId, type: 'contact_created' }]));
    committedAt.set(contactId, Date.now());
    await sleep(20);
  }
  while ((await countRuns(onEvent._id, 'completed')) < ids.length) await sleep(200);
  const firsts = await sql<{ contactId: string; startedAt: Date }>`
    SELECT r.contact_id, s.started_at FROM workflow_runs r JOIN workflow_run_steps s ON s.run_id = r.id AND s.step_id = 'a'
    WHERE r.workflow_id = ${onEvent._id}`.execute(ctx.db);
  const delays = firsts.rows.map((r) => r.startedAt.getTime() - committedAt.get(r.contactId)!).sort((a, b) => a - b);
  await inject('PUT', '/api/workflow/changeStatus', { companyId: ctx.companyId, workflowId: onEvent._id, status: 'paused' });

  // 2. N enrolled at once through three steps.
  const bulk = await inject('POST', '/api/workflow', { companyId: ctx.companyId, name: 'Bulk', triggerType: 'manual', status: 'active', tasks: threeSteps });
  t = performance.now();
  const enrolled = await inject('POST', '/api/workflow/execute', { companyId: ctx.companyId, workflowId: bulk._id, target: { type: 'filter' } });
  const enrollSeconds = (performance.now() - t) / 1000;
  while ((await countRuns(bulk._id, 'completed')) < N) await sleep(500);
  const engineSeconds = (performance.now() - t) / 1000;
  if (enrolled.enrolled !== N) throw new Error(`enrolled ${enrolled.enrolled} of ${N}`);

  // 3. pg-boss alone: N chains of three empty jobs.
  const boss = ctx.deps.jobs!.boss;
  const queue = 'bench-empty';
  await boss.createQueue(queue);
  let done = 0;
  t = performance.now();
  await boss.work<{ hop: number }>(queue, { batchSize: 100, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    const next = jobs.filter((j) => j.data.hop < 3).map((j) => ({ name: queue, data: { hop: j.data.hop + 1 } }));
    done += jobs.length - next.length;
    if (next.length) await boss.insert(next);
  });
  for (let i = 0; i < N; i += 10_000) await boss.insert(Array.from({ length: Math.min(10_000, N - i) }, () => ({ name: queue, data: { hop: 1 } })));
  while (done < N) await sleep(200);
  const bossSeconds = (performance.now() - t) / 1000;

  const f = (n: number) => `${Math.round(n)} ms`;
  console.log(`\nEvent → first step (${delays.length} events, one every 20 ms): p50 ${f(percentile(delays, 50))}, p95 ${f(percentile(delays, 95))}, max ${f(delays[delays.length - 1])}`);
  console.log(`| path | contacts | steps | seconds | runs/s | steps/s |\n|---|---|---|---|---|---|`);
  console.log(`| workflow/execute → engine, three no-op action steps (enroll call ${enrollSeconds.toFixed(1)} s) | ${N} | ${3 * N} | ${engineSeconds.toFixed(1)} | ${Math.round(N / engineSeconds)} | ${Math.round((3 * N) / engineSeconds)} |`);
  console.log(`| pg-boss alone: chains of three empty jobs, batches of 100 | ${N} | ${3 * N} | ${bossSeconds.toFixed(1)} | ${Math.round(N / bossSeconds)} | ${Math.round((3 * N) / bossSeconds)} |`);
  console.log(`ratio: ${(engineSeconds / bossSeconds).toFixed(2)}×`);
} finally {
  await ctx.close();
}

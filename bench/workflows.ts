import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { benchContext, generateContacts, percentile } from './contacts.common';
import { emitWorkflowEvents } from '../server/src/modules/workflows/workflows.events';
import { configureEngine } from '../server/src/modules/workflows/engine/options';
import type { TaskHandler } from '../server/src/modules/workflows/tasks/types';
import { createQueueOnce, indexInFetchOrder } from '../server/src/jobs/queue';

/**
 * The workflow engine on pg-boss (issue 15 §6), with action steps that do nothing (the engine is
 * measured, not email or chat):
 *  1. event → first step: EVENTS contact_created events, one every 20 ms, each emitted in its
 *     own transaction; the delay is from the commit to the first step's start in its log.
 *  2. throughput: N contacts enrolled at once (workflow/execute with an empty filter) through a
 *     three-step workflow, until every run is completed;
 *  3. baseline: pg-boss alone on the same database in the same run, N chains of three empty jobs
 *     (each job queues the next), drained by a worker fetching batches;
 *  4. the same chains drained as fast as pg-boss can hand them out: FETCH_LOOPS loops calling
 *     fetch → insert the next hops → complete with no pause (pg-boss's own `work` waits out its
 *     polling interval after every batch, so 3 measures that interval as much as the database),
 *     on a plain queue and on a backlog queue (jobs/queue.ts: the index in fetch order the
 *     engine's queues have).
 * Usage: node --import tsx bench/workflows.ts [contacts] [events] [parts, default 1234]
 */
const N = Number(process.argv[2] ?? 100_000);
const EVENTS = Number(process.argv[3] ?? 1000);
const PARTS = process.argv[4] ?? '1234';
const FETCH_LOOPS = 4;

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

  const f = (n: number) => `${Math.round(n)} ms`;
  const rows: string[] = [];
  const row = (path: string, seconds: number) => rows.push(`| ${path} | ${N} | ${3 * N} | ${seconds.toFixed(1)} | ${Math.round(N / seconds)} | ${Math.round((3 * N) / seconds)} |`);
  const boss = ctx.deps.jobs!.boss;

  if (PARTS.includes('1')) {
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
    console.log(`\nEvent → first step (${delays.length} events, one every 20 ms): p50 ${f(percentile(delays, 50))}, p95 ${f(percentile(delays, 95))}, max ${f(delays[delays.length - 1])}`);
  }

  if (PARTS.includes('2')) {
    // 2. N enrolled at once through three steps.
    const bulk = await inject('POST', '/api/workflow', { companyId: ctx.companyId, name: 'Bulk', triggerType: 'manual', status: 'active', tasks: threeSteps });
    t = performance.now();
    const enrolled = await inject('POST', '/api/workflow/execute', { companyId: ctx.companyId, workflowId: bulk._id, target: { type: 'filter' } });
    const enrollSeconds = (performance.now() - t) / 1000;
    while ((await countRuns(bulk._id, 'completed')) < N) await sleep(500);
    const engineSeconds = (performance.now() - t) / 1000;
    if (enrolled.enrolled !== N) throw new Error(`enrolled ${enrolled.enrolled} of ${N}`);
    row(`workflow/execute → engine, three no-op action steps (enroll call ${enrollSeconds.toFixed(1)} s)`, engineSeconds);
    // The safety-net jobs of inlined steps (due 30 s after each) are drained before the baselines start.
    while (Number((await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job WHERE name = 'workflow-step' AND state < 'completed'`.execute(ctx.db)).rows[0].n) > 0) await sleep(1000);
  }

  if (PARTS.includes('3')) {
    // 3. pg-boss alone: N chains of three empty jobs.
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
    await boss.offWork(queue);
    row('pg-boss alone, its `work` (batches of 100, polling 0.5 s): chains of three empty jobs', (performance.now() - t) / 1000);
  }

  if (PARTS.includes('4')) {
    // 4. As fast as pg-boss hands jobs out: FETCH_LOOPS loops of fetch → next hops → complete.
    const drain = async (queue: string, backlog: boolean) => {
      await createQueueOnce(boss, queue);
      if (backlog) await indexInFetchOrder(boss.getDb(), queue);
      for (let i = 0; i < N; i += 10_000) await boss.insert(Array.from({ length: Math.min(10_000, N - i) }, () => ({ name: queue, data: { hop: 1 } })));
      let done = 0;
      const started = performance.now();
      const loop = async () => {
        while (done < N) {
          const jobs = await boss.fetch<{ hop: number }>(queue, { batchSize: 100 });
          if (!jobs?.length) { await sleep(20); continue; }
          const next = jobs.filter((j) => j.data.hop < 3).map((j) => ({ name: queue, data: { hop: j.data.hop + 1 } }));
          if (next.length) await boss.insert(next);
          await boss.complete(queue, jobs.map((j) => j.id));
          done += jobs.length - next.length;
        }
      };
      await Promise.all(Array.from({ length: FETCH_LOOPS }, loop));
      return (performance.now() - started) / 1000;
    };
    row(`pg-boss alone, ${FETCH_LOOPS} fetch loops without pause (batches of 100): plain queue`, await drain('bench-fetch-plain', false));
    row(`pg-boss alone, ${FETCH_LOOPS} fetch loops without pause (batches of 100): backlog queue (index in fetch order)`, await drain('bench-fetch-backlog', true));
  }

  console.log(`| path | contacts | steps | seconds | runs/s | steps/s |\n|---|---|---|---|---|---|\n${rows.join('\n')}`);
} finally {
  await ctx.close();
}

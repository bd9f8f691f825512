import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { createJobs } from '../../jobs/queue';
import { defineJobs } from '../../jobs/definitions';
import { PermanentTaskError } from './tasks/types';
import { emitWorkflowEvents } from './workflows.events';
import { runStep, idempotencyKey } from './engine/step';
import { enrollDueDates, sweepStalledRuns } from './engine/ticks';
import { configureEngine } from './engine/options';
import { createWorkflow, eventually, insertContact, runsOf, runWhere, setProp, stepsOf, useRecordingHandlers } from './workflows.fixtures';

let ctx: TestContext;
let owner: TestUser;
let rec: ReturnType<typeof useRecordingHandlers>;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: true });
  owner = await createTestUser(ctx);
  rec = useRecordingHandlers(ctx);
});
afterAll(async () => ctx?.close());

const activate = (id: string) => call(ctx, 'PUT', '/api/workflow/changeStatus', { token: owner.token, body: { companyId: owner.companyId, workflowId: id, status: 'active' } });
const setStatus = (id: string, status: string) => call(ctx, 'PUT', '/api/workflow/changeStatus', { token: owner.token, body: { companyId: owner.companyId, workflowId: id, status } });
const emit = (contactId: string, event: Record<string, unknown>) =>
  ctx.db.transaction().execute((tx) => emitWorkflowEvents(tx, [{ companyId: owner.companyId, contactId, ...event } as never]));
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

async function onlyRun(workflowId: string) {
  return eventually(async () => (await runsOf(ctx, workflowId))[0], 5000, 'a run');
}

describe('events start runs', () => {
  it('an event starts the first step within a second of the commit, and the run walks the graph to the end', async () => {
    const wf = await createWorkflow(ctx, owner, { triggerType: 'contact_created', status: 'active', tasks: { start: 'a', steps: [setProp('a', 'b'), setProp('b')] } });
    const contactId = await insertContact(ctx, owner.companyId, 'Ana');
    const emitted = Date.now();
    await emit(contactId, { type: 'contact_created' });
    const run = await onlyRun(wf._id);
    const firstStep = await eventually(async () => (await stepsOf(ctx, run.id))[0], 5000, 'the first step');
    // The aim is p95 ≤ 1 s (bench/workflows.ts measures it); one sample on a busy test machine
    // gets some slack, still far below a polling engine's (pg-boss's default poll alone is 2 s).
    expect(firstStep.startedAt.getTime() - emitted).toBeLessThan(1500);
    const done = await runWhere(ctx, run.id, ['completed']);
    expect(done.currentStepId).toBeNull();
    const steps = await stepsOf(ctx, run.id);
    expect(steps.map((s) => [s.stepId, s.status, s.attempt])).toEqual([['a', 'completed', 1], ['b', 'completed', 1]]);
    expect(steps[0].input).toMatchObject({ id: 'a', type: 'set_property' });
    expect(steps[0].output).toEqual({ done: 'a', attempt: 1 });
    expect(steps[0].endedAt).not.toBeNull();
  });

  it('a rolled back change enrolls nobody; an event of another trigger type or value enrolls nobody', async () => {
    const wf = await createWorkflow(ctx, owner, { triggerType: 'chat_message_received', triggerValue: 'precio', status: 'active', tasks: { start: 'a', steps: [setProp('a')] } });
    const contactId = await insertContact(ctx, owner.companyId, 'Rollback');
    await ctx.db.transaction().execute(async (tx) => {
      await emitWorkflowEvents(tx, [{ companyId: owner.companyId, contactId, type: 'chat_message_received', text: 'el PRECIO por favor' }]);
      await sql`SELECT 1/0`.execute(tx);
    }).catch(() => {});
    await emit(contactId, { type: 'chat_message_received', text: 'preciosa tarde' }); // not the whole word
    await emit(contactId, { type: 'form_submitted', formId: '7b0f8f2e-2f4c-4a51-9a57-2f3f0f3c1a02' });
    await new Promise((r) => setTimeout(r, 1200));
    expect(await runsOf(ctx, wf._id)).toHaveLength(0);
    await emit(contactId, { type: 'chat_message_received', text: '¿Cuál es el Précio?' });
    const run = await onlyRun(wf._id);
    await runWhere(ctx, run.id, ['completed']);
  });
});

describe('enrollment rules', () => {
  it('one run at a time per contact; without re-enrollment a contact is never enrolled again by the trigger', async () => {
    const wf = await createWorkflow(ctx, owner, {
      triggerType: 'list_added', triggerValue: '7b0f8f2e-2f4c-4a51-9a57-2f3f0f3c1a03', status: 'active',
      tasks: { start: 'w', steps: [{ id: 'w', type: 'wait_until_date', at: inSeconds(1.5), next: 'a' }, setProp('a')] },
    });
    const contactId = await insertContact(ctx, owner.companyId, 'Once');
    const event = { type: 'list_added', listId: '7b0f8f2e-2f4c-4a51-9a57-2f3f0f3c1a03' };
    await emit(contactId, event);
    const run = await onlyRun(wf._id);
    await runWhere(ctx, run.id, ['waiting']);
    await emit(contactId, event); // in a run already: ignored
    await runWhere(ctx, run.id, ['completed']);
    await emit(contactId, event); // was in a run before, re-enrollment off: ignored
    await new Promise((r) => setTimeout(r, 1000));
    expect(await runsOf(ctx, wf._id)).toHaveLength(1);

    // With re-enrollment on, the same event enrolls again once the earlier run ended.
    await call(ctx, 'PUT', `/api/workflow/${wf._id}`, { token: owner.token, body: { companyId: owner.companyId, settings: { reenroll: true } } });
    await emit(contactId, event);
    await eventually(async () => (await runsOf(ctx, wf._id)).length === 2, 5000, 'a second run');
  });

  it('a deleted contact is unenrolled from its runs', async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: { start: 'w', steps: [{ id: 'w', type: 'wait_duration', amount: 5, unit: 'days', next: 'a' }, setProp('a')] } });
    const contactId = await insertContact(ctx, owner.companyId, 'Leaving');
    const res = await call(ctx, 'POST', '/api/workflow/execute', { token: owner.token, body: { companyId: owner.companyId, workflowId: wf._id, target: { type: 'contact', contactId } } });
    const runId = res.body.executionIds[0];
    await runWhere(ctx, runId, ['waiting']);
    await ctx.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('contacts').where('id', '=', contactId).execute();
      await emitWorkflowEvents(tx, [{ companyId: owner.companyId, contactId, type: 'contact_deleted' }]);
    });
    const run = await runWhere(ctx, runId, ['unenrolled']);
    expect(run.contactName).toBe('Leaving Test');
    expect(run.waitJobId).toBeNull();
  });
});

describe('waits', () => {
  it('a wait spans a restart: the jobs stop, new ones start on the same database, the run goes on', async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: { start: 'w', steps: [{ id: 'w', type: 'wait_until_date', at: inSeconds(2), next: 'a' }, setProp('a')] } });
    const contactId = await insertContact(ctx, owner.companyId, 'Restart');
    const res = await call(ctx, 'POST', '/api/workflow/execute', { token: owner.token, body: { companyId: owner.companyId, workflowId: wf._id, target: { type: 'contact', contactId } } });
    const runId = res.body.executionIds[0];
    const waiting = await runWhere(ctx, runId, ['waiting']);
    expect(waiting.resumeAt).not.toBeNull();
    await ctx.deps.jobs!.stop();
    await new Promise((r) => setTimeout(r, 2200)); // the wait ends while nothing runs
    expect((await runWhere(ctx, runId, ['waiting'])).status).toBe('waiting');
    ctx.deps.jobs = createJobs(ctx.databaseUrl);
    await defineJobs(ctx.deps);
    await ctx.deps.jobs.start();
    await runWhere(ctx, runId, ['completed']);
    expect((await stepsOf(ctx, runId)).map((s) => [s.stepId, s.status])).toEqual([['w', 'completed'], ['a', 'completed']]);
  });

  it('wait_for_event goes on through `next` when the event comes, through `timeoutNext` when the timeout does', async () => {
    const wf = await createWorkflow(ctx, owner, {
      status: 'active',
      tasks: { start: 'w', steps: [{ id: 'w', type: 'wait_for_event', event: 'form_submitted', timeoutAmount: 1, timeoutUnit: 'days', next: 'yes', timeoutNext: 'no' }, setProp('yes'), setProp('no')] },
    });
    const contactId = await insertContact(ctx, owner.companyId, 'Waiter');
    const res = await call(ctx, 'POST', '/api/workflow/execute', { token: owner.token, body: { companyId: owner.companyId, workflowId: wf._id, target: { type: 'contact', contactId } } });
    const runId = res.body.executionIds[0];
    await runWhere(ctx, runId, ['waiting']);
    await emit(contactId, { type: 'form_submitted', formId: '7b0f8f2e-2f4c-4a51-9a57-2f3f0f3c1a09' });
    await runWhere(ctx, runId, ['completed']);
    expect((await stepsOf(ctx, runId)).map((s) => s.stepId)).toEqual(['w', 'yes']);

    // The timeout: its resume job is due now.
    const other = await insertContact(ctx, owner.companyId, 'Timeout');
    const res2 = await call(ctx, 'POST', '/api/workflow/execute', { token: owner.token, body: { companyId: owner.companyId, workflowId: wf._id, target: { type: 'contact', contactId: other } } });
    const run2 = await runWhere(ctx, res2.body.executionIds[0], ['waiting']);
    await sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${run2.waitJobId}`.execute(ctx.db);
    await runWhere(ctx, run2.id, ['completed']);
    expect((await stepsOf(ctx, run2.id)).map((s) => [s.stepId, s.output])).toEqual([['w', { resumedBy: 'timeout' }], ['no', { done: 'no', attempt: 1 }]]);
  });

  it('pause holds runs: a wait that ends while paused stops the run there; activating lets it go on', async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: { start: 'w', steps: [{ id: 'w', type: 'wait_until_date', at: inSeconds(1.5), next: 'a' }, setProp('a')] } });
    const contactId = await insertContact(ctx, owner.companyId, 'Paused');
    const res = await call(ctx, 'POST', '/api/workflow/execute', { token: owner.token, body: { companyId: owner.companyId, workflowId: wf._id, target: { type: 'contact', contactId } } });
    const runId = res.body.executionIds[0];
    await runWhere(ctx, runId, ['waiting']);
    expect((await setStatus(wf._id, 'paused')).status).toBe(200);
    const held = await runWhere(ctx, runId, ['paused'], 5000);
    expect(held.currentStepId).toBe('a');
    expect((await stepsOf(ctx, runId)).map((s) => s.stepId)).toEqual(['w']);
    expect((await setStatus(wf._id, 'draft')).status).toBe(409);
    expect((await activate(wf._id)).status).toBe(200);
    await runWhere(ctx, runId, ['completed']);
  });
});

describe('failures', () => {
  it('a failing step is retried with the same idempotency key, then the run fails with the error kept', async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: { start: 'boom', steps: [setProp('boom', 'after'), setProp('after')] } });
    rec.failWhen('boom', () => new Error('SMTP is down'));
    const contactId = await insertContact(ctx, owner.companyId, 'Retry');
    const res = await call(ctx, 'POST', '/api/workflow/execute', { token: owner.token, body: { companyId: owner.companyId, workflowId: wf._id, target: { type: 'contact', contactId } } });
    const runId = res.body.executionIds[0];
    const failed = await runWhere(ctx, runId, ['failed'], 15_000);
    expect(failed.error).toBe('SMTP is down');
    const steps = await stepsOf(ctx, runId);
    expect(steps.map((s) => [s.stepId, s.status, s.attempt, s.error])).toEqual([['boom', 'failed', 4, 'SMTP is down']]);
    const attempts = rec.calls.filter((c) => c.run.id === runId);
    expect(attempts.map((c) => c.attempt)).toEqual([1, 2, 3, 4]);
    expect(new Set(attempts.map((c) => c.idempotencyKey))).toEqual(new Set([idempotencyKey(runId, 'boom')]));
    expect(rec.effects.get(idempotencyKey(runId, 'boom'))).toBe(1);
  });

  it('a permanent failure fails the run at once', async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: { start: 'perm', steps: [setProp('perm')] } });
    rec.failWhen('perm', () => new PermanentTaskError('The template was deleted'));
    const contactId = await insertContact(ctx, owner.companyId, 'Permanent');
    const res = await call(ctx, 'POST', '/api/workflow/execute', { token: owner.token, body: { companyId: owner.companyId, workflowId: wf._id, target: { type: 'contact', contactId } } });
    const failed = await runWhere(ctx, res.body.executionIds[0], ['failed']);
    expect(failed.error).toBe('The template was deleted');
    expect(rec.calls.filter((c) => c.run.id === failed.id)).toHaveLength(1);
  });

  it('a crash after the effect and before its log does not repeat the effect; a duplicate job does nothing', async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: { start: 'send', steps: [setProp('send', 'next'), setProp('next')] } });
    // The first attempt acts, then its process "dies" (it throws before the engine logs it).
    rec.failWhen('send', (c) => (c.attempt === 1 ? new Error('process died') : null));
    const contactId = await insertContact(ctx, owner.companyId, 'Crash');
    const res = await call(ctx, 'POST', '/api/workflow/execute', { token: owner.token, body: { companyId: owner.companyId, workflowId: wf._id, target: { type: 'contact', contactId } } });
    const runId = res.body.executionIds[0];
    await runWhere(ctx, runId, ['completed']);
    expect(rec.effects.get(idempotencyKey(runId, 'send'))).toBe(1);
    expect(rec.calls.filter((c) => c.run.id === runId && c.step.id === 'send').map((c) => c.attempt)).toEqual([1, 2]);

    // The same step job delivered again after the run moved on: nothing happens.
    const before = rec.calls.length;
    await runStep(ctx.deps, { runId, stepId: 'send' });
    expect(rec.calls.length).toBe(before);
  });

  it('a step left running by a dead process is taken up again (same key, no second effect); one still in its lease is not', async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: { start: 'send', steps: [setProp('send')] } });
    const contactId = await insertContact(ctx, owner.companyId, 'Dead');
    const release = rec.hold((c) => c.attempt === 1);
    const res = await call(ctx, 'POST', '/api/workflow/execute', { token: owner.token, body: { companyId: owner.companyId, workflowId: wf._id, target: { type: 'contact', contactId } } });
    const runId = res.body.executionIds[0];
    await eventually(async () => rec.calls.some((c) => c.run.id === runId), 5000, 'the step to start');
    // A duplicate of the job while the first attempt runs: the lease keeps it out.
    await runStep(ctx.deps, { runId, stepId: 'send' });
    expect(rec.calls.filter((c) => c.run.id === runId)).toHaveLength(1);
    // The process "dies": the first attempt's row stays running, older than the lease.
    configureEngine(ctx.deps, { stepLeaseSeconds: 0 });
    await runStep(ctx.deps, { runId, stepId: 'send' }).finally(() => configureEngine(ctx.deps, { stepLeaseSeconds: 900 }));
    release();
    await runWhere(ctx, runId, ['completed']);
    const attempts = rec.calls.filter((c) => c.run.id === runId);
    expect(attempts.map((c) => c.attempt)).toEqual([1, 2]);
    expect(rec.effects.get(idempotencyKey(runId, 'send'))).toBe(1);
  });
});

describe('branches', () => {
  it('an if/else takes `next` when its conditions hold and `elseNext` when not, keeping the evaluation as output', async () => {
    // A stand-in for tasks/conditions.ts: "yes" for contacts named Yes.
    configureEngine(ctx.deps, {
      evaluateBranch: async (c) => {
        const contact = await c.db.selectFrom('contacts').select('name').where('id', '=', c.run.contactId).executeTakeFirstOrThrow();
        return { matched: contact.name === 'Yes', conditions: [{ index: 0, result: contact.name === 'Yes' }] };
      },
    });
    const branch = { id: 'if', type: 'branch', conditions: [{ kind: 'field', field: 'name', operator: 'equals', value: 'Yes' }], next: 'yes', elseNext: 'no' };
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: { start: 'if', steps: [branch, setProp('yes', 'end'), setProp('no', 'end'), setProp('end')] } });
    const yes = await insertContact(ctx, owner.companyId, 'Yes');
    const no = await insertContact(ctx, owner.companyId, 'No');
    const runs = await call(ctx, 'POST', '/api/workflow/execute', { token: owner.token, body: { companyId: owner.companyId, workflowId: wf._id, target: { type: 'filter', searchTerm: null } } });
    expect(runs.body.enrolled).toBeGreaterThanOrEqual(2);
    const byContact = async (contactId: string) => {
      const run = await eventually(async () => (await runsOf(ctx, wf._id)).find((r) => r.contactId === contactId), 5000, 'the run');
      await runWhere(ctx, run.id, ['completed']);
      return stepsOf(ctx, run.id);
    };
    const yesSteps = await byContact(yes);
    expect(yesSteps.map((s) => s.stepId)).toEqual(['if', 'yes', 'end']);
    expect(yesSteps[0].output).toEqual({ matched: true, conditions: [{ index: 0, result: true }] });
    expect((await byContact(no)).map((s) => s.stepId)).toEqual(['if', 'no', 'end']);
    configureEngine(ctx.deps, { evaluateBranch: undefined });
  });
});

describe('sweep', () => {
  it('a run left running without any job gets its step job again', async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: { start: 'a', steps: [setProp('a')] } });
    const contactId = await insertContact(ctx, owner.companyId, 'Lost');
    // A run whose job was lost: inserted as the engine would, but without queueing its step.
    const run = await ctx.db.insertInto('workflowRuns').values({
      workflowId: wf._id, companyId: owner.companyId, contactId, enrolledBy: 'manual', status: 'running', currentStepId: 'a',
      tasks: JSON.stringify({ start: 'a', steps: [setProp('a')] }), updatedAt: new Date(Date.now() - 600_000),
    }).returning('id').executeTakeFirstOrThrow();
    expect(await sweepStalledRuns(ctx.deps, 120)).toBe(1);
    await runWhere(ctx, run.id, ['completed']);
    expect(await sweepStalledRuns(ctx.deps, 0)).toBe(0);
  });
});

describe('terminate', () => {
  it('stops a waiting run at once: its wait job is cancelled, its open step closed', async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: { start: 'w', steps: [{ id: 'w', type: 'wait_duration', amount: 1, unit: 'hours', next: 'a' }, setProp('a')] } });
    const contactId = await insertContact(ctx, owner.companyId, 'Stop');
    const res = await call(ctx, 'POST', '/api/workflow/execute', { token: owner.token, body: { companyId: owner.companyId, workflowId: wf._id, target: { type: 'contact', contactId } } });
    const runId = res.body.executionIds[0];
    const waiting = await runWhere(ctx, runId, ['waiting']);
    const stopped = await call(ctx, 'POST', '/api/workflow/terminateExecution', { token: owner.token, body: { companyId: owner.companyId, executionId: runId } });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ status: 'terminated', executionId: runId });
    const job = await ctx.deps.jobs!.get('workflow-resume', waiting.waitJobId!);
    expect(job?.state).toBe('cancelled');
    expect((await stepsOf(ctx, runId)).map((s) => s.status)).toEqual(['cancelled']);
    const again = await call(ctx, 'POST', '/api/workflow/terminateExecution', { token: owner.token, body: { companyId: owner.companyId, executionId: runId } });
    expect(again.status).toBe(409);
  });

  it('a step running when the run is terminated finishes but starts no next step', async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: { start: 'a', steps: [setProp('a', 'b'), setProp('b')] } });
    const contactId = await insertContact(ctx, owner.companyId, 'Midway');
    const release = rec.hold();
    const res = await call(ctx, 'POST', '/api/workflow/execute', { token: owner.token, body: { companyId: owner.companyId, workflowId: wf._id, target: { type: 'contact', contactId } } });
    const runId = res.body.executionIds[0];
    await eventually(async () => rec.calls.some((c) => c.run.id === runId), 5000, 'the step to start');
    const stopped = await call(ctx, 'POST', '/api/workflow/terminateExecution', { token: owner.token, body: { companyId: owner.companyId, executionId: runId } });
    expect(stopped.body.status).toBe('terminated');
    release();
    await eventually(async () => (await stepsOf(ctx, runId))[0]?.status === 'completed', 5000, 'the running step to end');
    await new Promise((r) => setTimeout(r, 700));
    expect((await stepsOf(ctx, runId)).map((s) => s.stepId)).toEqual(['a']);
    expect((await runWhere(ctx, runId, ['terminated'])).currentStepId).toBe('a');
  });
});

describe('test runs and dates', () => {
  it('a test run on a draft skips its waits (logged as skipped) and walks the graph', async () => {
    const wf = await createWorkflow(ctx, owner, { tasks: { start: 'w', steps: [{ id: 'w', type: 'wait_duration', amount: 3, unit: 'days', next: 'a' }, setProp('a')] } });
    expect(wf.status).toBe('draft');
    const contactId = await insertContact(ctx, owner.companyId, 'Tester');
    const res = await call(ctx, 'POST', '/api/workflow/execute', { token: owner.token, body: { companyId: owner.companyId, workflowId: wf._id, target: { type: 'contact', contactId }, test: true } });
    expect(res.body).toMatchObject({ enrolled: 1, alreadyRunning: 0 });
    const runId = res.body.executionIds[0];
    const run = await runWhere(ctx, runId, ['completed']);
    expect(run.enrolledBy).toBe('test');
    expect((await stepsOf(ctx, runId)).map((s) => [s.stepId, s.status])).toEqual([['w', 'skipped'], ['a', 'completed']]);
    expect(rec.calls.find((c) => c.run.id === runId)?.run.test).toBe(true);
  });

  it('date_reached enrolls contacts whose date (with the offset, at the time, in the company zone) has come, once per occurrence', async () => {
    await ctx.db.updateTable('companies').set({ timezone: 'America/Mexico_City' }).where('id', '=', owner.companyId).execute();
    const wf = await createWorkflow(ctx, owner, {
      triggerType: 'date_reached', triggerProperty: 'renewal', status: 'active',
      settings: { dateOffsetDays: -2, dateTime: '09:00', dateYearly: true }, tasks: { start: 'a', steps: [setProp('a')] },
    });
    // 2026-06-12 09:00 in Mexico City is 15:00 UTC; two days before the anniversary of 2020-06-14.
    configureEngine(ctx.deps, { now: () => new Date('2026-06-12T15:30:00Z') });
    const due = await insertContact(ctx, owner.companyId, 'Due', { renewal: '2020-06-14' });
    await insertContact(ctx, owner.companyId, 'Later', { renewal: '2020-06-15' });
    await insertContact(ctx, owner.companyId, 'NoDate');
    const row = (await ctx.db.selectFrom('workflows').selectAll().where('id', '=', wf._id).executeTakeFirstOrThrow());
    const first = await enrollDueDates(ctx.deps, row);
    expect(first).toHaveLength(1);
    expect((await runsOf(ctx, wf._id)).map((r) => [r.contactId, r.triggerKey])).toEqual([[due, 'date:2026-06-12']]);
    configureEngine(ctx.deps, { now: () => new Date('2026-06-12T15:31:00Z') });
    await ctx.db.updateTable('workflows').set({ settings: JSON.stringify({ ...row.settings, reenroll: true }) }).where('id', '=', wf._id).execute();
    await runWhere(ctx, first[0], ['completed']);
    expect(await enrollDueDates(ctx.deps, { ...row, settings: { ...row.settings, reenroll: true } })).toHaveLength(0);
    // 14:59 UTC is 08:59 there: not yet.
    configureEngine(ctx.deps, { now: () => new Date('2026-06-13T14:59:00Z') });
    expect(await enrollDueDates(ctx.deps, row)).toHaveLength(0);
    configureEngine(ctx.deps, { now: () => new Date() });
  });
});

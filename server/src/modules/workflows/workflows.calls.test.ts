import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { WEBHOOK_SIGNATURE_HEADER } from '../../net/webhookSignature';
import { createWorkflow, eventually, insertContact, runWhere, setProp, useRecordingHandlers } from './workflows.fixtures';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let agent: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: true });
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
  useRecordingHandlers(ctx);
});
afterAll(async () => ctx?.close());

const C = () => owner.companyId;
const longWait = { id: 'w', type: 'wait_duration', amount: 2, unit: 'days', next: 'a' };
const graph = { start: 'w', steps: [longWait, setProp('a')] };
/** What the database holds, once the engine has nothing in progress (runs started by earlier tests settle into their waits). */
const snapshot = async () => ({
  settled: await eventually(async () => !(await ctx.db.selectFrom('workflowRuns').select('id').where('status', '=', 'running').executeTakeFirst()), 5000, 'runs to settle'),
  workflows: await ctx.db.selectFrom('workflows').selectAll().orderBy('id').execute(),
  runs: await ctx.db.selectFrom('workflowRuns').select(['id', 'status']).orderBy('id').execute(),
});
const execute = (workflowId: string, target: Record<string, unknown>, extra: Record<string, unknown> = {}, user = owner) =>
  call(ctx, 'POST', '/api/workflow/execute', { token: user.token, body: { companyId: user.companyId, workflowId, target, ...extra } });

describe('create, read, update', () => {
  it('creates a draft (its issues listed), reads it back, and an update changes only what was sent', async () => {
    const draft = await createWorkflow(ctx, owner, { name: 'Bienvenida', description: 'Nuevos contactos', triggerType: 'contact_created', tasks: { start: 'a', steps: [{ id: 'a', type: 'add_comment', text: '' }] } });
    expect(draft).toMatchObject({ status: 'draft', counts: { active: 0, completed: 0, failed: 0 } });
    expect(draft.issues).toEqual([{ stepId: 'a', field: 'text', code: 'required', message: 'This field is required' }]);
    const got = await call(ctx, 'GET', `/api/workflow/${draft._id}?companyId=${C()}`, { token: viewer.token });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ name: 'Bienvenida', description: 'Nuevos contactos', triggerType: 'contact_created', settings: { reenroll: false, dateTime: '09:00' } });

    const renamed = await call(ctx, 'PUT', `/api/workflow/${draft._id}`, { token: owner.token, body: { companyId: C(), name: 'Bienvenida 2' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Bienvenida 2', description: 'Nuevos contactos', triggerType: 'contact_created' });
    expect(renamed.body.tasks.steps).toHaveLength(1);
  });

  it('refuses to create an active workflow whose graph cannot run, naming the steps; nothing is stored', async () => {
    const before = await snapshot();
    const res = await call(ctx, 'POST', '/api/workflow', { token: owner.token, body: {
      companyId: C(), name: 'Roto', triggerType: 'list_added', status: 'active',
      tasks: { start: 'a', steps: [{ id: 'a', type: 'add_to_list', listId: null, next: 'ghost' }, setProp('orphan')] },
    } });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('workflow_invalid');
    const byStep = res.body.details.map((d: { stepId: string | null; code: string; path: string }) => [d.stepId, d.code, d.path]);
    expect(byStep).toEqual(expect.arrayContaining([
      [null, 'trigger_required', 'body.triggerValue'], ['a', 'required', 'body.tasks.steps.a.listId'], ['a', 'unknown_next', 'body.tasks.steps.a.next'], ['orphan', 'orphan', 'body.tasks.steps.orphan'],
    ]));
    expect(await snapshot()).toEqual(before);
    const bad = await call(ctx, 'POST', '/api/workflow', { token: owner.token, body: { companyId: C(), name: ' ', triggerType: 'manual' } });
    expect(bad.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('an active workflow cannot be edited into a graph that does not run', async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: graph });
    const before = await snapshot();
    const res = await call(ctx, 'PUT', `/api/workflow/${wf._id}`, { token: owner.token, body: { companyId: C(), tasks: { start: 'a', steps: [{ id: 'a', type: 'add_comment', text: '' }] } } });
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatchObject({ stepId: 'a', code: 'required', field: 'text' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a webhook URL the engine would not call when a workflow is saved (even a draft), on its step; nothing changes', async () => {
    const hook = (id: string, url: string, next: string | null = null) => ({ id, type: 'webhook', url, next });
    const before = await snapshot();
    const created = await call(ctx, 'POST', '/api/workflow', { token: owner.token, body: {
      companyId: C(), name: 'Hacia dentro', triggerType: 'contact_created',
      tasks: { start: 'a', steps: [hook('a', 'http://127.0.0.1:5432/', 'b'), hook('b', 'ftp://example.com/x', 'c'), hook('c', 'http://[::ffff:10.0.0.5]/', 'd'), hook('d', 'https://webhooks.sandbox.invalid/crm')] },
    } });
    expect(created.status).toBe(400);
    expect(created.body.error_code).toBe('workflow_invalid');
    expect(created.body.details.map((d: { stepId: string; code: string; path: string }) => [d.stepId, d.code, d.path])).toEqual([
      ['a', 'url_refused', 'body.tasks.steps.a.url'], ['b', 'url_refused', 'body.tasks.steps.b.url'], ['c', 'url_refused', 'body.tasks.steps.c.url'],
    ]);
    expect(await snapshot()).toEqual(before);

    const wf = await createWorkflow(ctx, owner, { tasks: { start: 'a', steps: [hook('a', 'https://93.184.216.34/hook')] } });
    const edited = await call(ctx, 'PUT', `/api/workflow/${wf._id}`, { token: owner.token, body: { companyId: C(), tasks: { start: 'a', steps: [hook('a', 'http://169.254.169.254/latest/meta-data')] } } });
    expect(edited.status).toBe(400);
    expect(edited.body.details[0]).toMatchObject({ stepId: 'a', code: 'url_refused', field: 'url' });
    const stored = await call(ctx, 'GET', `/api/workflow/${wf._id}?companyId=${C()}`, { token: owner.token });
    expect(stored.body.tasks.steps[0].url).toBe('https://93.184.216.34/hook');
  });

  it('lists with run counts, search, status filter and paging', async () => {
    const a = await createWorkflow(ctx, owner, { name: 'Cumpleaños', status: 'active', tasks: graph });
    await createWorkflow(ctx, owner, { name: 'Carrito abandonado', tasks: graph });
    const contactId = await insertContact(ctx, C(), 'Counted');
    const done = await insertContact(ctx, C(), 'Done');
    await execute(a._id, { type: 'contact', contactId });
    const quick = await createWorkflow(ctx, owner, { name: 'Cumpleaños rápido', status: 'active', tasks: { start: 'a', steps: [setProp('a')] } });
    const ran = await execute(quick._id, { type: 'contact', contactId: done });
    await runWhere(ctx, ran.body.executionIds[0], ['completed']);

    const list = await call(ctx, 'GET', `/api/workflows/${C()}?q=cumple`, { token: viewer.token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    const byName = Object.fromEntries(list.body.data.map((w: { name: string; counts: unknown }) => [w.name, w.counts]));
    expect(byName['Cumpleaños']).toEqual({ active: 1, completed: 0, failed: 0 });
    expect(byName['Cumpleaños rápido']).toEqual({ active: 0, completed: 1, failed: 0 });
    const drafts = await call(ctx, 'GET', `/api/workflows/${C()}?status=draft&limit=1&page=1`, { token: owner.token });
    expect(drafts.body.data).toHaveLength(1);
    expect(drafts.body.data[0].status).toBe('draft');
    expect(drafts.body.total).toBeGreaterThan(1);
  });
});

describe('status', () => {
  it('activating checks the graph and the trigger (400 naming them); pause; back to draft is refused while runs are in flight', async () => {
    const wf = await createWorkflow(ctx, owner, { triggerType: 'stage_entered', tasks: graph });
    const before = await snapshot();
    const refused = await call(ctx, 'PUT', '/api/workflow/changeStatus', { token: owner.token, body: { companyId: C(), workflowId: wf._id, status: 'active' } });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([expect.objectContaining({ stepId: null, field: 'triggerProperty', code: 'trigger_required' })]);
    expect(await snapshot()).toEqual(before);

    await call(ctx, 'PUT', `/api/workflow/${wf._id}`, { token: owner.token, body: { companyId: C(), triggerType: 'manual' } });
    const active = await call(ctx, 'PUT', '/api/workflow/changeStatus', { token: owner.token, body: { companyId: C(), workflowId: wf._id, status: 'active' } });
    expect(active.body.status).toBe('active');
    const contactId = await insertContact(ctx, C(), 'InFlight');
    const run = await execute(wf._id, { type: 'contact', contactId });
    await runWhere(ctx, run.body.executionIds[0], ['waiting']);
    const paused = await call(ctx, 'PUT', '/api/workflow/changeStatus', { token: owner.token, body: { companyId: C(), workflowId: wf._id, status: 'paused' } });
    expect(paused.body.status).toBe('paused');
    const toDraft = await call(ctx, 'PUT', '/api/workflow/changeStatus', { token: owner.token, body: { companyId: C(), workflowId: wf._id, status: 'draft' } });
    expect(toDraft.status).toBe(409);
    expect(toDraft.body.error_code).toBe('workflow_runs_in_flight');
    expect((await ctx.db.selectFrom('workflows').select('status').where('id', '=', wf._id).executeTakeFirstOrThrow()).status).toBe('paused');
  });
});

describe('execute and executions', () => {
  it('enrolls one contact, a list or a filter; a contact already in a run is counted, not enrolled twice', async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: graph });
    const ids = await Promise.all(['Lía', 'Mar', 'Noa'].map((n) => insertContact(ctx, C(), n)));
    const list = await call(ctx, 'POST', '/api/contact-list', { token: owner.token, body: { companyId: C(), name: 'VIP' } });
    await call(ctx, 'POST', '/api/contact-lists/add-contact', { token: owner.token, body: { companyId: C(), contactListId: list.body._id, contactIds: ids.slice(0, 2) } });

    const one = await execute(wf._id, { type: 'contact', contactId: ids[0] });
    expect(one.body).toMatchObject({ enrolled: 1, alreadyRunning: 0 });
    const byList = await execute(wf._id, { type: 'list', listId: list.body._id });
    expect(byList.body).toMatchObject({ enrolled: 1, alreadyRunning: 1 });
    const byFilter = await execute(wf._id, { type: 'filter', searchTerm: 'Noa' });
    expect(byFilter.body).toMatchObject({ enrolled: 1, alreadyRunning: 0 });

    const page = await call(ctx, 'GET', `/api/workflow/executions/${wf._id}?companyId=${C()}`, { token: viewer.token });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(3);
    expect(page.body.data[0].executionId).toBe(byFilter.body.executionIds[0]); // newest first
    expect(page.body.data[0]).toMatchObject({ workflowName: 'Flow', contactName: 'Noa Test', enrolledBy: 'manual', currentStepId: 'w' });
    await runWhere(ctx, byList.body.executionIds[0], ['waiting']);
    const filtered = await call(ctx, 'GET', `/api/workflow/executions/${wf._id}?companyId=${C()}&contactId=${ids[1]}&status=waiting&limit=1`, { token: owner.token });
    expect(filtered.body.data.map((e: { contactId: string }) => e.contactId)).toEqual([ids[1]]);

    const one1 = await runWhere(ctx, one.body.executionIds[0], ['waiting']);
    const detail = await call(ctx, 'GET', `/api/workflow/execution/${one1.id}?companyId=${C()}`, { token: viewer.token });
    expect(detail.body).toMatchObject({ status: 'waiting', currentStepType: 'wait_duration', durationMs: null });
    expect(detail.body.resumeAt).not.toBeNull();
    expect(detail.body.steps).toEqual([expect.objectContaining({ stepId: 'w', stepType: 'wait_duration', status: 'waiting', attempt: 1, error: null })]);
    const mine = await call(ctx, 'GET', `/api/workflow/contactExecutions/${ids[0]}?companyId=${C()}`, { token: viewer.token });
    expect(mine.body.data.map((e: { executionId: string }) => e.executionId)).toEqual([one1.id]);
  });

  it('pages executions 20 at a time by default', async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: graph });
    const list = await call(ctx, 'POST', '/api/contact-list', { token: owner.token, body: { companyId: C(), name: 'Many' } });
    const ids = [];
    for (let i = 0; i < 23; i++) ids.push(await insertContact(ctx, C(), `Many${i}`));
    await call(ctx, 'POST', '/api/contact-lists/add-contact', { token: owner.token, body: { companyId: C(), contactListId: list.body._id, contactIds: ids } });
    expect((await execute(wf._id, { type: 'list', listId: list.body._id })).body.enrolled).toBe(23);
    const first = await call(ctx, 'GET', `/api/workflow/executions/${wf._id}?companyId=${C()}`, { token: owner.token });
    expect([first.body.data.length, first.body.total, first.body.page, first.body.limit]).toEqual([20, 23, 1, 20]);
    const second = await call(ctx, 'GET', `/api/workflow/executions/${wf._id}?companyId=${C()}&page=2`, { token: owner.token });
    expect(second.body.data).toHaveLength(3);
    // "In progress" (running, waiting, paused) is one filter with its own paging and total.
    for (const run of first.body.data.slice(0, 2)) {
      expect((await call(ctx, 'POST', '/api/workflow/terminateExecution', { token: owner.token, body: { companyId: C(), executionId: run.executionId } })).status).toBe(200);
    }
    const active = await call(ctx, 'GET', `/api/workflow/executions/${wf._id}?companyId=${C()}&status=active&page=2`, { token: owner.token });
    expect([active.body.data.length, active.body.total]).toEqual([1, 21]);
    expect(active.body.data.every((e: { status: string }) => ['running', 'waiting', 'paused'].includes(e.status))).toBe(true);
    const ended = await call(ctx, 'GET', `/api/workflow/executions/${wf._id}?companyId=${C()}&status=terminated`, { token: owner.token });
    expect(ended.body.total).toBe(2);
  });

  it('refuses: real enrollment into a draft (409), a test run for a list (400), an invalid graph (400); nothing starts', async () => {
    const draft = await createWorkflow(ctx, owner, { tasks: graph });
    const broken = await createWorkflow(ctx, owner, { tasks: { start: 'a', steps: [{ id: 'a', type: 'add_comment', text: '' }] } });
    const contactId = await insertContact(ctx, C(), 'Refused');
    const before = await snapshot();
    expect((await execute(draft._id, { type: 'contact', contactId })).status).toBe(409);
    expect((await execute(draft._id, { type: 'list', listId: '7b0f8f2e-2f4c-4a51-9a57-2f3f0f3c1a02' }, { test: true })).status).toBe(400);
    const invalid = await execute(broken._id, { type: 'contact', contactId }, { test: true });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details[0]).toMatchObject({ stepId: 'a', code: 'required' });
    expect(await snapshot()).toEqual(before);
  });

  it('terminates a run (409 once it has ended) and deletes a workflow with its history', async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: graph });
    const contactId = await insertContact(ctx, C(), 'Ended');
    const run = await execute(wf._id, { type: 'contact', contactId });
    const id = run.body.executionIds[0];
    await runWhere(ctx, id, ['waiting']);
    const stopped = await call(ctx, 'POST', '/api/workflow/terminateExecution', { token: owner.token, body: { companyId: C(), executionId: id } });
    expect(stopped.body).toMatchObject({ status: 'terminated' });
    expect(stopped.body.durationMs).toBeGreaterThanOrEqual(0);
    expect((await call(ctx, 'POST', '/api/workflow/terminateExecution', { token: owner.token, body: { companyId: C(), executionId: id } })).status).toBe(409);

    const deleted = await call(ctx, 'DELETE', `/api/workflow/${wf._id}?companyId=${C()}`, { token: owner.token });
    expect(deleted.body).toEqual({ ok: true });
    expect((await call(ctx, 'GET', `/api/workflow/${wf._id}?companyId=${C()}`, { token: owner.token })).status).toBe(404);
    expect(await ctx.db.selectFrom('workflowRuns').select('id').where('workflowId', '=', wf._id).execute()).toEqual([]);
  });

  it('gives the webhook signing secret, the same each time and another per workflow', async () => {
    const a = await createWorkflow(ctx, owner, { tasks: graph });
    const b = await createWorkflow(ctx, owner, { tasks: graph });
    const first = await call(ctx, 'GET', `/api/workflow/webhookSecret/${a._id}?companyId=${C()}`, { token: owner.token });
    expect(first.body.header).toBe(WEBHOOK_SIGNATURE_HEADER);
    expect(first.body.secret).toMatch(/^whsec_/);
    expect((await call(ctx, 'GET', `/api/workflow/webhookSecret/${a._id}?companyId=${C()}`, { token: owner.token })).body.secret).toBe(first.body.secret);
    expect((await call(ctx, 'GET', `/api/workflow/webhookSecret/${b._id}?companyId=${C()}`, { token: owner.token })).body.secret).not.toBe(first.body.secret);
  });
});

describe('through the areas', () => {
  it('a contact created through the API starts its run; deleting it through the API unenrolls it', async () => {
    const wf = await createWorkflow(ctx, owner, { triggerType: 'contact_created', status: 'active', tasks: graph });
    const created = await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: C(), name: 'Api', surname: 'Person', email: 'api.person@example.com' } });
    expect(created.status).toBe(201);
    const run = await eventually(async () => ctx.db.selectFrom('workflowRuns').selectAll().where('workflowId', '=', wf._id).where('contactId', '=', created.body._id).executeTakeFirst(), 5000, 'the run');
    await runWhere(ctx, run.id, ['waiting']);
    expect((await call(ctx, 'DELETE', `/api/contact/${created.body._id}`, { token: owner.token, body: { companyId: C() } })).status).toBe(200);
    const ended = await runWhere(ctx, run.id, ['unenrolled']);
    expect([ended.contactId, ended.contactName]).toEqual([null, 'Api Person']);
  });
});

describe('through the integrations', () => {
  it('a lead from the sandbox social network becomes a contact that starts a contact_created run', async () => {
    const wf = await createWorkflow(ctx, owner, { triggerType: 'contact_created', status: 'active', tasks: graph });
    const started = await call(ctx, 'POST', '/api/integrations/facebook/connect', { token: owner.token, body: { companyId: C(), lang: 'es' } });
    expect(started.status).toBe(200);
    const cookie = String(started.headers['set-cookie']).split(';')[0]!;
    const consent = await ctx.app.inject({
      method: 'POST', url: '/api/integrations/facebook/sandbox/consent', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ state: started.body.token, decision: 'allow' }).toString(),
    });
    const back = await ctx.app.inject({ method: 'GET', url: String(consent.headers.location), headers: { cookie } });
    expect(String(back.headers.location)).toContain('connected=facebook');
    const lead = await call(ctx, 'POST', '/api/integrations/facebook/sandbox/test-lead', { token: owner.token, body: { companyId: C(), fields: { full_name: 'Lead Flujo', email: 'lead.flujo@example.com' } } });
    expect(lead.body).toMatchObject({ delivered: true });
    const contact = await ctx.db.selectFrom('contacts').select('id').where('companyId', '=', C()).where('email', '=', 'lead.flujo@example.com').executeTakeFirstOrThrow();
    await eventually(async () => ctx.db.selectFrom('workflowRuns').select('id').where('workflowId', '=', wf._id).where('contactId', '=', contact.id).executeTakeFirst(), 5000, 'the run');
  });
});

describe('property options', () => {
  it("removing an option (agreed to) clears it on the contacts that had it, and that change starts a property_changed workflow for them only", async () => {
    const prop = await call(ctx, 'POST', '/api/createCustomProperty', { token: owner.token, body: { companyId: C(), propertyName: 'plan', type: 'single_choice', options: ['basic', 'pro'] } });
    expect(prop.status).toBe(201);
    const onBasic = await insertContact(ctx, C(), 'Con basic', { plan: 'basic' });
    const onPro = await insertContact(ctx, C(), 'Con pro', { plan: 'pro' });
    const wf = await createWorkflow(ctx, owner, { triggerType: 'property_changed', triggerProperty: 'plan', status: 'active', tasks: graph });
    const edit = await call(ctx, 'PUT', '/api/editCustomProperty', { token: owner.token, body: { companyId: C(), propertyName: 'plan', options: ['pro', 'premium'], clearRemovedOptions: true } });
    expect(edit.status).toBe(200);
    const run = await eventually(async () => ctx.db.selectFrom('workflowRuns').selectAll().where('workflowId', '=', wf._id).executeTakeFirst(), 5000, 'the run');
    expect(run.contactId).toBe(onBasic);
    const contacts = await ctx.db.selectFrom('contacts').select(['id', 'customProperties']).where('id', 'in', [onBasic, onPro]).execute();
    expect(Object.fromEntries(contacts.map((c) => [c.id, c.customProperties]))).toEqual({ [onBasic]: {}, [onPro]: { plan: 'pro' } });
    await runWhere(ctx, run.id, ['waiting']);
    expect(await ctx.db.selectFrom('workflowRuns').select('contactId').where('workflowId', '=', wf._id).execute()).toEqual([{ contactId: onBasic }]);
  });
});

describe('membership and roles', () => {
  it("another company's ids are 404 on every call; nothing changes", async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: graph });
    const contactId = await insertContact(ctx, C(), 'Private');
    const run = (await execute(wf._id, { type: 'contact', contactId })).body.executionIds[0];
    await runWhere(ctx, run, ['waiting']);
    const before = await snapshot();
    const S = stranger.companyId;
    const t = { token: stranger.token };
    const answers = [
      await call(ctx, 'PUT', `/api/workflow/${wf._id}`, { ...t, body: { companyId: S, name: 'Mine' } }),
      await call(ctx, 'PUT', '/api/workflow/changeStatus', { ...t, body: { companyId: S, workflowId: wf._id, status: 'paused' } }),
      await call(ctx, 'POST', '/api/workflow/execute', { ...t, body: { companyId: S, workflowId: wf._id, target: { type: 'contact', contactId } } }),
      await call(ctx, 'GET', `/api/workflow/executions/${wf._id}?companyId=${S}`, t),
      await call(ctx, 'POST', '/api/workflow/terminateExecution', { ...t, body: { companyId: S, executionId: run } }),
      await call(ctx, 'GET', `/api/workflow/${wf._id}?companyId=${S}`, t),
      await call(ctx, 'DELETE', `/api/workflow/${wf._id}?companyId=${S}`, t),
      await call(ctx, 'GET', `/api/workflow/execution/${run}?companyId=${S}`, t),
      await call(ctx, 'GET', `/api/workflow/contactExecutions/${contactId}?companyId=${S}`, t),
      await call(ctx, 'GET', `/api/workflow/webhookSecret/${wf._id}?companyId=${S}`, t),
      // Naming the owner's company without being a member.
      await call(ctx, 'GET', `/api/workflows/${C()}`, t),
      await call(ctx, 'POST', '/api/workflow', { ...t, body: { companyId: C(), name: 'X', triggerType: 'manual' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual(Array(answers.length).fill(404));
    // A workflow of the stranger's own company cannot enroll the owner's contact.
    const theirs = await createWorkflow(ctx, stranger, { status: 'active', tasks: graph });
    expect((await call(ctx, 'POST', '/api/workflow/execute', { ...t, body: { companyId: S, workflowId: theirs._id, target: { type: 'contact', contactId } } })).status).toBe(404);
    expect((await snapshot()).runs).toEqual(before.runs);
  });

  it('agents and viewers read but cannot write (403); nothing changes', async () => {
    const wf = await createWorkflow(ctx, owner, { status: 'active', tasks: graph });
    const contactId = await insertContact(ctx, C(), 'Roles');
    const run = (await execute(wf._id, { type: 'contact', contactId })).body.executionIds[0];
    await runWhere(ctx, run, ['waiting']);
    const before = await snapshot();
    for (const user of [agent, viewer]) {
      const t = { token: user.token };
      const answers = [
        await call(ctx, 'POST', '/api/workflow', { ...t, body: { companyId: C(), name: 'X', triggerType: 'manual' } }),
        await call(ctx, 'PUT', `/api/workflow/${wf._id}`, { ...t, body: { companyId: C(), name: 'Mine' } }),
        await call(ctx, 'PUT', '/api/workflow/changeStatus', { ...t, body: { companyId: C(), workflowId: wf._id, status: 'paused' } }),
        await call(ctx, 'POST', '/api/workflow/execute', { ...t, body: { companyId: C(), workflowId: wf._id, target: { type: 'contact', contactId } } }),
        await call(ctx, 'POST', '/api/workflow/terminateExecution', { ...t, body: { companyId: C(), executionId: run } }),
        await call(ctx, 'DELETE', `/api/workflow/${wf._id}?companyId=${C()}`, t),
        await call(ctx, 'GET', `/api/workflow/webhookSecret/${wf._id}?companyId=${C()}`, t),
      ];
      expect(answers.map((a) => a.status)).toEqual(Array(answers.length).fill(403));
      expect((await call(ctx, 'GET', `/api/workflows/${C()}`, t)).status).toBe(200);
    }
    expect(await snapshot()).toEqual(before);
  });
});

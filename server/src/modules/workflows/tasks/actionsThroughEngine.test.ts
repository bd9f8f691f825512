import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../../test/fixtures';
import { insertList } from '../../contactLists/contactLists.repository';
import { addSendingDomain, addTemplate, outbox } from '../../emailSending/emailSending.fixtures';
import { insertPipeline, insertStage } from '../../pipelines/pipelines.repository';
import { createWorkflow, eventually, runsOf, runWhere, stepsOf } from '../workflows.fixtures';

/**
 * The real action handlers and branch conditions driven by the real engine: a contact created
 * through the API starts the run; each step's effect and logged output are what the handlers say.
 */
let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: true });
  owner = await createTestUser(ctx);
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
});
afterAll(async () => ctx?.close());

describe('actions through the engine', () => {
  it('contact created → add to list → if in the list notify the agent, else comment', async () => {
    const listId = await insertList(ctx.db, { companyId: owner.companyId, name: 'Nuevos leads', description: null });
    const wf = await createWorkflow(ctx, owner, {
      name: 'Bienvenida', triggerType: 'contact_created', status: 'active',
      tasks: {
        start: 'add',
        steps: [
          { id: 'add', type: 'add_to_list', listId, next: 'check' },
          { id: 'check', type: 'branch', conditions: [{ kind: 'list', listId, member: true }], next: 'tell', elseNext: 'note' },
          { id: 'tell', type: 'notify_user', userIds: [agent.id], message: 'Nuevo lead' },
          { id: 'note', type: 'add_comment', text: 'No entró en la lista' },
        ],
      },
    });
    const created = await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, name: 'Sara' } });
    const contactId = created.body._id as string;
    const run = await eventually(async () => (await runsOf(ctx, wf._id))[0], 5000, 'a run');
    expect(run.contactId).toBe(contactId);
    await runWhere(ctx, run.id, ['completed']);
    const steps = await stepsOf(ctx, run.id);
    expect(steps.map((s) => [s.stepId, s.status])).toEqual([['add', 'completed'], ['check', 'completed'], ['tell', 'completed']]);
    expect(steps[0].output).toEqual({ listId, listName: 'Nuevos leads', added: true });
    expect(steps[1].output).toEqual({ matched: true, conditions: [{ index: 0, result: true }] });
    expect(steps[2].output).toEqual({ notified: [agent.id], skipped: [] });
    const bell = await call(ctx, 'GET', `/api/notifications?companyId=${owner.companyId}`, { token: agent.token });
    expect(bell.body).toMatchObject({ unread: 1, data: [{ title: 'Bienvenida', body: 'Nuevo lead', link: `/crm/workflow-executions/${wf._id}` }] });
  });

  it('send an email → wait until it is opened → if opened, move to Qualified', async () => {
    await addSendingDomain(ctx, owner.companyId, 'news.example.com');
    const template = await addTemplate(ctx, owner.companyId, { name: 'Oferta', subject: 'Oferta', html: '<p>Hola</p>' });
    const pipelineId = (await insertPipeline(ctx.db, { companyId: owner.companyId, name: 'Ventas', description: null })).id;
    const qualified = await insertStage(ctx.db, { companyId: owner.companyId, pipelineId, name: 'Qualified', color: null, position: 0 });
    const wf = await createWorkflow(ctx, owner, {
      triggerType: 'manual', status: 'active',
      tasks: {
        start: 'mail',
        steps: [
          { id: 'mail', type: 'send_email', templateId: template.id, fromEmail: 'hola@news.example.com', next: 'wait' },
          { id: 'wait', type: 'wait_for_event', event: 'email_opened', timeoutAmount: 1, timeoutUnit: 'days', next: 'check', timeoutNext: 'check' },
          { id: 'check', type: 'branch', conditions: [{ kind: 'email', stepId: 'mail', event: 'opened' }], next: 'qualify' },
          { id: 'qualify', type: 'move_to_stage', pipelineId, stageId: qualified },
        ],
      },
    });
    const contactId = (await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, name: 'Úrsula', email: 'ursula@example.com' } })).body._id;
    const started = await call(ctx, 'POST', '/api/workflow/execute', { token: owner.token, body: { companyId: owner.companyId, workflowId: wf._id, target: { type: 'contact', contactId } } });
    expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
    const run = await eventually(async () => (await runsOf(ctx, wf._id))[0], 5000, 'a run');
    await runWhere(ctx, run.id, ['waiting']);
    const [mail] = await outbox(ctx, 'ursula@example.com');
    await ctx.app.inject({ method: 'GET', url: /\/api\/email\/o\/[A-Za-z0-9_-]+/.exec(String(mail.html))![0] });
    await runWhere(ctx, run.id, ['completed']);
    const steps = await stepsOf(ctx, run.id);
    expect(steps.map((s) => s.stepId)).toEqual(['mail', 'wait', 'check', 'qualify']);
    expect(steps[2].output).toEqual({ matched: true, conditions: [{ index: 0, result: true }] });
    const stage = await ctx.db.selectFrom('contactPipelineStages').select('stageId').where('contactId', '=', contactId).executeTakeFirst();
    expect(stage?.stageId).toBe(qualified);
    expect(await outbox(ctx, 'ursula@example.com')).toHaveLength(1);
  });

  it('a step whose reference is gone fails the run at once with its message', async () => {
    const listId = await insertList(ctx.db, { companyId: owner.companyId, name: 'Se borrará', description: null });
    const wf = await createWorkflow(ctx, owner, {
      triggerType: 'contact_created', status: 'active', tasks: { start: 'add', steps: [{ id: 'add', type: 'add_to_list', listId }] },
    });
    await ctx.db.deleteFrom('contactLists').where('id', '=', listId).execute();
    await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, name: 'Tomás' } });
    const run = await eventually(async () => (await runsOf(ctx, wf._id))[0], 5000, 'a run');
    const failed = await runWhere(ctx, run.id, ['failed']);
    expect(failed.error).toMatch(/contact list no longer exists/);
    const [step] = await stepsOf(ctx, run.id);
    expect([step.status, step.attempt]).toEqual(['failed', 1]);
  });
});

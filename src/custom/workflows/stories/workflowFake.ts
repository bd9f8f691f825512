import {
  validateWorkflowGraph, workflowSettings, workflowTasks, type Execution, type ExecutionStep, type Step, type Workflow, type WorkflowTasks,
} from '../../../../contract/workflows';
import type { CallArgs } from '../../../dataProvider/createApiClient';
import { ApiError } from '../../../dataProvider/ApiError';
import { createFakeCrmApi } from '../../crm/stories/createFakeCrmApi';
import { COMPANY_ID, LIST_VIP, OWNER_ID, PIPELINE_SALES, STAGE_WON, sampleCrmData } from '../../crm/stories/crmFixtures';

type Handler = (args: CallArgs, body: Record<string, unknown>) => unknown;

export const WF_WELCOME = '00000000-0000-4000-8030-000000000001';
export const WF_DRAFT = '00000000-0000-4000-8030-000000000002';
export const TEMPLATE_WELCOME = '00000000-0000-4000-8020-000000000001';
export const FORM_CONTACT = '00000000-0000-4000-8031-000000000001';
export const CONTACT_ANA = '00000000-0000-4000-8000-000000000001';

let sequence = 100;
const newId = (block: string) => `00000000-0000-4000-${block}-${String(++sequence).padStart(12, '0')}`;
const notFound = () => new ApiError('Not found', 404, { error_code: 'not_found', message: 'Not found' });
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes)).toISOString();

/** form submitted → wait 1 day → send the welcome email → if opened move to "Ganado" else add to the VIP list. */
export const welcomeTasks = (): WorkflowTasks =>
  workflowTasks.parse({
    start: 'wait_1',
    steps: [
      { id: 'wait_1', type: 'wait_duration', amount: 1, unit: 'days', next: 'email_1' },
      { id: 'email_1', type: 'send_email', templateId: TEMPLATE_WELCOME, fromEmail: 'hola@demo.example', next: 'branch_1' },
      { id: 'branch_1', type: 'branch', conditions: [{ kind: 'email', stepId: 'email_1', event: 'opened' }], next: 'stage_1', elseNext: 'list_1' },
      { id: 'stage_1', type: 'move_to_stage', pipelineId: PIPELINE_SALES, stageId: STAGE_WON },
      { id: 'list_1', type: 'add_to_list', listId: LIST_VIP },
    ],
  });

const workflow = (_id: string, name: string, extra: Partial<Workflow> = {}): Workflow => {
  const w: Workflow = {
    _id, companyId: COMPANY_ID, name, description: '', triggerType: 'form_submitted', triggerProperty: null, triggerValue: FORM_CONTACT,
    settings: workflowSettings.parse({}), tasks: welcomeTasks(), status: 'active', issues: [], counts: { active: 2, completed: 5, failed: 1 },
    createdAt: at(0), updatedAt: at(30), ...extra,
  };
  return { ...w, issues: validateWorkflowGraph(w.tasks, w) };
};

const run = (n: number, status: Execution['status'], extra: Partial<Execution> = {}): Execution => ({
  _id: newId('8032'), executionId: '', workflowId: WF_WELCOME, workflowName: 'Bienvenida', contactId: CONTACT_ANA, contactName: `Contacto ${n}`,
  status, enrolledBy: 'trigger', currentStepId: status === 'waiting' ? 'wait_1' : null, currentStepType: status === 'waiting' ? 'wait_duration' : null,
  resumeAt: status === 'waiting' ? at(24 * 60) : null, startedAt: at(n), endedAt: ['completed', 'failed', 'terminated'].includes(status) ? at(n + 2) : null,
  durationMs: ['completed', 'failed', 'terminated'].includes(status) ? 125_000 : null, error: status === 'failed' ? 'The template was deleted' : null, ...extra,
});

export type WorkflowData = { workflows: Workflow[]; executions: Execution[]; steps: Record<string, ExecutionStep[]> };

export function sampleWorkflowData(): WorkflowData {
  const executions = [
    run(1, 'waiting'),
    run(2, 'running', { currentStepId: 'email_1', currentStepType: 'send_email' }),
    run(3, 'completed', { contactName: 'Ana García' }),
    run(4, 'failed'),
  ].map((e) => ({ ...e, executionId: e._id }));
  const completed = executions[2];
  const steps: Record<string, ExecutionStep[]> = {
    [completed._id]: [
      { _id: newId('8033'), stepId: 'wait_1', stepType: 'wait_duration', attempt: 1, status: 'completed', input: { amount: 1, unit: 'days' }, output: { resumedBy: 'time' }, error: null, startedAt: at(3), endedAt: at(4) },
      { _id: newId('8033'), stepId: 'email_1', stepType: 'send_email', attempt: 1, status: 'completed', input: { templateId: TEMPLATE_WELCOME }, output: { messageId: 'msg-42', status: 'sent', to: 'ana.garcia@example.com', templateId: TEMPLATE_WELCOME }, error: null, startedAt: at(4), endedAt: at(5) },
    ],
    [executions[3]._id]: [
      { _id: newId('8033'), stepId: 'email_1', stepType: 'send_email', attempt: 4, status: 'failed', input: { templateId: TEMPLATE_WELCOME }, output: null, error: 'The template was deleted', startedAt: at(4), endedAt: at(5) },
    ],
  };
  return {
    workflows: [
      workflow(WF_WELCOME, 'Bienvenida'),
      workflow(WF_DRAFT, 'Renovaciones', {
        status: 'draft', triggerType: 'list_added', triggerValue: LIST_VIP, counts: { active: 0, completed: 0, failed: 0 },
        tasks: workflowTasks.parse({ start: 'email_1', steps: [{ id: 'email_1', type: 'send_email', fromEmail: '' }] }),
      }),
    ],
    executions,
    steps,
  };
}

/** Like the server: a workflow whose graph has problems is refused as active, the problems in `details`. */
const refuseInvalid = (w: Workflow) => {
  const issues = validateWorkflowGraph(w.tasks, w);
  // The server's shape (workflows.presenter issueAsField): each issue a refused field with its step.
  const details = issues.map((i) => ({ path: i.stepId ? `body.tasks.steps.${i.stepId}${i.field ? `.${i.field}` : ''}` : 'body.tasks', message: i.message, code: i.code, stepId: i.stepId, ...(i.field ? { field: i.field } : {}) }));
  if (issues.length) throw new ApiError('The workflow cannot run', 400, { error_code: 'workflow_invalid', message: 'The workflow cannot run', details });
};

/**
 * A fake workflow server beside the CRM's (contacts, lists, stages, properties, collaborators): the
 * workflows with their counts and issues, runs with paging and a status filter, step logs, terminate,
 * manual and test runs (a test run advances one step per poll), and the pickers' templates and forms.
 */
export function workflowServer(change?: (data: WorkflowData) => void) {
  const crm = sampleCrmData();
  const data = sampleWorkflowData();
  change?.(data);
  const find = (id: unknown) => data.workflows.find((w) => w._id === id) ?? (() => { throw notFound(); })();
  const findRun = (id: unknown) => data.executions.find((e) => e._id === id) ?? (() => { throw notFound(); })();
  const polls = new Map<string, number>();
  const save = (w: Workflow) => Object.assign(w, { issues: validateWorkflowGraph(w.tasks, w), updatedAt: new Date().toISOString() });

  const handlers: Record<string, Handler> = {
    'GET /workflows/:companyId': ({ query }) => {
      const q = String(query?.q ?? '').toLowerCase();
      const rows = data.workflows.filter((w) => (!q || w.name.toLowerCase().includes(q)) && (!query?.status || w.status === query.status));
      const page = Number(query?.page ?? 1), limit = Number(query?.limit ?? 50);
      return { data: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit };
    },
    'GET /workflow/:id': ({ params }) => find(params?.id),
    'POST /workflow': (_, body) => {
      const { companyId: _c, ...fields } = body;
      const created = workflow(newId('8030'), String(fields.name), {
        status: 'draft', counts: { active: 0, completed: 0, failed: 0 }, ...(fields as Partial<Workflow>),
        triggerProperty: (fields.triggerProperty as string) ?? null, triggerValue: (fields.triggerValue as string) ?? null,
        settings: workflowSettings.parse(fields.settings ?? {}), tasks: workflowTasks.parse(fields.tasks ?? {}),
      });
      data.workflows.push(created);
      return created;
    },
    'PUT /workflow/:id': ({ params }, body) => {
      const w = find(params?.id);
      const { companyId: _c, ...fields } = body;
      const next = { ...w, ...(fields as Partial<Workflow>) };
      if (w.status === 'active') refuseInvalid(next);
      return save(Object.assign(w, fields));
    },
    'PUT /workflow/changeStatus': (_, body) => {
      const w = find(body.workflowId);
      if (body.status === 'active') refuseInvalid(w);
      w.status = body.status as Workflow['status'];
      return save(w);
    },
    'DELETE /workflow/:id': ({ params }) => {
      find(params?.id);
      data.workflows = data.workflows.filter((w) => w._id !== params?.id);
      return { ok: true };
    },
    'POST /workflow/execute': (_, body) => {
      const w = find(body.workflowId);
      refuseInvalid(w);
      if (!body.test && w.status !== 'active') throw new ApiError('Activate the workflow before enrolling contacts', 409, { error_code: 'workflow_not_active', message: 'Activate the workflow before enrolling contacts' });
      const target = body.target as { type: string; contactId?: string };
      const contact = crm.contacts.find((c) => c._id === target.contactId);
      if (data.executions.some((e) => e.workflowId === w._id && e.contactId === target.contactId && ['running', 'waiting', 'paused'].includes(e.status))) {
        return { enrolled: 0, alreadyRunning: 1, executionIds: [] };
      }
      const id = newId('8032');
      const created: Execution = {
        ...run(0, 'running'), _id: id, executionId: id, workflowId: w._id, workflowName: w.name, contactId: target.contactId ?? null,
        contactName: contact ? `${contact.name} ${contact.surname}` : '', enrolledBy: body.test ? 'test' : 'manual', currentStepId: w.tasks.start,
        currentStepType: w.tasks.steps.find((s) => s.id === w.tasks.start)?.type ?? null, startedAt: new Date().toISOString(),
      };
      data.executions.unshift(created);
      data.steps[id] = [];
      return { enrolled: 1, alreadyRunning: 0, executionIds: [id] };
    },
    'GET /workflow/executions/:id': ({ params, query }) => {
      const statusMatches = (status: string) => !query?.status || (query.status === 'active' ? ['running', 'waiting', 'paused'].includes(status) : status === query.status);
      const rows = data.executions.filter((e) => e.workflowId === params?.id && statusMatches(e.status));
      const page = Number(query?.page ?? 1), limit = Number(query?.limit ?? 20);
      return { data: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit };
    },
    'GET /workflow/execution/:executionId': ({ params }) => {
      const e = findRun(params?.executionId);
      // A test run moves two steps along its workflow's main path each time it is read.
      if (e.enrolledBy === 'test' && e.status === 'running') {
        const seen = (polls.get(e._id) ?? 0) + 1;
        polls.set(e._id, seen);
        const w = find(e.workflowId);
        const path: Step[] = [];
        for (let id = w.tasks.start; id; ) {
          const s = w.tasks.steps.find((x) => x.id === id);
          if (!s || path.includes(s)) break;
          path.push(s);
          id = s.next;
        }
        data.steps[e._id] = path.slice(0, seen * 2).map((s, i) => ({
          _id: `${e._id}-${i}`, stepId: s.id, stepType: s.type, attempt: 1, status: 'completed', input: { ...s, id: undefined, next: undefined, type: undefined },
          output: s.type === 'send_email' ? { messageId: `msg-${i}` } : { ok: true }, error: null, startedAt: e.startedAt, endedAt: new Date().toISOString(),
        }));
        if (seen * 2 >= path.length) Object.assign(e, { status: 'completed', currentStepId: null, currentStepType: null, endedAt: new Date().toISOString(), durationMs: 1500 });
      }
      return { ...e, steps: data.steps[e._id] ?? [] };
    },
    'POST /workflow/terminateExecution': (_, body) => Object.assign(findRun(body.executionId), { status: 'terminated', endedAt: new Date().toISOString(), currentStepId: null, currentStepType: null }),
    'GET /workflow/contactExecutions/:contactId': ({ params }) => ({ data: data.executions.filter((e) => e.contactId === params?.contactId) }),
    'GET /templates': () => ({
      data: [{ _id: TEMPLATE_WELCOME, companyId: COMPANY_ID, name: 'Bienvenida', subject: 'Hola {{name}}', preheader: '', variables: [], builder: 'mjml', stripoId: null, language: 'es', thumbnailUrl: null, createdAt: at(0), updatedAt: at(0), updatedBy: OWNER_ID }],
      total: 1,
    }),
    'GET /getFormsData/:companyId': () => ({
      data: [{ _id: FORM_CONTACT, companyId: COMPANY_ID, landingId: null, landingName: 'Inicio', site: null, formKey: 'contacto', name: 'Contacto', submissions: 3, lastSubmissionAt: at(1), fieldNames: ['email'] }],
    }),
    'GET /whatsappTemplates/:companyId': () => ({ data: [], total: 0, page: 1, limit: 100 }),
  };
  const server = createFakeCrmApi(crm, handlers);
  return { server, data, crm };
}

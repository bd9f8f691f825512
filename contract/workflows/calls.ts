import { z } from 'zod';
import { defineCall } from '../define';
import { id, listOf, okResponse } from '../common';
import { contactQueryFields } from '../contacts';
import { RUN_STATUSES, STEP_STATUSES, WORKFLOW_STATUSES, triggerFields, workflowSettings, workflowTasks } from './model';
import { GRAPH_ISSUE_CODES } from './graph';

/**
 * Workflow calls (SPEC §7 "Workflows", §9 paging; issue 15 §3). The SPEC's bodies name the
 * workflow or execution only; like every company-scoped call here they also carry `companyId`
 * (body, or query on GETs), where membership and the role are checked — an id of another
 * company then answers 404 whatever it names.
 * Permissions: reading needs `workflows:read`; create, edit, status, execute and terminate
 * `workflows:write`; delete `workflows:delete` (owner, admin, manager — see roles.ts).
 * Extras the screens need, beyond the SPEC's seven: get one workflow, delete, one execution with
 * its step log, a contact's runs, and the webhook signing secret.
 */

const byBody = { in: 'body', key: 'companyId' } as const;
const byQuery = { in: 'query', key: 'companyId' } as const;
const byParams = { in: 'params', key: 'companyId' } as const;
const companyQuery = z.object({ companyId: id });

const name = z.string().trim().min(1, 'The workflow needs a name').max(120, 'A workflow name has at most 120 characters');
const description = z.string().trim().max(1000, 'A description has at most 1000 characters');

const workflowFields = { name, description, ...triggerFields, settings: workflowSettings, tasks: workflowTasks };
export const workflowInput = z.object({
  ...workflowFields,
  description: description.default(''),
  settings: workflowSettings.default(workflowSettings.parse({})),
  tasks: workflowTasks.default(workflowTasks.parse({})),
});
export type WorkflowInput = z.infer<typeof workflowInput>;
/** An edit: only what is sent changes (no defaults here, or a rename would empty the graph). */
export const workflowPatch = z.object(workflowFields).partial();

export const graphIssue = z.object({ stepId: z.string().nullable(), field: z.string().optional(), code: z.enum(GRAPH_ISSUE_CODES), message: z.string() });

export const runCounts = z.object({ active: z.number(), completed: z.number(), failed: z.number() });

export const workflow = z.object({
  _id: z.string(),
  companyId: z.string(),
  name: z.string(),
  description: z.string(),
  triggerType: triggerFields.triggerType,
  triggerProperty: z.string().nullable(),
  triggerValue: z.string().nullable(),
  settings: workflowSettings,
  tasks: workflowTasks,
  status: z.enum(WORKFLOW_STATUSES),
  /** What stops the workflow from being active (validateWorkflowGraph); empty when it can run. */
  issues: z.array(graphIssue),
  /** Runs in flight (running, waiting, paused), completed and failed. */
  counts: runCounts,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Workflow = z.infer<typeof workflow>;

export const ENROLLED_BY = ['trigger', 'manual', 'test'] as const;

export const execution = z.object({
  _id: z.string(),
  executionId: z.string(),
  workflowId: z.string(),
  workflowName: z.string(),
  contactId: z.string().nullable(),
  contactName: z.string(),
  status: z.enum(RUN_STATUSES),
  enrolledBy: z.enum(ENROLLED_BY),
  currentStepId: z.string().nullable(),
  currentStepType: z.string().nullable(),
  /** When a waiting run goes on (its wait's end or timeout). */
  resumeAt: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  error: z.string().nullable(),
});
export type Execution = z.infer<typeof execution>;

export const executionStep = z.object({
  _id: z.string(),
  stepId: z.string(),
  stepType: z.string(),
  attempt: z.number(),
  status: z.enum(STEP_STATUSES),
  input: z.unknown(),
  output: z.unknown(),
  error: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type ExecutionStep = z.infer<typeof executionStep>;

/** Who workflow/execute enrolls. */
export const executeTarget = z.discriminatedUnion('type', [
  z.object({ type: z.literal('contact'), contactId: id }),
  z.object({ type: z.literal('list'), listId: id }),
  z.object({ type: z.literal('filter'), ...contactQueryFields.shape }),
]);
export type ExecuteTarget = z.infer<typeof executeTarget>;

export const executeResult = z.object({
  /** Runs started. */
  enrolled: z.number(),
  /** Contacts already in a run of this workflow (one run at a time). */
  alreadyRunning: z.number(),
  /** The first runs started (a test run: its one run). */
  executionIds: z.array(z.string()),
});

export const workflowCalls = {
  createWorkflow: defineCall({
    method: 'POST', path: '/workflow', summary: 'Create a workflow (a draft unless status says otherwise)',
    body: workflowInput.extend({ companyId: id, status: z.enum(WORKFLOW_STATUSES).default('draft') }), company: byBody, permission: 'workflows:write', response: workflow,
  }),
  updateWorkflow: defineCall({
    method: 'PUT', path: '/workflow/:id', summary: 'Change a workflow (runs in flight keep the graph they started with)',
    params: z.object({ id }), body: workflowPatch.extend({ companyId: id }), company: byBody, permission: 'workflows:write', response: workflow,
  }),
  changeWorkflowStatus: defineCall({
    method: 'PUT', path: '/workflow/changeStatus', summary: 'Activate, pause or return a workflow to draft',
    body: z.object({ companyId: id, workflowId: id, status: z.enum(WORKFLOW_STATUSES) }), company: byBody, permission: 'workflows:write', response: workflow,
  }),
  executeWorkflow: defineCall({
    method: 'POST', path: '/workflow/execute', summary: 'Enroll one contact, a list or the contacts of a filter by hand (test: one contact, waits skipped)',
    body: z.object({ companyId: id, workflowId: id, target: executeTarget, test: z.boolean().default(false) }), company: byBody, permission: 'workflows:write', response: executeResult,
  }),
  listWorkflows: defineCall({
    method: 'GET', path: '/workflows/:companyId', summary: "The company's workflows with their run counts",
    params: z.object({ companyId: id }),
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      limit: z.coerce.number().int().min(1).max(200).default(50),
      q: z.string().trim().max(200).optional(),
      status: z.enum(WORKFLOW_STATUSES).optional(),
    }),
    company: byParams, permission: 'workflows:read', response: listOf(workflow),
  }),
  listWorkflowExecutions: defineCall({
    method: 'GET', path: '/workflow/executions/:id', summary: "A workflow's runs, newest first (20 per page)",
    params: z.object({ id }),
    query: companyQuery.extend({
      page: z.coerce.number().int().min(1).default(1),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      /** One status, or `active`: every run in flight (running, waiting, paused). */
      status: z.enum([...RUN_STATUSES, 'active']).optional(),
      contactId: id.optional(),
    }),
    company: byQuery, permission: 'workflows:read', response: listOf(execution),
  }),
  terminateWorkflowExecution: defineCall({
    method: 'POST', path: '/workflow/terminateExecution', summary: 'Stop a run and its pending steps at once',
    body: z.object({ companyId: id, executionId: id }), company: byBody, permission: 'workflows:write', response: execution,
  }),
  getWorkflow: defineCall({
    method: 'GET', path: '/workflow/:id', summary: 'One workflow', params: z.object({ id }), query: companyQuery, company: byQuery, permission: 'workflows:read', response: workflow,
  }),
  deleteWorkflow: defineCall({
    method: 'DELETE', path: '/workflow/:id', summary: 'Delete a workflow: its runs in flight stop, its history goes with it',
    params: z.object({ id }), query: companyQuery, company: byQuery, permission: 'workflows:delete', response: okResponse,
  }),
  getWorkflowExecution: defineCall({
    method: 'GET', path: '/workflow/execution/:executionId', summary: 'One run with its step log',
    params: z.object({ executionId: id }), query: companyQuery, company: byQuery, permission: 'workflows:read',
    response: execution.extend({ steps: z.array(executionStep) }),
  }),
  contactWorkflowExecutions: defineCall({
    method: 'GET', path: '/workflow/contactExecutions/:contactId', summary: "The runs a contact is or was in, newest first",
    params: z.object({ contactId: id }), query: companyQuery.extend({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    company: byQuery, permission: 'workflows:read', response: z.object({ data: z.array(execution) }),
  }),
  getWorkflowWebhookSecret: defineCall({
    method: 'GET', path: '/workflow/webhookSecret/:id', summary: "The secret a workflow's webhook steps sign their requests with (to verify them at the receiver)",
    params: z.object({ id }), query: companyQuery, company: byQuery, permission: 'workflows:write',
    response: z.object({ secret: z.string(), header: z.string() }),
  }),
} as const;

import type { z } from 'zod';
import {
  workflowCalls, type ExecuteTarget, type Execution, type ExecutionStep, type RunStatus, type Workflow, type WorkflowInput, type WorkflowStatus,
} from '../../../../contract/workflows';
import { templateCalls, type EmailTemplateSummary } from '../../../../contract/email';
import type { ApiClient } from '../../../dataProvider/createApiClient';

export type ExecutionWithSteps = Execution & { steps: ExecutionStep[] };
export type ExecuteResult = z.infer<typeof workflowCalls.executeWorkflow.response>;
export type Page<T> = { data: T[]; total: number; page: number; limit: number };
/** What the builder saves (the workflow's own fields; the server adds counts and issues). */
export type WorkflowDraft = WorkflowInput;

/** The workflow calls the screens make, each with the current company where its contract puts it. */
export function createWorkflowClient(api: ApiClient, getCompanyId: () => string | null) {
  const companyId = () => {
    const id = getCompanyId();
    if (!id) throw new Error('No company selected');
    return id;
  };
  return {
    get: (id: string) => api.call<Workflow>(workflowCalls.getWorkflow, { params: { id }, query: { companyId: companyId() } }),
    create: (draft: WorkflowDraft, status: WorkflowStatus = 'draft') =>
      api.call<Workflow>(workflowCalls.createWorkflow, { body: { ...draft, companyId: companyId(), status } }),
    update: (id: string, draft: Partial<WorkflowDraft>) => api.call<Workflow>(workflowCalls.updateWorkflow, { params: { id }, body: { ...draft, companyId: companyId() } }),
    changeStatus: (workflowId: string, status: WorkflowStatus) =>
      api.call<Workflow>(workflowCalls.changeWorkflowStatus, { body: { companyId: companyId(), workflowId, status } }),
    remove: (id: string) => api.call<{ ok: true }>(workflowCalls.deleteWorkflow, { params: { id }, query: { companyId: companyId() } }),
    execute: (workflowId: string, target: ExecuteTarget, test = false) =>
      api.call<ExecuteResult>(workflowCalls.executeWorkflow, { body: { companyId: companyId(), workflowId, target, test } }),
    executions: (workflowId: string, query: { page: number; limit?: number; status?: RunStatus | 'active' }) =>
      api.call<Page<Execution>>(workflowCalls.listWorkflowExecutions, { params: { id: workflowId }, query: { companyId: companyId(), limit: 20, ...query } }),
    execution: (executionId: string) =>
      api.call<ExecutionWithSteps>(workflowCalls.getWorkflowExecution, { params: { executionId }, query: { companyId: companyId() } }),
    terminate: (executionId: string) => api.call<Execution>(workflowCalls.terminateWorkflowExecution, { body: { companyId: companyId(), executionId } }),
    contactExecutions: (contactId: string) =>
      api.call<{ data: Execution[] }>(workflowCalls.contactWorkflowExecutions, { params: { contactId }, query: { companyId: companyId(), limit: 20 } }),
    /** Active and paused workflows a contact can be enrolled in by hand. */
    list: (query: { q?: string; status?: WorkflowStatus; limit?: number } = {}) =>
      api.call<Page<Workflow>>(workflowCalls.listWorkflows, { params: { companyId: companyId() }, query: { page: 1, limit: 200, ...query } }),
    emailTemplates: () => api.call<{ data: EmailTemplateSummary[] }>(templateCalls.listEmailTemplates, { query: { companyId: companyId() } }),
  };
}

export type WorkflowClient = ReturnType<typeof createWorkflowClient>;

/** A copy's draft: the same trigger, settings and graph, under "… (copy)", never active. */
export function copyOf(workflow: Workflow, suffix: string): WorkflowDraft {
  return {
    name: `${workflow.name} ${suffix}`.slice(0, 120),
    description: workflow.description,
    triggerType: workflow.triggerType,
    triggerProperty: workflow.triggerProperty,
    triggerValue: workflow.triggerValue,
    settings: workflow.settings,
    tasks: workflow.tasks,
  };
}

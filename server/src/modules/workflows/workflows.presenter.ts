import { validateWorkflowGraph, type Execution, type ExecutionStep, type GraphIssue, type Workflow } from '../../../../contract/workflows';
import type { FieldIssue } from '../../http/errors';
import type { Counts, RunStepRow, RunWithName, WorkflowRow } from './workflows.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function issuesOf(w: Pick<WorkflowRow, 'tasks' | 'triggerType' | 'triggerProperty' | 'triggerValue'>): GraphIssue[] {
  return validateWorkflowGraph(w.tasks, w);
}

export function presentWorkflow(w: WorkflowRow, counts: Counts = { active: 0, completed: 0, failed: 0 }): Workflow {
  return {
    _id: w.id, companyId: w.companyId, name: w.name, description: w.description, triggerType: w.triggerType,
    triggerProperty: w.triggerProperty, triggerValue: w.triggerValue, settings: w.settings, tasks: w.tasks, status: w.status,
    issues: issuesOf(w), counts, createdAt: w.createdAt.toISOString(), updatedAt: w.updatedAt.toISOString(),
  };
}

export function presentRun(r: RunWithName): Execution {
  const step = r.currentStepId ? r.tasks.steps.find((s) => s.id === r.currentStepId) : undefined;
  return {
    _id: r.id, executionId: r.id, workflowId: r.workflowId, workflowName: r.workflowName, contactId: r.contactId, contactName: r.contactName,
    status: r.status, enrolledBy: r.enrolledBy, currentStepId: r.currentStepId, currentStepType: step?.type ?? null,
    resumeAt: iso(r.resumeAt), startedAt: r.startedAt.toISOString(), endedAt: iso(r.endedAt),
    durationMs: r.endedAt ? r.endedAt.getTime() - r.startedAt.getTime() : null, error: r.error,
  };
}

export function presentStep(s: RunStepRow): ExecutionStep {
  return {
    _id: s.id, stepId: s.stepId, stepType: s.stepType, attempt: s.attempt, status: s.status, input: s.input ?? null, output: s.output ?? null,
    error: s.error, startedAt: s.startedAt.toISOString(), endedAt: iso(s.endedAt),
  };
}

/** A graph issue as a refused field: where it is (the step, or the trigger), its code and English message. */
export function issueAsField(i: GraphIssue): FieldIssue & { stepId: string | null; field?: string } {
  const path = i.stepId ? `body.tasks.steps.${i.stepId}${i.field ? `.${i.field}` : ''}` : i.field && i.field !== 'start' ? `body.${i.field}` : 'body.tasks';
  return { path, message: i.stepId ? `Step ${i.stepId}: ${i.message}` : i.message, code: i.code, stepId: i.stepId, ...(i.field ? { field: i.field } : {}) };
}

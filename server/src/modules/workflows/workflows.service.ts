import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { ACTIVE_RUN_STATUSES, type ExecuteTarget, type WorkflowStatus, type workflowCalls } from '../../../../contract/workflows';
import { contactWhere } from '../contacts/contacts.filters';
import { requireContact, requireList } from '../contacts/contacts.service';
import { loadPropertyDefs } from '../customProperties/customProperties.service';
import * as repo from './workflows.repository';
import { issueAsField, issuesOf, presentRun, presentStep, presentWorkflow } from './workflows.presenter';
import { contactCandidates, endRun, lockRun, startRuns } from './engine/runs';
import { enqueueMany, STEP_QUEUE } from './engine/queues';
import { notifyRunChanged } from './engine/live';
import { webhookTargetIssues } from './webhookTargets';

type CreateBody = z.output<typeof workflowCalls.createWorkflow.body>;
type UpdateBody = z.output<typeof workflowCalls.updateWorkflow.body>;
type ExecuteBody = z.output<typeof workflowCalls.executeWorkflow.body>;
type Trigger = Pick<repo.WorkflowRow, 'tasks' | 'triggerType' | 'triggerProperty' | 'triggerValue'>;

/** A workflow whose graph or trigger has problems cannot be active nor run: 400 naming each faulty step. */
function requireRunnable(w: Trigger): void {
  const issues = issuesOf(w);
  if (!issues.length) return;
  const first = issues[0];
  const where = first.stepId ? `step ${first.stepId}` : 'the trigger';
  throw badRequest(`The workflow cannot run: ${first.message} (${where})${issues.length > 1 ? ` and ${issues.length - 1} more` : ''}`, issues.map(issueAsField), 'workflow_invalid');
}

/** Webhook URLs the engine would refuse are refused at save, on their step (400 like a graph issue). */
async function requireCallableWebhooks(deps: AppDeps, tasks: Trigger['tasks'] | undefined): Promise<void> {
  if (!tasks) return;
  const issues = await webhookTargetIssues(deps.config, tasks);
  if (!issues.length) return;
  throw badRequest(`Step ${issues[0].stepId}: ${issues[0].message}`, issues.map(issueAsField), 'workflow_invalid');
}

async function requireWorkflow(db: Db, companyId: string, id: string, lock = false): Promise<repo.WorkflowRow> {
  const row = lock ? await repo.lockWorkflow(db, companyId, id) : await repo.findWorkflow(db, companyId, id);
  if (!row) throw notFound('Workflow');
  return row;
}

async function present(db: Db, row: repo.WorkflowRow) {
  return presentWorkflow(row, (await repo.runCounts(db, [row.id])).get(row.id));
}

export async function createWorkflow(deps: AppDeps, companyId: string, body: CreateBody) {
  const trigger = { triggerType: body.triggerType, triggerProperty: body.triggerProperty ?? null, triggerValue: body.triggerValue ?? null };
  if (body.status === 'active') requireRunnable({ ...trigger, tasks: body.tasks });
  await requireCallableWebhooks(deps, body.tasks);
  const row = await deps.db.insertInto('workflows').values({
    companyId, name: body.name, description: body.description, ...trigger,
    settings: JSON.stringify(body.settings), tasks: JSON.stringify(body.tasks), status: body.status,
  }).returningAll().executeTakeFirstOrThrow();
  return presentWorkflow(row);
}

/**
 * Changes what the caller sent (the edit body has no defaults: a field left out is absent; null
 * clears the trigger's property or value). An active workflow stays runnable: an edit that breaks
 * its graph is refused. Runs in flight keep their own copy.
 */
export async function updateWorkflow(deps: AppDeps, companyId: string, id: string, body: UpdateBody) {
  await requireCallableWebhooks(deps, body.tasks);
  return deps.db.transaction().execute(async (tx) => {
    const current = await requireWorkflow(tx, companyId, id, true);
    const next = {
      name: body.name ?? current.name,
      description: body.description ?? current.description,
      triggerType: body.triggerType ?? current.triggerType,
      triggerProperty: body.triggerProperty !== undefined ? body.triggerProperty : current.triggerProperty,
      triggerValue: body.triggerValue !== undefined ? body.triggerValue : current.triggerValue,
      settings: body.settings ?? current.settings,
      tasks: body.tasks ?? current.tasks,
    };
    if (current.status === 'active') requireRunnable(next);
    const row = await tx.updateTable('workflows').set({
      ...next, settings: JSON.stringify(next.settings), tasks: JSON.stringify(next.tasks), updatedAt: sql`now()`,
    }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    return present(tx, row);
  });
}

/**
 * Activate (the graph must run), pause (runs stay where they are; see model.ts) or back to
 * draft (refused while runs are in flight). Activating a paused workflow lets its held runs go on.
 */
export async function changeStatus(deps: AppDeps, companyId: string, id: string, status: WorkflowStatus) {
  const resumed: string[] = [];
  const result = await deps.db.transaction().execute(async (tx) => {
    const current = await requireWorkflow(tx, companyId, id, true);
    if (status === 'active') requireRunnable(current);
    if (status === 'draft' && current.status !== 'draft' && (await repo.hasRunsInFlight(tx, id))) {
      throw conflict('The workflow has runs in progress: pause it, or wait for them to end or terminate them, before returning it to draft', 'workflow_runs_in_flight');
    }
    const row = await tx.updateTable('workflows').set({ status, updatedAt: sql`now()` }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    if (status === 'active') {
      // Held runs take the step they stopped before.
      const held = await tx.updateTable('workflowRuns').set({ status: 'running', updatedAt: sql`clock_timestamp()` })
        .where('workflowId', '=', id).where('status', '=', 'paused').returning(['id', 'currentStepId']).execute();
      await enqueueMany(tx, STEP_QUEUE, held.map((r) => ({ data: { runId: r.id, stepId: r.currentStepId } })));
      resumed.push(...held.map((r) => r.id));
    }
    return present(tx, row);
  });
  for (const runId of resumed) notifyRunChanged(deps, runId);
  return result;
}

/** Who a target names, as a WHERE over `contacts c` (the contacts module's own filter code); 404 for another company's list or contact. */
async function targetWhere(db: Db, companyId: string, target: ExecuteTarget) {
  switch (target.type) {
    case 'contact':
      await requireContact(db, companyId, target.contactId);
      return contactWhere({ companyId, contactIds: [target.contactId] }, []);
    case 'list':
      await requireList(db, companyId, target.listId);
      return contactWhere({ companyId, contactListId: target.listId }, []);
    case 'filter':
      return contactWhere({ companyId, searchTerm: target.searchTerm, filters: target.filters, collaborators: target.filterByCollaborators }, await loadPropertyDefs(db, companyId));
  }
}

/**
 * Enrolls by hand (bypasses the re-enrollment rule, never "one run at a time"). A test run is one
 * contact through the graph as it is now, waits skipped, allowed on drafts; real enrollments
 * need an active workflow.
 */
export async function executeWorkflow(deps: AppDeps, companyId: string, body: ExecuteBody) {
  if (!deps.jobs) throw new AppError(503, 'jobs_unavailable', 'Background jobs are not running on this server');
  const workflow = await requireWorkflow(deps.db, companyId, body.workflowId);
  if (body.test && body.target.type !== 'contact') throw badRequest('A test run is for one contact', [{ path: 'body.target.type', message: 'A test run is for one contact', code: 'invalid_value' }]);
  const where = await targetWhere(deps.db, companyId, body.target);
  requireRunnable(workflow);
  if (!body.test && workflow.status !== 'active') throw conflict('Activate the workflow before enrolling contacts (a test run works on a draft)', 'workflow_not_active');
  const { ids, matched } = await deps.db.transaction().execute(async (tx) => {
    const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM contacts c WHERE ${where}`.execute(tx);
    const started = await startRuns(tx, {
      workflowId: workflow.id, companyId, tasks: workflow.tasks, enrolledBy: body.test ? 'test' : 'manual',
      candidates: contactCandidates(where), skipPreviouslyEnrolled: false,
    });
    return { ids: started, matched: count.rows[0].n };
  });
  for (const id of ids.slice(0, 100)) notifyRunChanged(deps, id);
  return { enrolled: ids.length, alreadyRunning: matched - ids.length, executionIds: ids.slice(0, 100) };
}

export async function listWorkflows(deps: AppDeps, companyId: string, query: { page: number; limit: number; q?: string; status?: WorkflowStatus }) {
  const { rows, total } = await repo.listWorkflowRows(deps.db, companyId, query);
  const counts = await repo.runCounts(deps.db, rows.map((r) => r.id));
  return { data: rows.map((r) => presentWorkflow(r, counts.get(r.id))), total, page: query.page, limit: query.limit };
}

export async function getWorkflow(deps: AppDeps, companyId: string, id: string) {
  return present(deps.db, await requireWorkflow(deps.db, companyId, id));
}

/** Deleting stops its runs with it: their rows go (cascade) and their pending jobs find nothing to do. */
export async function deleteWorkflow(deps: AppDeps, companyId: string, id: string) {
  await deps.db.transaction().execute(async (tx) => {
    await requireWorkflow(tx, companyId, id, true);
    const inFlight = await tx.selectFrom('workflowRuns').selectAll().where('workflowId', '=', id).where('status', 'in', [...ACTIVE_RUN_STATUSES]).forUpdate().execute();
    for (const run of inFlight) await endRun(tx, run, 'terminated');
    await tx.deleteFrom('workflows').where('id', '=', id).execute();
  });
  return { ok: true as const };
}

export async function listExecutions(deps: AppDeps, companyId: string, workflowId: string, query: Parameters<typeof repo.listRuns>[2]) {
  await requireWorkflow(deps.db, companyId, workflowId);
  const { rows, total } = await repo.listRuns(deps.db, workflowId, query);
  return { data: rows.map(presentRun), total, page: query.page, limit: query.limit };
}

async function requireRun(db: Db, companyId: string, runId: string) {
  const run = await repo.findRun(db, companyId, runId);
  if (!run) throw notFound('Execution');
  return run;
}

export async function getExecution(deps: AppDeps, companyId: string, runId: string) {
  const run = await requireRun(deps.db, companyId, runId);
  return { ...presentRun(run), steps: (await repo.runSteps(deps.db, runId)).map(presentStep) };
}

export async function contactExecutions(deps: AppDeps, companyId: string, contactId: string, limit: number) {
  await requireContact(deps.db, companyId, contactId);
  return { data: (await repo.contactRuns(deps.db, companyId, contactId, limit)).map(presentRun) };
}

/**
 * Stops a run at once: it is `terminated` under its row lock, its wait's job is cancelled, its
 * open step closed; a step job still queued finds it stopped, a step running now ends without a
 * next one. A run that already ended is a 409.
 */
export async function terminateExecution(deps: AppDeps, companyId: string, runId: string) {
  await requireRun(deps.db, companyId, runId);
  await deps.db.transaction().execute(async (tx) => {
    const run = await lockRun(tx, runId);
    if (!run || !(ACTIVE_RUN_STATUSES as readonly string[]).includes(run.status)) throw conflict('The execution has already ended', 'execution_ended');
    await endRun(tx, run, 'terminated');
  });
  notifyRunChanged(deps, runId);
  return presentRun(await requireRun(deps.db, companyId, runId));
}

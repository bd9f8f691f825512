import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import { ACTIVE_RUN_STATUSES, type RunStatus, type WorkflowStatus } from '../../../../contract/workflows';
import type { WorkflowRunsTable, WorkflowRunStepsTable, WorkflowsTable } from './workflows.tables';

export type WorkflowRow = Selectable<WorkflowsTable>;
export type RunRow = Selectable<WorkflowRunsTable>;
export type RunStepRow = Selectable<WorkflowRunStepsTable>;
export type RunWithName = RunRow & { workflowName: string };
export type Counts = { active: number; completed: number; failed: number };

const ACTIVE = [...ACTIVE_RUN_STATUSES];

export async function findWorkflow(db: Db, companyId: string, id: string): Promise<WorkflowRow | undefined> {
  return db.selectFrom('workflows').selectAll().where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
}

export async function lockWorkflow(db: Db, companyId: string, id: string): Promise<WorkflowRow | undefined> {
  return db.selectFrom('workflows').selectAll().where('companyId', '=', companyId).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function listWorkflowRows(db: Db, companyId: string, q: { page: number; limit: number; q?: string; status?: WorkflowStatus }) {
  let query = db.selectFrom('workflows').where('companyId', '=', companyId);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.q) query = query.where(sql<boolean>`(name ILIKE ${'%' + q.q.replace(/[\\%_]/g, '\\$&') + '%'} OR description ILIKE ${'%' + q.q.replace(/[\\%_]/g, '\\$&') + '%'})`);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('createdAt', 'desc').orderBy('id').limit(q.limit).offset((q.page - 1) * q.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Runs in flight, completed and failed, per workflow (test runs are previews: not counted). */
export async function runCounts(db: Db, workflowIds: string[]): Promise<Map<string, Counts>> {
  const out = new Map<string, Counts>(workflowIds.map((id) => [id, { active: 0, completed: 0, failed: 0 }]));
  if (!workflowIds.length) return out;
  const rows = await db
    .selectFrom('workflowRuns')
    .select((eb) => [
      'workflowId',
      eb.fn.countAll<number>().filterWhere('status', 'in', ACTIVE).as('active'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'completed').as('completed'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'failed').as('failed'),
    ])
    .where('workflowId', 'in', workflowIds)
    .where('enrolledBy', '<>', 'test')
    .groupBy('workflowId')
    .execute();
  for (const r of rows) out.set(r.workflowId, { active: Number(r.active), completed: Number(r.completed), failed: Number(r.failed) });
  return out;
}

export async function hasRunsInFlight(db: Db, workflowId: string): Promise<boolean> {
  const row = await db.selectFrom('workflowRuns').select('id').where('workflowId', '=', workflowId).where('status', 'in', ACTIVE).limit(1).executeTakeFirst();
  return Boolean(row);
}

const runsWithName = (db: Db) => db.selectFrom('workflowRuns as r').innerJoin('workflows as w', 'w.id', 'r.workflowId').selectAll('r').select('w.name as workflowName');

export async function findRun(db: Db, companyId: string, runId: string): Promise<RunWithName | undefined> {
  return runsWithName(db).where('r.companyId', '=', companyId).where('r.id', '=', runId).executeTakeFirst();
}

export async function listRuns(db: Db, workflowId: string, q: { page: number; limit: number; status?: RunStatus | 'active'; contactId?: string }) {
  const statuses: readonly RunStatus[] | null = q.status === 'active' ? ACTIVE_RUN_STATUSES : q.status ? [q.status] : null;
  let query = db.selectFrom('workflowRuns').where('workflowId', '=', workflowId);
  if (statuses) query = query.where('status', 'in', statuses);
  if (q.contactId) query = query.where('contactId', '=', q.contactId);
  const [rows, total] = await Promise.all([
    runsWithName(db)
      .where('r.workflowId', '=', workflowId)
      .$if(Boolean(statuses), (b) => b.where('r.status', 'in', statuses!))
      .$if(Boolean(q.contactId), (b) => b.where('r.contactId', '=', q.contactId!))
      .orderBy('r.startedAt', 'desc').orderBy('r.id', 'desc')
      .limit(q.limit).offset((q.page - 1) * q.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function contactRuns(db: Db, companyId: string, contactId: string, limit: number): Promise<RunWithName[]> {
  return runsWithName(db).where('r.companyId', '=', companyId).where('r.contactId', '=', contactId).orderBy('r.startedAt', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
}

export async function runSteps(db: Db, runId: string): Promise<RunStepRow[]> {
  return db.selectFrom('workflowRunSteps').selectAll().where('runId', '=', runId).orderBy('startedAt').orderBy('id').execute();
}

import { ACTIVE_RUN_STATUSES, RUN_STATUSES, type Execution, type RunStatus } from '../../../../contract/workflows';
import type { Page, WorkflowClient } from '../api/workflowClient';

export const RUNS_PER_PAGE = 20;
/** The runs page's filter: one status, or every run in flight ("active": running, waiting, paused). */
export type RunFilter = RunStatus | 'active' | null;

export const parseRunFilter = (value: string | null): RunFilter =>
  value === 'active' ? 'active' : (RUN_STATUSES as readonly string[]).includes(value ?? '') ? (value as RunStatus) : null;

/**
 * One page of a workflow's runs, newest first. The call filters by one status; "in flight" asks
 * for each of its three and merges them by start (each page holds up to 20 of each).
 */
export async function fetchRuns(client: WorkflowClient, workflowId: string, page: number, filter: RunFilter): Promise<Page<Execution>> {
  if (filter !== 'active') return client.executions(workflowId, { page, limit: RUNS_PER_PAGE, status: filter ?? undefined });
  const parts = await Promise.all(ACTIVE_RUN_STATUSES.map((status) => client.executions(workflowId, { page, limit: RUNS_PER_PAGE, status })));
  const data = parts.flatMap((p) => p.data).sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  return { data, total: Math.max(...parts.map((p) => p.total)), page, limit: RUNS_PER_PAGE };
}

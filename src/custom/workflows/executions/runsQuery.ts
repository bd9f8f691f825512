import { RUN_STATUSES, type Execution, type RunStatus } from '../../../../contract/workflows';
import type { Page, WorkflowClient } from '../api/workflowClient';

export const RUNS_PER_PAGE = 20;
/** The runs page's filter: one status, or every run in flight ("active": running, waiting, paused). */
export type RunFilter = RunStatus | 'active' | null;

export const parseRunFilter = (value: string | null): RunFilter =>
  value === 'active' ? 'active' : (RUN_STATUSES as readonly string[]).includes(value ?? '') ? (value as RunStatus) : null;

/** One page of a workflow's runs, newest first ("active": the server's filter for every run in flight). */
export async function fetchRuns(client: WorkflowClient, workflowId: string, page: number, filter: RunFilter): Promise<Page<Execution>> {
  return client.executions(workflowId, { page, limit: RUNS_PER_PAGE, status: filter ?? undefined });
}

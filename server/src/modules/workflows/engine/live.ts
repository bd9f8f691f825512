import type { AppDeps } from '../../../deps';

/**
 * Tells the company's signed-in members that a run moved (the executions screen and the
 * contact's card refresh it). Best effort: a missed message is caught up by the next fetch.
 */
export function notifyRunChanged(deps: AppDeps, runId: string): void {
  const realtime = deps.realtime;
  if (!realtime) return;
  void (async () => {
    const run = await deps.db.selectFrom('workflowRuns').select(['id', 'workflowId', 'companyId', 'contactId', 'status', 'currentStepId']).where('id', '=', runId).executeTakeFirst();
    if (!run) return;
    const members = await deps.db.selectFrom('companyMembers').select('userId').where('companyId', '=', run.companyId).execute();
    realtime.emitToUsers(members.map((m) => m.userId), 'workflowExecution', {
      executionId: run.id, workflowId: run.workflowId, contactId: run.contactId, status: run.status, currentStepId: run.currentStepId,
    });
  })().catch(() => {});
}

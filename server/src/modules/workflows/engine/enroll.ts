import { sql } from 'kysely';
import type { AppDeps } from '../../../deps';
import { validateWorkflowGraph, WAIT_EVENTS, type TriggerType } from '../../../../../contract/workflows';
import type { WorkflowEvent } from '../workflows.events';
import type { WorkflowRow } from '../workflows.repository';
import { contactCandidates, startRuns } from './runs';
import { triggerMatches } from './triggers';
import { unenrollContacts, wakeWaitingRuns } from './resume';
import { notifyRunChanged } from './live';
import { runStep } from './step';

/** A workflow an event or a date may enroll into: active, and its graph runs. */
export function canEnroll(w: WorkflowRow): boolean {
  return w.status === 'active' && validateWorkflowGraph(w.tasks, w).length === 0;
}

/**
 * The event job: wakes the contact's runs waiting for this event, then enrolls the contact in
 * every active workflow whose trigger matches, under the enrollment rules. The job's id is the
 * trigger key: the same event delivered twice enrolls once.
 */
export async function handleEvent(deps: AppDeps, event: WorkflowEvent, eventKey: string): Promise<string[]> {
  if (event.type === 'contact_deleted') {
    await deps.db.transaction().execute((tx) => unenrollContacts(tx, event.companyId, [event.contactId]));
    return [];
  }
  if ((WAIT_EVENTS as readonly string[]).includes(event.type)) await wakeWaitingRuns(deps, event);
  const workflows = await deps.db.selectFrom('workflows').selectAll()
    .where('companyId', '=', event.companyId).where('status', '=', 'active').where('triggerType', '=', event.type as TriggerType).execute();
  const started: { runId: string; stepId: string }[] = [];
  for (const w of workflows.filter((x) => triggerMatches(x, event) && canEnroll(x))) {
    const ids = await deps.db.transaction().execute((tx) => startRuns(tx, {
      workflowId: w.id, companyId: w.companyId, tasks: w.tasks, enrolledBy: 'trigger',
      candidates: contactCandidates(sql<boolean>`c.company_id = ${w.companyId} AND c.id = ${event.contactId}`, `event:${eventKey}`),
      skipPreviouslyEnrolled: !w.settings.reenroll, inline: true,
    }));
    started.push(...ids.map((runId) => ({ runId, stepId: w.tasks.start! })));
  }
  for (const s of started) notifyRunChanged(deps, s.runId);
  // The first steps run here, now, rather than at the step queue's next poll: an event reaches
  // its first step within the event queue's own delay. The steps after it go through the step
  // queue (this worker goes back to events). A failure here is left to the queued job.
  for (const s of started) await runStep(deps, s).catch(() => {});
  return started.map((s) => s.runId);
}

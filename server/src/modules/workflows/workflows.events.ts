import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { WAIT_EVENTS } from '../../../../contract/workflows';
import { EVENT_QUEUE, enqueueMany } from './engine/queues';
import { unenrollContacts } from './engine/resume';
import { queueOfflineConversions } from '../closedLoop/closedLoop.queue';

/**
 * What the rest of the product tells the workflow engine (issue 15 §2): one event per thing that
 * can enroll a contact or wake a waiting run. Areas call `emitWorkflowEvents` with the
 * transaction that made the change, so the event exists exactly when the change does (a rolled
 * back change enrolls nobody) and a run starts within a second of the commit (no polling).
 */
export type WorkflowEvent = { companyId: string; contactId: string } & (
  | { type: 'contact_created' }
  | { type: 'contact_deleted' }
  | { type: 'property_changed'; property: string; value: unknown; previous: unknown }
  | { type: 'list_added'; listId: string }
  | { type: 'stage_entered'; pipelineId: string; stageId: string }
  | { type: 'form_submitted'; formId: string }
  | { type: 'chat_message_received'; text: string }
  | { type: 'email_opened'; templateId: string | null; messageId: string }
  | { type: 'email_clicked'; templateId: string | null; messageId: string; url: string }
  | { type: 'booking_created' | 'booking_rescheduled' | 'booking_canceled'; eventName: string; eventTypeUri: string | null }
  | { type: 'gmail_reply_received'; threadId: string; gmailId: string }
);
export type WorkflowEventType = WorkflowEvent['type'];

/**
 * Hands events to the engine inside the caller's transaction (`db` may be a kysely transaction):
 * each becomes a job of the event queue written by that transaction, so it is picked up as soon
 * as the change commits. Events nothing listens to (no active workflow of that trigger type in
 * the company, no run waiting for it) are dropped here, so a 100,000-contact import into a
 * company without workflows queues nothing. A deleted contact is unenrolled right here, in the
 * same transaction as the delete.
 */
export async function emitWorkflowEvents(db: Db, events: WorkflowEvent[]): Promise<void> {
  if (!events.length) return;
  // Every stage entry passes here; the closed loop reports the mapped ones to the ad platforms.
  await queueOfflineConversions(db, events.flatMap((e) => (e.type === 'stage_entered' ? [{ companyId: e.companyId, contactId: e.contactId, stageId: e.stageId }] : [])));
  const deleted = events.filter((e) => e.type === 'contact_deleted');
  for (const companyId of new Set(deleted.map((e) => e.companyId))) {
    await unenrollContacts(db, companyId, deleted.filter((e) => e.companyId === companyId).map((e) => e.contactId));
  }
  const rest = events.filter((e) => e.type !== 'contact_deleted');
  if (!rest.length) return;
  const wanted = await listenedTypes(db, [...new Set(rest.map((e) => e.companyId))]);
  const jobs = rest.filter((e) => wanted.has(`${e.companyId}:${e.type}`) || ((WAIT_EVENTS as readonly string[]).includes(e.type) && wanted.has(`${e.companyId}:wait:${e.type}`)));
  await enqueueMany(db, EVENT_QUEUE, jobs.map((event) => ({ data: { event } })));
}

/**
 * "company:type" for each trigger type of an active workflow, "company:wait:type" for each event
 * a run waits for. Empty on a database where the job queue was never installed (a server or test
 * started without jobs): there is no engine to hand events to, and the caller's change goes on.
 */
async function listenedTypes(db: Db, companyIds: string[]): Promise<Set<string>> {
  const { rows } = await sql<{ key: string }>`
    SELECT DISTINCT company_id || ':' || trigger_type AS key FROM workflows WHERE company_id = ANY(${companyIds}::uuid[]) AND status = 'active'
    UNION
    SELECT DISTINCT company_id || ':wait:' || wait_event FROM workflow_runs WHERE company_id = ANY(${companyIds}::uuid[]) AND status = 'waiting' AND wait_event IS NOT NULL`.execute(db);
  if (!rows.length) return new Set();
  const installed = await sql<{ ok: boolean }>`SELECT to_regclass('pgboss.job') IS NOT NULL AS ok`.execute(db);
  return installed.rows[0]?.ok ? new Set(rows.map((r) => r.key)) : new Set();
}

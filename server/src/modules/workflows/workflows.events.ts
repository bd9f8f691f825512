import type { Db } from '../../db/connection';

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
);
export type WorkflowEventType = WorkflowEvent['type'];

/**
 * Hands events to the engine inside the caller's transaction (`db` may be a kysely transaction).
 * TODO(issue 15, engine): enqueue them on the job queue in that transaction.
 */
export async function emitWorkflowEvents(db: Db, events: WorkflowEvent[]): Promise<void> {
  void db;
  void events;
}

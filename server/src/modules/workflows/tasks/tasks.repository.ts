import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import '../../contactLists/contactLists.tables';
import '../../pipelines/pipelines.tables';
import '../../emailSending/emailSending.tables';
import '../../chat/chat.tables';
import '../../comments/comments.tables';

/** What the steps read (only repositories run SQL). */

export async function isListMember(db: Db, companyId: string, listId: string, contactId: string): Promise<boolean> {
  const row = await db.selectFrom('contactListMembers').select('contactId')
    .where('companyId', '=', companyId).where('listId', '=', listId).where('contactId', '=', contactId).executeTakeFirst();
  return Boolean(row);
}

/** The stage the contact is in on that pipeline, if any (one stage per pipeline). */
export async function stageIn(db: Db, companyId: string, pipelineId: string, contactId: string): Promise<string | null> {
  const row = await db.selectFrom('contactPipelineStages').select('stageId')
    .where('companyId', '=', companyId).where('pipelineId', '=', pipelineId).where('contactId', '=', contactId).executeTakeFirst();
  return row?.stageId ?? null;
}

/** Whether the message has an event of that type (opened / clicked). */
export async function messageHasEvent(db: Db, companyId: string, messageId: string, type: 'opened' | 'clicked'): Promise<boolean> {
  const row = await db.selectFrom('emailEvents').select('id')
    .where('companyId', '=', companyId).where('messageId', '=', messageId).where('type', '=', type).limit(1).executeTakeFirst();
  return Boolean(row);
}

/** The name of the run's workflow (what a comment or a notification is signed with). */
export async function workflowName(db: Db, companyId: string, workflowId: string): Promise<string> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM workflows WHERE id = ${workflowId} AND company_id = ${companyId}`.execute(db);
  return rows[0]?.name ?? 'Workflow';
}

export async function findChatTemplate(db: Db, companyId: string, id: string) {
  return db.selectFrom('chatTemplates').select(['id', 'name', 'header', 'message', 'status']).where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
}

/** The comment a step with this key added before, if any. */
export async function commentBySourceKey(db: Db, companyId: string, sourceKey: string) {
  return db.selectFrom('contactComments').select(['id', 'authorName']).where('companyId', '=', companyId).where('sourceKey', '=', sourceKey).executeTakeFirst();
}

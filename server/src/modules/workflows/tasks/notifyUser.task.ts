import type { Step } from '../../../../../contract/workflows';
import { memberIds } from '../../contacts/contacts.repository';
import { notifyUsers } from '../../notifications/notifications.service';
import { workflowName } from './tasks.repository';
import { requireRunContact } from './taskSupport';
import { PermanentTaskError, type TaskHandler } from './types';

/**
 * Notifies the step's users in the app (the bell, pushed live), titled with the workflow's name
 * and linking to its runs. Users who left the company are skipped; none left fails the step.
 * The step's idempotency key is the notification's source: a retried step notifies once.
 */
export const notifyUserTask: TaskHandler<Extract<Step, { type: 'notify_user' }>> = async (ctx) => {
  const { step, companyId } = ctx;
  const members = await memberIds(ctx.db, companyId, [...new Set(step.userIds)]);
  if (!members.length) throw new PermanentTaskError('None of the users to notify is a member of the company any more', 'not_a_member');
  const contact = await requireRunContact(ctx);
  const title = await workflowName(ctx.db, companyId, ctx.run.workflowId);
  const who = [contact.name, contact.surname].filter((v) => v?.trim()).join(' ') || contact.email || contact.phone || '';
  await notifyUsers(ctx.db, companyId, members, {
    title, body: step.message.trim() || who, link: `/crm/workflow-executions/${ctx.run.workflowId}`, sourceKey: ctx.idempotencyKey,
  }, ctx.deps.realtime);
  return { notified: members, skipped: step.userIds.filter((id) => !members.includes(id)) };
};

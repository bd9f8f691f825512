import type { Step } from '../../../../../contract/workflows';
import { insertComment } from '../../comments/comments.repository';
import { commentBySourceKey, workflowName } from './tasks.repository';
import { requireRunContact } from './taskSupport';
import { PermanentTaskError, type TaskHandler } from './types';

/**
 * Adds the step's text as a comment on the run's contact. Comments keep their author as a user id
 * (null when there is none) plus the name shown: a workflow's comment has no user and is signed
 * with the workflow's name, so nobody can edit it as theirs (only owners and admins may).
 * Keyed by the step's idempotency key: an attempt after a crash finds the comment it added.
 */
export const addCommentTask: TaskHandler<Extract<Step, { type: 'add_comment' }>> = async (ctx) => {
  const text = ctx.step.text.trim();
  if (!text) throw new PermanentTaskError('The comment is empty', 'required');
  const contact = await requireRunContact(ctx);
  const authorName = await workflowName(ctx.db, ctx.companyId, ctx.run.workflowId);
  const earlier = await commentBySourceKey(ctx.db, ctx.companyId, ctx.idempotencyKey);
  if (earlier) return { commentId: earlier.id, author: earlier.authorName };
  const commentId = await insertComment(ctx.db, { companyId: ctx.companyId, contactId: contact.id, authorId: null, authorName, body: text, sourceKey: ctx.idempotencyKey });
  return { commentId, author: authorName };
};

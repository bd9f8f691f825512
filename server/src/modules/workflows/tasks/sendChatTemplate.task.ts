import { templateSource, variablesOf } from '../../../../../contract/chatTemplates';
import type { Step } from '../../../../../contract/workflows';
import { findConversation } from '../../chat/chat.repository';
import { conversationForContact, sendMessage } from '../../chat/chat.send';
import { findChatTemplate } from './tasks.repository';
import { asTask, requireRunContact } from './taskSupport';
import { PermanentTaskError, type TaskHandler } from './types';

/**
 * Sends the step's approved chat template to the run's contact through the chat area's own send
 * (session, window and approval rules; shown live in the inbox), its variables filled from the
 * step by name. Keyed by the step's idempotency key: never twice.
 */
export const sendChatTemplateTask: TaskHandler<Extract<Step, { type: 'send_chat_template' }>> = async (ctx) => {
  const { step, companyId } = ctx;
  const template = step.templateId ? await findChatTemplate(ctx.db, companyId, step.templateId) : undefined;
  if (!template) throw new PermanentTaskError('The chat template no longer exists', 'template_deleted');
  await requireRunContact(ctx);
  const values = variablesOf(templateSource(template)).map((name) => step.variables[name] ?? '');
  const message = await asTask(async () => {
    const conversationId = await conversationForContact(ctx.deps, companyId, ctx.run.contactId);
    const conversation = await findConversation(ctx.db, companyId, conversationId);
    if (!conversation) throw new PermanentTaskError('The conversation with the contact could not be opened');
    return sendMessage(ctx.deps, null, conversation, { conversationId, type: 'text', templateId: template.id, variables: values }, null, { idempotencyKey: ctx.idempotencyKey });
  });
  return { chatMessageId: message._id, conversationId: message.conversationId, templateId: template.id, status: message.status };
};

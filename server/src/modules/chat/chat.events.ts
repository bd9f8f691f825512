import type { ChatMessage, Conversation } from '../../../../contract/chat';
import type { AppDeps } from '../../deps';
import { audienceOf } from './chat.audience';

/**
 * The socket's chat events. `newMessage` (SPEC §3) goes to every member who sees the
 * conversation, so open inboxes update; `usersToNotify` names those who should be alerted.
 * Own messages carry `from: 'me'` (other agents' screens follow them, nobody is notified).
 */
export async function announceMessage(deps: AppDeps, conversation: Conversation, message: ChatMessage): Promise<void> {
  if (!deps.realtime) return;
  const { viewers, toNotify } = await audienceOf(deps.db, conversation.companyId, {
    appId: conversation.appId, assignedUserId: conversation.assignedTo?.userId ?? null, contactId: conversation.contactId,
  });
  const incoming = message.direction === 'in';
  const text = message.text ?? null;
  deps.realtime.emitToUsers(viewers, 'newMessage', {
    from: incoming ? conversation.phone : 'me',
    chatName: conversation.chatName,
    body: message.media || message.caption ? { caption: message.caption, text } : text,
    usersToNotify: incoming ? toNotify : [],
    conversationId: conversation._id,
    companyId: conversation.companyId,
    hasMedia: Boolean(message.media),
    message,
    conversation,
  });
}

/** Ticks changed (delivered, read): the thread and the list follow. */
export async function announceStatus(deps: AppDeps, conversation: Conversation, messageIds: string[], status: ChatMessage['status']): Promise<void> {
  if (!deps.realtime || !messageIds.length) return;
  const { viewers } = await audienceOf(deps.db, conversation.companyId, {
    appId: conversation.appId, assignedUserId: conversation.assignedTo?.userId ?? null, contactId: conversation.contactId,
  });
  deps.realtime.emitToUsers(viewers, 'messageStatus', { companyId: conversation.companyId, conversationId: conversation._id, messageIds, status });
}

/** The conversation changed (assigned, tagged, archived, read): lists follow. */
export async function announceConversation(deps: AppDeps, conversation: Conversation, previousAssignee?: string | null): Promise<void> {
  if (!deps.realtime) return;
  const { viewers } = await audienceOf(deps.db, conversation.companyId, {
    appId: conversation.appId, assignedUserId: conversation.assignedTo?.userId ?? null, contactId: conversation.contactId,
  });
  const to = previousAssignee && !viewers.includes(previousAssignee) ? [...viewers, previousAssignee] : viewers;
  deps.realtime.emitToUsers(to, 'conversationUpdated', { companyId: conversation.companyId, conversation });
}

import type { AppDeps } from '../../deps';
import { chatbotFor } from './chat.chatbots';
import { announceConversation } from './chat.events';
import { toConversation } from './chat.presenter';
import * as repo from './chat.repository';
import { sendMessage } from './chat.send';
import { decide } from './chatbot.brain';

/**
 * A contact's text reached the company: the chatbot that answers this contact (if any, and
 * unless a person has taken the conversation) replies, or hands the conversation to a person.
 * Its messages go out like any other (sent by nobody), within the window the message just opened.
 */
export async function answerWithChatbot(deps: AppDeps, companyId: string, conversationId: string, text: string, now = new Date()): Promise<void> {
  const conversation = await repo.findConversation(deps.db, companyId, conversationId);
  if (!conversation || conversation.botPaused) return;
  const bot = await chatbotFor(deps, companyId, conversation.contactId);
  if (!bot) return;
  const action = decide(bot, { closedNoticeAt: conversation.botClosedNoticeAt, menuSentAt: conversation.botMenuSentAt }, text, now);
  if (!action) return;
  if (action.kind === 'handoff') {
    await deps.db.updateTable('chatConversations')
      .set({ botPaused: true, ...(action.userId ? { assignedUserId: action.userId } : {}) })
      .where('id', '=', conversationId).execute();
  } else if (action.mark) {
    await deps.db.updateTable('chatConversations')
      .set(action.mark === 'menu' ? { botMenuSentAt: now } : { botClosedNoticeAt: now })
      .where('id', '=', conversationId).execute();
  }
  const current = await repo.findConversation(deps.db, companyId, conversationId);
  if (!current) return;
  await sendMessage(deps, null, current, { conversationId, type: 'text', message: action.text }, null);
  if (action.kind === 'handoff') {
    const changed = await repo.findConversation(deps.db, companyId, conversationId);
    if (changed) await announceConversation(deps, toConversation(changed));
  }
}

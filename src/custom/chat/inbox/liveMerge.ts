import type { ChatFilter, ChatMessage, Conversation } from '../../../../contract/chat';

/** Newest activity first, as the server orders the inbox. */
const byActivity = (a: Conversation, b: Conversation) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '');

/** Whether a conversation still belongs under a filter once it changed live. */
export function fitsFilter(conversation: Conversation, filter: ChatFilter, userId: string | null): boolean {
  if (filter === 'archived') return conversation.archived;
  if (conversation.archived) return false;
  if (filter === 'unread') return conversation.unreadCount > 0;
  if (filter === 'mine') return conversation.assignedTo?.userId === userId;
  if (filter === 'unassigned') return conversation.assignedTo === null;
  return true;
}

/**
 * A conversation changed live: replaced where it is (moving up with new activity) or dropped when
 * it no longer fits. Returns null when it is not in the list, so the caller refetches (it may be
 * new, or match a search the client cannot evaluate).
 */
export function mergeConversation(list: Conversation[], changed: Conversation, filter: ChatFilter, userId: string | null): Conversation[] | null {
  const index = list.findIndex((c) => c._id === changed._id);
  if (index < 0) return null;
  const rest = list.filter((c) => c._id !== changed._id);
  return fitsFilter(changed, filter, userId) ? [...rest, changed].sort(byActivity) : rest;
}

/** Messages by time, oldest first, each once (pages overlap when new messages arrive between loads). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m._id, m]));
  for (const m of incoming) byId.set(m._id, m);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}

/** The day a message belongs to, for the thread's separators (local calendar day). */
export function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

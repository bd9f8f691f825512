import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, Conversation } from '../../../../contract/chat';
import { useRealtimeEvent } from '../../../realtime/realtimeContext';
import { useChatClient } from '../api/useChatClient';
import { mergeMessages } from './liveMerge';

/** The state with one more message (each counted once, whichever of the send or its live echo comes first). */
const withMessage = (s: State, message: ChatMessage): State => ({
  ...s, messages: mergeMessages(s.messages, [message]), total: s.total + (s.messages.some((m) => m._id === message._id) ? 0 : 1),
});

type State = { conversation: Conversation | null; messages: ChatMessage[]; total: number; page: number; loading: boolean; error: unknown };
const EMPTY: State = { conversation: null, messages: [], total: 0, page: 0, loading: true, error: null };

/**
 * One conversation and its messages: the newest page first, older pages prepended on demand,
 * messages and ticks arriving live, and a catch-up after a reconnect. Opening it marks it read.
 */
export function useThread(conversationId: string, onChanged: (c: Conversation) => void) {
  const client = useChatClient();
  const [state, setState] = useState<State>(EMPTY);
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  });

  const markRead = useCallback(async (conversation: Conversation) => {
    if (conversation.unreadCount === 0) return;
    await client.markRead(conversation._id).catch(() => undefined);
    const read = { ...conversation, unreadCount: 0 };
    setState((s) => (s.conversation?._id === read._id ? { ...s, conversation: read } : s));
    changed.current(read);
  }, [client]);

  const loadLatest = useCallback(async () => {
    try {
      const [conversation, page] = await Promise.all([client.conversation(conversationId), client.messages(conversationId, 1)]);
      setState((s) => ({
        conversation,
        messages: s.conversation?._id === conversationId ? mergeMessages(s.messages, page.data) : page.data,
        total: page.total, page: s.conversation?._id === conversationId ? Math.max(s.page, 1) : 1, loading: false, error: null,
      }));
      void markRead(conversation);
    } catch (error) {
      setState((s) => ({ ...s, loading: false, error }));
    }
  }, [client, conversationId, markRead]);

  useEffect(() => {
    setState(EMPTY);
    void loadLatest();
  }, [loadLatest]);

  const loadOlder = useCallback(async () => {
    const next = state.page + 1;
    const page = await client.messages(conversationId, next);
    setState((s) => ({ ...s, messages: mergeMessages(s.messages, page.data), total: page.total, page: next }));
  }, [client, conversationId, state.page]);

  useRealtimeEvent('newMessage', (p) => {
    const { conversation, message } = p as { conversation: Conversation; message: ChatMessage };
    if (conversation._id !== conversationId) return;
    setState((s) => ({ ...withMessage(s, message), conversation }));
    if (message.direction === 'in' && document.visibilityState === 'visible') void markRead(conversation);
  });
  useRealtimeEvent('messageStatus', (p) => {
    const { conversationId: id, messageIds, status } = p as { conversationId: string; messageIds: string[]; status: ChatMessage['status'] };
    if (id !== conversationId) return;
    setState((s) => ({ ...s, messages: s.messages.map((m) => (messageIds.includes(m._id) ? { ...m, status } : m)) }));
  });
  useRealtimeEvent('conversationUpdated', (p) => {
    const { conversation } = p as { conversation: Conversation };
    if (conversation._id === conversationId) setState((s) => ({ ...s, conversation }));
  });
  useRealtimeEvent('reconnected', () => void loadLatest());

  return {
    ...state,
    hasOlder: state.messages.length < state.total,
    loadOlder,
    reload: loadLatest,
    /** What this screen sent or changed, shown before (or without) the live echo. */
    addMessage: (message: ChatMessage) => setState((s) => withMessage(s, message)),
    setConversation: (conversation: Conversation) => {
      setState((s) => ({ ...s, conversation }));
      changed.current(conversation);
    },
  };
}

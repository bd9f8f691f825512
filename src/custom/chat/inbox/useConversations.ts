import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatFilter, Conversation } from '../../../../contract/chat';
import { useRealtimeEvent } from '../../../realtime/realtimeContext';
import { useChatClient } from '../api/useChatClient';
import { mergeConversation } from './liveMerge';

export type ConversationFilters = { searchTerm: string; filter: ChatFilter; tagId: string | null; collaborator: string | null };

type State = { items: Conversation[]; total: number; unread: number; page: number; loading: boolean; error: unknown };
const EMPTY: State = { items: [], total: 0, unread: 0, page: 0, loading: true, error: null };

/**
 * The inbox list: page 1 for the filters, more pages on demand, and live changes merged in place
 * (a conversation not listed makes page 1 reload: it may be new, or match a search). After a
 * reconnect the first page reloads, so nothing that arrived meanwhile is missed.
 */
export function useConversations(filters: ConversationFilters, userId: string | null) {
  const client = useChatClient();
  const [state, setState] = useState<State>(EMPTY);
  const request = useRef(0);
  const { searchTerm, filter, tagId, collaborator } = filters;

  const load = useCallback(async (page: number) => {
    const id = ++request.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const res = await client.conversations({
        searchTerm: searchTerm || null, filters: filter, tags: tagId ? [tagId] : null, filterByCollaborators: collaborator ? [collaborator] : null,
      }, page);
      if (id !== request.current) return;
      setState((s) => ({
        items: page === 1 ? res.data : [...s.items, ...res.data.filter((c) => !s.items.some((x) => x._id === c._id))],
        total: res.total, unread: res.unreadConversations, page, loading: false, error: null,
      }));
    } catch (error) {
      if (id === request.current) setState((s) => ({ ...s, loading: false, error }));
    }
  }, [client, searchTerm, filter, tagId, collaborator]);

  useEffect(() => {
    void load(1);
  }, [load]);

  const refetchSoon = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refetch = useCallback(() => {
    if (refetchSoon.current) clearTimeout(refetchSoon.current);
    refetchSoon.current = setTimeout(() => void load(1), 250);
  }, [load]);
  useEffect(() => () => {
    if (refetchSoon.current) clearTimeout(refetchSoon.current);
  }, []);

  // The list as last rendered: a live change is merged against it now (a state updater runs
  // later, too late to decide whether to refetch).
  const items = useRef<Conversation[]>([]);
  useEffect(() => {
    items.current = state.items;
  }, [state.items]);
  const apply = useCallback((changed: Conversation) => {
    const merged = mergeConversation(items.current, changed, filter, userId);
    if (!merged) return refetch();
    items.current = merged;
    setState((s) => ({ ...s, items: merged, total: s.total - (s.items.length - merged.length) }));
  }, [filter, userId, refetch]);

  useRealtimeEvent('newMessage', (p) => apply((p as { conversation: Conversation }).conversation));
  useRealtimeEvent('conversationUpdated', (p) => apply((p as { conversation: Conversation }).conversation));
  useRealtimeEvent('reconnected', refetch);

  return {
    ...state,
    hasMore: state.items.length < state.total,
    loadMore: () => load(state.page + 1),
    reload: () => load(1),
    /** A change made here (read, assigned, tagged): shown at once. */
    apply,
  };
}

import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '../../../../contract/chat';
import { dayKey, fitsFilter, mergeConversation, mergeMessages } from './liveMerge';

const conv = (id: string, at: string, over: Partial<Conversation> = {}): Conversation => ({
  _id: id, companyId: 'c', appId: 'a', contactId: `ct-${id}`, chatName: id, phone: '+34', lastMessage: null, lastMessageAt: at,
  unreadCount: 0, assignedTo: null, tagIds: [], archived: false, windowEndsAt: null, ...over,
});
const msg = (id: string, at: string): ChatMessage => ({
  _id: id, conversationId: 'x', direction: 'in', type: 'text', text: id, caption: null, media: null, location: null, contactCard: null,
  templateId: null, status: 'received', sentBy: null, createdAt: at,
});

describe('live inbox merging', () => {
  it('moves a conversation with new activity to the top', () => {
    const list = [conv('a', '2026-11-24T10:00:00Z'), conv('b', '2026-11-24T09:00:00Z')];
    const merged = mergeConversation(list, conv('b', '2026-11-24T11:00:00Z'), 'read', 'u1');
    expect(merged?.map((c) => c._id)).toEqual(['b', 'a']);
  });

  it('drops what no longer fits the filter and asks for a refetch for what is not listed', () => {
    const list = [conv('a', '2026-11-24T10:00:00Z', { unreadCount: 2 })];
    expect(mergeConversation(list, conv('a', '2026-11-24T10:00:00Z', { unreadCount: 0 }), 'unread', 'u1')).toEqual([]);
    expect(mergeConversation(list, conv('a', '2026-11-24T10:00:00Z', { archived: true }), 'read', 'u1')).toEqual([]);
    expect(mergeConversation(list, conv('z', '2026-11-24T10:00:00Z'), 'read', 'u1')).toBeNull();
  });

  it('knows each filter', () => {
    const mine = conv('a', '', { assignedTo: { userId: 'u1', name: 'Ana' } });
    expect(fitsFilter(mine, 'mine', 'u1')).toBe(true);
    expect(fitsFilter(mine, 'mine', 'u2')).toBe(false);
    expect(fitsFilter(mine, 'unassigned', 'u1')).toBe(false);
    expect(fitsFilter(conv('b', '', { archived: true }), 'archived', null)).toBe(true);
    expect(fitsFilter(conv('b', '', { archived: true }), 'read', null)).toBe(false);
  });

  it('keeps messages in time order, each once, when pages overlap', () => {
    const merged = mergeMessages([msg('2', '2026-11-24T10:02:00Z'), msg('3', '2026-11-24T10:03:00Z')], [msg('1', '2026-11-24T10:01:00Z'), msg('2', '2026-11-24T10:02:00Z')]);
    expect(merged.map((m) => m._id)).toEqual(['1', '2', '3']);
  });

  it('groups by the local calendar day', () => {
    expect(dayKey('2026-11-24T10:00:00')).toBe('2026-11-24');
  });
});

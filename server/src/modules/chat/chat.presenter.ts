import { SERVICE_WINDOW_MS, type ChatMessage, type Conversation } from '../../../../contract/chat';
import type { ConversationRow, MessageRow } from './chat.repository';
import type { ContactCard, Location } from './chat.tables';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function toMessage(row: Omit<MessageRow, 'sentByName'> & { sentByName?: string | null }): ChatMessage {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    direction: row.direction,
    type: row.type as ChatMessage['type'],
    text: row.text,
    caption: row.caption,
    media: row.mediaId ? { id: row.mediaId, contentType: row.mediaType ?? 'application/octet-stream', size: Number(row.mediaSize ?? 0), fileName: row.mediaName } : null,
    location: (row.location as Location | null) ?? null,
    contactCard: (row.contactCard as ContactCard | null) ?? null,
    templateId: row.templateId,
    status: row.status as ChatMessage['status'],
    sentBy: row.sentBy ? { userId: row.sentBy, name: row.sentByName ?? '' } : row.senderErased ? { userId: null, name: '' } : null,
    createdAt: iso(row.createdAt)!,
  };
}

/** When free text may no longer be sent: 24 h after the contact's last message (null: never wrote, or over). */
export function windowEndsAt(lastIncomingAt: Date | null, now = new Date()): string | null {
  if (!lastIncomingAt) return null;
  const ends = new Date(lastIncomingAt).getTime() + SERVICE_WINDOW_MS;
  return ends > now.getTime() ? new Date(ends).toISOString() : null;
}

export function toConversation(row: ConversationRow, now = new Date()): Conversation {
  return {
    _id: row.id,
    companyId: row.companyId,
    appId: row.appId,
    contactId: row.contactId,
    chatName: row.chatName,
    phone: row.phone,
    lastMessage: row.lmType
      ? {
        type: row.lmType as ChatMessage['type'],
        text: row.lmText, caption: row.lmCaption, direction: row.lmDirection ?? 'in',
        status: (row.lmStatus ?? 'received') as ChatMessage['status'], createdAt: iso(row.lmCreatedAt)!,
      }
      : null,
    lastMessageAt: iso(row.lastMessageAt),
    unreadCount: row.unreadCount,
    assignedTo: row.assignedUserId ? { userId: row.assignedUserId, name: row.assignedName ?? '' } : null,
    tagIds: row.tagIds ?? [],
    archived: row.archived,
    windowEndsAt: windowEndsAt(row.lastIncomingAt, now),
  };
}

import type { ColumnType } from 'kysely';
import type { ChatSessionStatus } from '../../../../contract/chat';
import type { Chatbot } from '../../../../contract/chatbots';

type KeywordRule = Chatbot['rules'][number];
type ChatbotMenu = NonNullable<Chatbot['menu']>;
type OfficeHours = NonNullable<Chatbot['officeHours']>;
type Handoff = NonNullable<Chatbot['handoff']>;
import type { CreatedAt, Id, Json, UpdatedAt, WithDefault } from '../../db/schema';

export interface ChatAppsTable {
  id: Id;
  companyId: string;
  name: string;
  provider: WithDefault<string>;
  container: WithDefault<number>;
  status: WithDefault<ChatSessionStatus>;
  phone: string | null;
  reason: string | null;
  loginStartedAt: Date | null;
  /** The QR code's capability (its URL opens the sandbox pairing page). */
  pairingToken: string | null;
  /** The paired sandbox phone page's capability. */
  deviceToken: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ChatConversationsTable {
  id: Id;
  companyId: string;
  appId: string;
  contactId: string;
  waId: string;
  lastMessageId: string | null;
  lastMessageAt: Date | null;
  lastIncomingAt: Date | null;
  unreadCount: WithDefault<number>;
  assignedUserId: string | null;
  archived: WithDefault<boolean>;
  tagIds: WithDefault<string[]>;
  botPaused: WithDefault<boolean>;
  botClosedNoticeAt: Date | null;
  botMenuSentAt: Date | null;
  createdAt: CreatedAt;
}

export type Location = { latitude: number; longitude: number; name: string | null };
export type ContactCard = { name: string; phone: string };

export interface ChatMessagesTable {
  id: Id;
  companyId: string;
  conversationId: string;
  direction: 'in' | 'out';
  type: string;
  text: string | null;
  caption: string | null;
  mediaId: string | null;
  mediaType: string | null;
  mediaSize: ColumnType<string | null, number | null | undefined, number | null>;
  mediaName: string | null;
  location: Json<Location | null>;
  contactCard: Json<ContactCard | null>;
  templateId: string | null;
  status: string;
  sentBy: string | null;
  /** Its sender's account was erased (sent_by went NULL with it; migration 0822). */
  senderErased: WithDefault<boolean>;
  vendorId: string | null;
  createdAt: CreatedAt;
}

export interface ChatTagsTable {
  id: Id;
  companyId: string;
  name: string;
  color: string;
  createdAt: CreatedAt;
}

export interface ChatTemplatesTable {
  id: Id;
  companyId: string;
  name: string;
  description: string | null;
  category: string;
  language: string;
  header: string | null;
  message: string;
  variables: WithDefault<string[]>;
  status: WithDefault<string>;
  rejectionReason: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ChatbotsTable {
  id: Id;
  companyId: string;
  name: string;
  active: WithDefault<boolean>;
  audience: WithDefault<'everyone' | 'selected'>;
  rules: Json<KeywordRule[]>;
  menu: Json<ChatbotMenu | null>;
  officeHours: Json<OfficeHours | null>;
  handoff: Json<Handoff | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ChatbotContactsTable {
  chatbotId: string;
  contactId: string;
}

/** A send's idempotency key (migration 0612): claimed before the channel sends, then the message it made. */
export interface ChatSendClaimsTable {
  companyId: string;
  key: string;
  messageId: string | null;
  createdAt: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    chatSendClaims: ChatSendClaimsTable;
    chatApps: ChatAppsTable;
    chatConversations: ChatConversationsTable;
    chatMessages: ChatMessagesTable;
    chatTags: ChatTagsTable;
    chatTemplates: ChatTemplatesTable;
    chatbots: ChatbotsTable;
    chatbotContacts: ChatbotContactsTable;
  }
}

import {
  chatCalls, type ChatApp, type ChatMessage, type ChatSession, type ChatTag, type ChatTemplate, type Conversation, type ConversationQuery,
} from '../../../../contract/chat';
import type { Contact } from '../../../../contract/contacts';
import type { ApiClient } from '../../../dataProvider/createApiClient';

export type Page<T> = { data: T[]; total: number; page: number; limit: number };
export type ConversationPage = Page<Conversation> & { unreadConversations: number };
export type Usage = { from: string; to: string; days: { day: string; incoming: number; outgoing: number; byType: Record<string, number> }[]; totals: { incoming: number; outgoing: number } };
export type SendInput = {
  conversationId: string;
  type: 'text' | 'image' | 'video' | 'audio' | 'document';
  message?: string | null;
  caption?: string | null;
  templateId?: string | null;
  variables?: string[] | null;
  file?: File | null;
};

/** Chat messages are answered 50 to a page (SPEC §9), both conversations and messages. */
export const CHAT_PAGE_SIZE = 50;

/**
 * The chat channel's calls for the inbox and the session screen, each with the current company
 * where its contract puts it. A send with a file goes as multipart (the file part last, as the
 * server reads fields before it).
 */
export function createChatClient(api: ApiClient, getCompanyId: () => string | null) {
  const companyId = () => {
    const id = getCompanyId();
    if (!id) throw new Error('No company selected');
    return id;
  };
  return {
    status: () => api.call<ChatSession>(chatCalls.wppStatus, { query: { companyId: companyId() } }),
    login: () => api.call<ChatSession>(chatCalls.wppLogin, { query: { companyId: companyId() } }),
    logout: () => api.call<ChatSession>(chatCalls.wppLogout, { body: { companyId: companyId() } }),
    /** The current QR code as SVG text (shown as an image: an <img> runs no script). */
    qrSvg: () => api.call<string>(chatCalls.wppQR, { query: { companyId: companyId(), format: 'svg' } }),
    apps: () => api.call<Page<ChatApp>>(chatCalls.whatsappApps, { params: { companyId: companyId() } }),
    usage: (appId: string, from: string, to: string) => api.call<Usage>(chatCalls.whatsappAppUsage, { params: { appId }, query: { companyId: companyId(), from, to } }),

    conversations: (query: Partial<ConversationQuery>, page = 1, signal?: AbortSignal) =>
      api.call<ConversationPage>(chatCalls.wppChats, { params: { companyId: companyId() }, query: { page, limit: CHAT_PAGE_SIZE }, body: query, signal }),
    conversation: (conversationId: string) => api.call<Conversation>(chatCalls.wppConversation, { params: { conversationId }, query: { companyId: companyId() } }),
    messages: (conversationId: string, page = 1) =>
      api.call<Page<ChatMessage>>(chatCalls.wppMessages, { params: { conversationId }, query: { companyId: companyId(), page, limit: CHAT_PAGE_SIZE } }),
    send(input: SendInput): Promise<ChatMessage> {
      const { file, ...fields } = input;
      if (!file) return api.call<ChatMessage>(chatCalls.wppSend, { query: { companyId: companyId() }, body: fields });
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) {
        if (value === null || value === undefined) continue;
        form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
      }
      form.append('file', file, file.name);
      return api.call<ChatMessage>(chatCalls.wppSend, { query: { companyId: companyId() }, body: form });
    },
    markRead: (conversationId: string) => api.call(chatCalls.wppRead, { body: { companyId: companyId(), conversationId } }),
    assign: (conversationId: string, userId: string | null) => api.call<Conversation>(chatCalls.wppAssign, { body: { companyId: companyId(), conversationId, userId } }),
    archive: (conversationId: string, archived: boolean) => api.call<Conversation>(chatCalls.wppArchive, { body: { companyId: companyId(), conversationId, archived } }),
    setTags: (conversationId: string, tagIds: string[]) => api.call<Conversation>(chatCalls.wppUpdateTags, { body: { companyId: companyId(), conversationId, tagIds } }),
    contact: (conversationId: string) => api.call<Contact>(chatCalls.wppContact, { params: { conversationId }, query: { companyId: companyId() } }),
    /** Starts (or continues) the conversation with a CRM contact by its phone: outside the window, with a template. */
    sendToContact: (contactId: string, templateId: string, variables: string[]) =>
      api.call<ChatMessage>(chatCalls.sendWhatsAppToContact, { body: { companyId: companyId(), contactId, type: 'text', templateId, variables } }),
    conversationOfContact: (contactId: string) => api.call<Conversation>(chatCalls.getWhatsAppChatOfContact, { params: { companyId: companyId(), contactId } }),
    /** A message's file as a Blob (fetched with the token; shown through an object URL). */
    media: (mediaId: string) => api.blob(chatCalls.wppMedia, { params: { mediaId }, query: { companyId: companyId() } }),

    tags: () => api.call<Page<ChatTag>>(chatCalls.listConversationTags, { params: { companyId: companyId() } }),
    createTag: (name: string, color?: string) => api.call<ChatTag>(chatCalls.createConversationTag, { body: { companyId: companyId(), name, ...(color ? { color } : {}) } }),
    syncTemplates: () => api.call<Page<ChatTemplate>>(chatCalls.syncTemplates, { body: { companyId: companyId() } }),
    templates: (status?: ChatTemplate['status']) => api.call<Page<ChatTemplate>>(chatCalls.listTemplates, { params: { companyId: companyId() }, query: { status } }),
  };
}

export type ChatClient = ReturnType<typeof createChatClient>;

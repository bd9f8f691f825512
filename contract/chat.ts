import { z } from 'zod';
import { defineCall } from './define';
import { id, listOf, okResponse } from './common';
import { collaboratorFilter, contactFilter } from './contacts';
import { FIELD_MESSAGES } from './fieldMessages';
import { chatTemplate, chatTemplateFields, chatTemplateInput, TEMPLATE_STATUSES } from './chatTemplates';
import { CHAT_SESSION_STATUSES, CHAT_FILTERS, SEND_TYPES, MESSAGE_TYPES, MESSAGE_STATUSES, TEXT_MAX, CAPTION_MAX } from './chat.rules';

/**
 * The chat channel (SPEC §7 "Chat channel"). A company has one or more chat-channel apps (a phone
 * number each); each app has a session paired by QR code. Conversations belong to CRM contacts:
 * a message from a new number creates the contact. Everything is company-scoped; calls whose
 * documented path carries no company take `companyId` in the query or the body.
 */

export * from './chat.rules';

const companyQuery = z.object({ companyId: id, appId: id.optional() });

export const chatSession = z.object({
  appId: z.string(),
  status: z.enum(CHAT_SESSION_STATUSES),
  /** The paired number, once ready. */
  phone: z.string().nullable(),
  /** While waiting: when the current QR code stops working (a new one replaces it). */
  qrExpiresAt: z.string().nullable(),
  /** Why the session failed or ended (e.g. `qr_attempts_ended`, `logged_out`). */
  reason: z.string().nullable(),
  /**
   * Sandbox only, while waiting: what the QR code holds, the test phone's pairing page on this
   * server (a phone cannot reach localhost, so the app also offers it as a link).
   */
  pairingUrl: z.string().nullable(),
});
export type ChatSession = z.infer<typeof chatSession>;

export const chatApp = z.object({
  _id: z.string(),
  companyId: z.string(),
  name: z.string(),
  /** `sandbox` (offline stand-in) or `cloud` (WhatsApp Business Cloud API). */
  provider: z.enum(['sandbox', 'cloud']),
  phone: z.string().nullable(),
  status: z.enum(CHAT_SESSION_STATUSES),
  /** The numbered container that runs this app's session (SPEC's assignedContainer, x-container). */
  container: z.number(),
});
export type ChatApp = z.infer<typeof chatApp>;

export const chatMessage = z.object({
  _id: z.string(),
  conversationId: z.string(),
  /** `in` from the contact, `out` from the business. */
  direction: z.enum(['in', 'out']),
  type: z.enum(MESSAGE_TYPES),
  text: z.string().nullable(),
  caption: z.string().nullable(),
  media: z.object({ id: z.string(), contentType: z.string(), size: z.number(), fileName: z.string().nullable() }).nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number(), name: z.string().nullable() }).nullable(),
  contactCard: z.object({ name: z.string(), phone: z.string() }).nullable(),
  templateId: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  /**
   * Who sent it from the business (null for the contact, chatbots and templates sent by
   * automations). `userId` null and no name: a person whose account was erased ("Deleted user").
   */
  sentBy: z.object({ userId: z.string().nullable(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversation = z.object({
  _id: z.string(),
  companyId: z.string(),
  appId: z.string(),
  contactId: z.string(),
  /** The contact's name as the CRM has it, else the number. */
  chatName: z.string(),
  phone: z.string(),
  lastMessage: chatMessage.pick({ type: true, text: true, caption: true, direction: true, status: true, createdAt: true }).nullable(),
  lastMessageAt: z.string().nullable(),
  unreadCount: z.number(),
  assignedTo: z.object({ userId: z.string(), name: z.string() }).nullable(),
  tagIds: z.array(z.string()),
  archived: z.boolean(),
  /** Free text may be sent until then (24 h after the contact's last message); null: only templates. */
  windowEndsAt: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversation>;

export const chatTag = z.object({ _id: z.string(), companyId: z.string(), name: z.string(), color: z.string(), conversationCount: z.number() });
export type ChatTag = z.infer<typeof chatTag>;
const tagColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, FIELD_MESSAGES.invalid_color);
const tagInput = z.object({
  name: z.string().trim().min(1, 'Tag name is required').max(40, 'Tag name must have at most 40 characters'),
  color: tagColor,
});
export const chatTagFields = tagInput.extend({ color: tagColor.default('#5c6bc0') });

export * from './chatTemplates';

const conversationBody = z.object({ companyId: id, conversationId: id });
const byBody = { in: 'body', key: 'companyId' } as const;
const byQuery = { in: 'query', key: 'companyId' } as const;
const byParams = { in: 'params', key: 'companyId' } as const;
const pageOf = (max: number) => z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  limit: z.coerce.number().int().min(1).max(max).default(50),
});

export const conversationQuery = z.object({
  searchTerm: z.string().trim().max(200).nullable().optional(),
  tags: z.array(id).max(50).nullable().optional(),
  filters: z.enum(CHAT_FILTERS).default('read'),
  filterByCollaborators: z.array(collaboratorFilter).max(100).nullable().optional(),
  /** The contact filters of the CRM (property, value), applied to each conversation's contact. */
  contactFilters: z.array(contactFilter).max(50).nullable().optional(),
  appId: id.nullable().optional(),
});
export type ConversationQuery = z.infer<typeof conversationQuery>;

/** Text fields of a send (JSON, or multipart beside the `file` part). Checked again by the server's rules. */
export const sendFields = z.object({
  /** Optional here (the query names the company); when given it must be the same. */
  companyId: id.optional(),
  conversationId: id,
  type: z.enum(SEND_TYPES, { message: `type must be one of ${SEND_TYPES.join(', ')}` }).default('text'),
  message: z.string().max(TEXT_MAX, `A message has at most ${TEXT_MAX} characters`).nullable().optional(),
  caption: z.string().max(CAPTION_MAX, `A caption has at most ${CAPTION_MAX} characters`).nullable().optional(),
  templateId: id.nullable().optional(),
  /** Values for the template's variables, in order. */
  variables: z.array(z.string().max(1000)).max(20).nullable().optional(),
});
export type SendFields = z.infer<typeof sendFields>;

export const usage = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ day: z.string(), incoming: z.number(), outgoing: z.number(), byType: z.record(z.string(), z.number()) })),
  totals: z.object({ incoming: z.number(), outgoing: z.number() }),
});

/** Response times (SPEC §7 "Collaborators"): from a contact's message to the first reply by a person. */
export const responseTime = z.object({
  /** Mean seconds from the contact's first unanswered message to a person's reply; null with no replies. */
  averageSeconds: z.number().nullable(),
  medianSeconds: z.number().nullable(),
  responses: z.number(),
});
export const responseTimeOfAll = responseTime.extend({
  byCollaborator: z.array(responseTime.extend({ collaboratorId: z.string(), name: z.string() })),
});
const responseRange = z.object({
  companyId: id,
  whatsAppAppId: id.optional(),
  /** Days, YYYY-MM-DD, both included (default: the last 30 days). */
  since: z.iso.date().optional(),
  until: z.iso.date().optional(),
});

export const chatCalls = {
  // Session (one per app; the company's first app when appId is not given)
  wppStatus: defineCall({
    method: 'GET', path: '/wppstatus', summary: 'The chat session: unknown, waiting (QR), ready, loggedOut or failed',
    query: companyQuery, company: byQuery, permission: 'chat:read', response: chatSession,
  }),
  wppLogin: defineCall({
    method: 'GET', path: '/wpplogin', summary: 'Starts pairing (a QR code to scan) unless the session is ready',
    query: companyQuery, company: byQuery, permission: 'chat:manage', response: chatSession,
  }),
  wppQR: defineCall({
    method: 'GET', path: '/wppQR', summary: 'The current QR code as PNG (or SVG with format=svg); 404 unless waiting for a scan',
    query: companyQuery.extend({ format: z.enum(['png', 'svg']).default('png') }), company: byQuery, permission: 'chat:manage',
  }),
  wppLogout: defineCall({
    method: 'POST', path: '/whatsapp/wpplogout', summary: 'Ends the session (the phone is unpaired)',
    body: z.object({ companyId: id, appId: id.optional() }), company: byBody, permission: 'chat:manage', response: chatSession,
  }),
  whatsappApps: defineCall({
    method: 'GET', path: '/whatsappApps/:companyId', summary: "The company's chat-channel apps (one is created on first use)",
    params: z.object({ companyId: id }), company: byParams, permission: 'chat:read', response: listOf(chatApp),
  }),
  whatsappAppUsage: defineCall({
    method: 'GET', path: '/whatsappApp/usage/:appId', summary: 'Messages per day and type in a range (from, to: YYYY-MM-DD, at most 366 days)',
    params: z.object({ appId: id }), query: z.object({ companyId: id, from: z.iso.date(), to: z.iso.date() }), company: byQuery, permission: 'chat:read', response: usage,
  }),
  assignedContainer: defineCall({
    method: 'POST', path: '/assignedContainer', summary: "The container that runs the company's chat session (sent back as X-Container-Index and x-container)",
    body: z.object({ companyId: id }), company: byBody, permission: 'chat:read', response: z.object({ container: z.number() }),
  }),

  // Conversations and messages
  wppChats: defineCall({
    method: 'POST', path: '/wppchats/:companyId', summary: 'Conversations, newest first (page 1, 50), with search, tags, filter, collaborators and contact filters',
    params: z.object({ companyId: id }), query: pageOf(200), body: conversationQuery, company: byParams, permission: 'chat:read',
    response: listOf(conversation).extend({ unreadConversations: z.number() }),
  }),
  wppConversation: defineCall({
    method: 'GET', path: '/wppconversation/:conversationId', summary: 'One conversation',
    params: z.object({ conversationId: id }), query: z.object({ companyId: id }), company: byQuery, permission: 'chat:read', response: conversation,
  }),
  wppMessages: defineCall({
    method: 'GET', path: '/wppmessages/:conversationId', summary: 'Messages, page 1 the newest 50, each page oldest first',
    params: z.object({ conversationId: id }), query: pageOf(200).extend({ companyId: id }), company: byQuery, permission: 'chat:read', response: listOf(chatMessage),
  }),
  wppSend: defineCall({
    method: 'POST', path: '/wppsend', summary: 'Sends text, a template (always as text) or a file with caption; JSON or multipart with a `file` part (companyId in the query, as multipart fields arrive after the check)',
    query: z.object({ companyId: id }), body: sendFields, multipart: true, company: byQuery, permission: 'chat:write', response: chatMessage,
  }),
  wppRead: defineCall({
    method: 'POST', path: '/wppread', summary: 'Marks the conversation read (its unread count goes to 0)',
    body: conversationBody, company: byBody, permission: 'chat:read', response: okResponse,
  }),
  wppAssign: defineCall({
    method: 'POST', path: '/wppassign', summary: 'Assigns the conversation to a member of the company (null: nobody)',
    body: conversationBody.extend({ userId: id.nullable() }), company: byBody, permission: 'chat:write', response: conversation,
  }),
  wppArchive: defineCall({
    method: 'POST', path: '/wpparchive', summary: 'Archives or restores a conversation (a new message restores it)',
    body: conversationBody.extend({ archived: z.boolean() }), company: byBody, permission: 'chat:write', response: conversation,
  }),
  wppUpdateTags: defineCall({
    method: 'POST', path: '/wppupdateTags', summary: "Sets the conversation's tags",
    body: conversationBody.extend({ tagIds: z.array(id).max(50) }), company: byBody, permission: 'chat:write', response: conversation,
  }),
  wppMedia: defineCall({
    method: 'GET', path: '/wppmedia/:mediaId', summary: "A message's file, streamed (x-container, when sent, must be the app's container)",
    params: z.object({ mediaId: id }), query: z.object({ companyId: id }), company: byQuery, permission: 'chat:read',
  }),
  wppContact: defineCall({
    method: 'GET', path: '/wppcontact/:conversationId', summary: "The conversation's CRM contact with its stages and lists",
    params: z.object({ conversationId: id }), query: z.object({ companyId: id }), company: byQuery, permission: 'chat:read',
  }),
  getWhatsAppChatOfContact: defineCall({
    method: 'GET', path: '/getWhatsAppChatOfContact/:companyId/:contactId', summary: "The contact's conversation (404 WhatsApp contact not found, 403 when not theirs to see)",
    params: z.object({ companyId: id, contactId: id }), company: byParams, permission: 'chat:read', response: conversation,
  }),
  sendWhatsAppToContact: defineCall({
    method: 'POST', path: '/sendWhatsAppToContact', summary: 'Sends to a CRM contact by its phone, opening the conversation if needed (same rules as wppsend)',
    body: sendFields.omit({ conversationId: true }).extend({ companyId: id, contactId: id }), company: byBody, permission: 'chat:write', response: chatMessage,
  }),

  // Conversation tags
  createConversationTag: defineCall({
    method: 'POST', path: '/wppConversationTag/create', summary: 'Creates a conversation tag (409 when the name is taken)',
    body: chatTagFields.extend({ companyId: id }), company: byBody, permission: 'chat:manage', response: chatTag,
  }),
  listConversationTags: defineCall({
    method: 'GET', path: '/wppConversationTags/:companyId', summary: 'Conversation tags by name',
    params: z.object({ companyId: id }), company: byParams, permission: 'chat:read', response: listOf(chatTag),
  }),
  getConversationTag: defineCall({
    method: 'GET', path: '/wppConversationTag/:companyId/:tagId', summary: 'One conversation tag',
    params: z.object({ companyId: id, tagId: id }), company: byParams, permission: 'chat:read', response: chatTag,
  }),
  updateConversationTag: defineCall({
    method: 'PUT', path: '/wppConversationTag/:companyId/:tagId', summary: 'Renames or recolours a tag',
    params: z.object({ companyId: id, tagId: id }), body: tagInput.partial(), company: byParams, permission: 'chat:manage', response: chatTag,
  }),
  deleteConversationTag: defineCall({
    method: 'DELETE', path: '/wppConversationTag/:companyId/:tagId', summary: 'Deletes a tag (conversations lose it)',
    params: z.object({ companyId: id, tagId: id }), company: byParams, permission: 'chat:manage', response: okResponse,
  }),

  avgResponseTime: defineCall({
    method: 'GET', path: '/collaborator/avgResponseTime', summary: "A collaborator's response time in a range (contact's message → their first reply; bots do not count)",
    query: responseRange.extend({ collaboratorId: id }), company: byQuery, permission: 'chat:read', response: responseTime,
  }),
  avgResponseTimeOfAll: defineCall({
    method: 'GET', path: '/avgResponseTimeOfAll', summary: "The team's response time in a range, and each collaborator's",
    query: responseRange, company: byQuery, permission: 'chat:read', response: responseTimeOfAll,
  }),

  // Templates
  createTemplate: defineCall({
    method: 'POST', path: '/whatsappTemplate', summary: 'Submits a template for review (PENDING until sync)',
    body: chatTemplateFields.extend({ companyId: id }), company: byBody, permission: 'chat:manage', response: chatTemplate,
  }),
  listTemplates: defineCall({
    method: 'GET', path: '/whatsappTemplates/:companyId', summary: 'Templates by name (status filter optional)',
    params: z.object({ companyId: id }), query: z.object({ status: z.enum(TEMPLATE_STATUSES).optional() }), company: byParams, permission: 'chat:read', response: listOf(chatTemplate),
  }),
  getTemplate: defineCall({
    method: 'GET', path: '/whatsappTemplate/:templateId', summary: 'One template',
    params: z.object({ templateId: id }), query: z.object({ companyId: id }), company: byQuery, permission: 'chat:read', response: chatTemplate,
  }),
  updateTemplate: defineCall({
    method: 'PUT', path: '/whatsappTemplate/:templateId', summary: 'Edits a template; it goes back to review (PENDING)',
    params: z.object({ templateId: id }), query: z.object({ companyId: id }), body: chatTemplateInput.partial(), company: byQuery, permission: 'chat:manage', response: chatTemplate,
  }),
  deleteTemplate: defineCall({
    method: 'DELETE', path: '/whatsappTemplate/:templateId', summary: 'Deletes a template',
    params: z.object({ templateId: id }), query: z.object({ companyId: id }), company: byQuery, permission: 'chat:manage', response: okResponse,
  }),
  syncTemplates: defineCall({
    method: 'POST', path: '/whatsappTemplate/sync', summary: "Refreshes the templates' review states from the channel",
    body: z.object({ companyId: id }), company: byBody, permission: 'chat:manage', response: listOf(chatTemplate),
  }),
} as const;

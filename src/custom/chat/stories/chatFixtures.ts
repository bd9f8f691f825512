import type { ChatMessage, ChatTag, ChatTemplate, Conversation } from '../../../../contract/chat';
import type { CallArgs } from '../../../dataProvider/createApiClient';
import { AGENT_ID, COMPANY_ID, OWNER_ID } from '../../crm/stories/crmFixtures';

export const APP_ID = '00000000-0000-4000-8000-0000000000c1';
export const CONV_LUCIA = '00000000-0000-4000-8000-0000000000d1';
export const CONV_PEDRO = '00000000-0000-4000-8000-0000000000d2';
export const TEMPLATE_REMINDER = '00000000-0000-4000-8000-0000000000e1';
export const TAG_QUOTE = '00000000-0000-4000-8000-0000000000f1';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
let next = 0;
const newId = () => `00000000-0000-4000-9000-${String(++next).padStart(12, '0')}`;

export type ChatData = { conversations: Conversation[]; messages: ChatMessage[]; tags: ChatTag[]; templates: ChatTemplate[] };

function message(conversationId: string, minutesAgo: number, direction: 'in' | 'out', text: string, status: ChatMessage['status']): ChatMessage {
  return {
    _id: newId(), conversationId, direction, type: 'text', text, caption: null, media: null, location: null, contactCard: null, templateId: null, status,
    sentBy: direction === 'out' ? { userId: OWNER_ID, name: 'Olga Dueña' } : null, createdAt: ago(minutesAgo),
  };
}

/** Two conversations: Lucía wrote minutes ago (unread, inside the window); Pedro two days ago (only templates). */
export function sampleChatData(): ChatData {
  const messages = [
    message(CONV_LUCIA, 30, 'in', 'Hola, ¿tenéis cita el lunes?', 'received'),
    message(CONV_LUCIA, 25, 'out', 'Sí, a las 10.', 'read'),
    message(CONV_LUCIA, 5, 'in', '¿Y a las 12?', 'received'),
    message(CONV_PEDRO, 60 * 49, 'in', 'Gracias, recibido.', 'received'),
    message(CONV_PEDRO, 60 * 48, 'out', 'A ti.', 'delivered'),
  ];
  const last = (id: string) => messages.filter((m) => m.conversationId === id).at(-1)!;
  const conversation = (id: string, contactId: string, chatName: string, phone: string, unreadCount: number, windowMinutes: number | null): Conversation => ({
    _id: id, companyId: COMPANY_ID, appId: APP_ID, contactId, chatName, phone, unreadCount, assignedTo: null, tagIds: [], archived: false,
    lastMessage: (({ type, text, caption, direction, status, createdAt }) => ({ type, text, caption, direction, status, createdAt }))(last(id)),
    lastMessageAt: last(id).createdAt, windowEndsAt: windowMinutes === null ? null : new Date(Date.now() + windowMinutes * 60_000).toISOString(),
  });
  return {
    messages,
    conversations: [
      conversation(CONV_LUCIA, '00000000-0000-4000-8000-000000000b01', 'Lucía Romero', '+34600111222', 1, 23 * 60),
      conversation(CONV_PEDRO, '00000000-0000-4000-8000-000000000b02', 'Pedro Sanz', '+34600333444', 0, null),
    ],
    tags: [{ _id: TAG_QUOTE, companyId: COMPANY_ID, name: 'Presupuesto', color: '#ef6c00', conversationCount: 0 }],
    templates: [{
      _id: TEMPLATE_REMINDER, companyId: COMPANY_ID, name: 'recordatorio_cita', description: null, category: 'UTILITY', language: 'es', header: null,
      message: 'Hola {{1}}, te esperamos el {{2}}.', variables: ['Ana', 'lunes'], status: 'APPROVED', rejectionReason: null, createdAt: ago(1000), updatedAt: ago(1000),
    }],
  };
}

type Handler = (args: CallArgs, body: Record<string, unknown>) => unknown;
const page = <T,>(rows: T[]) => ({ data: rows, total: rows.length, page: 1, limit: 50 });

/** The chat calls of a fake server over `data`, merged into the CRM fake (createFakeCrmApi's overrides). */
export function chatHandlers(data: ChatData): Record<string, Handler> {
  const find = (id: unknown) => data.conversations.find((c) => c._id === id)!;
  const change = (id: unknown, patch: Partial<Conversation>) => Object.assign(find(id), patch);
  return {
    'POST /wppchats/:companyId': (_, body) => {
      const search = String(body.searchTerm ?? '').toLowerCase();
      const rows = data.conversations
        .filter((c) => (body.filters === 'archived' ? c.archived : !c.archived))
        .filter((c) => body.filters !== 'unread' || c.unreadCount > 0)
        .filter((c) => !search || c.chatName.toLowerCase().includes(search))
        .sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''));
      return { ...page(rows), unreadConversations: data.conversations.filter((c) => c.unreadCount > 0).length };
    },
    'GET /wppconversation/:conversationId': ({ params }) => find(params?.conversationId),
    'GET /wppmessages/:conversationId': ({ params }) => page(data.messages.filter((m) => m.conversationId === params?.conversationId)),
    'GET /wppcontact/:conversationId': ({ params }) => {
      const c = find(params?.conversationId);
      return { _id: c.contactId, companyId: COMPANY_ID, name: c.chatName.split(' ')[0], surname: c.chatName.split(' ')[1] ?? '', email: null, phone: c.phone, organization: null, jobTitle: null, source: 'whatsapp', city: null, country: null, customProperties: {}, collaborators: [], pipelineStages: [], contactListIds: [], createdAt: ago(100), updatedAt: ago(100) };
    },
    'POST /wppread': (_, body) => (change(body.conversationId, { unreadCount: 0 }), { ok: true }),
    'POST /wppassign': (_, body) => change(body.conversationId, { assignedTo: body.userId ? { userId: String(body.userId), name: body.userId === AGENT_ID ? 'Luis Pérez' : 'Olga Dueña' } : null }),
    'POST /wpparchive': (_, body) => change(body.conversationId, { archived: Boolean(body.archived) }),
    'POST /wppupdateTags': (_, body) => change(body.conversationId, { tagIds: body.tagIds as string[] }),
    'GET /wppConversationTags/:companyId': () => page(data.tags),
    'POST /wppConversationTag/create': (_, body) => {
      const tag = { _id: newId(), companyId: COMPANY_ID, name: String(body.name), color: '#5c6bc0', conversationCount: 0 };
      data.tags.push(tag);
      return tag;
    },
    'GET /whatsappTemplates/:companyId': ({ query }) => page(data.templates.filter((t) => !query?.status || t.status === query.status)),
    'POST /wppsend': (_, body) => {
      const conversation = find(body.conversationId);
      const template = data.templates.find((t) => t._id === body.templateId);
      const values = (body.variables as string[] | undefined) ?? [];
      const text = template ? template.message.replace(/\{\{(\d+)\}\}/g, (_m, n: string) => values[Number(n) - 1] ?? '') : String(body.message ?? '').trim();
      const sent = { ...message(conversation._id, 0, 'out', text, 'delivered'), templateId: template?._id ?? null };
      data.messages.push(sent);
      return sent;
    },
  };
}

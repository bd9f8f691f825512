/**
 * The chat channel's rules as data (SPEC §5, reference/whatsapp.md): session states, inbox
 * filters, message types and statuses, the vendor's media limits, the service window and SPEC §5's
 * messages. No schema here: the server's rules and the app's composer read them without zod.
 */

/** The session: `unknown` never started, `waiting` for a QR scan, `ready`, `loggedOut`, `failed` (QR codes ran out, or the phone refused). */
export const CHAT_SESSION_STATUSES = ['unknown', 'waiting', 'ready', 'loggedOut', 'failed'] as const;
export type ChatSessionStatus = (typeof CHAT_SESSION_STATUSES)[number];

/**
 * Inbox filters (SPEC §9 default `read`): `read` the inbox itself, every conversation not
 * archived; `unread` those with messages nobody has opened; `mine` assigned to the caller;
 * `unassigned`; `archived`.
 */
export const CHAT_FILTERS = ['read', 'unread', 'mine', 'unassigned', 'archived'] as const;
export type ChatFilter = (typeof CHAT_FILTERS)[number];

/** What can be sent; a template goes out as `text` (SPEC §5). */
export const SEND_TYPES = ['text', 'image', 'video', 'audio', 'document'] as const;
/** What can arrive (the phone sends locations and contact cards too). */
export const MESSAGE_TYPES = ['text', 'image', 'video', 'audio', 'document', 'location', 'contact'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MEDIA_TYPES = ['image', 'video', 'audio', 'document'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Outgoing ticks (one grey: sent, two grey: delivered, two blue: read); incoming messages are `received`. */
export const MESSAGE_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed', 'received'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

const MB = 1024 * 1024;
/**
 * The vendor's media limits (reference/whatsapp.md A1), by the type decided from the bytes.
 * Office documents are ZIP containers, so they are told by their bytes as ZIP.
 */
export const CHAT_MEDIA_RULES: Record<MediaType, { types: readonly string[]; maxBytes: number }> = {
  image: { types: ['image/jpeg', 'image/png'], maxBytes: 5 * MB },
  video: { types: ['video/mp4'], maxBytes: 16 * MB },
  audio: { types: ['audio/mp4', 'audio/mpeg', 'audio/ogg'], maxBytes: 16 * MB },
  document: { types: ['application/pdf', 'text/plain', 'application/zip'], maxBytes: 100 * MB },
};
/** The customer-service window: free text only within 24 h of the contact's last message (A2). */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const TEXT_MAX = 4096;
export const CAPTION_MAX = 1024;

/** SPEC §5's messages, by code; the app shows them in the user's language. */
export const CHAT_ERRORS = {
  invalid_file: 'El archivo no es válido',
  invalid_content: 'Contenido inválido para el tipo especificado',
  outside_window: 'More than 24 hours have passed since the contact last wrote: only an approved template can be sent',
  session_not_ready: 'The chat session is not connected: scan the QR code first',
  template_not_approved: 'This template is not approved yet',
  contact_not_found: 'WhatsApp contact not found',
  contact_forbidden: 'Not authorized to access this WhatsApp contact',
} as const;

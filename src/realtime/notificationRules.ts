import type { ChatStatus } from './socketMachine';

/** The socket's `newMessage` payload (SPEC §3 "Incoming message event"). */
export type IncomingMessage = {
  /** The sender; the value `me` marks the business's own messages. */
  from: string;
  chatName?: string | null;
  body: string | { caption?: string | null; text?: string | null } | null;
  usersToNotify: string[];
  /** The conversation, opened when the notification is clicked. */
  conversationId: string;
  /** Whether the message carries a file (image, video, audio, document). */
  hasMedia?: boolean;
};

type Translate = (key: string) => string;

/** SPEC §5: asked for only while the browser has not been answered. */
export const shouldAskPermission = (permission: NotificationPermission) => permission === 'default';

/** SPEC §5: for this user, not their own, while the chat session is ready, with permission granted. */
export function shouldNotify(message: IncomingMessage, userId: string, chatStatus: ChatStatus, permission: NotificationPermission): boolean {
  return message.usersToNotify.includes(userId) && message.from !== 'me' && chatStatus === 'ready' && permission === 'granted';
}

/** SPEC §9: title the chat's name, else the sender, else "Contacto"; body the text, else the caption, else a word for what came. */
export function notificationContent(message: IncomingMessage, t: Translate): { title: string; body: string } {
  const title = message.chatName?.trim() || message.from?.trim() || t('chat.notifications.contact');
  const { body } = message;
  const text = typeof body === 'string' ? body : body?.text || body?.caption;
  return { title, body: text?.trim() || t(message.hasMedia ? 'chat.notifications.newFile' : 'chat.notifications.newMessage') };
}

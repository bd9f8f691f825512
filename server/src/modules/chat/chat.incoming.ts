import { randomUUID } from 'node:crypto';
import { CHAT_MEDIA_RULES, type ChatMessage, type MediaType, type MessageType } from '../../../../contract/chat';
import { FILE_POLICIES } from '../../../../contract/files';
import type { AppDeps } from '../../deps';
import { companyBlobKey } from '../../blobs/blobKeys';
import { storeWithPolicy } from '../../blobs/storeWithPolicy';
import * as contacts from '../contacts/contacts.repository';
import { announceMessage } from './chat.events';
import { emitWorkflowEvents } from '../workflows/workflows.events';
import { answerWithChatbot } from './chatbot.run';
import { toConversation, toMessage } from './chat.presenter';
import * as repo from './chat.repository';
import type { AppRow } from './chat.repository';
import type { ContactCard, Location } from './chat.tables';

export type Incoming = {
  /** The sender's number (any punctuation; digits are kept). */
  from: string;
  /** The name the sender's profile shows. */
  profileName?: string | null;
  type: MessageType;
  text?: string | null;
  caption?: string | null;
  media?: { body: Buffer; fileName: string | null } | null;
  location?: Location | null;
  contactCard?: ContactCard | null;
  vendorId?: string | null;
  /**
   * When the contact sent it, as the channel says (the Cloud API's timestamp). A message filed
   * late (Meta's retries after an outage, a second attempt) keeps its place in the thread and in
   * response times; a time ahead of this server's clock is taken as now. Absent: now.
   */
  sentAt?: Date | null;
};

export const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** The contact with this number (its last 9 digits, as the CRM matches phones), created when new. */
async function contactFor(deps: AppDeps, companyId: string, waId: string, profileName: string | null | undefined): Promise<string> {
  const key = waId.slice(-9);
  const found = await deps.db.selectFrom('contacts').select('id').where('companyId', '=', companyId).where('phoneKey', '=', key).orderBy('createdAt').executeTakeFirst();
  if (found) return found.id;
  const [name, ...rest] = (profileName ?? '').trim().split(/\s+/).filter(Boolean);
  return deps.db.transaction().execute(async (trx) => {
    const created = await contacts.insertContact(trx, {
      companyId, name: name ?? '', surname: rest.join(' '), phone: `+${waId}`, source: 'whatsapp', customProperties: '{}',
    });
    await emitWorkflowEvents(trx, [{ type: 'contact_created', companyId, contactId: created.id }]);
    return created.id;
  });
}

/** Stores an incoming file as chat media when its bytes are of the kind the type says. */
async function storeMedia(deps: AppDeps, companyId: string, type: MediaType, media: { body: Buffer; fileName: string | null }) {
  const rule = CHAT_MEDIA_RULES[type];
  const id = randomUUID();
  const meta = await storeWithPolicy(deps.blobs, companyBlobKey(companyId, 'chatMedia', id), media.body,
    { ...FILE_POLICIES.chatMedia, types: rule.types as never, maxBytes: rule.maxBytes }, media.fileName ?? undefined);
  return { id, contentType: meta.contentType, size: meta.size, fileName: meta.fileName ?? null };
}

/**
 * A message from a contact reaches the company (the sandbox phone, or the Cloud API's webhook):
 * the number becomes a CRM contact if new, the conversation opens (or comes back from the
 * archive) with one more unread, and everyone who sees it is told live.
 */
export async function receiveMessage(deps: AppDeps, app: AppRow, incoming: Incoming): Promise<{ conversationId: string; message: ChatMessage }> {
  const waId = digitsOf(incoming.from);
  if (waId.length < 6) throw new Error('An incoming message needs the sender number');
  const isMedia = (['image', 'video', 'audio', 'document'] as const).includes(incoming.type as MediaType);
  const media = isMedia && incoming.media ? await storeMedia(deps, app.companyId, incoming.type as MediaType, incoming.media) : null;
  const contactId = await contactFor(deps, app.companyId, waId, incoming.profileName);
  const conversationId = await repo.upsertConversation(deps.db, { companyId: app.companyId, appId: app.id, contactId, waId });
  const row = await deps.db.transaction().execute(async (tx) => {
    const inserted = await repo.insertMessage(tx, {
      companyId: app.companyId, conversationId, direction: 'in', type: incoming.type,
      text: incoming.text ?? null, caption: isMedia ? incoming.caption ?? null : null, media,
      location: incoming.location ?? null, contactCard: incoming.contactCard ?? null, status: 'received', vendorId: incoming.vendorId ?? null,
      createdAt: incoming.sentAt && incoming.sentAt.getTime() < Date.now() ? incoming.sentAt : null,
    });
    await repo.touchConversation(tx, conversationId, { id: inserted.id, createdAt: inserted.createdAt, direction: 'in' });
    await emitWorkflowEvents(tx, [{ type: 'chat_message_received', companyId: app.companyId, contactId, text: incoming.text ?? incoming.caption ?? '' }]);
    return inserted;
  }).catch(async (error: unknown) => {
    // No message holds the file (e.g. the channel delivered this message twice at once): drop it.
    if (media) await deps.blobs.delete(companyBlobKey(app.companyId, 'chatMedia', media.id)).catch(() => {});
    throw error;
  });
  const message = toMessage(row);
  const conversation = await repo.findConversation(deps.db, app.companyId, conversationId);
  if (conversation) await announceMessage(deps, toConversation(conversation), message);
  if (incoming.type === 'text' && incoming.text?.trim()) {
    // The message is kept whatever the bot does; a failing bot must not lose it or refuse it.
    await answerWithChatbot(deps, app.companyId, conversationId, incoming.text).catch((error) => console.error('Chatbot failed', error));
  }
  return { conversationId, message };
}

import { randomUUID } from 'node:crypto';
import { CHAT_ERRORS, CHAT_MEDIA_RULES, type ChatMessage, type MediaType, type SendFields } from '../../../../contract/chat';
import { fillVariables, templateSource, variablesOf } from '../../../../contract/chatTemplates';
import { FILE_POLICIES } from '../../../../contract/files';
import type { AppDeps } from '../../deps';
import { companyBlobKey } from '../../blobs/blobKeys';
import { storeWithPolicy } from '../../blobs/storeWithPolicy';
import { AppError } from '../../http/errors';
import { announceMessage } from './chat.events';
import { toConversation, toMessage, windowEndsAt } from './chat.presenter';
import * as repo from './chat.repository';
import type { ConversationRow } from './chat.repository';
import { digitsOf } from './chat.incoming';
import { appFor } from './chat.session';

export type SendFile = { body: Buffer; fileName: string | null };

const refuse = (code: keyof typeof CHAT_ERRORS, status = 400, field?: string) =>
  new AppError(status, code, CHAT_ERRORS[code], field ? [{ path: field, message: CHAT_ERRORS[code], code }] : undefined);

/**
 * SPEC §5, decided before anything is stored or sent: a file type needs a real file ("El archivo
 * no es válido"); text needs a message or a template ("Contenido inválido para el tipo
 * especificado"); a template always goes out as text.
 */
export function checkSendShape(fields: SendFields, file: SendFile | null): { type: SendFields['type']; template: boolean } {
  if (fields.templateId) return { type: 'text', template: true };
  if (fields.type !== 'text') {
    if (!file || file.body.length === 0) throw refuse('invalid_file', 400, 'body.file');
    return { type: fields.type, template: false };
  }
  if (!fields.message?.trim()) throw refuse('invalid_content', 400, 'body.message');
  return { type: 'text', template: false };
}

async function renderTemplate(deps: AppDeps, companyId: string, templateId: string, values: string[]) {
  const template = await deps.db.selectFrom('chatTemplates').selectAll().where('companyId', '=', companyId).where('id', '=', templateId).executeTakeFirst();
  if (!template) throw new AppError(404, 'not_found', 'Template not found');
  if (template.status !== 'APPROVED') throw refuse('template_not_approved', 409);
  const source = templateSource(template);
  const names = variablesOf(source);
  if (values.length < names.length || values.slice(0, names.length).some((v) => !v.trim())) {
    throw new AppError(400, 'template_variables', `This template needs ${names.length} values`, [{ path: 'body.variables', message: `This template needs ${names.length} values`, code: 'template_variables', params: { count: names.length } }]);
  }
  return { text: fillVariables(source, values), template };
}

async function storeOutgoingMedia(deps: AppDeps, companyId: string, type: MediaType, file: SendFile) {
  const rule = CHAT_MEDIA_RULES[type];
  const id = randomUUID();
  try {
    const meta = await storeWithPolicy(deps.blobs, companyBlobKey(companyId, 'chatMedia', id), file.body,
      { ...FILE_POLICIES.chatMedia, types: rule.types as never, maxBytes: rule.maxBytes }, file.fileName ?? undefined);
    return { id, contentType: meta.contentType, size: meta.size, fileName: meta.fileName ?? null };
  } catch (error) {
    // Not the kind of file the type says (a PDF sent as an image): SPEC §5's message.
    if (error instanceof AppError && error.statusCode === 415) {
      throw new AppError(400, 'invalid_file', CHAT_ERRORS.invalid_file, [{ path: 'body.file', message: CHAT_ERRORS.invalid_file, code: 'invalid_file', params: { detected: String((error.details as { detected?: string })?.detected ?? '') } }]);
    }
    throw error;
  }
}

/**
 * The message an earlier send with this key made; null when the key is unused. A key claimed
 * with no message is a send whose outcome is unknown (a crash mid-send): refused, never resent.
 */
async function earlierSend(deps: AppDeps, companyId: string, key: string): Promise<ChatMessage | null> {
  const claim = await repo.findSendClaim(deps.db, companyId, key);
  if (!claim) return null;
  const stored = claim.messageId ? await repo.findMessage(deps.db, companyId, claim.messageId) : undefined;
  if (stored) return toMessage(stored);
  throw new AppError(409, 'send_in_doubt', 'An earlier attempt with this key may have sent the message: it is not sent again');
}

/** The conversation with a contact (on the company's app), opened when new; the contact needs a phone. */
export async function conversationForContact(deps: AppDeps, companyId: string, contactId: string): Promise<string> {
  const contact = await deps.db.selectFrom('contacts').select(['id', 'phone']).where('companyId', '=', companyId).where('id', '=', contactId).executeTakeFirst();
  if (!contact) throw new AppError(404, 'not_found', 'Contact not found');
  const waId = digitsOf(contact.phone ?? '');
  if (waId.length < 6) throw new AppError(400, 'validation_error', 'This contact has no phone number', [{ path: 'body.contactId', message: 'This contact has no phone number', code: 'contact_without_phone' }]);
  const app = await appFor(deps, companyId, null);
  return repo.upsertConversation(deps.db, { companyId, appId: app.id, contactId: contact.id, waId });
}

/**
 * Sends from the business: checked shape, a connected session, the 24-hour window (outside it
 * only templates, as the channel refuses free text with 131047), the file stored by its bytes,
 * then handed to the channel and shown live to everyone who sees the conversation.
 * With `idempotencyKey` (a workflow step's), a second call with the same key returns the first
 * message: the key is claimed before the channel sees anything and given back if it refuses.
 */
export async function sendMessage(
  deps: AppDeps, userId: string | null, row: ConversationRow, fields: SendFields, file: SendFile | null, options: { idempotencyKey?: string } = {},
): Promise<ChatMessage> {
  const key = options.idempotencyKey;
  const earlier = key ? await earlierSend(deps, row.companyId, key) : null;
  if (earlier) return earlier;
  const shape = checkSendShape(fields, file);
  const app = await repo.findApp(deps.db, row.companyId, row.appId);
  if (!app || app.status !== 'ready') throw refuse('session_not_ready', 409);
  if (!shape.template && !windowEndsAt(row.lastIncomingAt)) throw refuse('outside_window', 422);
  const rendered = shape.template ? await renderTemplate(deps, row.companyId, fields.templateId!, fields.variables ?? []) : null;
  const text = rendered ? rendered.text : shape.type === 'text' ? fields.message!.trim() : null;
  const media = shape.type !== 'text' && file ? await storeOutgoingMedia(deps, row.companyId, shape.type as MediaType, file) : null;
  const caption = media && shape.type !== 'audio' ? fields.caption?.trim() || null : null;
  if (key && !(await repo.claimSend(deps.db, row.companyId, key))) return (await earlierSend(deps, row.companyId, key))!;
  const sent = await deps.connectors.chat.send({
    to: row.waId, type: shape.type, text, caption,
    media: media && file ? { contentType: media.contentType, fileName: media.fileName, body: file.body } : null,
    template: rendered ? {
      name: rendered.template.name, language: rendered.template.language, header: rendered.template.header,
      message: rendered.template.message, values: fields.variables ?? [],
    } : null,
    windowOpen: Boolean(windowEndsAt(row.lastIncomingAt)),
  }).catch(async (error: unknown) => {
    if (key) await repo.releaseSend(deps.db, row.companyId, key);
    throw error;
  });
  const inserted = await deps.db.transaction().execute(async (tx) => {
    const message = await repo.insertMessage(tx, {
      companyId: row.companyId, conversationId: row.id, direction: 'out', type: shape.type, text, caption, media,
      templateId: shape.template ? fields.templateId! : null, status: sent.status, sentBy: userId, vendorId: sent.vendorId,
    });
    // A person answering takes the conversation over: its chatbot stops replying. In the same
    // statement, as the conversation's row is locked until this transaction ends.
    await repo.touchConversation(tx, row.id, { id: message.id, createdAt: message.createdAt, direction: 'out' }, { pauseBot: Boolean(userId) });
    if (key) await repo.settleSend(tx, row.companyId, key, message.id);
    return message;
  });
  const [stored, conversation] = await Promise.all([repo.findMessage(deps.db, row.companyId, inserted.id), repo.findConversation(deps.db, row.companyId, row.id)]);
  const message = toMessage(stored ?? { ...inserted, sentByName: null });
  if (conversation) await announceMessage(deps, toConversation(conversation), message);
  return message;
}

import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { CloudChat } from '../../connectors/chat/cloud';
import { MediaTooLargeError } from '../../connectors/chat/cloud';
import { GraphError } from '../../connectors/chat/cloud.errors';
import { reviewOf } from '../../connectors/chat/cloud.templates';
import type { CloudEvent, CloudMessageEvent, CloudStatusEvent, CloudTemplateEvent } from '../../connectors/chat/cloud.webhook';
import { AppError } from '../../http/errors';
import { announceStatus } from './chat.events';
import { receiveMessage } from './chat.incoming';
import { toConversation } from './chat.presenter';
import * as repo from './chat.repository';
import { appFor } from './chat.session';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * One incoming message from the Cloud API into the product, as the sandbox phone's messages go:
 * `receiveMessage` on the company's app (its first; created on first use). A message already
 * stored (Meta retried, or delivered it twice at once) is skipped. The file is fetched through
 * the connector and stored by `receiveMessage` through the blob store. A file that can never be
 * had or kept (too large, not a type the chat takes, a media id Meta no longer knows) is left out
 * and the message kept without it, so a retry cannot loop on it; a passing failure (Graph down,
 * rate limit) throws, and Meta's retry brings the message again.
 */
async function fileMessage(deps: AppDeps, chat: CloudChat, event: CloudMessageEvent, log: Log) {
  if (await repo.hasIncomingVendorId(deps.db, chat.companyId, event.vendorId)) return;
  const app = await appFor(deps, chat.companyId, null);
  let media: { body: Buffer; fileName: string | null } | null = null;
  if (event.media) {
    try {
      const file = await chat.downloadMedia(event.media.id);
      media = { body: file.body, fileName: event.media.fileName };
    } catch (error) {
      const permanent = error instanceof MediaTooLargeError || (error instanceof GraphError && !error.retryable);
      if (!permanent) throw error;
      log.warn({ vendorId: event.vendorId, vendor: error instanceof GraphError ? error.summary : error.message }, 'WhatsApp Cloud: incoming file not available, kept the message without it');
    }
  }
  const incoming = {
    from: event.from, profileName: event.profileName, type: event.type, text: event.text, caption: event.caption,
    location: event.location, contactCard: event.contactCard, vendorId: event.vendorId, sentAt: event.timestamp,
  };
  try {
    await receiveMessage(deps, app, { ...incoming, media });
  } catch (error) {
    if (repo.isDuplicateVendorId(error)) return;
    // The bytes are not what the chat takes (a sticker-like image, an old Office file…).
    if (!(media && error instanceof AppError && (error.statusCode === 415 || error.statusCode === 413))) throw error;
    log.warn({ vendorId: event.vendorId, mimeType: event.media?.mimeType, code: error.code }, 'WhatsApp Cloud: incoming file refused, kept the message without it');
    await receiveMessage(deps, app, { ...incoming, media: null }).catch((again: unknown) => {
      if (!repo.isDuplicateVendorId(again)) throw again;
    });
  }
}

/** Ticks from the channel, through the same event the sandbox phone's reads send (`messageStatus`). */
async function fileStatus(deps: AppDeps, chat: CloudChat, event: CloudStatusEvent, log: Log) {
  if (event.status === 'failed') {
    log.warn({ vendorId: event.vendorId, errors: event.errors }, 'WhatsApp Cloud: a message could not be delivered');
  }
  const changed = await repo.advanceOutgoingStatus(deps.db, chat.companyId, event.vendorId, event.status);
  if (!changed?.ids.length) return;
  const row = await repo.findConversation(deps.db, chat.companyId, changed.conversationId);
  if (row) await announceStatus(deps, toConversation(row), changed.ids, event.status);
}

/**
 * Meta reviewed a template again (approved, rejected, paused, disabled…): the company's copy
 * follows. One Meta app may serve several business accounts: only this number's account counts.
 */
async function fileTemplate(deps: AppDeps, chat: CloudChat, event: CloudTemplateEvent, log: Log) {
  if (event.businessAccountId !== chat.businessAccountId) {
    log.warn({ businessAccountId: event.businessAccountId }, 'WhatsApp Cloud: template update for another business account dropped');
    return;
  }
  const review = reviewOf(event.event, event.reason);
  await deps.db.updateTable('chatTemplates').set({ status: review.status, rejectionReason: review.reason, updatedAt: new Date() })
    .where('companyId', '=', chat.companyId).where('name', '=', event.name).where('language', '=', event.language).execute();
}

/**
 * A verified notification's events, each on its own: the ones that fail are counted (when that
 * is known before the route has answered, it answers 500 so Meta sends the notification again;
 * what was stored is skipped the second time). Events for another number or business account,
 * or when the configured company does not exist, are logged and dropped: retrying would not
 * change them.
 */
export async function handleCloudEvents(deps: AppDeps, chat: CloudChat, events: CloudEvent[], log: Log): Promise<{ failed: number }> {
  const company = await deps.db.selectFrom('companies').select('id').where('id', '=', chat.companyId).executeTakeFirst();
  if (!company) {
    if (events.length) log.error({ companyId: chat.companyId }, 'WhatsApp Cloud: WHATSAPP_COMPANY_ID names no company; notification dropped');
    return { failed: 0 };
  }
  let failed = 0;
  for (const event of events) {
    try {
      if (event.kind === 'ignored') {
        log.info({ what: event.what, vendorId: event.vendorId }, 'WhatsApp Cloud: notification part not shown in the product');
      } else if (event.kind === 'template') {
        await fileTemplate(deps, chat, event, log);
      } else if (event.phoneNumberId !== chat.phoneNumberId) {
        log.warn({ phoneNumberId: event.phoneNumberId }, 'WhatsApp Cloud: notification for another number dropped');
      } else if (event.kind === 'message') {
        await fileMessage(deps, chat, event, log);
      } else {
        await fileStatus(deps, chat, event, log);
      }
    } catch (error) {
      failed += 1;
      const vendor = error instanceof Error && 'summary' in error ? String((error as { summary: unknown }).summary) : undefined;
      log.error({ err: error, vendor, kind: event.kind }, 'WhatsApp Cloud: notification part failed; Meta will send it again');
    }
  }
  return { failed };
}

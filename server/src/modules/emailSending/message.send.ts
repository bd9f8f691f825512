import type { AppDeps } from '../../deps';
import type { DkimKey } from '../../connectors/mail';
import { MailSendError } from '../../connectors/mail/mail.connector';
import { sandboxOutcome } from '../../connectors/mail/sandbox';
import type { EmailEventType, MergeValues } from '../../../../contract/email';
import type { Insertable } from 'kysely';
import type { EmailMessagesTable } from './emailSending.tables';
import { composeMessage, type ComposedMessage, type Language } from './message.compose';
import { newToken, trackingBase } from './tracking.tokens';
import { claimAndInsertMessage, insertMessage, markSent, recordEvent, setMessageStatus, suppress, type Conn } from './emailSending.repository';
import { realClock, throttleFor, type Clock } from './throttle';

export type Content = { subject: string; html: string | null; text: string | null; preheader: string | null };

export type OutgoingMessage = {
  companyId: string;
  companyName: string;
  language: Language;
  from: { email: string; name: string | null };
  replyTo: string | null;
  dkim: DkimKey;
  to: { email: string; name: string | null };
  contactId: string | null;
  values: MergeValues;
  content: Content;
  tags: string[];
  test: boolean;
  /** A bulk send's recipient: claimed in the statement that records the message, marked sent in the one that records the send. */
  bulk?: { bulkEmailId: string; contactId: string };
  /** RFC 5322 Message-ID; a bulk send derives it from the job and contact (a resend would carry the same). */
  headerMessageId?: string;
  /** A single send's key: recorded with the message, where a second send with it is refused (unique). */
  idempotencyKey?: string;
  templateId?: string | null;
  signal?: AbortSignal;
};

/** Another run of the same bulk job claimed this recipient first: nothing was recorded or sent. */
export class AlreadyClaimed extends Error {}

/** The caller's signal aborted while waiting for the throttle: nothing was recorded or sent. */
export class SendAborted extends Error {}

/** A connector refusal that says "later" is retried this many times; the message was not taken. */
const TEMPORARY_RETRIES = 3;

const randomMessageId = (domain: string) => `<${crypto.randomUUID()}@${domain}>`;

/** A message composed for its recipient and the row that records it, not yet handed over. */
export type PreparedMessage = { row: Insertable<EmailMessagesTable>; composed: ComposedMessage; headerMessageId: string };

/** Composes the recipient's message (merge variables, tracking) and the row recording it (status `sending`). */
export function prepareMessage(deps: AppDeps, msg: OutgoingMessage): PreparedMessage {
  const domain = msg.dkim.domainName;
  const { token, hash } = newToken();
  const composed = composeMessage({
    ...msg.content, values: msg.values, companyName: msg.companyName, language: msg.language,
    token, base: trackingBase(deps.config.publicUrl), test: msg.test,
  });
  const headerMessageId = msg.headerMessageId ?? randomMessageId(domain);
  const row = {
    companyId: msg.companyId, bulkEmailId: msg.bulk?.bulkEmailId ?? null, contactId: msg.contactId, toEmail: msg.to.email,
    fromEmail: msg.from.email, subject: composed.subject, tags: msg.tags, test: msg.test, status: 'sending' as const,
    language: msg.language, tokenHash: hash, headerMessageId, links: composed.links,
    idempotencyKey: msg.idempotencyKey ?? null, templateId: msg.templateId ?? null,
  };
  return { row, composed, headerMessageId };
}

export type Delivered = { providerMessageId: string | null; outcome: 'delivered' | 'hard_bounced' | 'soft_bounced' | 'spam_complaint' | null };

/**
 * Hands a recorded message (`id`) to the connector, retrying a refusal that says "later". A
 * refusal leaves the message `failed` and throws the connector's MailSendError; anything else
 * leaves the outcome unknown (the message may be out): it stays `sending` and the error goes up.
 */
export async function deliverMessage(deps: AppDeps, msg: OutgoingMessage, prepared: PreparedMessage, id: string, clock: Clock = realClock): Promise<Delivered> {
  const { composed } = prepared;
  const mail = deps.connectors.mail;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const sent = await mail.send({
        to: msg.to.email, toName: msg.to.name ?? undefined, from: msg.from, replyTo: msg.replyTo ?? undefined,
        subject: composed.subject, html: composed.html ?? undefined, text: composed.text, companyId: msg.companyId,
        listUnsubscribe: composed.listUnsubscribe, dkim: msg.dkim, messageId: prepared.headerMessageId, tags: msg.tags,
      });
      // SMTP: delivered, as the relay took it and no report comes back; sandbox: the outcome by
      // address; MailerSend: its webhook reports later.
      const outcome = mail.kind === 'smtp' ? 'delivered' : mail.kind === 'sandbox' ? sandboxOutcome(msg.to.email) : null;
      return { providerMessageId: sent.id || null, outcome };
    } catch (error) {
      if (!(error instanceof MailSendError)) throw error;
      const refusal = error;
      if (!refusal.permanent && attempt < TEMPORARY_RETRIES && !msg.signal?.aborted) {
        await clock.sleep(refusal.retryAfterMs ?? 1000 * 2 ** attempt, msg.signal);
        continue;
      }
      await setMessageStatus(deps.db, id, 'failed', { error: refusal.message.slice(0, 1000) });
      throw refusal;
    }
  }
}

/** The events recorded when a message is handed over. */
export const sentEvents = (d: Delivered): EmailEventType[] => (d.outcome ? ['sent', d.outcome] : ['sent']);
/** Whether the outcome puts the address on the suppression list at once. */
export const suppressingOutcome = (d: Delivered): d is Delivered & { outcome: 'hard_bounced' | 'spam_complaint' } =>
  d.outcome === 'hard_bounced' || d.outcome === 'spam_complaint';

/**
 * Sends one message to one recipient: waits for the sending domain's throttle slot, records the
 * message (status `sending`; a bulk recipient is claimed in the same statement, before the
 * connector sees anything: at most once), hands it to the connector, then records `sent` and
 * what follows. A refusal leaves the message `failed` and throws the connector's MailSendError.
 * (A bulk job batches these steps instead: bulk.deliver.ts.)
 */
export async function sendMessage(deps: AppDeps, msg: OutgoingMessage, clock: Clock = realClock): Promise<{ id: string }> {
  await throttleFor(deps).acquire(msg.dkim.domainName, msg.signal);
  if (msg.signal?.aborted) throw new SendAborted();
  const prepared = prepareMessage(deps, msg);
  const id = msg.bulk ? await claimAndInsertMessage(deps.db, msg.bulk, prepared.row) : await insertMessage(deps.db, prepared.row);
  if (!id) throw new AlreadyClaimed();
  const delivered = await deliverMessage(deps, msg, prepared, id, clock);
  await markSent(deps.db, id, delivered.providerMessageId, sentEvents(delivered), msg.bulk);
  if (suppressingOutcome(delivered)) await suppress(deps.db, msg.companyId, msg.to.email, delivered.outcome, msg.contactId);
  return { id };
}

type EventTarget = { id: string; companyId: string; contactId: string | null };

/**
 * A delivery outcome reported for a message (sandbox rule or provider webhook): the event, and a
 * hard bounce or complaint puts the address on the company's suppression list.
 */
export async function recordOutcome(db: Conn, message: EventTarget, email: string, outcome: 'delivered' | 'soft_bounced' | 'hard_bounced' | 'spam_complaint' | 'unsubscribed') {
  await recordEvent(db, message, outcome);
  if (outcome === 'hard_bounced' || outcome === 'spam_complaint' || outcome === 'unsubscribed') {
    await suppress(db, message.companyId, email, outcome, message.contactId);
  }
}

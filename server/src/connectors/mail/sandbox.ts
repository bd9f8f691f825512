import type { Db } from '../../db/connection';
import { extraHeaders, fromHeader, type MailConnector } from './mail.connector';
import { findMail, insertMail, listMail, takenMessageIds } from './outbox.repository';

/** The default: nothing leaves the machine; messages land in mail_outbox for people and tests to read. */
export function createSandboxMail(db: Db, from: string): MailConnector {
  return {
    kind: 'sandbox',
    async send(message) {
      const id = await insertMail(db, {
        to: message.to,
        from: fromHeader(message, from),
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        tag: message.tag ?? null,
        companyId: message.companyId ?? null,
        headers: extraHeaders(message),
        messageId: message.messageId ?? null,
      });
      return { id };
    },
    outbox: (to) => listMail(db, to),
    outboxMessage: (id) => findMail(db, id),
    taken: (messageIds) => takenMessageIds(db, messageIds),
  };
}

export type SandboxOutcome = 'delivered' | 'soft_bounced' | 'hard_bounced' | 'spam_complaint';

/**
 * What the sandbox pretends the receiving side did, by the recipient's local part, so bounces and
 * complaints can be tried without a provider: `bounce` or ending in `+bounce` → hard bounce;
 * `softbounce` / `+softbounce` → soft bounce; `complaint` / `+complaint` → spam complaint; any
 * other address → delivered. (bounce@x.com, ana+bounce@x.com, softbounce@x.com, ana+complaint@x.com.)
 */
export function sandboxOutcome(address: string): SandboxOutcome {
  const local = address.split('@')[0].toLowerCase();
  const is = (word: string) => local === word || local.endsWith(`+${word}`);
  if (is('softbounce')) return 'soft_bounced';
  if (is('bounce')) return 'hard_bounced';
  if (is('complaint')) return 'spam_complaint';
  return 'delivered';
}

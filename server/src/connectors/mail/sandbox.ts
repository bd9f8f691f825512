import type { Db } from '../../db/connection';
import type { MailConnector } from './mail.connector';
import { insertMail, listMail } from './outbox.repository';

/** The default: nothing leaves the machine; messages land in mail_outbox for people and tests to read. */
export function createSandboxMail(db: Db, from: string): MailConnector {
  return {
    kind: 'sandbox',
    async send(message) {
      const id = await insertMail(db, {
        to: message.to,
        from,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        tag: message.tag ?? null,
        companyId: message.companyId ?? null,
      });
      return { id };
    },
    outbox: (to) => listMail(db, to),
  };
}

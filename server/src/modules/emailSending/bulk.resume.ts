import type { AppDeps } from '../../deps';
import { sandboxOutcome } from '../../connectors/mail/sandbox';
import { suppress } from './emailSending.repository';
import { failInterrupted, interruptedMessages, markSentMany } from './bulk.repository';
import { sentEvents, suppressingOutcome } from './message.send';

/**
 * A resumed bulk send first settles the recipients interrupted in the connector's hands (claimed,
 * handed over or about to be, never marked: the instance died). Where the connector can say
 * whether it took a message (the sandbox: its outbox holds the Message-ID) those it took are
 * recorded sent, with the events and suppressions a normal hand-over records. The rest count as
 * failed and are not mailed again (at most once). With SMTP or MailerSend the product cannot
 * know (a relay may have accepted the message a moment before the kill): all of them stay failed,
 * possibly wrongly for a few messages per kill.
 */
export async function settleInterrupted(deps: AppDeps, bulkEmailId: string): Promise<{ sent: number; failed: number }> {
  const mail = deps.connectors.mail;
  let sent = 0;
  if (mail.taken) {
    const interrupted = await interruptedMessages(deps.db, bulkEmailId);
    const taken = await mail.taken(interrupted.map((m) => m.headerMessageId));
    const out = interrupted.filter((m) => taken.has(m.headerMessageId)).map((m) => {
      const delivered = { providerMessageId: taken.get(m.headerMessageId)!, outcome: mail.kind === 'sandbox' ? sandboxOutcome(m.toEmail) : null };
      return { message: m, delivered };
    });
    await markSentMany(deps.db, bulkEmailId, out.map(({ message, delivered }) => ({
      id: message.id, contactId: message.contactId, providerMessageId: delivered.providerMessageId, events: sentEvents(delivered),
    })));
    for (const { message, delivered } of out) {
      if (suppressingOutcome(delivered)) await suppress(deps.db, message.companyId, message.toEmail, delivered.outcome, message.contactId);
    }
    sent = out.length;
  }
  return { sent, failed: await failInterrupted(deps.db, bulkEmailId) };
}

import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError, invalidField } from '../../http/errors';
import { MailSendError } from '../../connectors/mail';
import { contactMergeValues, type sendingCalls } from '../../../../contract/email';
import { requireContact } from '../contacts/contacts.service';
import { resolveContent } from './content';
import { companyVoice, requireVerifiedSender } from './sender';
import { insertMessage, suppressedAmong } from './emailSending.repository';
import { sendMessage } from './message.send';
import { newToken } from './tracking.tokens';

type Body = z.output<typeof sendingCalls.sendEmail.body>;

/** A contact of the company with this address (the oldest), so a send to an address lands on its timeline. */
async function contactByEmail(deps: AppDeps, companyId: string, email: string) {
  return deps.db.selectFrom('contacts').selectAll().where('companyId', '=', companyId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).orderBy('createdAt').orderBy('id').executeTakeFirst();
}

/**
 * One message to one recipient (issue 14 §2). Everything that can refuse (template, contact,
 * sender domain) is checked before anything is written. A suppressed address gets no mail: the
 * message is recorded `suppressed` (a test send skips the check: it goes to oneself).
 */
export async function sendEmail(deps: AppDeps, companyId: string, body: Body): Promise<{ messageId: string; status: 'sent' | 'suppressed' }> {
  const content = await resolveContent(deps.db, companyId, body);
  const contact = body.to.contactId ? await requireContact(deps.db, companyId, body.to.contactId) : body.to.email ? await contactByEmail(deps, companyId, body.to.email) : undefined;
  const email = body.to.email ?? contact?.email?.trim();
  if (!email) throw invalidField('body.to.contactId', 'The contact has no email address');
  const dkim = await requireVerifiedSender(deps, companyId, body.from.email);
  const voice = await companyVoice(deps.db, companyId);

  if (!body.test && (await suppressedAmong(deps.db, companyId, [email])).size) {
    const id = await insertMessage(deps.db, {
      companyId, contactId: contact?.id ?? null, toEmail: email, fromEmail: body.from.email, subject: content.subject, tags: body.tags,
      test: false, status: 'suppressed', language: voice.language, tokenHash: newToken().hash, headerMessageId: `<suppressed-${crypto.randomUUID()}@${dkim.domainName}>`,
    });
    return { messageId: id, status: 'suppressed' };
  }
  const name = body.to.name ?? ([contact?.name, contact?.surname].filter((v) => v?.trim()).join(' ') || null);
  const values = { ...contactMergeValues(contact ?? { email, name: body.to.name ?? null }), ...body.variables };
  try {
    const { id } = await sendMessage(deps, {
      companyId, companyName: voice.name, language: voice.language, from: { email: body.from.email, name: body.from.name ?? null },
      replyTo: body.replyTo ?? null, dkim, to: { email, name }, contactId: contact?.id ?? null, values, content, tags: body.tags, test: body.test,
    });
    return { messageId: id, status: 'sent' };
  } catch (error) {
    if (error instanceof MailSendError) throw new AppError(502, 'email_not_sent', `The email could not be sent: ${error.message}`);
    throw error;
  }
}

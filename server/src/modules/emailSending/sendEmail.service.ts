import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError, invalidField } from '../../http/errors';
import { MailSendError } from '../../connectors/mail';
import { contactMergeValues, type sendingCalls } from '../../../../contract/email';
import { requireContact } from '../contacts/contacts.service';
import { resolveContent } from './content';
import { companyVoice, requireVerifiedSender } from './sender';
import { findMessageByKey, insertMessage, releaseFailedKey, suppressedAmong } from './emailSending.repository';
import { sendMessage } from './message.send';
import { newToken } from './tracking.tokens';

type Body = z.output<typeof sendingCalls.sendEmail.body>;

/** A contact of the company with this address (the oldest), so a send to an address lands on its timeline. */
async function contactByEmail(deps: AppDeps, companyId: string, email: string) {
  return deps.db.selectFrom('contacts').selectAll().where('companyId', '=', companyId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).orderBy('createdAt').orderBy('id').executeTakeFirst();
}

type Sent = { messageId: string; status: 'sent' | 'suppressed' };

/**
 * The earlier send with this key, if it went out or may have (`sending`: the outcome of a crash
 * mid-send is unknown, so never a second mail). A refused one gives its key back: send again.
 */
async function earlierSend(deps: AppDeps, companyId: string, idempotencyKey: string): Promise<Sent | undefined> {
  const earlier = await findMessageByKey(deps.db, companyId, idempotencyKey);
  if (!earlier) return undefined;
  if (earlier.status === 'failed') {
    await releaseFailedKey(deps.db, earlier.id);
    return undefined;
  }
  return { messageId: earlier.id, status: earlier.status === 'suppressed' ? 'suppressed' : 'sent' };
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * One message to one recipient (issue 14 §2). Everything that can refuse (template, contact,
 * sender domain) is checked before anything is written. A suppressed address gets no mail: the
 * message is recorded `suppressed` (a test send skips the check: it goes to oneself).
 * With `idempotencyKey` (a workflow step's), a second call with the same key returns the first
 * message instead of sending again (the key is unique per company on the messages table, so two
 * calls at once send once too).
 */
export async function sendEmail(deps: AppDeps, companyId: string, body: Body, options: { idempotencyKey?: string } = {}): Promise<Sent> {
  const key = options.idempotencyKey;
  if (key) {
    const earlier = await earlierSend(deps, companyId, key);
    if (earlier) return earlier;
  }
  try {
    return await sendOnce(deps, companyId, body, key);
  } catch (error) {
    const earlier = key && isUniqueViolation(error) ? await earlierSend(deps, companyId, key) : undefined;
    if (earlier) return earlier;
    throw error;
  }
}

async function sendOnce(deps: AppDeps, companyId: string, body: Body, idempotencyKey: string | undefined): Promise<Sent> {
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
      idempotencyKey: idempotencyKey ?? null, templateId: content.templateId,
    });
    return { messageId: id, status: 'suppressed' };
  }
  const name = body.to.name ?? ([contact?.name, contact?.surname].filter((v) => v?.trim()).join(' ') || null);
  const values = { ...contactMergeValues(contact ?? { email, name: body.to.name ?? null }), ...body.variables };
  try {
    const { id } = await sendMessage(deps, {
      companyId, companyName: voice.name, language: voice.language, from: { email: body.from.email, name: body.from.name ?? null },
      replyTo: body.replyTo ?? null, dkim, to: { email, name }, contactId: contact?.id ?? null, values, content, tags: body.tags, test: body.test,
      idempotencyKey, templateId: content.templateId,
    });
    return { messageId: id, status: 'sent' };
  } catch (error) {
    if (error instanceof MailSendError) throw new AppError(502, 'email_not_sent', `The email could not be sent: ${error.message}`);
    throw error;
  }
}

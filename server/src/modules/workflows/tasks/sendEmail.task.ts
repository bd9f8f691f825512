import type { Step } from '../../../../../contract/workflows';
import { loadTemplateForSending } from '../../emailTemplates/emailTemplates.lookup';
import { sendEmail } from '../../emailSending/sendEmail.service';
import { asTask, requireRunContact } from './taskSupport';
import { PermanentTaskError, type TaskHandler } from './types';

/**
 * Sends the step's email template to the run's contact through the email area's own send (its
 * sender checks, suppression list, tracking). The step's idempotency key goes with it: an attempt
 * after a crash gets the first message back instead of mailing again. The output's messageId is
 * what a later branch asks "opened / clicked?" about.
 */
export const sendEmailTask: TaskHandler<Extract<Step, { type: 'send_email' }>> = async (ctx) => {
  const { step, companyId } = ctx;
  if (!step.templateId || !(await loadTemplateForSending(ctx.db, companyId, step.templateId))) {
    throw new PermanentTaskError('The email template no longer exists', 'template_deleted');
  }
  const contact = await requireRunContact(ctx);
  if (!contact.email) throw new PermanentTaskError('The contact has no email address', 'no_email');
  const sent = await asTask(() => sendEmail(ctx.deps, companyId, {
    companyId, from: { email: step.fromEmail, ...(step.fromName ? { name: step.fromName } : {}) }, to: { contactId: contact.id },
    templateId: step.templateId!, ...(step.subject ? { subject: step.subject } : {}), variables: {}, tags: [], test: false,
  }, { idempotencyKey: ctx.idempotencyKey }));
  return { messageId: sent.messageId, status: sent.status, to: contact.email, templateId: step.templateId };
};

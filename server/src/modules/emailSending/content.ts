import type { Db } from '../../db/connection';
import { invalidField, notFound } from '../../http/errors';
import { loadTemplateForSending } from '../emailTemplates/emailTemplates.lookup';
import type { Content } from './message.send';

type ContentInput = { templateId?: string; subject?: string; html?: string; text?: string };

/**
 * What a send mails: the template's (its subject unless one is given), or the raw html/text with
 * the given subject. A template of another company is not found.
 */
export async function resolveContent(db: Db, companyId: string, body: ContentInput): Promise<Content & { templateId: string | null; templateName: string | null }> {
  if (body.templateId) {
    const template = await loadTemplateForSending(db, companyId, body.templateId);
    if (!template) throw notFound('Email template');
    const subject = body.subject ?? template.subject;
    if (!subject?.trim()) throw invalidField('body.subject', 'The email needs a subject');
    return { subject, html: template.html, text: body.text ?? null, preheader: template.preheader || null, templateId: template.id, templateName: template.name };
  }
  if (!body.subject) throw invalidField('body.subject', 'The email needs a subject');
  return { subject: body.subject, html: body.html ?? null, text: body.text ?? null, preheader: null, templateId: null, templateName: null };
}

import type { z } from 'zod';
import type { templateCalls } from '../../../../contract/email/templates';
import { extractMergeVariables } from '../../../../contract/email/mergeVariables';
import type { AppDeps } from '../../deps';
import { invalidField, notFound } from '../../http/errors';
import * as repo from './emailTemplates.repository';
import { toTemplate, toTemplateSummary } from './emailTemplates.presenter';

type CreateBody = z.output<typeof templateCalls.createEmailTemplate.body>;
type UpdateBody = z.output<typeof templateCalls.updateEmailTemplate.body>;
type Language = 'es' | 'en';

/**
 * The sendable HTML is kept exactly as the builder gave it, but it has to be HTML: at least one
 * element, and a document that opens <html> must close it (a cut-off paste or upload would
 * otherwise be sent as half an email).
 */
function checkMessage(message: string): void {
  if (!/<[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i.test(message)) {
    throw invalidField('body.message', 'The email content must be HTML (a document or a fragment with at least one element)');
  }
  if (/<html[\s>]/i.test(message) && !/<\/html\s*>/i.test(message)) {
    throw invalidField('body.message', 'The email document is incomplete: it opens <html> but never closes it');
  }
}

/** Merge variables are the server's reading of what is sent (subject, preview text, HTML), never the client's list. */
const variablesOf = (subject: string, preheader: string, message: string) => extractMergeVariables(`${subject}\n${preheader}\n${message}`);

/** A name defaults to the subject (cut to the name's length). */
const nameOr = (name: string | undefined, subject: string) => (name?.trim() || subject.trim()).slice(0, 200);

export async function createTemplate(deps: AppDeps, userId: string, userLanguage: string, companyId: string, body: CreateBody) {
  checkMessage(body.message);
  const preheader = body.preheader ?? '';
  const row = await repo.insertTemplate(deps.db, {
    companyId,
    name: nameOr(body.name, body.subject),
    subject: body.subject,
    preheader,
    message: body.message,
    originalHtml: body.originalHtml,
    originalCss: body.originalCss,
    variables: variablesOf(body.subject, preheader, body.message),
    builder: body.builder,
    stripoId: body.stripoId ?? null,
    language: body.language ?? ((userLanguage === 'en' ? 'en' : 'es') satisfies Language),
    createdBy: userId,
    updatedBy: userId,
  });
  return toTemplate(row);
}

export async function listTemplates(deps: AppDeps, companyId: string, q: string | undefined) {
  const { rows, total } = await repo.listTemplates(deps.db, companyId, q || undefined);
  return { data: rows.map((r) => toTemplateSummary(r)), total, page: 1, limit: repo.LIST_CAP };
}

export async function getTemplate(deps: AppDeps, companyId: string, id: string) {
  const row = await repo.findTemplate(deps.db, companyId, id);
  if (!row) throw notFound('Email template');
  return toTemplate(row);
}

/** SPEC §5: an update names its template in the body too, and it must be the one in the path. */
export async function updateTemplate(deps: AppDeps, userId: string, companyId: string, id: string, body: UpdateBody) {
  if (!body.templateId) throw invalidField('body.templateId', 'Updating a template needs its templateId in the body');
  if (body.templateId !== id) throw invalidField('body.templateId', 'The templateId in the body is not the template being updated');
  checkMessage(body.message);
  const preheader = body.preheader ?? '';
  const row = await repo.updateTemplate(deps.db, companyId, id, {
    name: nameOr(body.name, body.subject),
    subject: body.subject,
    preheader,
    message: body.message,
    originalHtml: body.originalHtml,
    originalCss: body.originalCss,
    variables: variablesOf(body.subject, preheader, body.message),
    builder: body.builder,
    ...(body.stripoId !== undefined ? { stripoId: body.stripoId } : {}),
    ...(body.language ? { language: body.language } : {}),
    updatedBy: userId,
  });
  if (!row) throw notFound('Email template');
  return toTemplate(row);
}

export async function deleteTemplate(deps: AppDeps, companyId: string, id: string) {
  if (!(await repo.deleteTemplate(deps.db, companyId, id))) throw notFound('Email template');
  return { ok: true as const };
}

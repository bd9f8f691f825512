import type { Db } from '../../db/connection';
import { findTemplate } from './emailTemplates.repository';

/** What the sender needs of a saved template (issue 14 §2): its sendable HTML and merge variables. */
export type TemplateForSending = { id: string; name: string; subject: string; preheader: string; html: string; variables: string[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The template `templateId` of company `companyId`, ready to send, or null when that company has
 * no such template (another company's id, a deleted one, or not an id at all: never an error).
 */
export async function loadTemplateForSending(db: Db, companyId: string, templateId: string): Promise<{ id: string; name: string; subject: string; preheader: string; html: string; variables: string[] } | null> {
  if (!UUID.test(companyId) || !UUID.test(templateId)) return null;
  const row = await findTemplate(db, companyId, templateId);
  if (!row) return null;
  const result: TemplateForSending = { id: row.id, name: row.name, subject: row.subject, preheader: row.preheader, html: row.message, variables: row.variables };
  return result;
}

import type { EmailTemplate, EmailTemplateSummary } from '../../../../contract/email/templates';
import type { TemplateRow, TemplateSummaryRow } from './emailTemplates.repository';

/**
 * Where a saved template's thumbnail is served: the version (the last save's time) is in the
 * path, so each save gives a new URL and a copy of an old one can be cached for good.
 */
export const savedThumbnailPath = (companyId: string, id: string, updatedAt: Date) =>
  `/api/email/templates/${companyId}/${id}/${updatedAt.getTime()}.svg`;

/** A saved template; its thumbnail is a path on this server (the app shows it on its own origin). */
export function toTemplateSummary(row: TemplateSummaryRow): EmailTemplateSummary {
  return {
    _id: row.id,
    companyId: row.companyId,
    name: row.name,
    subject: row.subject,
    preheader: row.preheader,
    variables: row.variables,
    builder: row.builder,
    stripoId: row.stripoId,
    language: row.language,
    thumbnailUrl: savedThumbnailPath(row.companyId, row.id, row.updatedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

export function toTemplate(row: TemplateRow): EmailTemplate {
  return { ...toTemplateSummary(row), message: row.message, originalHtml: row.originalHtml, originalCss: row.originalCss };
}

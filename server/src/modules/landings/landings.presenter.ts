import type { Landing, LandingSummary } from '../../../../contract/landings';
import type { LandingRow, LandingSummaryRow } from './landings.repository';
import { thumbnailUrl } from './templates';

export function toLandingSummary(row: LandingSummaryRow): LandingSummary {
  return {
    _id: row.id, companyId: row.companyId, name: row.name, templateId: row.templateId, language: row.language,
    status: row.status, subdomain: row.subdomain, thumbnailUrl: thumbnailUrl(row.templateId),
    publishedAt: row.publishedAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

export function toLanding(row: LandingRow): Landing {
  return { ...toLandingSummary(row), content: row.content, html: row.html, css: row.css, project: (row.project as Landing['project']) ?? null };
}

import type { Landing, LandingSummary } from '../../../../contract/landings';
import type { Config } from '../../config';
import type { LandingRow, LandingSummaryRow } from './landings.repository';
import { thumbnailUrl } from './templates';

type UrlConfig = Pick<Config, 'publicUrl' | 'LANDINGS_DOMAIN'>;

/** Where a subdomain's page is seen: PUBLIC_URL's scheme and port on `{subdomain}.LANDINGS_DOMAIN`. */
export function landingUrl(config: UrlConfig, subdomain: string): string {
  const base = new URL(config.publicUrl);
  return `${base.protocol}//${subdomain}.${config.LANDINGS_DOMAIN}${base.port ? `:${base.port}` : ''}/`;
}

export function toLandingSummary(row: LandingSummaryRow, config: UrlConfig): LandingSummary {
  return {
    _id: row.id, companyId: row.companyId, name: row.name, templateId: row.templateId, language: row.language,
    status: row.status, subdomain: row.subdomain, thumbnailUrl: thumbnailUrl(row.templateId),
    publishedAt: row.publishedAt?.toISOString() ?? null, pixelIds: row.pixelIds,
    url: row.status === 'published' && row.subdomain ? landingUrl(config, row.subdomain) : null,
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

export function toLanding(row: LandingRow, config: UrlConfig): Landing {
  return { ...toLandingSummary(row, config), content: row.content, html: row.html, css: row.css, project: (row.project as Landing['project']) ?? null };
}

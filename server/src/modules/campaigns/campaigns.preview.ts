import type { FastifyInstance } from 'fastify';
import type { CampaignDetail } from '../../../../contract/campaigns';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { getCampaign } from './campaigns.service';

const SEAL_KIND = 'adPreview';
const TTL_SECONDS = 600;

const escape = (t: string) => t.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A short-lived link to the campaign's preview (no session needed to open it; it names one campaign only). */
export async function previewUrl(deps: AppDeps, companyId: string, campaignId: string): Promise<{ redirectUrl: string }> {
  await getCampaign(deps, companyId, campaignId);
  const token = await deps.tokens.seal({ kind: SEAL_KIND, companyId, campaignId }, TTL_SECONDS);
  return { redirectUrl: `/api/adsPreview?token=${encodeURIComponent(token)}` };
}

/** The ad as it shows on a results page, desktop and phone widths, from the campaign's current texts. */
export function previewHtml(c: CampaignDetail): string {
  const texts = c.ad ?? c.assetGroup;
  const headlines = (texts?.headlines ?? []).filter(Boolean).slice(0, 3).map(escape).join(' | ');
  const descriptions = (texts?.descriptions ?? []).filter(Boolean).slice(0, 2).map(escape).join(' ');
  let host = c.finalUrl;
  try { host = new URL(c.finalUrl).host; } catch { /* shown as given */ }
  const path = [texts?.path1, texts?.path2].filter(Boolean).map((p) => `/${escape(p!)}`).join('');
  const ad = `<div class="ad"><span class="label">Patrocinado · Sponsored</span><div class="url">${escape(host)}${path}</div><div class="h">${headlines}</div><p>${descriptions}</p></div>`;
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(c.name)}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;background:#f6f7f9;color:#202124}main{display:flex;gap:32px;flex-wrap:wrap}
section{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 3px #0002}.desktop{width:600px}.mobile{width:340px}
.label{font-weight:600;font-size:12px}.url{color:#202124;font-size:12px}.h{color:#1a0dab;font-size:18px;margin:4px 0}p{margin:0;color:#4d5156}h1{font-size:18px}</style></head>
<body><h1>${escape(c.name)}</h1><main><section class="desktop" aria-label="Desktop">${ad}</section><section class="mobile" aria-label="Mobile">${ad}</section></main></body></html>`;
}

export async function previewRoutes(app: FastifyInstance): Promise<void> {
  const deps = () => app.deps;
  app.get<{ Querystring: { token?: string } }>('/adsPreview', async (req, reply) => {
    const sealed = await deps().tokens.unseal(String(req.query.token ?? ''));
    if (!sealed || sealed.kind !== SEAL_KIND) throw notFound('Preview');
    const campaign = await getCampaign(deps(), String(sealed.companyId), String(sealed.campaignId));
    return reply.type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'")
      .header('cache-control', 'no-store').send(previewHtml(campaign));
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkSubdomain } from '../../../../contract/landings';
import type { Db } from '../../db/connection';
import { findPublishedPage } from './landings.repository';
import { LANDING_ASSET_PATH } from '../../../../contract/landings';
import { registerLandingAssetRoute, serveLandingAsset } from './landings.assets';
import { customDomainLanding, ownHostnames } from '../landingDomains/customDomainHost';
import { findPublishedPageOfLanding } from '../landingDomains/landingDomains.repository';
import { serveLandingTracking } from '../webforms/webforms.landingHost';
import { isPixelPath, realPixel, serveLandingPixel } from '../integrations/facebook.pixelHost';
import { landingCsp } from './landings.pixels';

/**
 * Published landings are served by Host, on an origin that is not the app's (DESIGN §5): a request
 * for `{subdomain}.LANDINGS_DOMAIN` gets that landing's static page at `/` and nothing else — never
 * the app, its API or its cookies. Every other host is the app's and passes untouched.
 */

export type LandingHost = { kind: 'landing'; subdomain: string } | { kind: 'custom'; landingId: string } | { kind: 'zone' } | null;

/**
 * What a Host header names: one landing (`{label}.{domain}`, the label a valid subdomain), the
 * landings zone without a landing (the bare domain, nested labels, a label no landing can have),
 * or null: not a landing host (the app's own host even if it sits inside the zone). The port, a
 * trailing dot and case are ignored.
 */
export function parseLandingHost(host: string | undefined, domain: string, appHostname?: string): LandingHost {
  if (!host) return null;
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return null; // an IPv6 literal
  name = name.replace(/:\d*$/, '');
  if (name.endsWith('.')) name = name.slice(0, -1);
  if (!name || name === appHostname) return null;
  if (name === domain) return { kind: 'zone' };
  if (!name.endsWith(`.${domain}`)) return null;
  const label = name.slice(0, -(domain.length + 1));
  if (label.includes('.')) return { kind: 'zone' };
  const checked = checkSubdomain(label);
  return checked.ok && checked.subdomain === label ? { kind: 'landing', subdomain: label } : { kind: 'zone' };
}

/**
 * Nothing loads from elsewhere: inline styles, its own images and media, and only its own scripts
 * (the tracker /_lp/t.js, and the pixel /_lp/px.js where pixels are placed), which send events and
 * forms to its own origin. A page carrying Meta's real pixel gets Meta's hosts too (landings.pixels.ts).
 */
export const LANDING_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'; font-src data:; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
/** Short: a new publication reaches visitors within a minute; revalidation by ETag is cheap. */
export const LANDING_CACHE_CONTROL = 'public, max-age=60';

const SECURITY_HEADERS = {
  'content-security-policy': LANDING_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Página no encontrada · Page not found</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f6f8;color:#1b1f24;text-align:center}main{padding:2rem}h1{font-size:1.5rem}p{color:#4b5563}</style>
</head><body><main><h1>Página no encontrada</h1><p>Esta página no existe o ya no está publicada.</p><h2 lang="en">Page not found</h2><p lang="en">This page does not exist or is no longer published.</p></main></body></html>
`;

/** Content codings the client accepts, by its q-values: br, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';').map((s) => s.trim());
    if (!coding) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(coding, Number.isFinite(value) ? value : 0);
  }
  const quality = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  const br = quality('br');
  const gzip = Math.max(quality('gzip'), q.get('x-gzip') ?? 0);
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/** If-None-Match holds this ETag (weak comparison, as for GET; `*` matches any). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, '')).some((t) => t === '*' || t === etag);
}

function send(reply: FastifyReply, status: number, body: string | Buffer, headers: Record<string, string>): FastifyReply {
  reply.code(status).headers({ ...SECURITY_HEADERS, ...headers });
  // Fastify replies to HEAD without a body but keeps the length of the one GET would get.
  return reply.send(body);
}

async function serve(db: Db, req: FastifyRequest, reply: FastifyReply, target: Exclude<LandingHost, null>, metaPixel: boolean): Promise<FastifyReply> {
  const notFound = () => send(reply, 404, NOT_FOUND_PAGE, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  const path = req.url.split('?')[0];
  // Only `/` exists here, whatever the method (so /api/… is a 404 like any other path).
  if (target.kind === 'zone' || path !== '/') return notFound();
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return send(reply, 405, '', { allow: 'GET, HEAD', 'cache-control': 'no-store' });
  }
  const page = target.kind === 'landing' ? await findPublishedPage(db, target.subdomain) : await findPublishedPageOfLanding(db, target.landingId);
  if (!page) return notFound();
  const common = {
    etag: page.etag, 'cache-control': LANDING_CACHE_CONTROL, vary: 'Accept-Encoding', 'last-modified': page.publishedAt.toUTCString(),
    'content-security-policy': landingCsp(page.pixelIds.length > 0, metaPixel),
  };
  if (etagMatches(req.headers['if-none-match'], page.etag)) return send(reply, 304, '', common);
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : Buffer.from(page.document, 'utf8');
  return send(reply, 200, body, { ...common, 'content-type': 'text/html; charset=utf-8', ...(encoding ? { 'content-encoding': encoding } : {}) });
}

/**
 * The first onRequest hook of the app (registered before helmet, CORS and every route): a
 * landing host's request is answered here and goes no further; any other passes untouched.
 */
export function installLandingHosts(app: FastifyInstance): void {
  const { LANDINGS_DOMAIN, publicUrl } = app.deps.config;
  const appHostname = new URL(publicUrl).hostname.toLowerCase();
  const appHostnames = ownHostnames(app.deps.config);
  app.addHook('onRequest', async (req, reply) => {
    let target = parseLandingHost(req.host, LANDINGS_DOMAIN, appHostname);
    if (!target) {
      // A verified custom domain (landingDomains): served like a subdomain; any other host is the app's.
      const landingId = await customDomainLanding(app.deps.db, req.host, appHostnames);
      if (landingId) target = { kind: 'custom', landingId };
    }
    if (!target) return;
    if (req.url.startsWith(LANDING_ASSET_PATH)) return serveLandingAsset(app.deps.blobs, req, reply);
    if (isPixelPath(req.url) && target.kind !== 'zone') return serveLandingPixel(app, req, reply, target);
    if (req.url.startsWith('/_lp/') && target.kind !== 'zone') return serveLandingTracking(app, req, reply, target);
    return serve(app.deps.db, req, reply, target, realPixel(app.deps));
  });
  registerLandingAssetRoute(app);
}

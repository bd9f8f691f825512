import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SandboxSocial } from '../../connectors/social/sandbox';
import type { AppDeps } from '../../deps';
import { readFlatBody } from '../webforms/webforms.body';
import { rateLimited } from '../webforms/webforms.public';
import { compactScript } from '../webforms/webforms.script';
import { recordPixelEvent } from './facebook.pixelEvents';

/**
 * The Meta pixel's paths on a published landing's own origin (called by landings.host.ts, the
 * landing known by Host): GET /_lp/px.js, Meta's base code held back until consent (pixel/px.js);
 * and while the social network is the sandbox, its stand-ins for Meta's hosts — GET
 * /_lp/sandbox/fbevents.js and POST /_lp/sandbox/tr, which records the event for the sandbox
 * business (so nothing leaves this server). With Meta's credentials the base code loads Meta's
 * real fbevents.js and the sandbox paths are 404.
 */

export const PIXEL_SCRIPT_PATH = '/_lp/px.js';
const SANDBOX_SCRIPT_PATH = '/_lp/sandbox/fbevents.js';
const SANDBOX_EVENTS_PATH = '/_lp/sandbox/tr';
const META_FBEVENTS = 'https://connect.facebook.net/en_US/fbevents.js';
/** An event is a pixel id, a name and the page's URL: anything larger is not one. */
const EVENT_BODY_MAX = 4096;

const read = (file: string) => compactScript(readFileSync(new URL(`./pixel/${file}`, import.meta.url), 'utf8'));
const BASE_CODE = read('px.js');
const SCRIPTS = {
  real: BASE_CODE.replace('FBEVENTS_SRC', META_FBEVENTS),
  sandbox: BASE_CODE.replace('FBEVENTS_SRC', SANDBOX_SCRIPT_PATH),
  sandboxEvents: read('fbevents.sandbox.js'),
};

export const isPixelPath = (url: string) => url.startsWith(PIXEL_SCRIPT_PATH) || url.startsWith('/_lp/sandbox/');

/** Whether published pages load Meta's real pixel: whenever the social network is not the offline sandbox. */
export const realPixel = (deps: Pick<AppDeps, 'connectors'>) => !(deps.connectors.social instanceof SandboxSocial);

const HEADERS = { 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin', 'referrer-policy': 'strict-origin-when-cross-origin' };

export async function serveLandingPixel(
  app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, landing: { subdomain: string } | { landingId: string },
): Promise<FastifyReply> {
  const path = req.url.split('?')[0];
  const sandbox = !realPixel(app.deps);
  const json = (status: number, body?: unknown) => reply.code(status).headers({ ...HEADERS, 'cache-control': 'no-store' }).send(body);
  const script = (body: string) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(405).headers({ ...HEADERS, allow: 'GET, HEAD' }).send();
    return reply.code(200).headers({ ...HEADERS, 'cache-control': 'public, max-age=3600' }).type('text/javascript; charset=utf-8').send(body);
  };
  if (path === PIXEL_SCRIPT_PATH) return script(sandbox ? SCRIPTS.sandbox : SCRIPTS.real);
  if (sandbox && path === SANDBOX_SCRIPT_PATH) return script(SCRIPTS.sandboxEvents);
  if (!sandbox || path !== SANDBOX_EVENTS_PATH) return json(404, { error_code: 'not_found', message: 'Not found' });
  if (req.method !== 'POST') return reply.code(405).headers({ ...HEADERS, allow: 'POST' }).send();
  if (await rateLimited(app, req, 'collect')) return json(429, { error_code: 'rate_limit', message: 'Too many requests' });
  const body = await readFlatBody(req.raw, EVENT_BODY_MAX);
  if (body === 'too_large') return json(413, { error_code: 'payload_too_large', message: 'Request body is too large' });
  if (body === 'bad') return json(400, { error_code: 'validation_error', message: 'Unreadable body' });
  const outcome = await recordPixelEvent(app.deps, landing, { pixelId: body.id, event: body.ev, url: body.dl });
  if (outcome === 'not_found') return json(404, { error_code: 'not_found', message: 'Not found' });
  if (outcome !== 'ok') return json(400, { error_code: 'validation_error', message: outcome });
  return json(204);
}

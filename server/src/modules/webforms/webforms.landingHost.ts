import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COLLECT_BODY_MAX, SUBMIT_BODY_MAX } from '../../../../contract/webforms';
import { LANDING_CSP } from '../landings/landings.host';
import { readFlatBody } from './webforms.body';
import { collect, sendAnswer, submit } from './webforms.public';
import * as repo from './webforms.repository';
import { TRACKING_SCRIPT_CACHE_CONTROL } from './webforms.script';
import { serveScript } from './webforms.scriptReply';

/**
 * A published landing's own tracking paths, answered on its origin (so its CSP's 'self' covers
 * them): GET /_lp/t.js, POST /_lp/collect, POST /_lp/submit. Called by landings.host.ts for any
 * `/_lp/…` request on a landing host; the landing is the one the Host names.
 */
// Read at call time: landings.host.ts imports this file, so its constant is not set yet at load.
const headers = () => ({ 'content-security-policy': LANDING_CSP, 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'DENY' });

export async function serveLandingTracking(
  app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, landing: { subdomain: string } | { landingId: string },
): Promise<FastifyReply> {
  const HEADERS = headers();
  const path = req.url.split('?')[0];
  const notFound = () => reply.code(404).headers({ ...HEADERS, 'cache-control': 'no-cache' }).type('text/plain; charset=utf-8').send('Not found');
  if (path === '/_lp/t.js') {
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(405).headers({ ...HEADERS, allow: 'GET, HEAD' }).send();
    return serveScript(req, reply, { ...HEADERS, 'cache-control': TRACKING_SCRIPT_CACHE_CONTROL });
  }
  const kind = path === '/_lp/collect' ? 'collect' : path === '/_lp/submit' ? 'submit' : null;
  if (!kind) return notFound();
  if (req.method !== 'POST') return reply.code(405).headers({ ...HEADERS, allow: 'POST' }).send();
  const published = await repo.publishedLanding(app.deps.db, landing, kind === 'submit');
  if (!published) return notFound();
  const body = await readFlatBody(req.raw, kind === 'collect' ? COLLECT_BODY_MAX : SUBMIT_BODY_MAX);
  if (body === 'too_large') return sendAnswer(reply, { status: 413, json: { error_code: 'payload_too_large', message: 'Request body is too large' } }, HEADERS);
  if (body === 'bad') return sendAnswer(reply, { status: 400, json: { error_code: 'validation_error', message: 'Unreadable body' } }, HEADERS);
  const origin = { companyId: published.companyId, landingId: published.landingId, site: '', document: published.document };
  const answer = kind === 'collect' ? await collect(app, req, origin, body) : await submit(app, req, origin, body);
  return sendAnswer(reply, answer, HEADERS);
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from '../landings/landings.host';
import { TRACKING_SCRIPT } from './webforms.script';

/** The tracking script with its ETag (304 when unchanged) and gzip when accepted. */
export function serveScript(req: FastifyRequest, reply: FastifyReply, headers: Record<string, string>): FastifyReply {
  reply.headers({ ...headers, etag: TRACKING_SCRIPT.etag, vary: 'Accept-Encoding' });
  if (etagMatches(req.headers['if-none-match'], TRACKING_SCRIPT.etag)) return reply.code(304).send();
  reply.type('text/javascript; charset=utf-8');
  if (/\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(TRACKING_SCRIPT.gzip);
  return reply.send(TRACKING_SCRIPT.body);
}

import type { FastifyInstance } from 'fastify';
import { verificationChallenge, verifySignature } from '../../connectors/chat/cloud.webhook';
import { notFound } from '../../http/errors';
import { handleLeadChanges, parseLeadNotification } from './facebook.leads';
import { WEBHOOK_PATH } from './facebook.paths';

/**
 * Secrets that travel in these routes' queries (the webhook's verify token, the OAuth code and
 * our consent state) never reach the request log.
 */
export const redactedLog = {
  req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
    method: req.method, url: req.url.replace(/([?&](?:hub\.verify_token|code|state)=)[^&#]*/gi, '$1[redacted]'), hostname: req.hostname, remoteAddress: req.ip,
  }),
};
const logSerializers = redactedLog;

/**
 * Meta's page webhook (reference/integrations.md §1.3–1.4), the URL given in the app's `page`
 * subscription. GET: the subscription check (the verify token must match; the challenge is
 * echoed). POST: X-Hub-Signature-256 over the raw bytes with the app secret, checked in constant
 * time before anything is parsed: a forged or unsigned request gets 403 and stores nothing.
 * Notifications are handled one after the other on an instance (two leads of one person make one
 * contact); one that fails answers 500 so Meta sends it again (handled leads are not repeated).
 */
export async function facebookWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_req, body, done) => done(null, body));
  const social = () => {
    const connector = app.deps.connectors.social;
    if (connector.provider === 'off') throw notFound('Route');
    return connector;
  };
  let queue: Promise<unknown> = Promise.resolve();

  app.get(WEBHOOK_PATH, { schema: { hide: true }, logSerializers }, async (req, reply) => {
    const challenge = verificationChallenge(social().verifyToken, req.query as Record<string, unknown>);
    if (challenge === null) return reply.code(403).send({ error_code: 'forbidden', message: 'Verification refused' });
    return reply.code(200).type('text/plain; charset=utf-8').send(challenge);
  });

  app.post(WEBHOOK_PATH, { schema: { hide: true }, logSerializers }, async (req, reply) => {
    const connector = social();
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!verifySignature(connector.appSecret, raw, req.headers['x-hub-signature-256'])) {
      return reply.code(403).send({ error_code: 'webhook_signature', message: 'The signature does not match' });
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return reply.code(400).send({ error_code: 'invalid_request', message: 'The notification is not JSON' });
    }
    const changes = parseLeadNotification(body);
    const work = queue.then(() => handleLeadChanges(app.deps, changes, req.log)).catch((error: unknown) => {
      req.log.error({ err: error }, 'Facebook: notification could not be handled');
      return { handled: 0, failed: changes.length || 1 };
    });
    queue = work;
    const outcome = await work;
    if (outcome.failed) return reply.code(500).send({ error_code: 'internal_error', message: 'Some leads could not be filed: send it again' });
    return reply.code(200).send({ ok: true });
  });
}

import type { FastifyInstance } from 'fastify';
import { CloudChat } from '../../connectors/chat/cloud';
import { parseNotification } from '../../connectors/chat/cloud.webhook';
import { notFound } from '../../http/errors';
import { handleCloudEvents } from './chat.webhook';
import { keepForSecondAttempt } from './chat.webhook.jobs';

/** Where Meta is told to send the Cloud API's notifications (the app's webhook callback URL). */
export const CLOUD_WEBHOOK_PATH = '/chat/cloud/webhook';

/**
 * How long a notification may take before Meta gets its 200 anyway. Meta retries what is not
 * answered 200 in time, so a slow part (a large file to download) must not hold the answer; what
 * fails quickly (the database away) still answers 500, and Meta's retry is then the queue. A
 * notification answered before it was handled is kept as a job for a second attempt
 * (chat.webhook.jobs.ts), since Meta will not send it again.
 */
export const ACK_WITHIN_MS = 3_000;

export type CloudWebhookOptions = { ackWithinMs?: number };

/** The verify token travels in the verification GET's query: never into the request log. */
const redactVerifyToken = (url: string) => url.replace(/(hub\.verify_token=)[^&#]*/gi, '$1[redacted]');
const logSerializers = {
  req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
    method: req.method, url: redactVerifyToken(req.url), hostname: req.hostname, remoteAddress: req.ip,
  }),
};

/**
 * The WhatsApp Business Cloud API's webhook (reference/whatsapp.md A4), on only while the chat
 * connector is the Cloud API (404 otherwise). GET is Meta's subscription check: the configured
 * verify token must come back, and the challenge is echoed. POST is a notification, signed with
 * the app secret over the exact bytes sent: the body is kept raw here (this plugin's own JSON
 * parser) and read only once the signature matched, so a forged request stores nothing.
 * Notifications of one instance are handled one after the other, so two quick messages from a
 * new number make one contact, not two.
 */
export async function chatCloudWebhookRoutes(app: FastifyInstance, options: CloudWebhookOptions = {}): Promise<void> {
  const ackWithinMs = options.ackWithinMs ?? ACK_WITHIN_MS;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  const cloud = (): CloudChat => {
    const chat = app.deps.connectors.chat;
    if (!(chat instanceof CloudChat)) throw notFound('Route');
    return chat;
  };
  let queue: Promise<unknown> = Promise.resolve();

  app.get(CLOUD_WEBHOOK_PATH, { schema: { hide: true }, logSerializers }, async (req, reply) => {
    const challenge = cloud().verificationChallenge(req.query as Record<string, unknown>);
    if (challenge === null) return reply.code(403).send({ error_code: 'forbidden', message: 'Verification refused' });
    return reply.code(200).type('text/plain; charset=utf-8').send(challenge);
  });

  app.post(CLOUD_WEBHOOK_PATH, { schema: { hide: true }, logSerializers }, async (req, reply) => {
    const chat = cloud();
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const header = req.headers['x-hub-signature-256'];
    if (typeof header !== 'string' || !header) return reply.code(401).send({ error_code: 'unauthorized', message: 'The notification is not signed' });
    if (!chat.verifySignature(raw, header)) return reply.code(403).send({ error_code: 'forbidden', message: 'The signature does not match' });
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return reply.code(400).send({ error_code: 'invalid_request', message: 'The notification is not JSON' });
    }
    const events = parseNotification(body);
    const work = queue.then(() => handleCloudEvents(app.deps, chat, events, req.log)).catch((error: unknown) => {
      req.log.error({ err: error }, 'WhatsApp Cloud: notification could not be handled');
      return { failed: events.length || 1 };
    });
    queue = work;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ackWithinMs);
    });
    const outcome = await Promise.race([work, late]);
    clearTimeout(timer);
    if (outcome === null) {
      // Meta will not send it again once it has its 200: kept for a second attempt first. If
      // that cannot be kept (the database away), Meta is asked to send it again instead.
      const kept = await keepForSecondAttempt(app.deps, body).catch((error: unknown) => {
        req.log.error({ err: error }, 'WhatsApp Cloud: a slow notification could not be kept for a second attempt');
        return null;
      });
      if (kept === null) return reply.code(500).send({ error_code: 'internal_error', message: 'The notification could not be kept: send it again' });
      void work.then(({ failed }) => {
        if (failed && !kept) req.log.error({ failed }, 'WhatsApp Cloud: parts of a notification already answered 200 failed; Meta will not send them again');
      });
      return reply.code(200).send({ ok: true });
    }
    if (outcome.failed) return reply.code(500).send({ error_code: 'internal_error', message: 'The notification could not be handled: send it again' });
    return reply.code(200).send({ ok: true });
  });
}

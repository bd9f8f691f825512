import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { findMessageByProviderId, hasEvent } from './emailSending.repository';
import { recordOutcome } from './message.send';

/** MailerSend's activity events we act on, as our event types (opens and clicks we track ourselves). */
const OUTCOMES = {
  'activity.delivered': 'delivered',
  'activity.soft_bounced': 'soft_bounced',
  'activity.hard_bounced': 'hard_bounced',
  'activity.spam_complaint': 'spam_complaint',
  'activity.unsubscribed': 'unsubscribed',
} as const;

type Activity = {
  type?: string;
  data?: { email?: { id?: string; message?: { id?: string }; recipient?: { email?: string } } };
};

/** Hex HMAC-SHA256 of the exact body with the signing secret, compared in constant time. */
export function validSignature(secret: string, raw: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

/**
 * POST /api/mailerSend/webhook: MailerSend's delivery reports (reference email.md §A). Off (404)
 * without MAILERSEND_WEBHOOK_SECRET. The body is read raw and parsed only once its signature
 * matched, so a forged request stores nothing. Hard bounces, complaints and unsubscribes put the
 * address on the company's suppression list. An event of a message we do not know, or one
 * already recorded (MailerSend retries), is acknowledged and ignored.
 */
export async function emailWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));

  app.post('/mailerSend/webhook', { schema: { hide: true }, config: { rateLimit: { max: 1200, timeWindow: '1 minute' } } }, async (req, reply) => {
    const secret = app.deps.config.MAILERSEND_WEBHOOK_SECRET;
    if (!secret) throw notFound('Route');
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!validSignature(secret, raw, req.headers['x-mailersend-signature'])) {
      return reply.code(401).send({ error_code: 'invalid_signature', message: 'The webhook signature does not match' });
    }
    let event: Activity;
    try {
      event = JSON.parse(raw.toString('utf8')) as Activity;
    } catch {
      return reply.code(400).send({ error_code: 'invalid_data', message: 'The body is not JSON' });
    }
    const outcome = OUTCOMES[event.type as keyof typeof OUTCOMES];
    const email = event.data?.email;
    if (!outcome || !email) return { ok: true, ignored: true };
    const message = await findMessageByProviderId(app.deps.db, [email.message?.id ?? '', email.id ?? '']);
    if (!message || (await hasEvent(app.deps.db, message.id, outcome))) return { ok: true, ignored: true };
    await app.deps.db.transaction().execute((tx) => recordOutcome(tx, message, email.recipient?.email ?? message.toEmail, outcome));
    return { ok: true };
  });
}

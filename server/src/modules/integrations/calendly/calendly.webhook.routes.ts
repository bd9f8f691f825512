import type { FastifyInstance } from 'fastify';
import { checkCalendlySignature } from '../../../connectors/scheduling/signature';
import { notFound } from '../../../http/errors';
import { handleInviteeEvent, parseInviteeEvent } from './calendly.bookings';
import * as calendlyRepo from './calendly.repository';
import { signingKeyOf, WEBHOOK_PREFIX } from './calendly.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Calendly's deliveries for one connection (`/api/integrations/calendly/webhook/<connectionId>`,
 * the URL its subscription was created with). `Calendly-Webhook-Signature` is checked over the
 * raw bytes with that subscription's signing key, in constant time, before anything is parsed:
 * forged or unsigned → 403, signed more than 3 minutes away from now → 400; nothing is stored
 * either way. Deliveries are handled one after the other on an instance; one that fails answers
 * 500 so Calendly retries it.
 */
export async function calendlyWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_req, body, done) => done(null, body));
  let queue: Promise<unknown> = Promise.resolve();

  app.post(`${WEBHOOK_PREFIX}/:connectionId`, { schema: { hide: true } }, async (req, reply) => {
    if (app.deps.connectors.scheduling.provider === 'off') throw notFound('Route');
    const { connectionId } = req.params as { connectionId: string };
    const refused = () => reply.code(403).send({ error_code: 'webhook_signature', message: 'The signature does not match' });
    if (!UUID.test(connectionId)) return refused();
    const [connection, sub] = await Promise.all([calendlyRepo.calendlyConnection(app.deps.db, connectionId), calendlyRepo.findSubscription(app.deps.db, connectionId)]);
    const key = sub ? signingKeyOf(app.deps, sub) : null;
    // An unknown connection answers like a bad signature: the URL alone tells nothing.
    if (!connection || !key) return refused();
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const check = checkCalendlySignature(key, raw, req.headers['calendly-webhook-signature']);
    if (check === 'invalid') return refused();
    if (check === 'stale') return reply.code(400).send({ error_code: 'webhook_signature', message: 'The signature is too old' });
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return reply.code(400).send({ error_code: 'invalid_request', message: 'The delivery is not JSON' });
    }
    const event = parseInviteeEvent(body);
    if (!event) return reply.code(200).send({ ok: true, outcome: 'ignored' });
    const work = queue.then(() => handleInviteeEvent(app.deps, connection, event));
    queue = work.catch(() => undefined);
    try {
      const outcome = await work;
      return reply.code(200).send({ ok: true, outcome });
    } catch (error) {
      req.log.error({ err: error }, 'Calendly: delivery could not be handled');
      return reply.code(500).send({ error_code: 'internal_error', message: 'The booking could not be filed: send it again' });
    }
  });
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../http/errors';
import { createPushAuth } from './gmail.pushAuth';
import { syncStateOf } from './gmail.repository';
import { syncMailbox } from './gmail.sync';

export const PUSH_PATH = '/integrations/gmail/push';

/** The request log without the push token (the URL carries it). */
export const pushLog = {
  req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
    method: req.method, url: req.url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]'), hostname: req.hostname, remoteAddress: req.ip,
  }),
};

const digest = (s: string) => createHash('sha256').update(s).digest();
/** Constant time whatever the lengths (both sides hashed first). */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** `{message: {data}}` → the mailbox and history id it announces, or null. `data` is base64(url) JSON. */
export function parsePushNotification(body: unknown): { emailAddress: string; historyId: string } | null {
  const data = (body as { message?: { data?: unknown } } | null)?.message?.data;
  if (typeof data !== 'string' || data.length > 10_000) return null;
  try {
    const decoded = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as { emailAddress?: unknown; historyId?: unknown };
    const historyId = String(decoded.historyId ?? '');
    if (typeof decoded.emailAddress !== 'string' || !/^[0-9]{1,20}$/.test(historyId)) return null;
    return { emailAddress: decoded.emailAddress.trim().toLowerCase().slice(0, 254), historyId };
  } catch {
    return null;
  }
}

/**
 * Gmail's Pub/Sub push (reference §3.3): Google posts `{message: {data, messageId, publishTime},
 * subscription}` when a watched mailbox changes; `data` names the mailbox and its new history id.
 * How a push proves it is Google's, either or both: the subscription's URL carries GMAIL_PUSH_TOKEN;
 * with GMAIL_PUSH_SERVICE_ACCOUNT, the push carries an OpenID token Google signed for it
 * (gmail.pushAuth.ts). Without either the endpoint does not exist. A push that fails a check is
 * 403 and nothing is read (503 when Google's keys cannot be fetched: Pub/Sub delivers again);
 * the log says which check failed, never the token. The notification only says "look": reply sync of each
 * mailbox of that address (one per company that connected it) runs from its own stored history id,
 * unless it already got that far. A sync that fails answers 500, so Pub/Sub delivers again; an
 * address no connection has is acknowledged (204) so it stops.
 */
export async function gmailPushRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const pushAuth = config.GMAIL_PUSH_SERVICE_ACCOUNT && config.GMAIL_PUSH_AUDIENCE
    ? createPushAuth({ jwksUrl: config.GOOGLE_JWKS_URL, issuer: config.GOOGLE_ISSUER, audience: config.GMAIL_PUSH_AUDIENCE, serviceAccount: config.GMAIL_PUSH_SERVICE_ACCOUNT })
    : null;
  const refused = { error_code: 'forbidden', message: 'Unknown push subscription' };
  app.post(PUSH_PATH, { schema: { hide: true }, logSerializers: pushLog }, async (req, reply) => {
    const expected = config.GMAIL_PUSH_TOKEN;
    const connector = app.deps.connectors.mailbox;
    if ((!expected && !pushAuth) || connector.provider === 'off') throw notFound('Route');
    if (expected) {
      const token = (req.query as Record<string, unknown>).token;
      if (typeof token !== 'string' || !sameSecret(token, expected)) return reply.code(403).send(refused);
    }
    if (pushAuth) {
      const checked = await pushAuth(req.headers.authorization);
      if (!checked.ok) {
        req.log.warn({ reason: checked.reason }, 'Gmail push: refused');
        if (checked.reason === 'keys_unavailable') return reply.code(503).send({ error_code: 'vendor_unavailable', message: 'Google\'s signing keys could not be read: deliver again' });
        return reply.code(403).send(refused);
      }
    }
    const note = parsePushNotification(req.body);
    if (!note) return reply.code(400).send({ error_code: 'invalid_request', message: 'Not a Gmail notification' });
    const connections = await app.deps.db.selectFrom('integrationConnections').select(['id']).where('kind', '=', 'gmail').where('status', '=', 'connected')
      .where('provider', '=', connector.provider).where('accountEmail', '=', note.emailAddress).execute();
    let synced = 0;
    for (const c of connections) {
      const state = await syncStateOf(app.deps.db, c.id);
      if (state?.historyId && BigInt(state.historyId) >= BigInt(note.historyId)) continue;
      try {
        await syncMailbox(app.deps, c.id);
        synced += 1;
      } catch (error) {
        req.log.warn({ connectionId: c.id, code: (error as { code?: string }).code }, 'Gmail push: the mailbox could not be synced');
        return reply.code(500).send({ error_code: 'internal_error', message: 'The mailbox could not be synced: deliver again' });
      }
    }
    return connections.length ? reply.code(200).send({ ok: true, synced }) : reply.code(204).send();
  });
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of the webhooks this product sends (Stripe's scheme, reference workflows.md §4.3).
 *
 *   X-Workflow-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
 *
 * How a receiver checks a delivery (any language; `verifyWebhookSignature` below is the same in Node):
 * 1. Read the body as raw bytes, before any JSON parsing (a re-serialised body differs).
 * 2. Split the header on ",", take `t` and every `v1` (during a secret rotation there may be more than one).
 * 3. Compute HMAC-SHA256 with the workflow's secret (whsec_…, shown in the workflow's settings)
 *    over `${t}.${rawBody}`, hex encoded, and compare it in constant time with each v1.
 * 4. Refuse when |now − t| is over 5 minutes (a captured request replayed later).
 * 5. Deduplicate on the Idempotency-Key header: a retried delivery carries the same key.
 */

export const WEBHOOK_SIGNATURE_HEADER = 'X-Workflow-Signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmacHex = (secret: string, timestamp: number, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** The header value for this body, signed now (or at `timestamp`, unix seconds). */
export function signWebhook(secret: string, body: string | Buffer, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

/** Whether the header signs this raw body with this secret, within the tolerance. */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string | Buffer,
  header: string | undefined,
  options: { now?: number; toleranceSeconds?: number } = {},
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const timestamp = t && /^\d{1,12}$/.test(t) ? Number(t) : NaN;
  if (!Number.isFinite(timestamp)) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  return parts
    .filter(([k, v]) => k === 'v1' && v && /^[0-9a-f]+$/i.test(v))
    .some(([, v]) => {
      const given = Buffer.from(v, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

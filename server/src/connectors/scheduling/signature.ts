import { createHmac, timingSafeEqual } from 'node:crypto';

/** Calendly's suggested tolerance for the signature's timestamp (reference/integrations.md §2.3). */
export const SIGNATURE_TOLERANCE_S = 180;

/** `Calendly-Webhook-Signature: t=<unix>,v1=<hex HMAC-SHA256(key, "{t}.{raw body}")>`. */
export function calendlySignature(signingKey: string, rawBody: string | Buffer, t: number): string {
  const mac = createHmac('sha256', signingKey).update(`${t}.`).update(rawBody).digest('hex');
  return `t=${t},v1=${mac}`;
}

export type SignatureCheck = 'ok' | 'invalid' | 'stale';

/**
 * Checks the header against the raw bytes in constant time, then the timestamp's age: `invalid`
 * (missing, malformed or not ours) or `stale` (signed more than the tolerance away from now).
 */
export function checkCalendlySignature(signingKey: string, rawBody: Buffer, header: unknown, now = Date.now(), toleranceS = SIGNATURE_TOLERANCE_S): SignatureCheck {
  if (typeof header !== 'string' || header.length > 1000) return 'invalid';
  const parts = new Map(header.split(',').map((p) => {
    const i = p.indexOf('=');
    return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
  }));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return 'invalid';
  const expected = createHmac('sha256', signingKey).update(`${t}.`).update(rawBody).digest();
  const given = Buffer.from(v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Math.abs(now / 1000 - Number(t)) > toleranceS ? 'stale' : 'ok';
}

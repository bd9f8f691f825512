import { createHash, randomBytes } from 'node:crypto';

/**
 * A message's tracking token: 24 random bytes (base64url, 32 characters), one per message and
 * recipient. Only its SHA-256 is stored, so a database leak does not let anyone unsubscribe or
 * forge clicks for others. A click URL adds the link's index: `<token>.<n>`.
 */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The token of `/o/<token>.gif`, `/u/<token>`; null when it cannot be one. */
export function parseToken(raw: string): string | null {
  const token = raw.replace(/\.gif$/, '');
  return TOKEN.test(token) ? token : null;
}

/** `<token>.<n>` of a click URL. */
export function parseClickToken(raw: string): { token: string; index: number } | null {
  const match = /^([A-Za-z0-9_-]{32})\.(\d{1,4})$/.exec(raw);
  return match ? { token: match[1], index: Number(match[2]) } : null;
}

/** Base of the public tracking URLs (PUBLIC_URL without a trailing slash). */
export const trackingBase = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/api/email`;
export const openUrl = (base: string, token: string) => `${base}/o/${token}.gif`;
export const clickUrl = (base: string, token: string, index: number) => `${base}/c/${token}.${index}`;
export const unsubscribeUrl = (base: string, token: string) => `${base}/u/${token}`;

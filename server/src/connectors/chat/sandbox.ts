import { randomBytes } from 'node:crypto';
import { templateSource, variablesOf } from '../../../../contract/chatTemplates';
import type { ChatConnector, OutgoingMessage, SessionRow, SessionView, TemplateForReview, TemplateReview } from './chat.connector';

/**
 * QR codes as WhatsApp-Web pairing does it (Baileys: the first code lives 60 s, later ones 20 s,
 * and when the codes run out the attempt ends): five codes, then `failed` with
 * `qr_attempts_ended` until the next login.
 */
export const QR_FIRST_MS = 60_000;
export const QR_NEXT_MS = 20_000;
export const QR_CODES = 5;

/** Which QR code is current `elapsed` ms after login, and when it expires; null once they ran out. */
export function qrAt(elapsedMs: number): { ref: number; expiresInMs: number } | null {
  if (elapsedMs < 0) return { ref: 1, expiresInMs: QR_FIRST_MS };
  if (elapsedMs < QR_FIRST_MS) return { ref: 1, expiresInMs: QR_FIRST_MS - elapsedMs };
  const later = elapsedMs - QR_FIRST_MS;
  const index = Math.floor(later / QR_NEXT_MS);
  if (index >= QR_CODES - 1) return null;
  return { ref: index + 2, expiresInMs: QR_NEXT_MS - (later % QR_NEXT_MS) };
}

/**
 * The sandbox's review rule, so both outcomes can be tried: a template whose text mentions
 * "gratis"/"free" or shouts in capitals is PROMOTIONAL-rejected; a variable with no example is
 * INVALID_FORMAT; anything else is approved.
 */
export function sandboxReview(template: TemplateForReview): TemplateReview {
  const text = templateSource(template);
  const variableCount = variablesOf(text).length;
  if (variableCount > template.variables.length) return { status: 'REJECTED', reason: 'INVALID_FORMAT' };
  if (/\b(gratis|free)\b/i.test(text) || /\b[A-ZÁÉÍÓÚÑ]{6,}\b/.test(text)) return { status: 'REJECTED', reason: 'PROMOTIONAL' };
  return { status: 'APPROVED', reason: null };
}

export class SandboxChat implements ChatConnector {
  readonly provider = 'sandbox' as const;

  session(row: SessionRow, now: Date): SessionView {
    if (row.status !== 'waiting') return { status: row.status, qrRef: null, qrExpiresAt: null, reason: row.reason };
    const started = row.loginStartedAt ?? now;
    const qr = qrAt(now.getTime() - started.getTime());
    if (!qr) return { status: 'failed', qrRef: null, qrExpiresAt: null, reason: 'qr_attempts_ended' };
    return { status: 'waiting', qrRef: qr.ref, qrExpiresAt: new Date(now.getTime() + qr.expiresInMs), reason: null };
  }

  login(row: SessionRow, now: Date) {
    if (row.status === 'ready') return { status: 'ready' as const };
    return { status: 'waiting' as const, reason: null, loginStartedAt: now };
  }

  // The phone page is always online in the sandbox: what is sent arrives at once.
  async send(_message: OutgoingMessage) {
    return { vendorId: `wamid.sbx_${randomBytes(12).toString('hex')}`, status: 'delivered' as const };
  }

  async review(template: TemplateForReview) {
    return sandboxReview(template);
  }
}

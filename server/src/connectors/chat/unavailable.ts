import { AppError } from '../../http/errors';
import type { ChatConnector, SessionRow, SessionView } from './chat.connector';

/** Why a session cannot start: production without the Cloud API's credentials. */
export const CHANNEL_NOT_CONFIGURED = 'channel_not_configured';

/**
 * Production without chat-channel credentials: a sandbox phone must not stand in for a real
 * customer's WhatsApp there, so pairing fails with `channel_not_configured` and nothing is sent.
 * SANDBOX_IN_PRODUCTION=true brings the sandbox back for a public demo.
 */
export class UnavailableChat implements ChatConnector {
  readonly provider = 'sandbox' as const;

  session(row: SessionRow): SessionView {
    if (row.status === 'ready' || row.status === 'waiting') return { status: 'failed', qrRef: null, qrExpiresAt: null, reason: CHANNEL_NOT_CONFIGURED };
    return { status: row.status, qrRef: null, qrExpiresAt: null, reason: row.reason };
  }

  login() {
    return { status: 'failed' as const, reason: CHANNEL_NOT_CONFIGURED, loginStartedAt: null };
  }

  async send(): Promise<never> {
    throw new AppError(503, CHANNEL_NOT_CONFIGURED, 'The chat channel is not configured on this server');
  }

  async review() {
    return { status: 'PENDING' as const, reason: null };
  }
}

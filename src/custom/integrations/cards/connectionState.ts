import type { Connection } from '../../../../contract/integrations';
import type { StatusTone } from '../../../components/StatusChip/StatusChip';

/** What a card shows: no connection at all, or the connection's own status. */
export type CardStatus = 'notConnected' | Connection['status'];

export const cardStatus = (connection: Connection | null): CardStatus => connection?.status ?? 'notConnected';

export const STATUS_TONES: Record<CardStatus, StatusTone> = {
  notConnected: 'neutral',
  pending: 'info',
  connected: 'success',
  expired: 'warning',
  error: 'error',
};

/** The connect button's words for each state (none once connected: disconnecting is the way on). */
export const CONNECT_WORDS: Partial<Record<CardStatus, 'connect' | 'continue' | 'reconnect'>> = {
  notConnected: 'connect',
  pending: 'continue',
  expired: 'reconnect',
  error: 'reconnect',
};

/**
 * The problem to explain on a card: the recorded error, or for an expired connection without one,
 * the expiry itself (the user must connect again either way).
 */
export function connectionProblem(connection: Connection | null): Connection['error'] {
  if (!connection) return null;
  if (connection.error && (connection.status === 'error' || connection.status === 'expired')) return connection.error;
  if (connection.status === 'expired') return { code: 'token_expired', message: '', at: connection.expiresAt ?? '' };
  return null;
}

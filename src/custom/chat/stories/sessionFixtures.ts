import type { ChatSession } from '../../../../contract/chat';
import { ApiError } from '../../../dataProvider/ApiError';
import type { CallArgs } from '../../../dataProvider/createApiClient';
import type { Usage } from '../api/createChatClient';
import { APP_ID } from './chatFixtures';

/** What the fake session server answers: a session, or a status call that never answers or fails. */
export type SessionState = {
  session: ChatSession;
  /** `pending`: the status never arrives; a number: that many status calls fail first. */
  status?: 'pending' | number;
  /** Messages per day of the last 30 days (`none`: a quiet month; `fail`: the call fails). */
  usage?: 'sample' | 'none' | 'fail';
};

const PAIRING_URL = 'http://localhost:3000/api/chat/sandbox/pair/story-token';
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="4" height="4"/><rect x="4" y="4" width="4" height="4"/></svg>';
const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

export const chatSession = (status: ChatSession['status'], extra: Partial<ChatSession> = {}): ChatSession => ({
  appId: APP_ID, status, phone: null, qrExpiresAt: null, reason: null, pairingUrl: null,
  ...(status === 'ready' ? { phone: '+34 600 111 222' } : {}),
  ...(status === 'waiting' ? { qrExpiresAt: inMinutes(1), pairingUrl: PAIRING_URL } : {}),
  ...extra,
});

function usageOf(from: string, to: string, quiet: boolean): Usage {
  const days: Usage['days'] = [];
  for (let t = Date.parse(from), i = 0; t <= Date.parse(to); t += 86_400_000, i++) {
    const incoming = quiet ? 0 : (i * 7) % 11;
    const outgoing = quiet ? 0 : (i * 5) % 9;
    days.push({ day: new Date(t).toISOString().slice(0, 10), incoming, outgoing, byType: { text: incoming + outgoing } });
  }
  const sum = (k: 'incoming' | 'outgoing') => days.reduce((n, d) => n + d[k], 0);
  return { from, to, days, totals: { incoming: sum('incoming'), outgoing: sum('outgoing') } };
}

type Handler = (args: CallArgs, body: Record<string, unknown>) => unknown;

/**
 * The session calls of a fake server over `state` (kept up to date, so a test reads it): connect
 * starts waiting for a scan with a QR code, logout ends the session as the server says it.
 */
export function sessionHandlers(state: SessionState): Record<string, Handler> {
  return {
    'GET /wppstatus': () => {
      if (state.status === 'pending') return new Promise(() => undefined);
      if (typeof state.status === 'number' && state.status > 0) {
        state.status -= 1;
        throw new ApiError('Internal error', 500, { error_code: 'internal_error', message: 'Internal error' });
      }
      return state.session;
    },
    'GET /wpplogin': () => (state.session = chatSession('waiting')),
    'GET /wppQR': () => QR_SVG,
    'POST /whatsapp/wpplogout': () => (state.session = chatSession('loggedOut', { reason: 'logged_out' })),
    'GET /whatsappApp/usage/:appId': ({ query }) => {
      if (state.usage === 'fail') throw new ApiError('Internal error', 500, { error_code: 'internal_error', message: 'Internal error' });
      return usageOf(String(query?.from), String(query?.to), state.usage === 'none');
    },
  };
}

/**
 * The live socket's life as a pure state machine (SPEC §4 "Live socket"), so every rule has its
 * own test and the provider that owns the real socket only carries out the commands.
 */

/** The chat channel's session status from wppstatus; `unknown` means there is no session to follow. */
export type ChatStatus = 'unknown' | 'waiting' | 'ready' | 'loggedOut' | 'failed' | 'error';
export type SocketStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

export type SocketState = {
  status: SocketStatus;
  authenticated: boolean;
  hasToken: boolean;
  chatStatus: ChatStatus;
  /** A retry is scheduled (after a connection error or an unexpected disconnect). */
  retrying: boolean;
};

export type SocketEvent =
  | { type: 'session'; authenticated: boolean; hasToken: boolean }
  | { type: 'logout' }
  | { type: 'tokenRemoved' }
  | { type: 'chatStatus'; chatStatus: ChatStatus }
  | { type: 'connected' }
  | { type: 'disconnected'; expected: boolean }
  | { type: 'connectError' }
  | { type: 'createFailed' }
  | { type: 'retryDue' };

/** What the provider must do: open or close the real socket, start or drop the retry timer. */
export type SocketCommand = 'connect' | 'disconnect' | 'scheduleRetry' | 'cancelRetry';

export const RETRY_DELAY_MS = 3000;

export const initialSocketState: SocketState = { status: 'disconnected', authenticated: false, hasToken: false, chatStatus: 'unknown', retrying: false };

/** SPEC §5: a token, an authenticated user and a known chat status. */
export const mayConnect = (s: SocketState) => s.authenticated && s.hasToken && s.chatStatus !== 'unknown';

const open = (s: SocketState) => s.status === 'connecting' || s.status === 'connected';

type Step = { state: SocketState; commands: SocketCommand[] };

/** Closes whatever is open and forgets any retry. */
function shutDown(state: SocketState): Step {
  const commands: SocketCommand[] = [];
  if (state.retrying) commands.push('cancelRetry');
  if (open(state) || state.status === 'error') commands.push('disconnect');
  return { state: { ...state, status: 'disconnected', retrying: false }, commands };
}

/** Opens the socket if the rules allow it and it is not already open. */
function connectIfAllowed(state: SocketState, commands: SocketCommand[] = []): Step {
  if (!mayConnect(state) || open(state)) return { state, commands };
  const cancel: SocketCommand[] = state.retrying ? ['cancelRetry'] : [];
  return { state: { ...state, status: 'connecting', retrying: false }, commands: [...commands, ...cancel, 'connect'] };
}

/** After an error or an unexpected close: try again in 3 s, unless the chat status is unknown. */
function retryLater(state: SocketState): Step {
  if (state.chatStatus === 'unknown' || !mayConnect(state) || state.retrying) return { state, commands: [] };
  return { state: { ...state, retrying: true }, commands: ['scheduleRetry'] };
}

export function socketTransition(state: SocketState, event: SocketEvent): Step {
  switch (event.type) {
    case 'session': {
      const next = { ...state, authenticated: event.authenticated, hasToken: event.hasToken };
      return mayConnect(next) ? connectIfAllowed(next) : shutDown(next);
    }
    case 'logout':
      return shutDown({ ...state, authenticated: false, hasToken: false });
    case 'tokenRemoved':
      return shutDown({ ...state, hasToken: false });
    case 'chatStatus': {
      if (event.chatStatus === state.chatStatus) return { state, commands: [] };
      const next = { ...state, chatStatus: event.chatStatus };
      if (event.chatStatus === 'unknown') return shutDown(next);
      // A change to a known status: a fresh connection (the server's rooms follow the session).
      const closed = shutDown(next);
      return connectIfAllowed(closed.state, closed.commands);
    }
    case 'connected':
      return { state: { ...state, status: 'connected', retrying: false }, commands: [] };
    case 'disconnected': {
      const next = { ...state, status: 'disconnected' as const };
      return event.expected ? { state: next, commands: [] } : retryLater(next);
    }
    case 'connectError':
    case 'createFailed':
      return retryLater({ ...state, status: 'error' });
    case 'retryDue': {
      const next = { ...state, retrying: false };
      return connectIfAllowed({ ...next, status: next.status === 'error' ? 'disconnected' : next.status });
    }
  }
}

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chatCalls, type ChatSession } from '../../contract/chat';
import { NOTIFICATION_EVENT } from '../../contract/notifications';
import { useServices } from '../app/useServices';
import { useSessionState } from '../app/useSessionState';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { useStoreValue } from '../store/useStoreValue';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { RealtimeContext, type Realtime, type RealtimeHandler } from './realtimeContext';
import { initialSocketState, RETRY_DELAY_MS, socketTransition, type ChatStatus, type SocketCommand, type SocketEvent, type SocketState } from './socketMachine';
import { useCatchUpWhileOffline } from './useCatchUpWhileOffline';
import { notificationContent, shouldAskPermission, shouldNotify, type IncomingMessage } from './notificationRules';

/** SPEC §9: wppstatus every 30 seconds while signed in. */
export const STATUS_POLL_MS = 30_000;
/** The events the server sends that subscribers may follow (the in-app notifications' too: the bell). */
const EVENTS = ['newMessage', 'messageStatus', 'conversationUpdated', 'chatStatus', NOTIFICATION_EVENT] as const;

const permission = (): NotificationPermission => (typeof Notification === 'undefined' ? 'denied' : Notification.permission);

/**
 * Owns the live socket (SPEC §4): the state machine decides, this carries out its commands. Polls
 * the chat status, opens socket.io on the same host with the token (query and auth), retries 3 s
 * after a failure, fans events out to subscribers, and shows desktop notifications by SPEC §5.
 */
type Live = { userId: string | null; t: (key: string) => string; navigate: (path: string) => void; to: (path: string) => string };

/** SPEC §5: a desktop notification for this user's new message; a click opens the conversation. */
function notify(message: IncomingMessage, live: Live, chatStatus: ChatStatus) {
  if (!live.userId || !shouldNotify(message, live.userId, chatStatus, permission())) return;
  const { title, body } = notificationContent(message, live.t);
  const shown = new Notification(title, { body, tag: message.conversationId });
  shown.onclick = () => {
    window.focus();
    live.navigate(live.to(`crm/chat/${message.conversationId}`));
    shown.close();
  };
}

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { api, session } = useServices();
  const { isLogged, user } = useSessionState();
  const companyId = useStoreValue(session.companyId);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const [state, setState] = useState<SocketState>(initialSocketState);
  const stateRef = useRef(state);
  const socketRef = useRef<Socket | null>(null);
  const retryRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const handlers = useRef(new Map<string, Set<RealtimeHandler>>());
  const [pollNow, setPollNow] = useState(0);

  const fan = useCallback((event: string, payload: unknown) => {
    handlers.current.get(event)?.forEach((h) => h(payload));
  }, []);

  // Latest values for the socket's callbacks (they outlive renders).
  const live = useRef({ userId: user?._id ?? null, t, navigate, to });
  useEffect(() => {
    live.current = { userId: user?._id ?? null, t, navigate, to };
  });
  // The machine's dispatcher, as the socket's callbacks reach it (set once below).
  const dispatchRef = useRef<(event: SocketEvent) => void>(() => undefined);

  const run = useCallback((command: SocketCommand) => {
    const dispatch = (event: SocketEvent) => dispatchRef.current(event);
    if (command === 'connect') {
      const token = localStorage.getItem(STORAGE_KEYS.token);
      try {
        const socket = io({ path: '/socket.io', query: { token }, auth: { token }, reconnection: false, transports: ['websocket'] });
        socketRef.current = socket;
        socket.on('connect', () => {
          // Connected (again): whatever arrived while there was no socket is fetched now.
          fan('reconnected', null);
          dispatch({ type: 'connected' });
        });
        socket.on('disconnect', (reason) => {
          if (socketRef.current === socket) dispatch({ type: 'disconnected', expected: reason === 'io client disconnect' });
        });
        socket.on('connect_error', () => {
          if (socketRef.current === socket) dispatch({ type: 'connectError' });
        });
        for (const event of EVENTS) {
          socket.on(event, (payload: unknown) => {
            if (event === 'newMessage') notify(payload as IncomingMessage, live.current, stateRef.current.chatStatus);
            if (event === 'chatStatus') setPollNow((n) => n + 1);
            fan(event, payload);
          });
        }
      } catch {
        dispatch({ type: 'createFailed' });
      }
    } else if (command === 'disconnect') {
      const socket = socketRef.current;
      socketRef.current = null;
      socket?.removeAllListeners();
      socket?.disconnect();
    } else if (command === 'scheduleRetry') {
      retryRef.current = setTimeout(() => {
        retryRef.current = null;
        dispatch({ type: 'retryDue' });
      }, RETRY_DELAY_MS);
    } else if (command === 'cancelRetry') {
      if (retryRef.current) clearTimeout(retryRef.current);
      retryRef.current = null;
    }
  }, [fan]);

  const dispatch = useCallback((event: SocketEvent) => {
    const step = socketTransition(stateRef.current, event);
    stateRef.current = step.state;
    setState(step.state);
    step.commands.forEach(run);
  }, [run]);
  useEffect(() => {
    dispatchRef.current = dispatch;
  }, [dispatch]);

  // No socket while signed in (server restarting, Redis down): live screens poll instead.
  const catchUp = useCallback(() => fan('reconnected', null), [fan]);
  useCatchUpWhileOffline(isLogged && state.status !== 'connected', catchUp);

  // Signed in or out.
  useEffect(() => {
    dispatch(isLogged ? { type: 'session', authenticated: true, hasToken: Boolean(localStorage.getItem(STORAGE_KEYS.token)) } : { type: 'logout' });
  }, [isLogged, dispatch]);

  // The token removed in another tab.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.token && !e.newValue) dispatch({ type: 'tokenRemoved' });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);

  // The chat status, now and every 30 s; a failed check is `error` (SPEC §8), logged, not shown.
  useEffect(() => {
    if (!isLogged || !companyId) return;
    let cancelled = false;
    const check = async () => {
      let status: ChatStatus;
      try {
        status = (await api.call<ChatSession>(chatCalls.wppStatus, { query: { companyId } })).status;
      } catch (error) {
        console.error('Chat status check failed', error);
        status = 'error';
      }
      if (cancelled) return;
      localStorage.setItem(STORAGE_KEYS.chatStatus, status);
      dispatch({ type: 'chatStatus', chatStatus: status });
    };
    void check();
    const timer = setInterval(check, STATUS_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [api, isLogged, companyId, pollNow, dispatch]);

  // SPEC §5: permission asked for while unanswered, once signed in.
  useEffect(() => {
    if (isLogged && typeof Notification !== 'undefined' && shouldAskPermission(Notification.permission)) {
      void Notification.requestPermission().catch(() => undefined);
    }
  }, [isLogged]);

  // Closed on unmount.
  useEffect(() => () => {
    if (retryRef.current) clearTimeout(retryRef.current);
    socketRef.current?.removeAllListeners();
    socketRef.current?.disconnect();
  }, []);

  const subscribe = useCallback((event: string, handler: RealtimeHandler) => {
    const set = handlers.current.get(event) ?? new Set();
    set.add(handler);
    handlers.current.set(event, set);
    return () => void set.delete(handler);
  }, []);
  const refreshStatus = useCallback(() => setPollNow((n) => n + 1), []);

  const value = useMemo<Realtime>(() => ({ chatStatus: state.chatStatus, socketStatus: state.status, subscribe, refreshStatus }),
    [state.chatStatus, state.status, subscribe, refreshStatus]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

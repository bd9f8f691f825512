import { createContext, useContext, useEffect, useEffectEvent } from 'react';
import type { ChatStatus, SocketStatus } from './socketMachine';

export type RealtimeHandler = (payload: unknown) => void;

export type Realtime = {
  chatStatus: ChatStatus;
  socketStatus: SocketStatus;
  /**
   * Follows a socket event; `reconnected` means "catch up now": sent each time the socket
   * connects and, while there is no socket, every 10 s (the screens poll).
   */
  subscribe: (event: string, handler: RealtimeHandler) => () => void;
  /** Asks wppstatus now (after login, logout or a scan) instead of at the next 30 s poll. */
  refreshStatus: () => void;
};

const idle: Realtime = { chatStatus: 'unknown', socketStatus: 'disconnected', subscribe: () => () => {}, refreshStatus: () => {} };

export const RealtimeContext = createContext<Realtime>(idle);

export const useRealtime = () => useContext(RealtimeContext);

/** Calls `handler` for each `event` while mounted (the latest handler, without resubscribing). */
export function useRealtimeEvent(event: string, handler: RealtimeHandler): void {
  const { subscribe } = useRealtime();
  const onEvent = useEffectEvent(handler);
  useEffect(() => subscribe(event, (payload) => onEvent(payload)), [subscribe, event]);
}

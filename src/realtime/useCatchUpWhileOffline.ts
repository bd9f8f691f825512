import { useEffect } from 'react';

/** How often live screens refetch while no socket is open (server restarting, Redis down). */
export const OFFLINE_CATCH_UP_MS = 10_000;

/**
 * While `offline`, calls `catchUp` every interval: without a socket the live screens (inbox,
 * thread, bell) degrade to polling instead of going stale, and stop once the socket is back.
 */
export function useCatchUpWhileOffline(offline: boolean, catchUp: () => void, intervalMs = OFFLINE_CATCH_UP_MS): void {
  useEffect(() => {
    if (!offline) return;
    const timer = setInterval(catchUp, intervalMs);
    return () => clearInterval(timer);
  }, [offline, catchUp, intervalMs]);
}

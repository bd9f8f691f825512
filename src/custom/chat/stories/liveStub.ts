import type { Realtime, RealtimeHandler } from '../../../realtime/realtimeContext';

/** A live socket for stories and tests: `emit` delivers an event to the screen as the server would. */
export function createLiveStub(state: Partial<Pick<Realtime, 'chatStatus' | 'socketStatus'>> = {}) {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const value: Realtime = {
    chatStatus: state.chatStatus ?? 'ready',
    socketStatus: state.socketStatus ?? 'connected',
    subscribe: (event, handler) => {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => void set.delete(handler);
    },
    refreshStatus: () => undefined,
  };
  return { value, emit: (event: string, payload: unknown) => handlers.get(event)?.forEach((h) => h(payload)) };
}
export type LiveStub = ReturnType<typeof createLiveStub>;

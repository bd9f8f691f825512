import type { Notification } from '../../../contract/notifications';
import { COMPANY_ID } from '../../custom/crm/stories/crmFixtures';
import type { Realtime, RealtimeHandler } from '../../realtime/realtimeContext';
import { createHandlerApi, type RecordedCall } from '../../test/createHandlerApi';

/** A notification of the stories' company, unread, with the given changes. */
export const sampleNotification = (id: string, over: Partial<Notification> = {}): Notification => ({
  _id: id, companyId: COMPANY_ID, title: `Aviso ${id}`, body: `Cuerpo ${id}`, link: null, read: false, createdAt: '2026-11-20T10:30:00.000Z', ...over,
});

/** The notifications API over an in-memory list, recording every call (stories and tests). */
export function notificationServer(initial: Notification[], options: { failMark?: boolean } = {}) {
  const items = [...initial];
  const calls: RecordedCall[] = [];
  const unread = () => items.filter((n) => !n.read).length;
  const api = createHandlerApi({
    'GET /notifications': () => ({ data: items.map((n) => ({ ...n })), total: items.length, page: 1, limit: 20, unread: unread() }),
    'PUT /notifications/read': ({ body }: { body?: unknown }) => {
      if (options.failMark) throw new Error('refused');
      const ids = (body as { ids: string[] }).ids;
      items.forEach((n) => {
        if (ids.includes(n._id)) n.read = true;
      });
      return { unread: unread() };
    },
    'PUT /notifications/read-all': () => {
      items.forEach((n) => {
        n.read = true;
      });
      return { unread: 0 };
    },
  }, calls);
  return { api, calls, items };
}

/** A socket stand-in: what the bell subscribes to, and a way to push an event to it. */
export function fakeRealtime() {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const value: Realtime = {
    chatStatus: 'ready', socketStatus: 'connected', refreshStatus: () => {},
    subscribe: (event, handler) => {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => void set.delete(handler);
    },
  };
  return { value, emit: (event: string, payload: unknown) => handlers.get(event)?.forEach((h) => h(payload)) };
}

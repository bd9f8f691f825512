import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { NOTIFICATION_EVENT, notification as notificationSchema, notificationCalls, type Notification } from '../../../contract/notifications';
import { useServices } from '../../app/useServices';
import { useRealtimeEvent } from '../../realtime/realtimeContext';
import { useStoreValue } from '../../store/useStoreValue';

export type NotificationList = z.infer<typeof notificationCalls.listNotifications.response>;

/** How many the bell lists: the newest; older ones are not kept around in the bar. */
export const BELL_LIMIT = 20;

/** The socket's payload, checked: it comes from outside this code (a malformed one is ignored). */
function readPush(payload: unknown): { companyId: string; notification: Notification; unread: number } | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { companyId, notification, unread } = payload as Record<string, unknown>;
  const parsed = notificationSchema.safeParse(notification);
  if (typeof companyId !== 'string' || typeof unread !== 'number' || !parsed.success) return null;
  return { companyId, notification: parsed.data, unread };
}

/**
 * The signed-in user's notifications in the current company, for the bell: the newest, the unread
 * count, marking read. A notification pushed on the socket is added at once with the server's new
 * count; after a reconnection the list is fetched again (pushes may have been missed meanwhile).
 */
export function useNotifications() {
  const { api, session } = useServices();
  const companyId = useStoreValue(session.companyId);
  const queryClient = useQueryClient();
  const queryKey = ['notifications', companyId];
  const list = useQuery({
    queryKey,
    queryFn: () => api.call<NotificationList>(notificationCalls.listNotifications, { query: { companyId, limit: BELL_LIMIT } }),
    enabled: Boolean(companyId),
  });

  const update = useCallback((change: (list: NotificationList) => NotificationList) => {
    queryClient.setQueryData<NotificationList>(['notifications', companyId], (current) => (current ? change(current) : current));
  }, [queryClient, companyId]);

  useRealtimeEvent(NOTIFICATION_EVENT, (payload) => {
    const push = readPush(payload);
    // Pushed for another of the user's companies: that bell shows it when the company is chosen.
    if (!push || push.companyId !== companyId) return;
    update((current) => {
      if (current.data.some((n) => n._id === push.notification._id)) return { ...current, unread: push.unread };
      return { ...current, data: [push.notification, ...current.data].slice(0, BELL_LIMIT), total: current.total + 1, unread: push.unread };
    });
  });
  useRealtimeEvent('reconnected', () => {
    void queryClient.invalidateQueries({ queryKey: ['notifications', companyId] });
  });

  const markRead = useCallback(async (ids: string[]) => {
    const { unread } = await api.call<{ unread: number }>(notificationCalls.markNotificationsRead, { body: { companyId, ids } });
    update((current) => ({ ...current, unread, data: current.data.map((n) => (ids.includes(n._id) ? { ...n, read: true } : n)) }));
  }, [api, companyId, update]);

  const markAllRead = useCallback(async () => {
    const { unread } = await api.call<{ unread: number }>(notificationCalls.markAllNotificationsRead, { body: { companyId } });
    update((current) => ({ ...current, unread, data: current.data.map((n) => ({ ...n, read: true })) }));
  }, [api, companyId, update]);

  return { hasCompany: Boolean(companyId), list, unread: list.data?.unread ?? 0, markRead, markAllRead };
}

import { z } from 'zod';
import { defineCall } from './define';
import { id, listOf } from './common';

/**
 * In-app notifications (the bell): messages to one user in one company, e.g. from a workflow's
 * "notify a user" step. Each user sees and marks only their own; any member of the company may
 * (no role permission: reading and marking one's own notifications changes nothing shared).
 *
 * Live: a new notification is pushed on the socket as `NOTIFICATION_EVENT` with
 * `{ companyId, notification, unread }` to the user it is for (and to no one else).
 */
export const NOTIFICATION_EVENT = 'notification';

export const notification = z.object({
  _id: z.string(),
  companyId: z.string(),
  title: z.string(),
  body: z.string(),
  /** An app path to open (e.g. `/crm/workflow-executions/<id>`), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** What the socket carries with a new notification. */
export type NotificationPush = { companyId: string; notification: Notification; unread: number };

const byQuery = { in: 'query', key: 'companyId' } as const;
const byBody = { in: 'body', key: 'companyId' } as const;
const unreadCount = z.object({ unread: z.number().int() });

export const notificationCalls = {
  listNotifications: defineCall({
    method: 'GET', path: '/notifications', summary: "The caller's notifications in a company, newest first, with the unread count",
    query: z.object({
      companyId: id,
      page: z.coerce.number().int().min(1).default(1),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      unreadOnly: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    }),
    company: byQuery, response: listOf(notification).extend(unreadCount.shape),
  }),
  markNotificationsRead: defineCall({
    method: 'PUT', path: '/notifications/read', summary: "Marks some of the caller's notifications read (others' ids are ignored)",
    body: z.object({ companyId: id, ids: z.array(id).min(1).max(100) }), company: byBody, response: unreadCount,
  }),
  markAllNotificationsRead: defineCall({
    method: 'PUT', path: '/notifications/read-all', summary: "Marks all the caller's notifications in the company read",
    body: z.object({ companyId: id }), company: byBody, response: unreadCount,
  }),
} as const;

import { NOTIFICATION_EVENT, type Notification, type NotificationPush } from '../../../../contract/notifications';
import type { Db } from '../../db/connection';
import type { Realtime } from '../../realtime/realtime';
import * as repo from './notifications.repository';

export type NotificationInput = {
  title: string;
  body: string;
  link?: string | null;
  /** The same key twice gives a user one notification (a workflow step retried after a crash). */
  sourceKey?: string | null;
};

function toNotification(row: repo.NotificationRow): Notification {
  return {
    _id: row.id, companyId: row.companyId, title: row.title, body: row.body, link: row.link,
    read: row.readAt !== null, createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Notifies users of a company in the app (the bell). Only members of the company receive it
 * (other ids are dropped silently: a user who left the company gets nothing). With `realtime`,
 * each recipient's open sockets get the notification and their new unread count at once; pass
 * it only once `db` is committed (not a transaction), or the push could announce a rolled-back row.
 * Returns the notifications created (none for a user who already had this source key).
 */
export async function notifyUsers(db: Db, companyId: string, userIds: string[], input: NotificationInput, realtime?: Realtime): Promise<Notification[]> {
  const rows = await repo.insertForMembers(db, companyId, userIds, {
    title: input.title.slice(0, 200), body: input.body.slice(0, 2000), link: input.link ?? null, sourceKey: input.sourceKey ?? null,
  });
  if (realtime && rows.length) {
    const unread = await repo.unreadCounts(db, companyId, rows.map((r) => r.userId));
    for (const row of rows) {
      const push: NotificationPush = { companyId, notification: toNotification(row), unread: unread.get(row.userId) ?? 0 };
      realtime.emitToUsers([row.userId], NOTIFICATION_EVENT, push);
    }
  }
  return rows.map(toNotification);
}

export async function listNotifications(db: Db, companyId: string, userId: string, query: { page: number; limit: number; unreadOnly: boolean }) {
  const [{ rows, total }, unread] = await Promise.all([
    repo.pageForUser(db, companyId, userId, query.unreadOnly, query.limit, (query.page - 1) * query.limit),
    repo.unreadCounts(db, companyId, [userId]),
  ]);
  return { data: rows.map(toNotification), total, page: query.page, limit: query.limit, unread: unread.get(userId) ?? 0 };
}

/** Marks read; another user's ids are ignored (they match none of the caller's rows). */
export async function markRead(db: Db, companyId: string, userId: string, ids: string[] | null): Promise<{ unread: number }> {
  await repo.markRead(db, companyId, userId, ids);
  return { unread: (await repo.unreadCounts(db, companyId, [userId])).get(userId) ?? 0 };
}

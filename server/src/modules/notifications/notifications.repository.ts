import { sql, type Selectable } from 'kysely';
import type { Conn } from '../contacts/contacts.repository';
import type { NotificationsTable } from './notifications.tables';
import './notifications.tables';
import '../companies/companies.tables';

export type NotificationRow = Selectable<NotificationsTable>;

/**
 * One row per recipient among `userIds` who is a member of the company (others get nothing).
 * With a source key, a recipient who already has it gets no second row. Returns the new rows.
 */
export async function insertForMembers(
  db: Conn,
  companyId: string,
  userIds: string[],
  values: { title: string; body: string; link: string | null; sourceKey: string | null },
): Promise<NotificationRow[]> {
  if (!userIds.length) return [];
  const { rows } = await sql<NotificationRow>`
    INSERT INTO notifications (company_id, user_id, title, body, link, source_key)
    SELECT m.company_id, m.user_id, ${values.title}, ${values.body}, ${values.link}, ${values.sourceKey}
    FROM company_members m WHERE m.company_id = ${companyId} AND m.user_id = ANY(${[...new Set(userIds)]}::uuid[])
    ON CONFLICT (user_id, source_key) WHERE source_key IS NOT NULL DO NOTHING
    RETURNING *`.execute(db);
  return rows;
}

export async function pageForUser(db: Conn, companyId: string, userId: string, unreadOnly: boolean, limit: number, offset: number) {
  let q = db.selectFrom('notifications').where('companyId', '=', companyId).where('userId', '=', userId);
  if (unreadOnly) q = q.where('readAt', 'is', null);
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function unreadCounts(db: Conn, companyId: string, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await db.selectFrom('notifications').select(['userId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('companyId', '=', companyId).where('userId', 'in', userIds).where('readAt', 'is', null).groupBy('userId').execute();
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

/** Marks the user's own notifications read (all of them in the company when `ids` is null). */
export async function markRead(db: Conn, companyId: string, userId: string, ids: string[] | null): Promise<void> {
  let q = db.updateTable('notifications').set({ readAt: new Date() })
    .where('companyId', '=', companyId).where('userId', '=', userId).where('readAt', 'is', null);
  if (ids) q = q.where('id', 'in', ids);
  await q.execute();
}

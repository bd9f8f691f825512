import { sql, type Insertable, type Selectable } from 'kysely';
import type { Conn } from '../../contacts/contacts.repository';
import type { GmailMessagesTable } from './gmail.tables';
import './gmail.tables';
import '../../users/users.tables';

export type MessageRow = Selectable<GmailMessagesTable> & { sentByName: string | null };

export async function insertMessage(db: Conn, values: Insertable<GmailMessagesTable>): Promise<string> {
  const row = await db.insertInto('gmailMessages').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A message Gmail may hand over again (history pages overlap, syncs run at once): the second is not stored (null). */
export async function insertMessageOnce(db: Conn, values: Insertable<GmailMessagesTable>): Promise<string | null> {
  const row = await db.insertInto('gmailMessages').values(values).onConflict((oc) => oc.columns(['mailbox', 'gmailId']).doNothing()).returning('id').executeTakeFirst();
  return row?.id ?? null;
}

/** Of these Gmail ids, the ones the mailbox already holds. */
export async function knownGmailIds(db: Conn, mailbox: string, gmailIds: string[]): Promise<Set<string>> {
  if (!gmailIds.length) return new Set();
  const rows = await db.selectFrom('gmailMessages').select('gmailId').where('mailbox', '=', mailbox).where('gmailId', 'in', gmailIds).execute();
  return new Set(rows.map((r) => r.gmailId));
}

/**
 * The product's threads of a mailbox among these thread ids, each with its contact and the
 * messages it holds (oldest first): what a received message is filed under.
 */
export async function productThreads(db: Conn, companyId: string, mailbox: string, threadIds: string[]) {
  if (!threadIds.length) return new Map<string, { contactId: string; subject: string }>();
  const rows = await db.selectFrom('gmailMessages').select(['threadId', 'contactId', 'subject']).where('companyId', '=', companyId).where('mailbox', '=', mailbox)
    .where('threadId', 'in', threadIds).orderBy('sentAt').orderBy('id').execute();
  const threads = new Map<string, { contactId: string; subject: string }>();
  for (const r of rows) if (!threads.has(r.threadId)) threads.set(r.threadId, { contactId: r.contactId, subject: r.subject });
  return threads;
}

/** The mailbox's threads with activity since `since`, newest first (a full resync reads these again). */
export async function recentThreadIds(db: Conn, companyId: string, mailbox: string, since: Date, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('gmailMessages').select('threadId').select((eb) => eb.fn.max('sentAt').as('last'))
    .where('companyId', '=', companyId).where('mailbox', '=', mailbox).where('sentAt', '>=', since)
    .groupBy('threadId').orderBy('last', 'desc').limit(limit).execute();
  return rows.map((r) => r.threadId);
}

/** Where a newly connected mailbox's sync starts; one already synced keeps its own. */
export async function startHistoryAt(db: Conn, v: { connectionId: string; companyId: string; historyId: string }): Promise<void> {
  await db.insertInto('gmailSyncState').values({ connectionId: v.connectionId, companyId: v.companyId, historyId: v.historyId }).onConflict((oc) => oc.column('connectionId').doNothing()).execute();
}

export async function syncStateOf(db: Conn, connectionId: string) {
  return db.selectFrom('gmailSyncState').selectAll().where('connectionId', '=', connectionId).executeTakeFirst();
}

/**
 * Stores where the next sync starts: only ever forward (two syncs of one mailbox finishing out of
 * order must not send the next one back over history already read, nor skip what it did not).
 */
export async function saveHistoryId(db: Conn, v: { connectionId: string; companyId: string; historyId: string; full?: boolean }): Promise<void> {
  await db.insertInto('gmailSyncState').values({ connectionId: v.connectionId, companyId: v.companyId, historyId: v.historyId, syncedAt: new Date(), fullSyncs: v.full ? 1 : 0 })
    .onConflict((oc) => oc.column('connectionId').doUpdateSet({
      historyId: sql<string>`CASE WHEN gmail_sync_state.history_id IS NULL OR gmail_sync_state.history_id::numeric < excluded.history_id::numeric THEN excluded.history_id ELSE gmail_sync_state.history_id END`,
      syncedAt: sql<Date>`now()`,
      fullSyncs: sql<number>`gmail_sync_state.full_syncs + excluded.full_syncs`,
    }))
    .execute();
}

const withSender = (db: Conn) => db.selectFrom('gmailMessages as m').leftJoin('users as u', 'u.id', 'm.userId').selectAll('m')
  .select(sql<string | null>`nullif(trim(u.name || ' ' || u.surname), '')`.as('sentByName'));

export async function findMessage(db: Conn, id: string): Promise<MessageRow | undefined> {
  return withSender(db).where('m.id', '=', id).executeTakeFirst();
}

/** A thread of one mailbox (Gmail thread ids are per mailbox), oldest first. */
export async function threadMessages(db: Conn, companyId: string, mailbox: string, threadId: string) {
  return db.selectFrom('gmailMessages').selectAll().where('companyId', '=', companyId).where('mailbox', '=', mailbox).where('threadId', '=', threadId)
    .orderBy('sentAt').orderBy('id').execute();
}

/** A contact's emails across every collaborator's mailbox, newest first. */
export async function pageContactMessages(db: Conn, companyId: string, contactId: string, page: number, limit: number) {
  const base = (q: Conn) => q.selectFrom('gmailMessages').where('companyId', '=', companyId).where('contactId', '=', contactId);
  const [rows, count] = await Promise.all([
    withSender(db).where('m.companyId', '=', companyId).where('m.contactId', '=', contactId)
      .orderBy('m.sentAt', 'desc').orderBy('m.id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
    base(db).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

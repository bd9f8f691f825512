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

import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { StoredMail } from './mail.connector';
import type { MailOutboxTable } from './mail.tables';
import './mail.tables';

/**
 * Stores one message. A message with a Message-ID already stored is not stored again (a retried
 * or resumed send): the first copy's id is returned.
 */
export async function insertMail(db: Db, mail: Omit<StoredMail, 'id' | 'createdAt'>): Promise<string> {
  const row = await db
    .insertInto('mailOutbox')
    .values({
      toAddress: mail.to,
      fromAddress: mail.from,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      tag: mail.tag,
      companyId: mail.companyId,
      headers: JSON.stringify(mail.headers),
      messageId: mail.messageId,
    })
    .onConflict((oc) => oc.column('messageId').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) return row.id;
  const existing = await db.selectFrom('mailOutbox').select('id').where('messageId', '=', mail.messageId).executeTakeFirstOrThrow();
  return existing.id;
}

/** Message-ID → outbox id, for those of these Message-IDs the outbox holds. */
export async function takenMessageIds(db: Db, messageIds: string[]): Promise<Map<string, string>> {
  if (!messageIds.length) return new Map();
  const rows = await db.selectFrom('mailOutbox').select(['id', 'messageId']).where('messageId', 'in', messageIds).execute();
  return new Map(rows.map((r) => [r.messageId!, r.id]));
}

const toStored = (r: Selectable<MailOutboxTable>): StoredMail => ({
  id: r.id,
  to: r.toAddress,
  from: r.fromAddress,
  replyTo: r.replyTo,
  subject: r.subject,
  text: r.textBody,
  html: r.htmlBody,
  tag: r.tag,
  companyId: r.companyId,
  headers: r.headers ?? {},
  messageId: r.messageId,
  createdAt: r.createdAt,
});

export async function listMail(db: Db, to?: string, limit = 200): Promise<StoredMail[]> {
  let query = db.selectFrom('mailOutbox').selectAll().orderBy('createdAt', 'desc').limit(limit);
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['toAddress']), '=', to.trim().toLowerCase()));
  return (await query.execute()).map(toStored);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findMail(db: Db, id: string): Promise<StoredMail | null> {
  if (!UUID.test(id)) return null;
  const row = await db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStored(row) : null;
}

import type { Db } from '../../db/connection';
import type { StoredMail } from './mail.connector';
import './mail.tables';

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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listMail(db: Db, to?: string, limit = 200): Promise<StoredMail[]> {
  let query = db.selectFrom('mailOutbox').selectAll().orderBy('createdAt', 'desc').limit(limit);
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['toAddress']), '=', to.trim().toLowerCase()));
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    from: r.fromAddress,
    replyTo: r.replyTo,
    subject: r.subject,
    text: r.textBody,
    html: r.htmlBody,
    tag: r.tag,
    companyId: r.companyId,
    createdAt: r.createdAt,
  }));
}

import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { EmailEventType, SuppressionReason } from '../../../../contract/email';
import type { EmailMessagesTable, MessageStatus } from './emailSending.tables';
import type { Insertable, RawBuilder, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import './emailSending.tables';

export type Conn = Db | Transaction<Database>;
export type MessageRow = Selectable<EmailMessagesTable>;

const lower = (email: string) => email.trim().toLowerCase();

/**
 * How the list keeps the address of a contact erased at their request (issue 17): its SHA-256,
 * so the unsubscribe (or complaint) is still honoured if the same address comes back — an import,
 * a form — without the list holding the address itself. Matches `suppressionHashSql`.
 */
export const suppressionHash = (email: string) => `sha256:${createHash('sha256').update(lower(email), 'utf8').digest('hex')}`;
/** The same in SQL, for an address column or expression already lower-cased. */
export const suppressionHashSql = (address: RawBuilder<unknown>) => sql<string>`'sha256:' || encode(sha256(convert_to(${address}, 'UTF8')), 'hex')`;

/** The addresses of `emails` on the company's suppression list, as given there or as an erased contact's hash (lower-cased). */
export async function suppressedAmong(db: Conn, companyId: string, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const addresses = [...new Set(emails.map(lower))];
  const rows = await db.selectFrom('emailSuppressions').select('email')
    .where('companyId', '=', companyId).where('email', 'in', [...addresses, ...addresses.map(suppressionHash)]).execute();
  const listed = new Set(rows.map((r) => r.email));
  return new Set(addresses.filter((a) => listed.has(a) || listed.has(suppressionHash(a))));
}

/**
 * Puts an address on the list. An address already there keeps its first reason, except that a
 * spam complaint always wins (a complaint may not be undone from the app). Returns whether the
 * address was added now.
 */
export async function suppress(db: Conn, companyId: string, email: string, reason: SuppressionReason, contactId: string | null): Promise<boolean> {
  const row = await sql<{ inserted: boolean }>`
    INSERT INTO email_suppressions (company_id, email, reason, contact_id) VALUES (${companyId}, ${lower(email)}, ${reason}, ${contactId})
    ON CONFLICT (company_id, email) DO UPDATE SET reason = 'spam_complaint' WHERE EXCLUDED.reason = 'spam_complaint' AND email_suppressions.reason <> 'spam_complaint'
    RETURNING (xmax = 0) AS inserted`.execute(db);
  return Boolean(row.rows[0]?.inserted);
}

export async function listSuppressions(db: Db, companyId: string, page: number, limit: number) {
  const [rows, count] = await Promise.all([
    db.selectFrom('emailSuppressions').selectAll().where('companyId', '=', companyId)
      .orderBy('createdAt', 'desc').orderBy('email').limit(limit).offset((page - 1) * limit).execute(),
    db.selectFrom('emailSuppressions').select((eb) => eb.fn.countAll<string>().as('n')).where('companyId', '=', companyId).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** An address names its own entry and, once its contact was erased, the hash it is kept as; a hash names itself. */
const entryKeys = (email: string) => [lower(email), suppressionHash(email)];

export async function findSuppression(db: Conn, companyId: string, email: string) {
  const rows = await db.selectFrom('emailSuppressions').selectAll().where('companyId', '=', companyId).where('email', 'in', entryKeys(email)).execute();
  // A complaint in either form is the one the caller must hear about.
  return rows.find((r) => r.reason === 'spam_complaint') ?? rows[0];
}

export async function deleteSuppression(db: Conn, companyId: string, email: string): Promise<void> {
  await db.deleteFrom('emailSuppressions').where('companyId', '=', companyId).where('email', 'in', entryKeys(email)).execute();
}

export async function insertMessage(db: Conn, row: Insertable<EmailMessagesTable>): Promise<string> {
  const inserted = await db.insertInto('emailMessages').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function setMessageStatus(db: Conn, id: string, status: MessageStatus, patch: { providerMessageId?: string | null; error?: string | null } = {}) {
  await db.updateTable('emailMessages').set({ status, ...patch }).where('id', '=', id).execute();
}

export async function findMessageByToken(db: Db, tokenHash: Buffer): Promise<MessageRow | undefined> {
  return db.selectFrom('emailMessages').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

export async function findMessageByProviderId(db: Db, providerIds: string[]): Promise<MessageRow | undefined> {
  const ids = providerIds.filter(Boolean);
  if (!ids.length) return undefined;
  return db.selectFrom('emailMessages').selectAll().where('providerMessageId', 'in', ids).orderBy('createdAt', 'desc').executeTakeFirst();
}

/**
 * A bulk recipient's message: the recipient claimed (attempted_at) and the message recorded in
 * one statement, only if nobody claimed the recipient before. Returns the message id, or null
 * when the claim was taken.
 */
export async function claimAndInsertMessage(db: Conn, bulk: { bulkEmailId: string; contactId: string }, row: Insertable<EmailMessagesTable>): Promise<string | null> {
  const id = randomUUID();
  const { rows } = await sql<{ id: string }>`
    WITH claim AS (
      UPDATE bulk_email_recipients SET attempted_at = now(), message_id = ${id}
      WHERE bulk_email_id = ${bulk.bulkEmailId} AND contact_id = ${bulk.contactId} AND state = 'pending' AND attempted_at IS NULL
      RETURNING 1
    )
    INSERT INTO email_messages (id, company_id, bulk_email_id, contact_id, to_email, from_email, subject, tags, test, status, language, token_hash, header_message_id, links)
    SELECT ${id}, ${row.companyId}, ${row.bulkEmailId}, ${row.contactId}, ${row.toEmail}, ${row.fromEmail}, ${row.subject}, ${row.tags ?? []}::text[], ${row.test ?? false},
      ${row.status}, ${row.language}, ${row.tokenHash}, ${row.headerMessageId}, ${row.links ?? []}::text[]
    WHERE EXISTS (SELECT 1 FROM claim)
    RETURNING id`.execute(db);
  return rows[0]?.id ?? null;
}

/**
 * The message handed over: its status and first events in one statement, and for a bulk
 * recipient its state and the send's counter too (one round trip per message).
 */
export async function markSent(db: Conn, id: string, providerMessageId: string | null, events: EmailEventType[], bulk?: { bulkEmailId: string; contactId: string }) {
  const recipient = bulk
    ? sql`, r AS (
        UPDATE bulk_email_recipients SET state = 'sent' WHERE bulk_email_id = ${bulk.bulkEmailId} AND contact_id = ${bulk.contactId} AND state = 'pending' RETURNING 1
      ), counted AS (
        UPDATE bulk_emails SET sent = sent + (SELECT count(*) FROM r) WHERE id = ${bulk.bulkEmailId}
      )`
    : sql``;
  await sql`
    WITH m AS (UPDATE email_messages SET status = 'sent', provider_message_id = ${providerMessageId} WHERE id = ${id} RETURNING id, company_id, contact_id)
    ${recipient}
    INSERT INTO email_events (company_id, message_id, contact_id, type)
    SELECT m.company_id, m.id, m.contact_id, t.type FROM m, unnest(${events}::text[]) WITH ORDINALITY AS t(type, n) ORDER BY t.n`.execute(db);
}

export async function recordEvent(db: Conn, message: Pick<MessageRow, 'id' | 'companyId' | 'contactId'>, type: EmailEventType, url: string | null = null) {
  await db.insertInto('emailEvents').values({ companyId: message.companyId, messageId: message.id, contactId: message.contactId, type, url }).execute();
}

/** Whether the message already has an event of this type (an unsubscribe, a bounce, is recorded once). */
export async function hasEvent(db: Conn, messageId: string, type: EmailEventType): Promise<boolean> {
  const row = await db.selectFrom('emailEvents').select('id').where('messageId', '=', messageId).where('type', '=', type).executeTakeFirst();
  return Boolean(row);
}

/** The message sent earlier with this key, if any. */
export async function findMessageByKey(db: Conn, companyId: string, idempotencyKey: string): Promise<MessageRow | undefined> {
  return db.selectFrom('emailMessages').selectAll().where('companyId', '=', companyId).where('idempotencyKey', '=', idempotencyKey).executeTakeFirst();
}

/** A refused (failed) message gives its key back, so another attempt may send; returns whether it did. */
export async function releaseFailedKey(db: Conn, id: string): Promise<boolean> {
  const result = await db.updateTable('emailMessages').set({ idempotencyKey: null }).where('id', '=', id).where('status', '=', 'failed').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The template a message was made from: its own (single send) or its bulk send's. */
export async function templateOfMessage(db: Conn, message: Pick<MessageRow, 'templateId' | 'bulkEmailId'>): Promise<string | null> {
  if (message.templateId || !message.bulkEmailId) return message.templateId;
  const bulk = await db.selectFrom('bulkEmails').select('templateId').where('id', '=', message.bulkEmailId).executeTakeFirst();
  return bulk?.templateId ?? null;
}

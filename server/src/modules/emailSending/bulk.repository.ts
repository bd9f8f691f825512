import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { BulkState } from '../../../../contract/email';
import type { BulkEmailsTable } from './emailSending.tables';
import type { Conn } from './emailSending.repository';

export type BulkRow = Selectable<BulkEmailsTable>;

export async function insertBulk(db: Conn, row: Insertable<BulkEmailsTable>): Promise<BulkRow> {
  return db.insertInto('bulkEmails').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findBulk(db: Conn, id: string, companyId?: string): Promise<BulkRow | undefined> {
  let query = db.selectFrom('bulkEmails').selectAll().where('id', '=', id);
  if (companyId) query = query.where('companyId', '=', companyId);
  return query.executeTakeFirst();
}

export async function listBulks(db: Db, companyId: string, page: number, limit: number) {
  const [rows, count] = await Promise.all([
    db.selectFrom('bulkEmails').selectAll().where('companyId', '=', companyId)
      .orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
    db.selectFrom('bulkEmails').select((eb) => eb.fn.countAll<string>().as('n')).where('companyId', '=', companyId).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Moves the send to `state` unless it is already in one of `unless` (a cancel is not overwritten). Returns the row if it moved. */
export async function moveBulk(db: Conn, id: string, state: BulkState, unless: BulkState[], patch: { error?: string | null; finished?: boolean; started?: boolean } = {}) {
  return db.updateTable('bulkEmails')
    .set({
      state,
      ...(patch.error !== undefined ? { error: patch.error } : {}),
      ...(patch.finished ? { finishedAt: sql<Date>`now()` } : {}),
      ...(patch.started ? { startedAt: sql<Date>`coalesce(started_at, now())` } : {}),
    })
    .where('id', '=', id).where('state', 'not in', unless)
    .returningAll().executeTakeFirst();
}

/** The next recipients not yet attempted, with what their merge variables read. */
export async function nextPending(db: Db, bulkEmailId: string, limit: number) {
  const { rows } = await sql<{
    contactId: string; email: string; name: string | null; surname: string | null; phone: string | null; organization: string | null;
    jobTitle: string | null; city: string | null; country: string | null; customProperties: Record<string, unknown> | null; exists: boolean;
  }>`
    SELECT r.contact_id, r.email, c.name, c.surname, c.phone, c.organization, c.job_title, c.city, c.country, c.custom_properties, c.id IS NOT NULL AS exists
    FROM bulk_email_recipients r LEFT JOIN contacts c ON c.id = r.contact_id
    WHERE r.bulk_email_id = ${bulkEmailId} AND r.state = 'pending' AND r.attempted_at IS NULL
    ORDER BY r.position LIMIT ${limit}`.execute(db);
  return rows;
}

/** A recipient's outcome and the send's counter in one statement, so progress never drifts from the rows. */
export async function finishRecipient(db: Conn, bulkEmailId: string, contactIds: string[], outcome: 'sent' | 'failed' | 'skipped', detail: { error?: string; skipReason?: string } = {}) {
  if (!contactIds.length) return;
  const counter = sql.ref(outcome);
  await sql`
    WITH moved AS (
      UPDATE bulk_email_recipients SET state = ${outcome}, error = ${detail.error ?? null}, skip_reason = coalesce(${detail.skipReason ?? null}, skip_reason)
      WHERE bulk_email_id = ${bulkEmailId} AND contact_id = ANY(${contactIds}::uuid[]) AND state = 'pending'
      RETURNING 1
    )
    UPDATE bulk_emails SET ${counter} = ${counter} + (SELECT count(*) FROM moved) WHERE id = ${bulkEmailId}`.execute(db);
}

/** The messages of recipients claimed but never marked (in the connector's hands when the process stopped). */
export async function interruptedMessages(db: Conn, bulkEmailId: string): Promise<{ id: string; contactId: string; companyId: string; toEmail: string; headerMessageId: string }[]> {
  const { rows } = await sql<{ id: string; contactId: string; companyId: string; toEmail: string; headerMessageId: string }>`
    SELECT m.id, r.contact_id, m.company_id, m.to_email, m.header_message_id
      FROM bulk_email_recipients r JOIN email_messages m ON m.id = r.message_id AND m.status = 'sending'
     WHERE r.bulk_email_id = ${bulkEmailId} AND r.state = 'pending' AND r.attempted_at IS NOT NULL`.execute(db);
  return rows;
}

/**
 * After a crash: recipients claimed but never marked were interrupted in the connector's hands.
 * They may or may not have been mailed; they are not mailed again (at most once) and count as failed.
 */
export async function failInterrupted(db: Conn, bulkEmailId: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    WITH moved AS (
      UPDATE bulk_email_recipients SET state = 'failed', error = 'Interrupted by a server stop while sending; not sent again to avoid a duplicate'
      WHERE bulk_email_id = ${bulkEmailId} AND state = 'pending' AND attempted_at IS NOT NULL
      RETURNING 1
    ), counted AS (
      UPDATE bulk_emails SET failed = failed + (SELECT count(*) FROM moved) WHERE id = ${bulkEmailId}
    )
    SELECT count(*) AS n FROM moved`.execute(db);
  return Number(rows[0].n);
}

/** One bulk message as recorded before it is handed over (see claimAndInsertMessages). */
export type ClaimRow = {
  id: string; contactId: string; companyId: string; toEmail: string; fromEmail: string; subject: string; language: string;
  tokenHash: Buffer; headerMessageId: string; links: string[];
};

/**
 * Claims several recipients and records their messages in one statement (a bulk send's batch):
 * only recipients nobody claimed before get a message row. Returns the contact ids claimed.
 */
export async function claimAndInsertMessages(db: Conn, bulkEmailId: string, tags: string[], rows: ClaimRow[]): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const input = JSON.stringify(rows.map((r) => ({
    id: r.id, contact_id: r.contactId, company_id: r.companyId, to_email: r.toEmail, from_email: r.fromEmail, subject: r.subject,
    language: r.language, token_hash: r.tokenHash.toString('hex'), header_message_id: r.headerMessageId, links: r.links,
  })));
  const { rows: claimed } = await sql<{ contactId: string }>`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS x(id uuid, contact_id uuid, company_id uuid, to_email text, from_email text,
        subject text, language text, token_hash text, header_message_id text, links text[])
    ), claim AS (
      UPDATE bulk_email_recipients r SET attempted_at = now(), message_id = i.id
      FROM input i
      WHERE r.bulk_email_id = ${bulkEmailId} AND r.contact_id = i.contact_id AND r.state = 'pending' AND r.attempted_at IS NULL
      RETURNING r.contact_id
    )
    INSERT INTO email_messages (id, company_id, bulk_email_id, contact_id, to_email, from_email, subject, tags, test, status, language, token_hash, header_message_id, links)
    SELECT i.id, i.company_id, ${bulkEmailId}, i.contact_id, i.to_email, i.from_email, i.subject, ${tags}::text[], false, 'sending',
      i.language, decode(i.token_hash, 'hex'), i.header_message_id, i.links
    FROM input i WHERE i.contact_id IN (SELECT contact_id FROM claim)
    RETURNING contact_id`.execute(db);
  return new Set(claimed.map((r) => r.contactId));
}

/**
 * Several handed-over messages at once: each one's status and first events, its recipient's
 * state, and the send's counter, in one statement (the counter row is written once per batch,
 * not once per message, so parallel deliveries do not queue on its lock).
 */
export async function markSentMany(db: Conn, bulkEmailId: string, items: { id: string; contactId: string; providerMessageId: string | null; events: string[] }[]) {
  if (!items.length) return;
  const input = JSON.stringify(items.map((i) => ({ id: i.id, contact_id: i.contactId, provider_message_id: i.providerMessageId, events: i.events })));
  await sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS x(id uuid, contact_id uuid, provider_message_id text, events text[])
    ), m AS (
      UPDATE email_messages e SET status = 'sent', provider_message_id = i.provider_message_id FROM input i WHERE e.id = i.id
      RETURNING e.id, e.company_id, e.contact_id
    ), r AS (
      UPDATE bulk_email_recipients SET state = 'sent'
      WHERE bulk_email_id = ${bulkEmailId} AND contact_id IN (SELECT contact_id FROM input) AND state = 'pending'
      RETURNING 1
    ), counted AS (
      UPDATE bulk_emails SET sent = sent + (SELECT count(*) FROM r) WHERE id = ${bulkEmailId}
    )
    INSERT INTO email_events (company_id, message_id, contact_id, type)
    SELECT m.company_id, m.id, m.contact_id, t.type
    FROM m JOIN input i ON i.id = m.id, unnest(i.events) WITH ORDINALITY AS t(type, n)
    ORDER BY m.id, t.n`.execute(db);
}

/**
 * Claims given back: messages recorded but never handed over (the job is stopping) are removed
 * and their recipients are pending again, so a resumed run mails them instead of failing them.
 */
export async function releaseClaims(db: Conn, bulkEmailId: string, messageIds: string[]) {
  if (!messageIds.length) return;
  await sql`
    WITH gone AS (DELETE FROM email_messages WHERE id = ANY(${messageIds}::uuid[]) AND status = 'sending' RETURNING id)
    UPDATE bulk_email_recipients SET attempted_at = NULL, message_id = NULL
    WHERE bulk_email_id = ${bulkEmailId} AND message_id IN (SELECT id FROM gone) AND state = 'pending'`.execute(db);
}

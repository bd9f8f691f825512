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

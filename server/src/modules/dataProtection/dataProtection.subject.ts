import { sql, type RawBuilder } from 'kysely';
import type { Conn } from '../contacts/contacts.repository';

/**
 * The parts each data area is built from (dataProtection.areas.ts): the subject, an area's shape,
 * and the conditions that find a contact's rows.
 *
 * Who "the contact" is: the row's id, and — for what the product stored by address before or
 * without linking the contact — their email within the same company (emails are unique per
 * company, so an address names one person there), and for form submissions their phone too, by
 * the key the product already matches phones on (the last nine digits, `contacts.phone_key`).
 * The chat's phone identity (wa_id) lives on conversation rows that always carry the contact id.
 */
export type Subject = {
  companyId: string;
  contactId: string;
  /** Lower-cased, or null when the contact has none. */
  email: string | null;
  /** The phone's last nine digits (contacts.phone_key), or null. */
  phoneKey: string | null;
};

export type DataArea = {
  /** Key in the export file and in the erasure log's counts. */
  name: string;
  /** The table whose rows it exports and erases (a test checks every table with a contact_id has an area). */
  table: string;
  /** Rows about the contact, ready for JSON (no secrets: token hashes etc. left out). */
  collect: (db: Conn, s: Subject) => Promise<unknown[]>;
  /** Deletes them inside the erasure's transaction; returns how many rows went. */
  erase: (tx: Conn, s: Subject) => Promise<number>;
  /** Runs before any area is erased (e.g. ending the contact's workflow runs and their timers). */
  prepare?: (tx: Conn, s: Subject) => Promise<void>;
  /** Stored files of these rows (blob keys), read before the erase and deleted after the commit. */
  files?: (db: Conn, s: Subject) => Promise<string[]>;
};

export async function rows(db: Conn, query: RawBuilder<unknown>): Promise<Record<string, unknown>[]> {
  return (await query.execute(db)).rows as Record<string, unknown>[];
}

export async function affected(db: Conn, query: RawBuilder<unknown>): Promise<number> {
  return Number((await query.execute(db)).numAffectedRows ?? 0);
}

export const byAddress = (s: Subject, column: RawBuilder<unknown>) =>
  s.email ? sql`lower(${column}) = ${s.email}` : sql`false`;

/** The same phone as the contact's, compared as contacts.phone_key is computed. */
export const byPhone = (s: Subject, column: RawBuilder<unknown>) =>
  s.phoneKey ? sql`nullif(right(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), 9), '') = ${s.phoneKey}` : sql`false`;

export const submissionsOf = (s: Subject, t = sql.ref('t')) =>
  sql`${t}.company_id = ${s.companyId} AND (${t}.contact_id = ${s.contactId} OR ${byAddress(s, sql`${t}.email`)} OR ${byPhone(s, sql`${t}.phone`)})`;

/** A table with company_id and contact_id columns: the common case. */
export function contactTable(name: string, table: string, select: RawBuilder<unknown> = sql`t.*`, order = sql`1`): DataArea {
  const where = (s: Subject) => sql`t.company_id = ${s.companyId} AND t.contact_id = ${s.contactId}`;
  return {
    name,
    table,
    collect: (db, s) => rows(db, sql`SELECT ${select} FROM ${sql.table(table)} t WHERE ${where(s)} ORDER BY ${order}`),
    erase: (tx, s) => affected(tx, sql`DELETE FROM ${sql.table(table)} t WHERE ${where(s)}`),
  };
}

export const chatMessagesOf = (s: Subject) => sql`
  m.company_id = ${s.companyId}
  AND m.conversation_id IN (SELECT id FROM chat_conversations WHERE company_id = ${s.companyId} AND contact_id = ${s.contactId})`;

export const emailMessagesOf = (s: Subject) => sql`
  m.company_id = ${s.companyId} AND (m.contact_id = ${s.contactId} OR ${byAddress(s, sql`m.to_email`)})`;

export const visitorsOf = (s: Subject) => sql`SELECT id FROM tracking_visitors WHERE company_id = ${s.companyId} AND contact_id = ${s.contactId}`;

export const suppressionsOf = (s: Subject) =>
  sql`t.company_id = ${s.companyId} AND t.email NOT LIKE 'sha256:%' AND (t.contact_id = ${s.contactId} OR ${byAddress(s, sql`t.email`)})`;

export const pageVisitsOf = (s: Subject) => sql`
  t.company_id = ${s.companyId}
  AND (t.visitor_id IN (${visitorsOf(s)}) OR t.submission_id IN (SELECT w.id FROM webform_submissions w WHERE ${submissionsOf(s, sql.ref('w'))}))`;

export const runsOf = (s: Subject) => sql`SELECT id FROM workflow_runs WHERE company_id = ${s.companyId} AND contact_id = ${s.contactId}`;

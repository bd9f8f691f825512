import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { SubmissionFilters, SubmissionStatus, Touch } from '../../../../contract/webforms';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { TrackingEventsTable, WebformSubmissionsTable } from './webforms.tables';
import './webforms.tables';

export type Conn = Db | Transaction<Database>;
export type SubmissionRow = Selectable<WebformSubmissionsTable> & { formName: string; landingName: string | null; contactName: string | null };
export type EventRow = Selectable<TrackingEventsTable> & { landingName: string | null };

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

export async function findSiteKey(db: Conn, companyId: string): Promise<string | undefined> {
  return (await db.selectFrom('trackingSites').select('siteKey').where('companyId', '=', companyId).executeTakeFirst())?.siteKey;
}

export async function insertSiteKey(db: Conn, companyId: string, siteKey: string): Promise<void> {
  await db.insertInto('trackingSites').values({ companyId, siteKey }).onConflict((oc) => oc.column('companyId').doNothing()).execute();
}

export async function companyBySiteKey(db: Conn, siteKey: string): Promise<string | undefined> {
  return (await db.selectFrom('trackingSites').select('companyId').where('siteKey', '=', siteKey).executeTakeFirst())?.companyId;
}

/**
 * The published landing a landing host names (by subdomain, or a custom domain's landing id); with
 * the page it serves only when asked (a form's consent text is read from it; events need none).
 */
export async function publishedLanding(db: Conn, by: { subdomain: string } | { landingId: string }, withDocument: boolean) {
  const q = db.selectFrom('landings').innerJoin('landingPublications', 'landingPublications.landingId', 'landings.id')
    .select(['landings.id as landingId', 'landings.companyId', 'landings.name'])
    .select(withDocument ? sql<string>`landing_publications.document`.as('document') : sql<string>`''`.as('document'))
    .where('landings.status', '=', 'published');
  return ('subdomain' in by ? q.where('landings.subdomain', '=', by.subdomain) : q.where('landings.id', '=', by.landingId)).executeTakeFirst();
}

/** One of the company's landings by its subdomain, published or not (the demo's seed). */
export async function demoLanding(db: Conn, companyId: string, subdomain: string) {
  return db.selectFrom('landings').select('id').where('companyId', '=', companyId).where('subdomain', '=', subdomain).executeTakeFirst();
}

/** The visitor by its first-party id; the first touch is never overwritten, the last one only by a newer source. */
export async function upsertVisitor(db: Conn, companyId: string, visitorKey: string, first: Touch | null, last: Touch | null): Promise<string> {
  const row = await db.insertInto('trackingVisitors')
    .values({ companyId, visitorKey, firstTouch: json(first), lastTouch: json(last ?? first) })
    .onConflict((oc) => oc.columns(['companyId', 'visitorKey']).doUpdateSet({
      lastSeenAt: sql`now()`,
      firstTouch: sql`coalesce(tracking_visitors.first_touch, excluded.first_touch)`,
      lastTouch: sql`coalesce(excluded.last_touch, tracking_visitors.last_touch)`,
    }))
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertEvent(db: Conn, values: Insertable<TrackingEventsTable>): Promise<void> {
  await db.insertInto('trackingEvents').values(values).execute();
}

export async function upsertForm(db: Conn, v: { companyId: string; landingId: string | null; site: string; formKey: string; name: string }): Promise<string> {
  const found = await db.selectFrom('webforms').select('id').where('companyId', '=', v.companyId)
    .where(sql<boolean>`coalesce(landing_id::text, '') = ${v.landingId ?? ''}`).where('site', '=', v.site).where('formKey', '=', v.formKey).executeTakeFirst();
  if (found) return found.id;
  const row = await db.insertInto('webforms').values(v)
    .onConflict((oc) => oc.expression(sql`company_id, coalesce(landing_id::text, ''), site, form_key`).doUpdateSet({ name: sql`webforms.name` }))
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A contact of the company whose phone has the same last 9 digits (contacts' phone_key). */
export async function findContactByPhone(db: Conn, companyId: string, phone: string): Promise<{ id: string } | undefined> {
  const key = phone.replace(/\D/g, '').slice(-9);
  if (!key) return undefined;
  return db.selectFrom('contacts').select('id').where('companyId', '=', companyId).where('phoneKey', '=', key).orderBy('createdAt').executeTakeFirst();
}

export async function insertSubmission(db: Conn, values: Insertable<WebformSubmissionsTable>): Promise<string> {
  return (await db.insertInto('webformSubmissions').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The visitor's earlier visits now belong to the contact (and so does the submit event). */
export async function linkVisitor(db: Conn, visitorId: string, contactId: string): Promise<void> {
  await db.updateTable('trackingVisitors').set({ contactId }).where('id', '=', visitorId).execute();
}

export async function saveContactAttribution(db: Conn, companyId: string, contactId: string, first: Touch | null, last: Touch | null): Promise<void> {
  await db.insertInto('contactAttribution').values({ contactId, companyId, firstTouch: json(first), lastTouch: json(last ?? first) })
    .onConflict((oc) => oc.column('contactId').doUpdateSet({
      firstTouch: sql`coalesce(contact_attribution.first_touch, excluded.first_touch)`,
      lastTouch: sql`coalesce(excluded.last_touch, contact_attribution.last_touch)`,
      updatedAt: sql`now()`,
    })).execute();
}

export async function contactAttribution(db: Conn, companyId: string, contactId: string) {
  return db.selectFrom('contactAttribution').select(['firstTouch', 'lastTouch']).where('companyId', '=', companyId).where('contactId', '=', contactId).executeTakeFirst();
}

const submissionSelect = (db: Conn) => db.selectFrom('webformSubmissions as s')
  .innerJoin('webforms as f', 'f.id', 's.formId')
  .leftJoin('landings as l', 'l.id', 's.landingId')
  .leftJoin('contacts as c', 'c.id', 's.contactId')
  .selectAll('s')
  .select(['f.name as formName', 'l.name as landingName', sql<string | null>`nullif(trim(c.name || ' ' || c.surname), '')`.as('contactName')]);

const SORT_COLUMNS = { createdAt: 's.createdAt', status: 's.status', source: 's.source', formName: 'f.name', email: 's.email' } as const;

export async function pageSubmissions(
  db: Conn, companyId: string,
  q: { filters: SubmissionFilters; searchTerm: string | null; page: number; limit: number; sortField: keyof typeof SORT_COLUMNS; sortOrder: 'asc' | 'desc' },
): Promise<{ rows: SubmissionRow[]; total: number }> {
  let base = submissionSelect(db).where('s.companyId', '=', companyId);
  const f = q.filters;
  if (f.formId) base = base.where('s.formId', '=', f.formId);
  if (f.landingId) base = base.where('s.landingId', '=', f.landingId);
  if (f.status) base = base.where('s.status', '=', f.status);
  if (f.source) base = base.where('s.source', '=', f.source);
  if (f.from) base = base.where('s.createdAt', '>=', new Date(`${f.from}T00:00:00Z`));
  if (f.to) base = base.where('s.createdAt', '<', new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000));
  if (q.searchTerm) base = base.where(sql<boolean>`s.search_text LIKE ${`%${q.searchTerm.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`);
  const [rows, count] = await Promise.all([
    base.orderBy(SORT_COLUMNS[q.sortField], q.sortOrder).orderBy('s.id', q.sortOrder).limit(q.limit).offset((q.page - 1) * q.limit).execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as SubmissionRow[], total: Number(count.n) };
}

export async function findSubmission(db: Conn, companyId: string, id: string): Promise<SubmissionRow | undefined> {
  return (await submissionSelect(db).where('s.companyId', '=', companyId).where('s.id', '=', id).executeTakeFirst()) as SubmissionRow | undefined;
}

export async function updateSubmission(db: Conn, companyId: string, id: string, patch: { status?: SubmissionStatus; notes?: string }): Promise<boolean> {
  const res = await db.updateTable('webformSubmissions').set({ ...patch, updatedAt: new Date() }).where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

const formSelect = (db: Conn) => db.selectFrom('webforms as f')
  .leftJoin('landings as l', 'l.id', 'f.landingId')
  .selectAll('f')
  .select([
    'l.name as landingName',
    sql<string>`(SELECT count(*) FROM webform_submissions s WHERE s.form_id = f.id)`.as('submissions'),
    sql<Date | null>`(SELECT max(created_at) FROM webform_submissions s WHERE s.form_id = f.id)`.as('lastSubmissionAt'),
    sql<string[]>`coalesce((SELECT array_agg(DISTINCT k ORDER BY k) FROM webform_submissions s, jsonb_object_keys(s.fields) k WHERE s.form_id = f.id), '{}')`.as('fieldNames'),
  ]);

export async function listForms(db: Conn, companyId: string) {
  return formSelect(db).where('f.companyId', '=', companyId).orderBy('f.createdAt', 'desc').execute();
}

export async function findForm(db: Conn, companyId: string, id: string) {
  return formSelect(db).where('f.companyId', '=', companyId).where('f.id', '=', id).executeTakeFirst();
}

export async function pageVisitors(db: Conn, companyId: string, q: { page: number; limit: number; identified?: boolean }) {
  let base = db.selectFrom('trackingVisitors as v').leftJoin('contacts as c', 'c.id', 'v.contactId').where('v.companyId', '=', companyId);
  if (q.identified !== undefined) base = base.where('v.contactId', q.identified ? 'is not' : 'is', null);
  const [rows, count] = await Promise.all([
    base.selectAll('v').select([
      sql<string | null>`nullif(trim(c.name || ' ' || c.surname), '')`.as('contactName'),
      sql<string>`(SELECT count(*) FROM tracking_events e WHERE e.visitor_id = v.id)`.as('events'),
    ]).orderBy('v.lastSeenAt', 'desc').orderBy('v.id').limit(q.limit).offset((q.page - 1) * q.limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The contact's events: its visitors' (before and after it submitted), newest first. */
export async function contactEvents(db: Conn, companyId: string, contactId: string, limit: number): Promise<EventRow[]> {
  return db.selectFrom('trackingEvents as e').innerJoin('trackingVisitors as v', 'v.id', 'e.visitorId').leftJoin('landings as l', 'l.id', 'e.landingId')
    .selectAll('e').select('l.name as landingName')
    .where('e.companyId', '=', companyId).where('v.contactId', '=', contactId)
    .orderBy('e.createdAt', 'desc').orderBy('e.id', 'desc').limit(limit).execute();
}

export async function contactCounts(db: Conn, companyId: string, contactId: string) {
  const row = await db.selectFrom('contacts as c').where('c.companyId', '=', companyId).where('c.id', '=', contactId)
    .select([
      sql<string>`trim(c.name || ' ' || c.surname)`.as('name'), 'c.email', 'c.phone',
      sql<string>`(SELECT count(*) FROM tracking_visitors v WHERE v.contact_id = c.id)`.as('visitors'),
      sql<string>`(SELECT count(*) FROM webform_submissions s WHERE s.contact_id = c.id)`.as('submissions'),
    ]).executeTakeFirst();
  return row && { name: row.name || row.email || row.phone || '', visitors: Number(row.visitors), submissions: Number(row.submissions) };
}

export async function landingStats(db: Conn, companyId: string) {
  return db.selectFrom('landings as l').where('l.companyId', '=', companyId)
    .select([
      'l.id as landingId',
      sql<string>`(SELECT count(*) FROM tracking_events e WHERE e.landing_id = l.id AND e.type = 'page_view')`.as('visits'),
      sql<string>`(SELECT count(DISTINCT e.visitor_id) FROM tracking_events e WHERE e.landing_id = l.id AND e.type = 'page_view')`.as('visitors'),
      sql<string>`(SELECT count(*) FROM webform_submissions s WHERE s.landing_id = l.id AND s.status <> 'spam')`.as('submissions'),
    ]).orderBy('l.createdAt', 'desc').execute();
}

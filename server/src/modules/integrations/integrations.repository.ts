import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { IntegrationKind } from '../../../../contract/integrations';
import type { Conn } from '../contacts/contacts.repository';
import type {
  CompanyPixelsTable, FacebookPagesTable, IntegrationConnectionsTable, IntegrationEventsTable, StoredError,
} from './integrations.tables';
import './integrations.tables';
import '../users/users.tables';

export type ConnectionRow = Selectable<IntegrationConnectionsTable>;
export type ConnectionWithUser = ConnectionRow & { connectedByName: string | null };
export type EventRow = Selectable<IntegrationEventsTable>;
export type PageRow = Selectable<FacebookPagesTable>;
export type PixelRow = Selectable<CompanyPixelsTable>;

const withUser = (db: Conn) =>
  db.selectFrom('integrationConnections as c')
    .leftJoin('users as u', 'u.id', 'c.connectedBy')
    .selectAll('c')
    .select(sql<string | null>`nullif(trim(u.name || ' ' || u.surname), '')`.as('connectedByName'));

/** The company-wide connection of a kind (userId null), or one user's (Gmail). */
export async function findConnection(db: Conn, companyId: string, kind: IntegrationKind, userId: string | null = null): Promise<ConnectionWithUser | undefined> {
  let q = withUser(db).where('c.companyId', '=', companyId).where('c.kind', '=', kind);
  q = userId ? q.where('c.userId', '=', userId) : q.where('c.userId', 'is', null);
  return q.executeTakeFirst();
}

export async function findConnectionById(db: Conn, companyId: string, id: string): Promise<ConnectionWithUser | undefined> {
  return withUser(db).where('c.companyId', '=', companyId).where('c.id', '=', id).executeTakeFirst();
}

export async function listConnections(db: Conn, companyId: string, kind: IntegrationKind): Promise<ConnectionWithUser[]> {
  return withUser(db).where('c.companyId', '=', companyId).where('c.kind', '=', kind).orderBy('c.createdAt').execute();
}

/** Inserts or resets the connection of (company, kind[, user]); tokens are set after, sealed to the row id. */
export async function upsertConnection(db: Conn, values: Insertable<IntegrationConnectionsTable>): Promise<string> {
  const { companyId: _c, kind: _k, userId: _u, ...update } = values;
  const row = await db.insertInto('integrationConnections').values(values)
    .onConflict((oc) => {
      const target = values.userId ? oc.columns(['companyId', 'kind', 'userId']).where('userId', 'is not', null) : oc.columns(['companyId', 'kind']).where('userId', 'is', null);
      return target.doUpdateSet({ ...update, updatedAt: new Date() });
    })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateConnection(db: Conn, id: string, patch: Updateable<IntegrationConnectionsTable>): Promise<void> {
  await db.updateTable('integrationConnections').set({ ...patch, updatedAt: new Date() }).where('id', '=', id).execute();
}

export async function deleteConnection(db: Conn, companyId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('integrationConnections').where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Connected connections of a kind whose token runs out before `before` (the refresh job's work). */
export async function expiringConnections(db: Conn, kind: IntegrationKind, before: Date, limit = 200): Promise<ConnectionRow[]> {
  return db.selectFrom('integrationConnections').selectAll()
    .where('kind', '=', kind).where('status', '=', 'connected').where('expiresAt', 'is not', null).where('expiresAt', '<', before)
    .orderBy('expiresAt').limit(limit).execute();
}

// ---- consent sessions ----

export async function insertSession(db: Conn, values: { tokenHash: string; companyId: string; kind: IntegrationKind; userId: string; lang: string; expiresAt: Date }): Promise<void> {
  await db.insertInto('integrationConsentSessions').values(values).execute();
}

/** A session not used nor expired (looked at, not used: the consent page shows it). */
export async function findOpenSession(db: Conn, tokenHash: string, now: Date) {
  return db.selectFrom('integrationConsentSessions').selectAll()
    .where('tokenHash', '=', tokenHash).where('usedAt', 'is', null).where('expiresAt', '>', now).executeTakeFirst();
}

/** Marks the session used and answers it, once: a second callback with the same state gets nothing. */
export async function takeSession(db: Conn, tokenHash: string, now: Date) {
  return db.updateTable('integrationConsentSessions').set({ usedAt: now })
    .where('tokenHash', '=', tokenHash).where('usedAt', 'is', null).where('expiresAt', '>', now)
    .returningAll().executeTakeFirst();
}

export async function deleteOldSessions(db: Conn, before: Date): Promise<void> {
  await db.deleteFrom('integrationConsentSessions').where('expiresAt', '<', before).execute();
}

// ---- events ----

/** Inserts an event; with an `externalKey` already seen for the company and kind, nothing (null). */
export async function insertEvent(db: Conn, values: Insertable<IntegrationEventsTable>): Promise<string | null> {
  const row = await db.insertInto('integrationEvents').values(values)
    .onConflict((oc) => oc.columns(['companyId', 'kind', 'externalKey']).where('externalKey', 'is not', null).doNothing())
    .returning('id').executeTakeFirst();
  if (row && values.connectionId) await touchConnection(db, values.connectionId);
  return row?.id ?? null;
}

/**
 * One event per `externalKey` that happens again and again (a pixel firing): the first time it is
 * inserted with `data.fires` 1; each time after, it moves to now, takes the new summary and data,
 * and counts (the summary ends "· ×n").
 */
export async function countEvent(db: Conn, values: Insertable<IntegrationEventsTable> & { externalKey: string; connectionId: string; summary: string; data: string }): Promise<void> {
  await sql`
    INSERT INTO integration_events AS e (company_id, kind, connection_id, type, summary, data, external_key)
    VALUES (${values.companyId}, ${values.kind}, ${values.connectionId}, ${values.type}, ${values.summary},
      ${values.data}::jsonb || '{"fires": 1}'::jsonb, ${values.externalKey})
    ON CONFLICT (company_id, kind, external_key) WHERE external_key IS NOT NULL DO UPDATE SET
      created_at = now(), connection_id = EXCLUDED.connection_id,
      summary = EXCLUDED.summary || ' · ×' || (coalesce((e.data->>'fires')::int, 1) + 1),
      data = EXCLUDED.data || jsonb_build_object('fires', coalesce((e.data->>'fires')::int, 1) + 1)`.execute(db);
  await touchConnection(db, values.connectionId);
}

const touchConnection = (db: Conn, connectionId: string) =>
  db.updateTable('integrationConnections').set({ lastEventAt: new Date() }).where('id', '=', connectionId).execute();

export async function updateEvent(db: Conn, id: string, patch: { contactId?: string | null; summary?: string; data?: string; error?: string | null; type?: EventRow['type'] }): Promise<void> {
  await db.updateTable('integrationEvents').set(patch).where('id', '=', id).execute();
}

export async function deleteEvent(db: Conn, id: string): Promise<void> {
  await db.deleteFrom('integrationEvents').where('id', '=', id).execute();
}

export async function recentEvents(db: Conn, companyId: string, kind: IntegrationKind, limit: number): Promise<EventRow[]> {
  return db.selectFrom('integrationEvents').selectAll().where('companyId', '=', companyId).where('kind', '=', kind)
    .orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function pageEvents(db: Conn, companyId: string, q: { kind?: IntegrationKind; contactId?: string; page: number; limit: number }) {
  let base = db.selectFrom('integrationEvents').where('companyId', '=', companyId);
  if (q.kind) base = base.where('kind', '=', q.kind);
  if (q.contactId) base = base.where('contactId', '=', q.contactId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(q.limit).offset((q.page - 1) * q.limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

// ---- facebook pages ----

export async function replacePages(db: Conn, companyId: string, connectionId: string, pages: { pageId: string; name: string; category: string; tasks: string[] }[]): Promise<PageRow[]> {
  await db.deleteFrom('facebookPages').where('connectionId', '=', connectionId).execute();
  if (!pages.length) return [];
  return db.insertInto('facebookPages').values(pages.map((p) => ({ ...p, companyId, connectionId }))).returningAll().execute();
}

export async function updatePage(db: Conn, id: string, patch: { pageTokenSealed?: string | null; leadsSubscribed?: boolean }): Promise<void> {
  await db.updateTable('facebookPages').set(patch).where('id', '=', id).execute();
}

export async function listPages(db: Conn, companyId: string, connectionId?: string): Promise<PageRow[]> {
  let q = db.selectFrom('facebookPages').selectAll().where('companyId', '=', companyId);
  if (connectionId) q = q.where('connectionId', '=', connectionId);
  return q.orderBy('name').execute();
}

/** Every connected company's row for a page (a page connected by two companies reaches both). */
export async function pagesByVendorId(db: Conn, pageId: string): Promise<(PageRow & { connectionStatus: string })[]> {
  return db.selectFrom('facebookPages as p').innerJoin('integrationConnections as c', 'c.id', 'p.connectionId')
    .selectAll('p').select('c.status as connectionStatus').where('p.pageId', '=', pageId).execute();
}

// ---- company pixels ----

export async function listPixels(db: Conn, companyId: string): Promise<PixelRow[]> {
  return db.selectFrom('companyPixels').selectAll().where('companyId', '=', companyId).orderBy('createdAt').execute();
}

export async function insertPixel(db: Conn, values: { companyId: string; connectionId: string; pixelId: string; pixelName: string }): Promise<PixelRow> {
  const inserted = await db.insertInto('companyPixels').values(values)
    .onConflict((oc) => oc.columns(['companyId', 'pixelId']).doUpdateSet({ pixelName: values.pixelName, connectionId: values.connectionId }))
    .returningAll().executeTakeFirstOrThrow();
  return inserted;
}

export async function deletePixel(db: Conn, companyId: string, pixelId: string): Promise<PixelRow | undefined> {
  return db.deleteFrom('companyPixels').where('companyId', '=', companyId).where('pixelId', '=', pixelId).returningAll().executeTakeFirst();
}

export type { StoredError };

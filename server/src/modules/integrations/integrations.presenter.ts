import type { CompanyPixel, Connection, FacebookPage, IntegrationEvent } from '../../../../contract/integrations';
import type { StoredError } from './integrations.tables';
import type { ConnectionWithUser, EventRow, PageRow, PixelRow } from './integrations.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const errorOf = (e: StoredError | null): Connection['error'] => (e ? { code: e.code as NonNullable<Connection['error']>['code'], message: e.message, at: e.at } : null);

/** A connection as the app sees it: everything but the sealed tokens (they never leave the server). */
export function presentConnection(c: ConnectionWithUser): Connection {
  return {
    _id: c.id, companyId: c.companyId, kind: c.kind, userId: c.userId, status: c.status, accountName: c.accountName,
    accountEmail: c.accountEmail, scopes: c.scopes,
    connectedBy: c.connectedBy ? { _id: c.connectedBy, name: c.connectedByName ?? '' } : null,
    connectedAt: iso(c.connectedAt), expiresAt: iso(c.expiresAt), lastEventAt: iso(c.lastEventAt), error: errorOf(c.error),
  };
}

export function presentEvent(e: EventRow): IntegrationEvent {
  return {
    _id: e.id, kind: e.kind, connectionId: e.connectionId, type: e.type, summary: e.summary, contactId: e.contactId,
    error: errorOf(e.error), createdAt: e.createdAt.toISOString(),
  };
}

export const presentPage = (p: PageRow): FacebookPage => ({
  _id: p.pageId, connectionId: p.connectionId, name: p.name, category: p.category, tasks: p.tasks, leadsSubscribed: p.leadsSubscribed,
});

export const presentPixel = (p: PixelRow): CompanyPixel => ({
  _id: p.id, companyId: p.companyId, connectionId: p.connectionId, pixelId: p.pixelId, pixelName: p.pixelName, createdAt: p.createdAt.toISOString(),
});

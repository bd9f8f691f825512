import { INTEGRATION_KINDS, type IntegrationKind } from '../../../../contract/integrations';
import type { Connectors } from '../../connectors';
import type { Db } from '../../db/connection';
import type { Conn } from '../contacts/contacts.repository';
import { presentConnection, presentEvent } from './integrations.presenter';
import * as repo from './integrations.repository';
import type { IntegrationEventType, StoredError } from './integrations.tables';

/** Kinds whose connection belongs to one collaborator (a mailbox), not to the company. */
export const PER_USER_KINDS: readonly IntegrationKind[] = ['gmail'];
const RECENT_EVENTS = 5;

export const storedError = (code: StoredError['code'], message: string, at = new Date()): StoredError => ({ code, message: message.slice(0, 500), at: at.toISOString() });

/** Where connecting a kind goes on this server, from its connector (the app shows a sandbox as test mode, and can send test leads). */
export function providerOf(connectors: Pick<Connectors, 'social' | 'scheduling' | 'mailbox'>, kind: IntegrationKind): 'sandbox' | 'vendor' | 'off' {
  const provider = { facebook: connectors.social, calendly: connectors.scheduling, gmail: connectors.mailbox }[kind].provider;
  return provider === 'sandbox' || provider === 'off' ? provider : 'vendor';
}

/** One entry per integration: where it connects, the company's connection (the caller's own for per-user kinds) and its last events. */
export async function listIntegrations(db: Db, connectors: Pick<Connectors, 'social' | 'scheduling' | 'mailbox'>, companyId: string, userId: string) {
  const data = await Promise.all(INTEGRATION_KINDS.map(async (kind) => {
    const perUser = PER_USER_KINDS.includes(kind);
    const connection = await repo.findConnection(db, companyId, kind, perUser ? userId : null);
    const events = perUser
      ? (connection ? (await repo.recentEvents(db, companyId, kind, 50)).filter((e) => e.connectionId === connection.id).slice(0, RECENT_EVENTS) : [])
      : await repo.recentEvents(db, companyId, kind, RECENT_EVENTS);
    return { kind, provider: providerOf(connectors, kind), connection: connection ? presentConnection(connection) : null, recentEvents: events.map(presentEvent) };
  }));
  return { data };
}

export async function listEvents(db: Db, companyId: string, q: { kind?: IntegrationKind; contactId?: string; page: number; limit: number }) {
  const { rows, total } = await repo.pageEvents(db, companyId, q);
  return { data: rows.map(presentEvent), total, page: q.page, limit: q.limit };
}

/** Records what happened on a connection; a repeated `externalKey` records nothing (answers null). */
export function recordEvent(
  db: Conn,
  e: { companyId: string; kind: IntegrationKind; connectionId: string | null; type: IntegrationEventType; summary: string; contactId?: string | null; error?: StoredError | null; data?: Record<string, unknown>; externalKey?: string },
): Promise<string | null> {
  return repo.insertEvent(db, {
    companyId: e.companyId, kind: e.kind, connectionId: e.connectionId, type: e.type, summary: e.summary.slice(0, 300),
    contactId: e.contactId ?? null, error: e.error ? JSON.stringify(e.error) : null, data: e.data ? JSON.stringify(e.data) : null,
    externalKey: e.externalKey ?? null,
  });
}

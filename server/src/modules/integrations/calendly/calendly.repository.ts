import type { Selectable } from 'kysely';
import type { Conn } from '../../contacts/contacts.repository';
import type { ConnectionRow } from '../integrations.repository';
import type { CalendlySubscriptionsTable } from './calendly.tables';
import './calendly.tables';
import '../integrations.tables';

export type SubscriptionRow = Selectable<CalendlySubscriptionsTable>;

export async function findSubscription(db: Conn, connectionId: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('calendlySubscriptions').selectAll().where('connectionId', '=', connectionId).executeTakeFirst();
}

export async function saveSubscription(db: Conn, v: { connectionId: string; companyId: string; subscriptionUri: string | null; signingKeySealed: string }): Promise<void> {
  await db.insertInto('calendlySubscriptions').values(v)
    .onConflict((oc) => oc.column('connectionId').doUpdateSet({ subscriptionUri: v.subscriptionUri, signingKeySealed: v.signingKeySealed }))
    .execute();
}

/** A Calendly connection by id alone (the webhook's URL names it; the company comes from the row). */
export async function calendlyConnection(db: Conn, connectionId: string): Promise<ConnectionRow | undefined> {
  return db.selectFrom('integrationConnections').selectAll().where('id', '=', connectionId).where('kind', '=', 'calendly').executeTakeFirst();
}

/**
 * The connection's row locked for this transaction: two instances refreshing at once would burn
 * the single-use refresh token twice (the second would see it refused and mark it expired).
 */
export async function lockConnection(db: Conn, connectionId: string): Promise<ConnectionRow | undefined> {
  return db.selectFrom('integrationConnections').selectAll().where('id', '=', connectionId).forUpdate().executeTakeFirst();
}

/** The event recorded under an external key (a reschedule's second half updates the first's). */
export async function eventByKey(db: Conn, companyId: string, externalKey: string) {
  return db.selectFrom('integrationEvents').selectAll().where('companyId', '=', companyId).where('kind', '=', 'calendly').where('externalKey', '=', externalKey).executeTakeFirst();
}

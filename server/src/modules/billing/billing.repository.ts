import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import type { PlanId } from '../../../../contract/plans';
import type {
  BillingCancellationsTable, BillingDetailsTable, BillingInvoicesTable, BillingPaymentMethodsTable, BillingPaymentsTable, BillingSubscriptionsTable,
} from './billing.tables';
import './billing.tables';
import '../users/users.tables';

// Every function takes `db`, which may be a transaction: the service decides what goes together.

export type SubscriptionRow = Selectable<BillingSubscriptionsTable>;
export type PaymentMethodRow = Selectable<BillingPaymentMethodsTable>;
export type PaymentRow = Selectable<BillingPaymentsTable>;
export type InvoiceRow = Selectable<BillingInvoicesTable>;

export async function findSubscription(db: Db, userId: string, options: { forUpdate?: boolean } = {}): Promise<SubscriptionRow | undefined> {
  let query = db.selectFrom('billingSubscriptions').selectAll().where('userId', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Creates the row once; concurrent first calls both end up reading the same row. */
export async function insertSubscriptionIfMissing(db: Db, values: Insertable<BillingSubscriptionsTable>): Promise<SubscriptionRow> {
  await db.insertInto('billingSubscriptions').values(values).onConflict((oc) => oc.column('userId').doNothing()).execute();
  return db.selectFrom('billingSubscriptions').selectAll().where('userId', '=', values.userId).executeTakeFirstOrThrow();
}

export async function updateSubscription(db: Db, userId: string, patch: Updateable<BillingSubscriptionsTable>): Promise<SubscriptionRow> {
  return db
    .updateTable('billingSubscriptions')
    .set({ ...patch, updatedAt: new Date() })
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** users.subscription_type is what the guards and GET /user read; billing keeps it in step. */
export async function setUserPlan(db: Db, userId: string, planId: PlanId): Promise<void> {
  await db.updateTable('users').set({ subscriptionType: planId, updatedAt: new Date() }).where('id', '=', userId).execute();
}

export async function findUserPlan(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'email', 'name', 'surname', 'language', 'subscriptionType', 'createdAt']).where('id', '=', userId).executeTakeFirst();
}

export async function listPaymentMethods(db: Db, userId: string): Promise<PaymentMethodRow[]> {
  return db.selectFrom('billingPaymentMethods').selectAll()
    .where('userId', '=', userId).where('removedAt', 'is', null)
    .orderBy('createdAt', 'desc').orderBy('id').execute();
}

export async function findPaymentMethod(db: Db, userId: string, id: string): Promise<PaymentMethodRow | undefined> {
  return db.selectFrom('billingPaymentMethods').selectAll()
    .where('userId', '=', userId).where('id', '=', id).where('removedAt', 'is', null).executeTakeFirst();
}

export async function findPaymentMethodByRef(db: Db, userId: string, providerRef: string): Promise<PaymentMethodRow | undefined> {
  return db.selectFrom('billingPaymentMethods').selectAll()
    .where('userId', '=', userId).where('providerRef', '=', providerRef).where('removedAt', 'is', null).executeTakeFirst();
}

export async function insertPaymentMethod(db: Db, values: Insertable<BillingPaymentMethodsTable>): Promise<PaymentMethodRow> {
  return db.insertInto('billingPaymentMethods').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function removePaymentMethod(db: Db, userId: string, id: string): Promise<PaymentMethodRow | undefined> {
  return db.updateTable('billingPaymentMethods').set({ removedAt: new Date() })
    .where('userId', '=', userId).where('id', '=', id).where('removedAt', 'is', null)
    .returningAll().executeTakeFirst();
}

export async function insertPayment(db: Db, values: Insertable<BillingPaymentsTable>): Promise<PaymentRow> {
  return db.insertInto('billingPayments').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findPaymentByProviderRef(db: Db, userId: string, providerRef: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('billingPayments').selectAll()
    .where('userId', '=', userId).where('providerRef', '=', providerRef).executeTakeFirst();
}

/** Charges of this user still waiting for the bank step, oldest first. */
export async function listPendingPayments(db: Db, userId: string): Promise<PaymentRow[]> {
  return db.selectFrom('billingPayments').selectAll()
    .where('userId', '=', userId).where('status', '=', 'requires_action').where('providerRef', 'is not', null)
    .orderBy('createdAt').execute();
}

/** Moves a payment out of `from`; only one concurrent caller gets the row back. */
export async function transitionPayment(db: Db, id: string, from: PaymentRow['status'], to: PaymentRow['status']): Promise<PaymentRow | undefined> {
  return db.updateTable('billingPayments').set({ status: to, updatedAt: new Date() })
    .where('id', '=', id).where('status', '=', from).returningAll().executeTakeFirst();
}

/**
 * The next invoice number of a year. The counter row stays locked until the surrounding
 * transaction ends: concurrent payments wait their turn, and a rollback gives the number back,
 * so numbers have no gaps and no duplicates.
 */
export async function nextInvoiceSeq(db: Db, year: number): Promise<number> {
  const row = await db
    .insertInto('billingInvoiceCounters')
    .values({ year, lastSeq: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ lastSeq: sql`billing_invoice_counters.last_seq + 1` }))
    .returning('lastSeq')
    .executeTakeFirstOrThrow();
  return row.lastSeq;
}

export async function insertInvoice(db: Db, values: Insertable<BillingInvoicesTable>): Promise<InvoiceRow> {
  return db.insertInto('billingInvoices').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function listInvoices(db: Db, userId: string, page: { page: number; limit: number }): Promise<{ rows: InvoiceRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('billingInvoices').selectAll().where('userId', '=', userId)
      .orderBy('issuedAt', 'desc').orderBy('number', 'desc')
      .limit(page.limit).offset((page.page - 1) * page.limit).execute(),
    db.selectFrom('billingInvoices').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

export async function findInvoice(db: Db, userId: string, id: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('billingInvoices').selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function insertCancellation(db: Db, values: Insertable<BillingCancellationsTable>): Promise<void> {
  await db.insertInto('billingCancellations').values(values).execute();
}

export async function findCancellations(db: Db, userId: string) {
  return db.selectFrom('billingCancellations').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').execute();
}

/** Subscriptions whose period or trial is over, oldest first; rows other workers hold are skipped. */
export async function lockDueSubscriptions(db: Db, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db.selectFrom('billingSubscriptions').selectAll()
    .where('status', '<>', 'free').where('currentPeriodEnd', '<=', now)
    .orderBy('currentPeriodEnd').limit(limit)
    .forUpdate().skipLocked().execute();
}

/**
 * Claims the user's subscription for one plan change. It holds no connection while the card is
 * charged (a held lock per request would drain the pool under load) and lapses by itself after
 * `seconds` if the instance dies mid-change. False when another change holds the claim.
 */
export async function claimBillingChange(db: Db, userId: string, seconds = 120): Promise<boolean> {
  const row = await db
    .updateTable('billingSubscriptions')
    .set({ changeClaimedUntil: sql<Date>`now() + make_interval(secs => ${seconds})` })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('changeClaimedUntil', 'is', null), eb('changeClaimedUntil', '<', sql<Date>`now()`)]))
    .returning('userId')
    .executeTakeFirst();
  return row !== undefined;
}

export async function releaseBillingChange(db: Db, userId: string): Promise<void> {
  await db.updateTable('billingSubscriptions').set({ changeClaimedUntil: null }).where('userId', '=', userId).execute();
}

export type BillingDetailsRow = Selectable<BillingDetailsTable>;

export async function findBillingDetails(db: Db, userId: string): Promise<BillingDetailsRow | undefined> {
  return db.selectFrom('billingDetails').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export async function upsertBillingDetails(db: Db, values: Insertable<BillingDetailsTable>): Promise<BillingDetailsRow> {
  const { userId: _userId, ...rest } = values;
  return db.insertInto('billingDetails').values(values)
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...rest, updatedAt: new Date() }))
    .returningAll().executeTakeFirstOrThrow();
}

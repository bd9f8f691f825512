import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { PaymentSandboxIntentsTable, PaymentSandboxMethodsTable } from './sandbox.tables';
import './sandbox.tables';

export type SandboxMethodRow = Selectable<PaymentSandboxMethodsTable>;
export type SandboxIntentRow = Selectable<PaymentSandboxIntentsTable>;

export async function insertSandboxMethod(db: Db, values: Insertable<PaymentSandboxMethodsTable>): Promise<SandboxMethodRow> {
  return db.insertInto('paymentSandboxMethods').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findSandboxMethod(db: Db, id: string): Promise<SandboxMethodRow | undefined> {
  return db.selectFrom('paymentSandboxMethods').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Attaches to a customer unless another customer already holds the card; returns the row when it is the caller's. */
export async function attachSandboxMethod(db: Db, id: string, customerRef: string | null): Promise<SandboxMethodRow | undefined> {
  return db
    .updateTable('paymentSandboxMethods')
    .set({ customerRef })
    .where('id', '=', id)
    .where((eb) => (customerRef === null ? eb.lit(true) : eb.or([eb('customerRef', 'is', null), eb('customerRef', '=', customerRef)])))
    .returningAll()
    .executeTakeFirst();
}

export async function findSandboxIntentByKey(db: Db, idempotencyKey: string): Promise<SandboxIntentRow | undefined> {
  return db.selectFrom('paymentSandboxIntents').selectAll().where('idempotencyKey', '=', idempotencyKey).executeTakeFirst();
}

export async function findSandboxIntent(db: Db, id: string): Promise<SandboxIntentRow | undefined> {
  return db.selectFrom('paymentSandboxIntents').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSandboxIntent(db: Db, values: Insertable<PaymentSandboxIntentsTable>): Promise<SandboxIntentRow> {
  return db.insertInto('paymentSandboxIntents').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Settles an intent waiting for the bank step; a second decision finds nothing to change. */
export async function settleSandboxIntent(
  db: Db,
  id: string,
  outcome: { status: 'succeeded' } | { status: 'failed'; errorCode: string; declineCode: string },
): Promise<SandboxIntentRow | undefined> {
  return db
    .updateTable('paymentSandboxIntents')
    .set({
      status: outcome.status,
      errorCode: outcome.status === 'failed' ? outcome.errorCode : null,
      declineCode: outcome.status === 'failed' ? outcome.declineCode : null,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'requires_action')
    .returningAll()
    .executeTakeFirst();
}

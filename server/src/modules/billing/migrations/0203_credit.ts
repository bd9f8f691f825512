import { sql, type Kysely } from 'kysely';

// Credit for unused paid time (a change between paid plans mid-period) and where it went:
// credit_cents is what a payment or invoice took from the balance; balance_after_cents is the
// subscription's balance once that payment succeeds (the surplus of a downgrade waits for the
// next charges).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('billing_subscriptions')
    .addColumn('credit_balance_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`credit_balance_cents >= 0`))
    .execute();
  await db.schema.alterTable('billing_payments')
    .addColumn('credit_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unused_credit_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance_after_cents', 'integer')
    .execute();
  await db.schema.alterTable('billing_invoices')
    .addColumn('credit_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('billing_invoices').dropColumn('credit_cents').execute();
  await db.schema.alterTable('billing_payments').dropColumn('credit_cents').dropColumn('unused_credit_cents').dropColumn('balance_after_cents').execute();
  await db.schema.alterTable('billing_subscriptions').dropColumn('credit_balance_cents').execute();
}

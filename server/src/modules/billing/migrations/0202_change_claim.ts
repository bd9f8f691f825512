import type { Kysely } from 'kysely';

// A short-lived claim on a user's subscription while a plan change talks to the processor: a
// second change in the meantime is refused. It expires by itself if the instance dies mid-way.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('billing_subscriptions').addColumn('change_claimed_until', 'timestamptz').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('billing_subscriptions').dropColumn('change_claimed_until').execute();
}

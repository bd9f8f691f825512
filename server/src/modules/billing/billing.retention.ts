import type { Db } from '../../db/connection';
import './billing.tables';

/**
 * Issued invoices kept after their account is erased (migration 0820): deleting the user detaches
 * them (no user, no payment) and stamps `retained_until`; these helpers are the purge's side.
 */

/** How many invoices an account holds: the purge logs how many it keeps when the account goes. */
export async function countInvoicesOf(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('billingInvoices').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes the detached invoices whose legal retention has ended; answers how many. */
export async function purgeExpiredInvoices(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('billingInvoices')
    .where('userId', 'is', null).where('retainedUntil', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

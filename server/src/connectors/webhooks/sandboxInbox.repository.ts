import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { WebhookSandboxInboxTable } from './webhooks.tables';
import './webhooks.tables';

export type SandboxDelivery = Omit<Selectable<WebhookSandboxInboxTable>, 'createdAt'> & { createdAt: string };

export async function insertSandboxDelivery(
  db: Db,
  delivery: { companyId: string | null; url: string; method: string; headers: Record<string, string>; body: string; status: number },
): Promise<string> {
  const row = await db
    .insertInto('webhookSandboxInbox')
    .values({ ...delivery, headers: JSON.stringify(delivery.headers) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Newest first. */
export async function listSandboxDeliveries(db: Db, limit = 100): Promise<SandboxDelivery[]> {
  const rows = await db.selectFrom('webhookSandboxInbox').selectAll().orderBy('createdAt', 'desc').limit(limit).execute();
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

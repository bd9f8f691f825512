import { sql } from 'kysely';
import type { OfflineConversion } from '../../../../contract/campaigns';
import type { AppDeps } from '../../deps';
import { AppError, invalidField, notFound } from '../../http/errors';
import { adsAccountOf, campaignOf } from '../campaigns/campaigns.account';
import { finalUrlOf } from '../campaigns/campaigns.presenter';
import type { OfflineStatus } from './closedLoop.tables';
import { queueSend } from './closedLoop.queue';

type ListedRow = {
  id: string; contactId: string; name: string | null; surname: string | null; email: string | null; stageName: string | null; platform: 'google' | 'meta';
  status: OfflineStatus; attempts: number; clickId: string | null; campaignName: string | null; destination: string | null; eventName: string | null;
  value: string | null; currency: string; occurredAt: Date; nextAttemptAt: Date | null; sentAt: Date | null; error: string | null; createdAt: Date;
};

const present = (r: ListedRow): OfflineConversion => ({
  _id: r.id, contactId: r.contactId, contactName: [r.name, r.surname].filter(Boolean).join(' ') || r.email || null, stageName: r.stageName,
  platform: r.platform, status: r.status, attempts: r.attempts, clickId: r.clickId, campaignName: r.campaignName, destination: r.destination,
  eventName: r.eventName, value: r.value === null ? null : Number(r.value), currency: r.currency, occurredAt: r.occurredAt.toISOString(),
  nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null, sentAt: r.sentAt?.toISOString() ?? null, error: r.error, createdAt: r.createdAt.toISOString(),
});

function listed(deps: AppDeps, companyId: string) {
  return deps.db.selectFrom('offlineConversions as o').innerJoin('contacts as c', 'c.id', 'o.contactId')
    .select(['o.id', 'o.contactId', 'c.name', 'c.surname', 'c.email', 'o.stageName', 'o.platform', 'o.status', 'o.attempts', 'o.clickId', 'o.campaignName',
      'o.destination', 'o.eventName', sql<string | null>`o.value::text`.as('value'), 'o.currency', 'o.occurredAt', 'o.nextAttemptAt', 'o.sentAt', 'o.error', 'o.createdAt'])
    .where('o.companyId', '=', companyId);
}

export async function listOfflineConversions(deps: AppDeps, companyId: string, q: { contactId?: string; status?: OfflineStatus; page: number; limit: number }) {
  let base = listed(deps, companyId);
  if (q.contactId) base = base.where('o.contactId', '=', q.contactId);
  if (q.status) base = base.where('o.status', '=', q.status);
  const [rows, total] = await Promise.all([
    base.orderBy('o.createdAt', 'desc').orderBy('o.id').limit(q.limit).offset((q.page - 1) * q.limit).execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: (rows as ListedRow[]).map(present), total: Number(total.n), page: q.page, limit: q.limit };
}

/** A rejected or failed conversion goes again (its attempts start over); anything else is refused as it stands. */
export async function retryOfflineConversion(deps: AppDeps, companyId: string, id: string): Promise<OfflineConversion> {
  const retried = await deps.db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('offlineConversions').set({ status: 'pending', attempts: 0, error: null, nextAttemptAt: new Date(), updatedAt: new Date() })
      .where('companyId', '=', companyId).where('id', '=', id).where('status', 'in', ['rejected', 'failed']).returning('id').executeTakeFirst();
    if (row) await queueSend(trx, id);
    return row;
  });
  if (!retried) {
    const exists = await deps.db.selectFrom('offlineConversions').select('status').where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
    if (!exists) throw notFound('Offline conversion');
    throw new AppError(409, 'not_retryable', exists.status === 'sent' ? 'This conversion was already reported' : 'This conversion is still on its way');
  }
  const [row] = await listed(deps, companyId).where('o.id', '=', id).execute();
  return present(row as ListedRow);
}

/**
 * Sandbox only: a click on the campaign's ad. The address is the ad's final URL with what the
 * visit arrives with — auto-tagging's gclid, and the UTM tags of a tracking template naming the
 * campaign (how the product ties contacts to campaigns: utm_campaign is the campaign's name).
 */
export async function simulateAdClick(deps: AppDeps, companyId: string, campaignId: string, clickedAt: Date) {
  const simulate = deps.connectors.ads.simulateClick;
  if (!simulate) throw new AppError(404, 'not_found', 'Simulated clicks exist only in the sandbox ad platform');
  if (clickedAt.getTime() > Date.now() + 60_000) throw invalidField('body.clickedAt', 'The click cannot be in the future', 'click_in_future');
  const account = await adsAccountOf(deps, companyId);
  const row = await campaignOf(deps, companyId, campaignId);
  const snapshot = await deps.connectors.ads.campaignSnapshot(account.customerId, row.platformCampaign);
  if (!snapshot) throw notFound('Campaign');
  const { gclid } = await simulate.call(deps.connectors.ads, account.customerId, row.platformCampaign, clickedAt);
  const url = new URL(finalUrlOf(snapshot));
  url.searchParams.set('utm_source', 'google');
  url.searchParams.set('utm_medium', 'cpc');
  url.searchParams.set('utm_campaign', snapshot.campaign.name);
  url.searchParams.set('gclid', gclid);
  return { gclid, url: url.toString(), clickedAt: clickedAt.toISOString() };
}

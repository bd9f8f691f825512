import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import { SocialError } from '../../connectors/social/social.connector';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { adsAccountOf } from '../campaigns/campaigns.account';
import { forgetMetrics } from '../campaigns/campaigns.metrics';
import { pixelTokenOf } from '../integrations/facebook.service';
import type { OfflineConversionsTable } from './closedLoop.tables';
import { queueSend } from './closedLoop.queue';
import { platformDateTime } from './platformTime';

type Row = Selectable<OfflineConversionsTable>;
/** What one attempt came to. `retry`: the platform could not be reached or asked for patience. */
type Outcome =
  | { kind: 'sent'; destination: string | null }
  | { kind: 'rejected'; error: string }
  | { kind: 'failed'; error: string }
  | { kind: 'waiting'; error: string; retryInMs: number }
  | { kind: 'retry'; error: string };

/** Waits between attempts after a failure to reach the platform: 30 s, 2 min, 8 min, 30 min; then it is failed. */
export const BACKOFF_MS = [30_000, 120_000, 480_000, 1_800_000];
/** Google takes a click's conversion 6 hours after the click (TOO_RECENT_EVENT); the next try comes then. */
const TOO_RECENT_RETRY_MS = 6 * 3_600_000 + 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function sendGoogle(deps: AppDeps, row: Row): Promise<Outcome> {
  const account = await adsAccountOf(deps, row.companyId).catch(() => null);
  if (!account) return { kind: 'rejected', error: 'ads_account_required: Link an ad account to report conversions to Google' };
  const action = row.googleConversionId
    ? await deps.db.selectFrom('campaignConversions').select(['id', 'platformAction']).where('companyId', '=', row.companyId).where('id', '=', row.googleConversionId).executeTakeFirst()
    : undefined;
  if (!action) return { kind: 'rejected', error: 'INVALID_CONVERSION_ACTION: The conversion action was removed' };
  const name = (await deps.connectors.ads.conversionActions(account.customerId)).find((a) => a.resource_name === action.platformAction)?.name ?? null;
  const conversionDateTime = platformDateTime(row.occurredAt, account.timezone);
  const value = row.value === null ? null : Number(row.value);
  // The row's id is the order id: if an earlier attempt got through before its answer was lost, Google refuses the repeat.
  const [result] = await deps.connectors.ads.uploadClickConversions(account.customerId, action.platformAction, [
    { gclid: row.clickId!, conversion_date_time: conversionDateTime, conversion_value: value, currency_code: account.currency, order_id: row.id },
  ]);
  if (!result.ok && result.error === 'TOO_RECENT_EVENT') return { kind: 'waiting', error: `${result.error}: ${result.message}`, retryInMs: TOO_RECENT_RETRY_MS };
  if (!result.ok && result.error === 'CLICK_CONVERSION_ALREADY_EXISTS' && row.attempts > 1) return { kind: 'sent', destination: name };
  await deps.db.insertInto('campaignConversionUploads').values({
    conversionId: action.id, gclid: row.clickId!, conversionDateTime, value, orderId: row.id, contactId: row.contactId,
    result: result.ok ? 'accepted' : 'rejected', error: result.ok ? null : `${result.error}: ${result.message}`,
  }).execute();
  if (!result.ok) return { kind: 'rejected', error: `${result.error}: ${result.message}` };
  forgetMetrics(account.customerId);
  return { kind: 'sent', destination: name };
}

/** Meta wants phones as digits with the country code, no "+" nor leading zeros (reference/landings.md §5.3). */
const normalisedPhone = (phone: string) => phone.replace(/\D/g, '').replace(/^0+/, '');

async function sendMeta(deps: AppDeps, row: Row): Promise<Outcome> {
  let access: { token: string; pixelName: string };
  try {
    access = await pixelTokenOf(deps, row.companyId, row.metaPixelId!);
  } catch (err) {
    if (err instanceof AppError) return { kind: 'failed', error: `${err.code}: ${err.message}` };
    throw err;
  }
  const contact = await deps.db.selectFrom('contacts').select(['email', 'phone']).where('id', '=', row.contactId).executeTakeFirst();
  if (!contact) return { kind: 'rejected', error: 'not_found: The contact was deleted' };
  try {
    await deps.connectors.social.sendConversionEvents(row.metaPixelId!, access.token, [{
      eventName: row.eventName ?? 'Lead', eventTime: row.occurredAt, eventId: row.id, actionSource: 'system_generated', eventSourceUrl: null,
      userData: {
        em: contact.email ? [sha256(contact.email.trim().toLowerCase())] : [],
        ph: contact.phone && normalisedPhone(contact.phone) ? [sha256(normalisedPhone(contact.phone))] : [],
        fbc: row.clickId ? `fb.1.${row.occurredAt.getTime()}.${row.clickId}` : null,
        externalId: [sha256(row.contactId)],
      },
      customData: { value: row.value === null ? null : Number(row.value), currency: row.value === null ? null : row.currency },
    }]);
    return { kind: 'sent', destination: access.pixelName };
  } catch (err) {
    if (!(err instanceof SocialError)) throw err;
    const error = `${err.code}: ${err.message}`;
    if (err.code === 'rate_limited' || err.code === 'vendor_unavailable') return { kind: 'retry', error };
    // A token to renew or a permission to grant: nothing retrying can fix; "send again" after reconnecting.
    if (err.code === 'token_expired' || err.code === 'token_revoked' || err.code === 'permission_missing') return { kind: 'failed', error };
    return { kind: 'rejected', error };
  }
}

/**
 * One attempt at one offline conversion. The attempt is written before the platform is called
 * (a crash leaves a trace, and the repeat is deduplicated by the platform: Google's order id,
 * Meta's event_id). A row already settled is left alone, so a job delivered twice sends once.
 */
export async function sendOfflineConversion(deps: AppDeps, id: string, now = () => new Date()): Promise<void> {
  const started = await deps.db.updateTable('offlineConversions').set((eb) => ({ attempts: eb('attempts', '+', 1), status: 'pending', nextAttemptAt: null, updatedAt: now() }))
    .where('id', '=', id).where('status', 'in', ['pending', 'waiting']).returningAll().executeTakeFirst();
  if (!started) return;
  let outcome: Outcome;
  try {
    outcome = started.platform === 'google' ? await sendGoogle(deps, started) : await sendMeta(deps, started);
  } catch (err) {
    outcome = { kind: 'retry', error: err instanceof Error ? err.message.slice(0, 500) : 'The platform could not be reached' };
  }
  if (outcome.kind === 'retry' && started.attempts > BACKOFF_MS.length) outcome = { kind: 'failed', error: outcome.error };
  const at = now();
  if (outcome.kind === 'sent') {
    await deps.db.updateTable('offlineConversions').set({ status: 'sent', sentAt: at, error: null, destination: outcome.destination ?? started.destination, updatedAt: at }).where('id', '=', id).execute();
    return;
  }
  if (outcome.kind === 'rejected' || outcome.kind === 'failed') {
    await deps.db.updateTable('offlineConversions').set({ status: outcome.kind, error: outcome.error, updatedAt: at }).where('id', '=', id).execute();
    return;
  }
  const next = new Date(at.getTime() + (outcome.kind === 'waiting' ? outcome.retryInMs : BACKOFF_MS[started.attempts - 1]!));
  await deps.db.updateTable('offlineConversions').set({ status: outcome.kind === 'waiting' ? 'waiting' : 'pending', error: outcome.error, nextAttemptAt: next, updatedAt: at }).where('id', '=', id).execute();
  await queueSend(deps.db, id, next);
}

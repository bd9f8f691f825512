import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { ClickConversion, ClickConversionResult } from '../ads.connector';
import type { DailyMetrics } from '../googleAds.types';

const GCLID = /^[A-Za-z0-9_-]{20,200}$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})([+-]\d{2}:\d{2})$/;
const HOUR = 3_600_000;
/** Google accepts clicks up to 90 days old (the conversion window's maximum). */
const WINDOW_MS = 90 * 24 * HOUR;
/** Google refuses a conversion for a click less than 6 hours old (TOO_RECENT_EVENT: retry later). */
export const TOO_RECENT_MS = 6 * HOUR;

type Click = { customerId: string; campaign: string; clickedAt: Date };
const refuse = (error: string, message: string): ClickConversionResult => ({ ok: false, error, message });

/** The conversion time of a row, or null when it is not "yyyy-mm-dd hh:mm:ss+hh:mm". */
export function conversionTimeOf(value: string): Date | null {
  const m = DATE_TIME.exec(value);
  const when = m ? new Date(`${m[1]}T${m[2]}${m[3]}`) : null;
  return when && !Number.isNaN(when.getTime()) ? when : null;
}

/**
 * One row of UploadClickConversions (partial_failure: every row has its own answer), checked as
 * the platform does (reference/landings.md §5.2): the action must take uploads, the gclid must
 * parse and be a click of this account, the date must carry its offset, come after the click, not
 * lie in the future nor outside the click window, and the click must be at least 6 hours old.
 */
export function checkClickConversion(action: Record<string, unknown> | null, row: ClickConversion, now: Date, click: Click | null, customerId: string): ClickConversionResult {
  if (!action || action.status === 'REMOVED') return refuse('INVALID_CONVERSION_ACTION', 'The conversion action does not exist or was removed');
  if (action.type !== 'UPLOAD_CLICKS') return refuse('INVALID_CONVERSION_ACTION_TYPE', 'Only actions of type "upload clicks" take offline conversions');
  if (!GCLID.test(row.gclid)) return refuse('UNPARSEABLE_GCLID', 'The click id (gclid) cannot be read');
  const when = conversionTimeOf(row.conversion_date_time);
  if (!when) return refuse('INVALID_CONVERSION_DATE_TIME', 'Use yyyy-mm-dd hh:mm:ss+hh:mm for the conversion time');
  if (!click) return refuse('CLICK_NOT_FOUND', 'No click with this gclid was found');
  if (click.customerId !== customerId) return refuse('INVALID_CUSTOMER_FOR_CLICK', 'The click belongs to another Google Ads account');
  if (when.getTime() > now.getTime()) return refuse('CONVERSION_PRECEDES_EVENT', 'The conversion time is in the future');
  if (when.getTime() < click.clickedAt.getTime()) return refuse('CONVERSION_PRECEDES_EVENT', 'The conversion time is before the click');
  if (when.getTime() - click.clickedAt.getTime() > WINDOW_MS) return refuse('EXPIRED_EVENT', 'The click is older than the 90-day conversion window');
  if (now.getTime() - click.clickedAt.getTime() < TOO_RECENT_MS) return refuse('TOO_RECENT_EVENT', 'The click happened less than 6 hours ago; retry after 6 hours have passed');
  return { ok: true };
}

/** An ad click in the sandbox: a new gclid tied to the campaign (what auto-tagging appends to the final URL). */
export async function recordClick(db: Db, customerId: string, campaign: string, at: Date): Promise<string> {
  const gclid = `Sbx${randomBytes(24).toString('base64url')}`;
  await db.insertInto('adsSandboxClicks').values({ gclid, customerId, campaign, clickedAt: at }).execute();
  return gclid;
}

/**
 * Uploads of one request, each row checked then stored; a stored duplicate (same click, action and
 * time, or same order id) is refused as CLICK_CONVERSION_ALREADY_EXISTS, as Google does.
 */
export async function uploadClicks(db: Db, customerId: string, actionName: string, action: Record<string, unknown> | null, rows: ClickConversion[], now: Date): Promise<ClickConversionResult[]> {
  const gclids = [...new Set(rows.map((r) => r.gclid))];
  const clicks = new Map((gclids.length ? await db.selectFrom('adsSandboxClicks').selectAll().where('gclid', 'in', gclids).execute() : []).map((c) => [c.gclid, c]));
  const out: ClickConversionResult[] = [];
  for (const row of rows) {
    const click = clicks.get(row.gclid) ?? null;
    const checked = checkClickConversion(action, row, now, click, customerId);
    if (!checked.ok || !click) {
      out.push(checked);
      continue;
    }
    const stored = await db.insertInto('adsSandboxClickConversions').values({
      customerId, conversionAction: actionName, gclid: row.gclid, campaign: click.campaign, clickDay: click.clickedAt.toISOString().slice(0, 10),
      conversionDateTime: row.conversion_date_time, value: row.conversion_value, orderId: row.order_id,
    }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
    out.push(stored ? { ok: true } : refuse('CLICK_CONVERSION_ALREADY_EXISTS', 'This conversion was already uploaded (same click, action and time, or same order id)'));
  }
  return out;
}

/**
 * Uploaded conversions per campaign and click day, to add to the simulated metrics: only actions
 * counted in "conversions", and one per click for ONE_PER_CLICK actions. Value is taken from the
 * upload, or the action's default when it has none or always uses it.
 */
export async function uploadedByDay(db: Db, campaigns: string[], from: string, to: string): Promise<Map<string, Map<string, { conversions: number; value: number }>>> {
  const out = new Map<string, Map<string, { conversions: number; value: number }>>();
  if (!campaigns.length) return out;
  const { rows } = await sql<{ campaign: string; day: string; conversions: string; value: string }>`
    WITH counted AS (
      SELECT DISTINCT ON (u.conversion_action, u.gclid, CASE WHEN a.data ->> 'counting_type' = 'MANY_PER_CLICK' THEN u.id END)
        u.campaign, u.click_day,
        CASE WHEN u.value IS NULL OR (a.data -> 'value_settings' ->> 'always_use_default_value')::boolean
          THEN coalesce((a.data -> 'value_settings' ->> 'default_value')::numeric, 0) ELSE u.value END AS value
      FROM ads_sandbox_click_conversions u JOIN ads_sandbox_resources a ON a.resource_name = u.conversion_action
      WHERE u.campaign = ANY(${campaigns}::text[]) AND u.click_day BETWEEN ${from}::date AND ${to}::date
        AND coalesce((a.data ->> 'include_in_conversions_metric')::boolean, true)
      ORDER BY u.conversion_action, u.gclid, CASE WHEN a.data ->> 'counting_type' = 'MANY_PER_CLICK' THEN u.id END, u.id
    )
    SELECT campaign, to_char(click_day, 'YYYY-MM-DD') AS day, count(*)::text AS conversions, sum(value)::text AS value FROM counted GROUP BY campaign, click_day`.execute(db);
  for (const r of rows) {
    if (!out.has(r.campaign)) out.set(r.campaign, new Map());
    out.get(r.campaign)!.set(r.day, { conversions: Number(r.conversions), value: Number(r.value) });
  }
  return out;
}

/** A simulated day with the uploaded conversions added, its ratios recomputed. */
export function withUploads(day: DailyMetrics, uploaded: { conversions: number; value: number } | undefined): DailyMetrics {
  if (!uploaded) return day;
  const conversions = Math.round((day.conversions + uploaded.conversions) * 100) / 100;
  return {
    ...day, conversions, conversions_value: Math.round((day.conversions_value + uploaded.value) * 100) / 100,
    cost_per_conversion: conversions ? Math.round(day.cost_micros / conversions) : 0,
  };
}

import type { CampaignMetrics } from '../../../../contract/campaigns';
import type { DailyMetrics } from '../../connectors/ads/googleAds.types';
import type { AppDeps } from '../../deps';
import { invalidField } from '../../http/errors';
import { fromMicros } from './build/money';
import { daysAgo, todayIn, type AdsAccount } from './campaigns.account';

/** Metrics are read from the platform and kept briefly (the platform's own data lags by hours). */
const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;
const cache = new Map<string, { at: number; value: Map<string, DailyMetrics[]> }>();
export const metricsCacheStats = { hits: 0, misses: 0 };

/** The range asked for, defaulting to the last 30 days of the account's calendar; at most 2 years. */
export function rangeOf(account: AdsAccount, from?: string, to?: string): { from: string; to: string } {
  const end = to ?? todayIn(account.timezone);
  const start = from ?? daysAgo(end, 29);
  if (start > end) throw invalidField('query.from', 'The start date must not be after the end date');
  if (daysBetween(start, end) > 731) throw invalidField('query.from', 'Choose at most two years');
  return { from: start, to: end };
}
const daysBetween = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

export async function dailyMetrics(deps: AppDeps, account: AdsAccount, campaigns: string[], from: string, to: string): Promise<Map<string, DailyMetrics[]>> {
  const key = `${account.customerId}|${from}|${to}|${[...campaigns].sort().join(',')}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) {
    metricsCacheStats.hits++;
    return hit.value;
  }
  metricsCacheStats.misses++;
  const value = await deps.connectors.ads.dailyMetrics(account.customerId, campaigns, from, to);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { at: Date.now(), value });
  return value;
}

/** A change on a campaign shows at once: its cached ranges go. */
export function forgetMetrics(customerId: string): void {
  for (const key of cache.keys()) if (key.startsWith(`${customerId}|`)) cache.delete(key);
}

/** Totals of days, ratios recomputed from the totals (never averaged), money in currency units. */
export function toMetrics(days: Omit<DailyMetrics, 'date'>[]): CampaignMetrics {
  let impressions = 0, clicks = 0, cost = 0, conversions = 0, value = 0;
  for (const d of days) {
    impressions += d.impressions; clicks += d.clicks; cost += d.cost_micros; conversions += d.conversions; value += d.conversions_value;
  }
  return {
    impressions, clicks, ctr: impressions ? clicks / impressions : 0, cost: fromMicros(cost), conversions: Math.round(conversions * 100) / 100,
    conversionsValue: Math.round(value * 100) / 100, averageCpc: clicks ? fromMicros(cost / clicks) : 0, costPerConversion: conversions ? fromMicros(cost / conversions) : 0,
  };
}

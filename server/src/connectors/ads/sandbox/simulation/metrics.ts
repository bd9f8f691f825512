import type { DailyMetrics, DeviceType, MatchType } from '../../googleAds.types';
import { hash, splitInteger, unit } from './seed';

/** What a campaign looked like on a day: metrics of that day follow it. */
export type CampaignDayState = {
  status: 'ENABLED' | 'PAUSED' | 'REMOVED';
  channel: 'SEARCH' | 'PERFORMANCE_MAX';
  dailyBudgetMicros: number;
  bidding: string;
  keywords: { text: string; match_type: MatchType }[];
  negativeKeywords: number;
  /** Geo target constant ids targeted (none: everywhere the language reaches). */
  locations: string[];
  languages: number;
  excludedDevices: DeviceType[];
  /** Hours a week the schedule lets the ads run (168 without a schedule). */
  scheduleHoursPerWeek: number;
  assetCount: number;
  headlines: number;
};

const MATCH_REACH: Record<MatchType, number> = { BROAD: 3, PHRASE: 1.6, EXACT: 1 };
const MATCH_CTR: Record<MatchType, number> = { BROAD: 0.028, PHRASE: 0.045, EXACT: 0.07 };
const ZERO = { impressions: 0, clicks: 0, cost_micros: 0, conversions: 0, conversions_value: 0, ctr: 0, average_cpc: 0, cost_per_conversion: 0 };

/**
 * One day of a campaign, deterministic (seeded by campaign and date) and responsive: reach grows
 * with keywords and their match types, locations, languages, devices and schedule; the budget
 * caps spend (never above the day's budget) with diminishing returns; negatives lift CTR;
 * weekends are quieter; nothing while paused, removed or before the campaign existed.
 */
export function dailyMetrics(campaignId: string, date: string, state: CampaignDayState | null): DailyMetrics {
  if (!state || state.status !== 'ENABLED' || state.dailyBudgetMicros <= 0) return { date, ...ZERO };
  const seed = hash(`${campaignId}|${date}`);
  const noise = (salt: number, spread: number) => 1 + (unit(seed, salt) - 0.5) * 2 * spread;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const weekFactor = weekday === 0 || weekday === 6 ? 0.7 : 1.08;

  const search = state.channel === 'SEARCH';
  const keywordReach = search ? state.keywords.reduce((s, k) => s + MATCH_REACH[k.match_type], 0) : 6;
  const baseCtr = search && state.keywords.length
    ? state.keywords.reduce((s, k) => s + MATCH_CTR[k.match_type], 0) / state.keywords.length
    : 0.012;
  const deviceShare = 1 - state.excludedDevices.reduce((s, d) => s + (d === 'MOBILE' ? 0.6 : d === 'DESKTOP' ? 0.3 : d === 'TABLET' ? 0.1 : 0), 0);
  const geo = state.locations.length ? Math.min(3, 0.6 + 0.4 * state.locations.length) : 3;
  const reach = keywordReach * 180 * geo * Math.max(1, state.languages) * Math.max(0, deviceShare) * (state.scheduleHoursPerWeek / 168);
  const ctr = Math.min(0.25, baseCtr * (1 + Math.min(0.25, state.negativeKeywords * 0.02)) * (1 + Math.min(0.15, state.assetCount * 0.02)) * noise(1, 0.15));
  const cpcMicros = Math.round((search ? 0.45 : 0.25) * 1_000_000 * noise(2, 0.2));

  // Demand the keywords would bring, then what the budget can buy of it.
  const demandImpressions = reach * weekFactor * noise(3, 0.2);
  const demandClicks = demandImpressions * ctr;
  const affordable = state.dailyBudgetMicros / cpcMicros;
  // A budget that covers the demand serves all of it; a short one is spread over the day (95 %).
  const clicks = Math.max(0, Math.floor(Math.min(demandClicks, affordable * 0.95)));
  const impressions = Math.max(clicks, Math.round(ctr > 0 ? clicks / ctr : 0));
  const cost = Math.min(state.dailyBudgetMicros, Math.round(clicks * cpcMicros / 10_000) * 10_000);
  const rate = (state.bidding === 'maximize_conversions' ? 0.09 : 0.06) * noise(4, 0.3);
  const conversions = Math.round(clicks * rate * 10) / 10;
  const conversionsValue = Math.round(conversions * 45 * noise(5, 0.2) * 100) / 100;
  return {
    date, impressions, clicks, cost_micros: cost, conversions, conversions_value: conversionsValue,
    ctr: impressions ? clicks / impressions : 0,
    average_cpc: clicks ? Math.round(cost / clicks) : 0,
    cost_per_conversion: conversions ? Math.round(cost / conversions) : 0,
  };
}

/** Every day of [from, to], each with the state in force that day. */
export function metricsForRange(campaignId: string, from: string, to: string, stateOn: (day: string) => CampaignDayState | null): DailyMetrics[] {
  const out: DailyMetrics[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  for (let day = from; day <= to; d.setUTCDate(d.getUTCDate() + 1), day = d.toISOString().slice(0, 10)) {
    out.push(dailyMetrics(campaignId, day, stateOn(day)));
  }
  return out;
}

/** Totals with the ratios computed from them (never an average of ratios). */
export function sumMetrics(days: Omit<DailyMetrics, 'date'>[]): Omit<DailyMetrics, 'date'> {
  const t = { impressions: 0, clicks: 0, cost_micros: 0, conversions: 0, conversions_value: 0 };
  for (const d of days) {
    t.impressions += d.impressions; t.clicks += d.clicks; t.cost_micros += d.cost_micros; t.conversions += d.conversions; t.conversions_value += d.conversions_value;
  }
  return {
    ...t, conversions: Math.round(t.conversions * 10) / 10,
    ctr: t.impressions ? t.clicks / t.impressions : 0,
    average_cpc: t.clicks ? Math.round(t.cost_micros / t.clicks) : 0,
    cost_per_conversion: t.conversions ? Math.round(t.cost_micros / t.conversions) : 0,
  };
}

/** A day split across parts by weights, each count exact (sums equal the day's totals). */
export function splitDay(day: Omit<DailyMetrics, 'date'>, weights: number[]): Omit<DailyMetrics, 'date'>[] {
  const impressions = splitInteger(day.impressions, weights);
  const clicks = splitInteger(day.clicks, weights);
  const cost = splitInteger(day.cost_micros / 10_000, weights).map((c) => c * 10_000);
  const conv = splitInteger(Math.round(day.conversions * 10), weights).map((c) => c / 10);
  const value = splitInteger(Math.round(day.conversions_value * 100), weights).map((v) => v / 100);
  return weights.map((_, i) => sumMetrics([{ impressions: impressions[i], clicks: clicks[i], cost_micros: cost[i], conversions: conv[i], conversions_value: value[i], ctr: 0, average_cpc: 0, cost_per_conversion: 0 }]));
}

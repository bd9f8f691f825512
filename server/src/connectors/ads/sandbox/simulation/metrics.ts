import type { CampaignSnapshot } from '../../ads.connector';
import type { DailyMetrics, DeviceType, KeywordInfo, MatchType } from '../../googleAds.types';
import { dateOfDay, dayNumber, hash, jitter, mix, unit, weekdayOfDay } from './seed';
import { fold } from './words';

/** The campaign's bidding strategy, as the key of Campaign.bidding (`target_cpa`: maximize conversions with a target). */
export type BiddingKind = 'manual_cpc' | 'target_spend' | 'maximize_conversions' | 'target_cpa' | 'maximize_conversion_value';

/** The kind of a stored campaign's bidding: maximize conversions with a target CPA bids as `target_cpa`. */
export const biddingOf = (bidding: CampaignSnapshot['campaign']['bidding']): BiddingKind => {
  if ('maximize_conversions' in bidding) return bidding.maximize_conversions.target_cpa_micros ? 'target_cpa' : 'maximize_conversions';
  return Object.keys(bidding)[0] as BiddingKind;
};

/** What a campaign looked like on one day; that day's metrics follow from it. */
export type CampaignDayState = {
  status: 'ENABLED' | 'PAUSED' | 'REMOVED';
  channel: 'SEARCH' | 'PERFORMANCE_MAX';
  dailyBudgetMicros: number;
  bidding: BiddingKind;
  /** Positive keywords (Search). */
  keywords: KeywordInfo[];
  /** How many negative keywords the campaign has. */
  negativeKeywords: number;
  /** Geo target constant ids targeted (none: the whole country). */
  locations: string[];
  /** Language criteria (none: every language). */
  languages: number;
  /** Devices opted out (bid modifier 0). */
  excludedDevices: DeviceType[];
  /** Hours a week the ad schedule lets the ads run (168 without a schedule). */
  scheduleHoursPerWeek: number;
  /** Assets linked to the campaign or its asset groups (sitelinks, callouts…). */
  assetCount: number;
  /** Headlines of the ad (Search: the responsive search ad; Performance Max: the asset group). */
  headlines: number;
};

export type Totals = Omit<DailyMetrics, 'date'>;

const MATCH_REACH: Record<MatchType, number> = { BROAD: 3.2, PHRASE: 1.6, EXACT: 1 };
const MATCH_CTR: Record<MatchType, number> = { BROAD: 0.03, PHRASE: 0.05, EXACT: 0.075 };
const DEVICE_SHARE: Partial<Record<DeviceType, number>> = { MOBILE: 0.6, DESKTOP: 0.32, TABLET: 0.08 };
const BID_CPC: Record<BiddingKind, number> = { manual_cpc: 1, target_spend: 0.9, maximize_conversions: 1.15, target_cpa: 1.05, maximize_conversion_value: 1.12 };
const BID_CONV: Record<BiddingKind, number> = { manual_cpc: 1, target_spend: 0.85, maximize_conversions: 1.3, target_cpa: 1.35, maximize_conversion_value: 1.2 };
/** Sunday … Saturday. */
const WEEKDAY = [0.72, 1.05, 1.08, 1.08, 1.06, 0.98, 0.78];
/** Impressions a day per unit of keyword reach in one location. */
const IMPRESSIONS_PER_REACH = 260;

/** What a state means for any day: demand, rates and prices before the day's own variation. */
type Profile = { impressions: number; ctr: number; cpcMicros: number; conversionRate: number; valuePerConversion: number; phase: number };

function profileOf(campaignSeed: number, s: CampaignDayState): Profile | null {
  if (!s || s.status !== 'ENABLED' || !(s.dailyBudgetMicros > 0)) return null;
  const search = s.channel !== 'PERFORMANCE_MAX';
  const bidding: BiddingKind = s.bidding in BID_CPC ? s.bidding : 'manual_cpc';
  let reach: number;
  let ctr: number;
  if (search) {
    let sum = 0;
    let ctrSum = 0;
    for (const k of s.keywords ?? []) {
      const text = fold(k.text);
      const words = text.split(' ').length;
      const r = MATCH_REACH[k.match_type] * (0.6 + 0.8 * unit(hash(text), 0)) / (1 + 0.35 * (words - 1));
      sum += r;
      ctrSum += r * MATCH_CTR[k.match_type];
    }
    if (sum === 0) return null; // a Search campaign without keywords serves nothing
    reach = sum ** 0.85;
    ctr = ctrSum / sum;
    const headlines = Math.max(0, (s.headlines ?? 3) - 3);
    ctr *= 0.88 + 0.12 * Math.min(1, headlines / 7);
    ctr *= 1 + Math.min(0.15, 0.012 * (s.assetCount ?? 0));
  } else {
    reach = 6 * (1 + 0.04 * Math.min(25, s.assetCount ?? 0));
    ctr = 0.009 + 0.0008 * Math.min(10, s.headlines ?? 0);
  }
  const n = s.locations?.length ?? 0;
  const geo = n ? Math.min(4, 1 + 0.6 * (n - 1) ** 0.8) : 4;
  const languages = s.languages > 0 ? Math.min(1.6, 1 + 0.15 * (s.languages - 1)) : 1.15;
  let devices = 1;
  for (const d of s.excludedDevices ?? []) devices -= DEVICE_SHARE[d] ?? 0;
  const hours = Math.min(168, Math.max(0, s.scheduleHoursPerWeek ?? 168));
  const schedule = (hours / 168) ** 0.7;
  // Negatives keep the ads off searches that do not convert: fewer wasted impressions, better CTR and conversion rate.
  const relevance = Math.min(0.2, 0.012 * (s.negativeKeywords ?? 0));
  const impressions = IMPRESSIONS_PER_REACH * reach * geo * languages * Math.max(0, devices) * schedule * (1 - relevance / 2);
  const cpc = (search ? 0.35 + 0.85 * unit(campaignSeed, 1) : 0.18 + 0.32 * unit(campaignSeed, 1)) * BID_CPC[bidding];
  const conversionRate = (search ? 0.035 + 0.055 * unit(campaignSeed, 2) : 0.02 + 0.03 * unit(campaignSeed, 2)) * BID_CONV[bidding] * (1 + 1.5 * relevance);
  const valuePerConversion = (25 + 125 * unit(campaignSeed, 3)) * (bidding === 'maximize_conversion_value' ? 1.25 : 1);
  return { impressions, ctr: ctr * (1 + relevance), cpcMicros: cpc * 1_000_000, conversionRate, valuePerConversion, phase: unit(campaignSeed, 4) * 365 };
}

const zero = (date: string): DailyMetrics => ({ date, impressions: 0, clicks: 0, cost_micros: 0, conversions: 0, conversions_value: 0, ctr: 0, average_cpc: 0, cost_per_conversion: 0 });

function simulateDay(campaignSeed: number, day: number, date: string, budget: number, p: Profile | null): DailyMetrics {
  if (!p || p.impressions <= 0) return zero(date);
  const seed = mix(campaignSeed, day);
  const season = 1 + 0.08 * Math.sin((2 * Math.PI * (day + p.phase)) / 365);
  const demand = p.impressions * WEEKDAY[weekdayOfDay(day)] * season * jitter(seed, 1, 0.18);
  const ctr = Math.min(0.3, p.ctr * jitter(seed, 2, 0.12));
  const cpc = p.cpcMicros * jitter(seed, 3, 0.15);
  // The budget buys a share of the day's demand with diminishing returns: the more of the
  // auctions it enters, the dearer the clicks (0.8–1.2 × the usual price).
  const share = 1 - Math.exp((-1.2 * budget) / (demand * ctr * cpc));
  const impressions = Math.round(demand * share);
  const price = cpc * (0.8 + 0.4 * share);
  let clicks = Math.min(impressions, Math.round(impressions * ctr));
  if (clicks * price > budget) clicks = Math.floor(budget / price);
  const cost = Math.min(budget, Math.floor((clicks * price) / 10_000) * 10_000);
  const conversions = Math.round(clicks * p.conversionRate * jitter(seed, 4, 0.35) * 10) / 10;
  const value = Math.round(conversions * p.valuePerConversion * jitter(seed, 5, 0.2) * 100) / 100;
  return {
    date, impressions, clicks, cost_micros: cost, conversions, conversions_value: value,
    ctr: impressions ? clicks / impressions : 0,
    average_cpc: clicks ? Math.round(cost / clicks) : 0,
    cost_per_conversion: conversions ? Math.round(cost / conversions) : 0,
  };
}

/**
 * One day of a campaign as the API reports it (segments.date), deterministic — seeded by the
 * campaign and the date — and responsive to the state: reach grows with keywords (broad match
 * reaches most at the lowest CTR, exact least at the highest), locations, languages, devices and
 * schedule; the budget buys a share of the demand with diminishing returns and is never exceeded
 * in a day; negatives lift CTR and conversion rate; weekends are quieter. Zero before the campaign
 * existed (null), while paused or removed.
 */
export function dailyMetrics(campaignId: string, date: string, state: CampaignDayState | null): DailyMetrics {
  if (!state) return zero(date);
  const campaignSeed = hash(campaignId);
  return simulateDay(campaignSeed, dayNumber(date), date, state.dailyBudgetMicros, profileOf(campaignSeed, state));
}

/**
 * Every day of [from, to] (yyyy-MM-dd) with the state in force that day. Allocation-light for long
 * ranges: the campaign is hashed once, dates are built from day numbers, and a state's profile is
 * reused while `stateOn` returns the same object.
 */
export function metricsForRange(campaignId: string, from: string, to: string, stateOn: (date: string) => CampaignDayState | null): DailyMetrics[] {
  const first = dayNumber(from);
  const last = dayNumber(to);
  const out: DailyMetrics[] = new Array<DailyMetrics>(Math.max(0, last - first + 1));
  const campaignSeed = hash(campaignId);
  let lastState: CampaignDayState | null | undefined;
  let profile: Profile | null = null;
  for (let day = first; day <= last; day++) {
    const date = dateOfDay(day);
    const state = stateOn(date);
    if (state !== lastState) {
      lastState = state;
      profile = state ? profileOf(campaignSeed, state) : null;
    }
    out[day - first] = state ? simulateDay(campaignSeed, day, date, state.dailyBudgetMicros, profile) : zero(date);
  }
  return out;
}

/** ctr, average_cpc and cost_per_conversion of totals. */
export function withRatios<T extends Omit<Totals, 'ctr' | 'average_cpc' | 'cost_per_conversion'>>(t: T): T & Pick<Totals, 'ctr' | 'average_cpc' | 'cost_per_conversion'> {
  return {
    ...t,
    ctr: t.impressions ? t.clicks / t.impressions : 0,
    average_cpc: t.clicks ? Math.round(t.cost_micros / t.clicks) : 0,
    cost_per_conversion: t.conversions ? Math.round(t.cost_micros / t.conversions) : 0,
  };
}

/** Totals of days (or segments) with the ratios recomputed from them, never averaged. */
export function sumMetrics(days: readonly Totals[]): Totals {
  let impressions = 0;
  let clicks = 0;
  let cost = 0;
  let conversions = 0;
  let value = 0;
  for (const d of days) {
    impressions += d.impressions;
    clicks += d.clicks;
    cost += d.cost_micros;
    conversions += d.conversions;
    value += d.conversions_value;
  }
  return withRatios({
    impressions, clicks, cost_micros: cost,
    // Sums of tenths and cents, without the float dust.
    conversions: Math.round(conversions * 1e6) / 1e6,
    conversions_value: Math.round(value * 100) / 100,
  });
}

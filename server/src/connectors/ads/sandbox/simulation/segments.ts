import type { DailyMetrics, DeviceType } from '../../googleAds.types';
import { hash, unit } from './seed';
import { splitTotals } from './split';

/** One segment of a day (segments.device or the location), its numbers adding up with the others to the day's. */
export type Segment<K extends string = string> = { key: K; metrics: DailyMetrics };

export const SEGMENT_DEVICES = ['MOBILE', 'DESKTOP', 'TABLET'] as const;
export type SegmentDevice = (typeof SEGMENT_DEVICES)[number];

/**
 * A day across mobile, desktop and tablet: shares seeded per campaign (mobile most), desktop with
 * dearer clicks that convert better, tablet least; excluded devices get nothing. Each whole number
 * sums exactly to the day's.
 */
export function byDevice(campaignId: string, day: DailyMetrics, excludedDevices: readonly DeviceType[]): Segment<SegmentDevice>[] {
  const seed = hash(`${campaignId}|devices`);
  const shares = [0.52 + unit(seed, 1) * 0.16, 0.28 + unit(seed, 2) * 0.12, 0.05 + unit(seed, 3) * 0.05]
    .map((s, i) => (excludedDevices.includes(SEGMENT_DEVICES[i]) ? 0 : s));
  const factors = [{ ctr: 1.08, cpc: 0.92, conversion: 0.85 }, { ctr: 0.92, cpc: 1.15, conversion: 1.3 }, { ctr: 0.9, cpc: 0.95, conversion: 0.9 }];
  const parts = splitTotals(day, shares, factors);
  return SEGMENT_DEVICES.map((key, i) => ({ key, metrics: { date: day.date, ...parts[i] } }));
}

/**
 * A day across the targeted locations (geo target constant ids, shares and CTR seeded per
 * location), or one bucket `all` when none is targeted. Each whole number sums exactly to the day's.
 */
export function byLocation(campaignId: string, day: DailyMetrics, locations: readonly string[]): Segment[] {
  if (locations.length === 0) return [{ key: 'all', metrics: { ...day } }];
  const seeds = locations.map((l) => hash(`${campaignId}|location|${l}`));
  const shares = seeds.map((s) => 0.2 + unit(s, 1) ** 2 * 2);
  const factors = seeds.map((s) => ({ ctr: 0.9 + unit(s, 2) * 0.2, cpc: 0.9 + unit(s, 3) * 0.2, conversion: 0.85 + unit(s, 4) * 0.3 }));
  const parts = splitTotals(day, shares, factors);
  return locations.map((key, i) => ({ key, metrics: { date: day.date, ...parts[i] } }));
}

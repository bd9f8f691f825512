import type { DailyMetrics, DeviceType } from '../../googleAds.types';
import { splitDay } from './metrics';
import { hash, unit } from './seed';

type Part = { key: string; metrics: Omit<DailyMetrics, 'date'> };

/** A day across mobile, desktop and tablet (shares seeded per campaign; excluded devices get nothing). */
export function byDevice(campaignId: string, day: DailyMetrics, excluded: DeviceType[]): Part[] {
  const seed = hash(`${campaignId}|devices`);
  const devices: [DeviceType, number][] = [['MOBILE', 0.55 + unit(seed, 1) * 0.15], ['DESKTOP', 0.3 + unit(seed, 2) * 0.1], ['TABLET', 0.05 + unit(seed, 3) * 0.05]];
  const weights = devices.map(([d, w]) => (excluded.includes(d) ? 0 : w));
  const parts = splitDay(day, weights);
  return devices.map(([d], i) => ({ key: d, metrics: parts[i] }));
}

/** A day across the targeted locations (geo target ids), or one bucket `all` when none is targeted. */
export function byLocation(campaignId: string, day: DailyMetrics, locations: string[]): Part[] {
  if (locations.length === 0) return [{ key: 'all', metrics: splitDay(day, [1])[0] }];
  const weights = locations.map((l) => 0.3 + unit(hash(`${campaignId}|${l}`), 1));
  const parts = splitDay(day, weights);
  return locations.map((l, i) => ({ key: l, metrics: parts[i] }));
}

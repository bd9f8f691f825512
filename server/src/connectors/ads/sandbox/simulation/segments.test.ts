import { describe, expect, it } from 'vitest';
import type { DailyMetrics } from '../../googleAds.types';
import { metricsForRange, sumMetrics } from './metrics';
import { byDevice, byLocation } from './segments';
import { searchState } from './testState';

const days = metricsForRange('customers/1/campaigns/5', '2026-09-01', '2026-10-31', () => searchState({ dailyBudgetMicros: 35_000_000, locations: ['1005424', '1005493', '20266'] }));
const COUNTS = ['impressions', 'clicks', 'cost_micros'] as const;

function expectExactSplit(day: DailyMetrics, parts: { metrics: DailyMetrics }[]) {
  for (const k of COUNTS) expect(parts.reduce((s, p) => s + p.metrics[k], 0)).toBe(day[k]);
  // Conversions in tenths and value in cents add up exactly too.
  expect(parts.reduce((s, p) => s + Math.round(p.metrics.conversions * 10), 0)).toBe(Math.round(day.conversions * 10));
  expect(parts.reduce((s, p) => s + Math.round(p.metrics.conversions_value * 100), 0)).toBe(Math.round(day.conversions_value * 100));
  for (const { metrics: m } of parts) {
    expect(m.date).toBe(day.date);
    expect(m.clicks).toBeLessThanOrEqual(m.impressions);
    if (m.clicks === 0) expect(m.cost_micros).toBe(0);
    expect(m.ctr).toBe(m.impressions ? m.clicks / m.impressions : 0);
    expect(m.average_cpc).toBe(m.clicks ? Math.round(m.cost_micros / m.clicks) : 0);
  }
}

describe('byDevice', () => {
  it('splits every day into mobile, desktop and tablet adding up exactly to the day', () => {
    for (const day of days) {
      const parts = byDevice('customers/1/campaigns/5', day, []);
      expect(parts.map((p) => p.key)).toEqual(['MOBILE', 'DESKTOP', 'TABLET']);
      expectExactSplit(day, parts);
    }
  });

  it('gives mobile most of the traffic and desktop the dearer clicks', () => {
    const total = (key: string) => sumMetrics(days.map((d) => byDevice('customers/1/campaigns/5', d, []).find((p) => p.key === key)!.metrics));
    expect(total('MOBILE').impressions).toBeGreaterThan(total('DESKTOP').impressions);
    expect(total('DESKTOP').impressions).toBeGreaterThan(total('TABLET').impressions);
    expect(total('DESKTOP').average_cpc).toBeGreaterThan(total('MOBILE').average_cpc);
  });

  it('gives excluded devices nothing and the rest everything', () => {
    for (const day of days.slice(0, 10)) {
      const parts = byDevice('customers/1/campaigns/5', day, ['TABLET', 'MOBILE']);
      expectExactSplit(day, parts);
      expect(parts.filter((p) => p.key !== 'DESKTOP').every((p) => p.metrics.impressions === 0 && p.metrics.cost_micros === 0)).toBe(true);
      expect(parts.find((p) => p.key === 'DESKTOP')!.metrics.clicks).toBe(day.clicks);
    }
  });

  it('is deterministic and handles a day without traffic', () => {
    expect(byDevice('c', days[3], [])).toEqual(byDevice('c', days[3], []));
    const empty = byDevice('c', { ...days[0], impressions: 0, clicks: 0, cost_micros: 0, conversions: 0, conversions_value: 0 }, []);
    expect(empty.every((p) => p.metrics.impressions === 0 && p.metrics.ctr === 0 && p.metrics.average_cpc === 0)).toBe(true);
  });
});

describe('byLocation', () => {
  it('splits every day across the targeted locations, adding up exactly', () => {
    const locations = ['1005424', '1005493', '20266'];
    for (const day of days) {
      const parts = byLocation('customers/1/campaigns/5', day, locations);
      expect(parts.map((p) => p.key)).toEqual(locations);
      expectExactSplit(day, parts);
    }
  });

  it('has one bucket "all" when no location is targeted', () => {
    expect(byLocation('c', days[5], [])).toEqual([{ key: 'all', metrics: days[5] }]);
  });
});

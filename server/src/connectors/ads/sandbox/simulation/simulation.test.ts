import { describe, expect, it } from 'vitest';
import { byDevice, dailyMetrics, generateKeywordIdeas, metricsForRange, recommendedWords, sumMetrics, type CampaignDayState } from './index';

const state = (over: Partial<CampaignDayState> = {}): CampaignDayState => ({
  status: 'ENABLED', channel: 'SEARCH', dailyBudgetMicros: 20_000_000, bidding: 'target_spend',
  keywords: [{ text: 'fontanero madrid', match_type: 'PHRASE' }, { text: 'fontanero', match_type: 'BROAD' }],
  negativeKeywords: 1, locations: ['9000001'], languages: 1, excludedDevices: [], scheduleHoursPerWeek: 168, assetCount: 2, headlines: 3, ...over,
});
const month = (s: CampaignDayState | null) => sumMetrics(metricsForRange('c1', '2026-10-01', '2026-10-30', () => s));

describe('simulated metrics', () => {
  it('are the same for the same campaign, day and state, and nothing while paused or before it existed', () => {
    expect(dailyMetrics('c1', '2026-10-05', state())).toEqual(dailyMetrics('c1', '2026-10-05', state()));
    expect(dailyMetrics('c1', '2026-10-05', state({ status: 'PAUSED' })).impressions).toBe(0);
    expect(dailyMetrics('c1', '2026-10-05', null).cost_micros).toBe(0);
  });

  it('grow with the budget but never spend more than it in a day', () => {
    const low = month(state({ dailyBudgetMicros: 2_000_000 }));
    const high = month(state({ dailyBudgetMicros: 50_000_000 }));
    expect(high.clicks).toBeGreaterThan(low.clicks);
    expect(high.cost_micros).toBeGreaterThan(low.cost_micros);
    for (const d of metricsForRange('c1', '2026-10-01', '2026-10-30', () => state({ dailyBudgetMicros: 2_000_000 }))) expect(d.cost_micros).toBeLessThanOrEqual(2_000_000);
  });

  it('reach more with more keywords and less with excluded devices', () => {
    const budget = 500_000_000;
    const few = month(state({ dailyBudgetMicros: budget, keywords: [{ text: 'a', match_type: 'EXACT' }] }));
    const many = month(state({ dailyBudgetMicros: budget }));
    expect(many.impressions).toBeGreaterThan(few.impressions);
    expect(month(state({ dailyBudgetMicros: budget, excludedDevices: ['MOBILE'] })).impressions).toBeLessThan(many.impressions);
  });

  it('split by device into parts that add up exactly, excluded devices getting none', () => {
    const day = dailyMetrics('c1', '2026-10-06', state({ dailyBudgetMicros: 200_000_000 }));
    const parts = byDevice('c1', day, ['TABLET']);
    expect(parts.reduce((s, p) => s + p.metrics.clicks, 0)).toBe(day.clicks);
    expect(parts.reduce((s, p) => s + p.metrics.cost_micros, 0)).toBe(day.cost_micros);
    expect(parts.find((p) => p.key === 'TABLET')!.metrics.impressions).toBe(0);
  });

  it('total ratios from the totals, not averages of ratios', () => {
    const t = sumMetrics([{ impressions: 100, clicks: 10, cost_micros: 10_000_000, conversions: 1, conversions_value: 0, ctr: 0.1, average_cpc: 1_000_000, cost_per_conversion: 10_000_000 },
      { impressions: 900, clicks: 10, cost_micros: 2_000_000, conversions: 0, conversions_value: 0, ctr: 0.0111, average_cpc: 200_000, cost_per_conversion: 0 }]);
    expect(t.ctr).toBeCloseTo(0.02);
    expect(t.average_cpc).toBe(600_000);
  });
});

describe('ideas and words', () => {
  it('suggest keywords from the topic and URL, most searched first, in the language', () => {
    const ideas = generateKeywordIdeas({ keywords: ['fontanero madrid'], url: 'https://fontaneria-perez.es/urgencias', language: 'es', geoTargets: [] });
    expect(ideas.length).toBeGreaterThan(5);
    expect(ideas.map((i) => i.avg_monthly_searches)).toEqual([...ideas.map((i) => i.avg_monthly_searches)].sort((a, b) => b - a));
    expect(ideas.some((i) => i.text.includes('precio'))).toBe(true);
    for (const i of ideas) expect(i.high_top_of_page_bid_micros).toBeGreaterThanOrEqual(i.low_top_of_page_bid_micros);
    expect(recommendedWords('plumber london', 'en').negative).toContain('free');
    expect(recommendedWords('cursos de cocina', 'es').negative).not.toContain('curso');
  });
});

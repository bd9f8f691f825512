import { describe, expect, it } from 'vitest';
import type { CampaignDayState } from './metrics';
import { biddingOf, dailyMetrics, metricsForRange, sumMetrics } from './metrics';
import { searchState as state } from './testState';

const OCTOBER = ['2026-10-01', '2026-10-31'] as const;
const month = (s: CampaignDayState | null, campaign = 'customers/1/campaigns/7') => sumMetrics(metricsForRange(campaign, ...OCTOBER, () => s));
const AMPLE = 1_000_000_000;

describe('dailyMetrics', () => {
  it('gives the same numbers for the same campaign, day and state, and other numbers on other days and campaigns', () => {
    const a = dailyMetrics('c1', '2026-10-06', state());
    expect(dailyMetrics('c1', '2026-10-06', state())).toEqual(a);
    expect(a.impressions).toBeGreaterThan(0);
    expect(dailyMetrics('c1', '2026-10-07', state())).not.toEqual({ ...a, date: '2026-10-07' });
    expect(dailyMetrics('c2', '2026-10-06', state())).not.toEqual(a);
  });

  it('is zero before the campaign existed, while paused or removed, and for a Search campaign without keywords', () => {
    for (const s of [null, state({ status: 'PAUSED' }), state({ status: 'REMOVED' }), state({ keywords: [] }), state({ dailyBudgetMicros: 0 })]) {
      expect(dailyMetrics('c1', '2026-10-06', s)).toEqual({ date: '2026-10-06', impressions: 0, clicks: 0, cost_micros: 0, conversions: 0, conversions_value: 0, ctr: 0, average_cpc: 0, cost_per_conversion: 0 });
    }
  });

  it('keeps ratios consistent with the counts: ctr a fraction, average_cpc and cost_per_conversion in micros', () => {
    for (const d of metricsForRange('c1', ...OCTOBER, () => state())) {
      expect(d.clicks).toBe(Math.round(d.clicks));
      expect(d.clicks).toBeLessThanOrEqual(d.impressions);
      expect(d.ctr).toBeCloseTo(d.impressions ? d.clicks / d.impressions : 0, 12);
      expect(d.average_cpc).toBe(d.clicks ? Math.round(d.cost_micros / d.clicks) : 0);
      expect(d.cost_per_conversion).toBe(d.conversions ? Math.round(d.cost_micros / d.conversions) : 0);
      expect(Math.round(d.conversions * 10) / 10).toBe(d.conversions);
      expect(d.conversions_value).toBeGreaterThanOrEqual(0);
    }
  });

  it('has a Search CTR of a few per cent and a lower one for Performance Max', () => {
    const search = month(state());
    expect(search.ctr).toBeGreaterThan(0.02);
    expect(search.ctr).toBeLessThan(0.09);
    const pmax = month(state({ channel: 'PERFORMANCE_MAX', keywords: [], headlines: 5, assetCount: 12, bidding: 'maximize_conversions' }));
    expect(pmax.impressions).toBeGreaterThan(0);
    expect(pmax.ctr).toBeLessThan(search.ctr);
  });
});

describe('response to the budget', () => {
  const budgets = [1, 2, 5, 10, 20, 50, 100, 300].map((b) => b * 1_000_000);
  const months = budgets.map((b) => month(state({ dailyBudgetMicros: b })));

  it('buys more impressions, clicks and spend with more budget', () => {
    for (let i = 1; i < months.length; i++) {
      expect(months[i].impressions).toBeGreaterThan(months[i - 1].impressions);
      expect(months[i].clicks).toBeGreaterThan(months[i - 1].clicks);
      expect(months[i].cost_micros).toBeGreaterThan(months[i - 1].cost_micros);
    }
  });

  it('with diminishing returns: each extra unit of budget buys fewer impressions', () => {
    const perUnit = months.slice(1).map((m, i) => (m.impressions - months[i].impressions) / (budgets[i + 1] - budgets[i]));
    for (let i = 1; i < perUnit.length; i++) expect(perUnit[i]).toBeLessThan(perUnit[i - 1]);
  });

  it('never spends more than the daily budget in a day, nor 30.4 budgets in a month', () => {
    budgets.forEach((b, i) => {
      for (const d of metricsForRange('customers/1/campaigns/7', ...OCTOBER, () => state({ dailyBudgetMicros: b }))) expect(d.cost_micros).toBeLessThanOrEqual(b);
      expect(months[i].cost_micros).toBeLessThanOrEqual(30.4 * b);
    });
  });

  it('spends close to a budget that is short of the demand', () => {
    expect(months[2].cost_micros).toBeGreaterThan(0.8 * 31 * budgets[2]);
  });
});

describe('response to targeting', () => {
  const base = state({ dailyBudgetMicros: AMPLE });

  it('reaches more with more keywords, broad match most at the lowest CTR, exact least at the highest', () => {
    const one = month({ ...base, keywords: [base.keywords[0]] });
    expect(month(base).impressions).toBeGreaterThan(one.impressions);
    const byMatch = (['EXACT', 'PHRASE', 'BROAD'] as const).map((match_type) => month({ ...base, keywords: base.keywords.map((k) => ({ ...k, match_type })) }));
    expect(byMatch[0].impressions).toBeLessThan(byMatch[1].impressions);
    expect(byMatch[1].impressions).toBeLessThan(byMatch[2].impressions);
    expect(byMatch[0].ctr).toBeGreaterThan(byMatch[1].ctr);
    expect(byMatch[1].ctr).toBeGreaterThan(byMatch[2].ctr);
  });

  it('reaches less with excluded devices, a shorter schedule, fewer locations', () => {
    const all = month(base).impressions;
    const noMobile = month({ ...base, excludedDevices: ['MOBILE'] }).impressions;
    expect(noMobile).toBeLessThan(all);
    expect(month({ ...base, excludedDevices: ['MOBILE', 'TABLET'] }).impressions).toBeLessThan(noMobile);
    expect(month({ ...base, excludedDevices: ['MOBILE', 'TABLET', 'DESKTOP'] }).impressions).toBe(0);
    expect(month({ ...base, scheduleHoursPerWeek: 60 }).impressions).toBeLessThan(all);
    expect(month({ ...base, locations: ['1', '2', '3'] }).impressions).toBeGreaterThan(all);
    expect(month({ ...base, locations: [] }).impressions).toBeGreaterThan(month({ ...base, locations: ['1', '2', '3'] }).impressions);
    expect(month({ ...base, languages: 2 }).impressions).toBeGreaterThan(all);
  });

  it('gets a better CTR and conversion rate with negative keywords', () => {
    const without = month(base);
    const withNegatives = month({ ...base, negativeKeywords: 10 });
    expect(withNegatives.ctr).toBeGreaterThan(without.ctr);
    expect(withNegatives.conversions / withNegatives.clicks).toBeGreaterThan(without.conversions / without.clicks);
  });

  it('is quieter at weekends', () => {
    const days = metricsForRange('c1', '2026-01-01', '2026-12-31', () => base);
    const avg = (weekend: boolean) => {
      const list = days.filter((d) => [0, 6].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay()) === weekend);
      return list.reduce((s, d) => s + d.impressions, 0) / list.length;
    };
    expect(avg(true)).toBeLessThan(avg(false) * 0.85);
  });
});

describe('metricsForRange', () => {
  it('gives each day of the range the state in force that day, as dailyMetrics does', () => {
    const history = (date: string) => (date < '2026-03-10' ? null : date < '2026-03-20' ? state() : state({ status: 'PAUSED' }));
    const days = metricsForRange('c9', '2026-02-25', '2026-03-31', history);
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 35 }, (_, i) => new Date(Date.UTC(2026, 1, 25 + i)).toISOString().slice(0, 10)));
    for (const d of days) expect(d).toEqual(dailyMetrics('c9', d.date, history(d.date)));
    expect(days.filter((d) => d.impressions > 0).map((d) => d.date)).toEqual(days.filter((d) => d.date >= '2026-03-10' && d.date < '2026-03-20').map((d) => d.date));
  });

  it('is empty for an empty range and crosses leap days and years', () => {
    expect(metricsForRange('c1', '2026-03-02', '2026-03-01', () => state())).toEqual([]);
    expect(metricsForRange('c1', '2027-12-30', '2028-03-01', () => state()).map((d) => d.date).filter((d) => d.endsWith('-02-29') || d.startsWith('2028-01-01'))).toEqual(['2028-01-01', '2028-02-29']);
  });

  it('serves 50 campaigns × 365 days, each day as dailyMetrics gives it alone (speed: bench/campaign-stats.ts)', () => {
    const s = state();
    const dates = new Set<string>();
    for (let c = 0; c < 50; c++) {
      const campaign = `customers/1/campaigns/${c}`;
      const year = metricsForRange(campaign, '2026-01-01', '2026-12-31', () => s);
      expect(year).toHaveLength(365);
      expect(year[0].date).toBe('2026-01-01');
      expect(year[364].date).toBe('2026-12-31');
      for (const d of year) dates.add(d.date);
      // The range reuses one profile per state; every day still equals the day computed on its own.
      for (const i of [0, 58, 59, 180, 364]) expect(year[i]).toEqual(dailyMetrics(campaign, year[i].date, s));
      expect(sumMetrics(year).impressions).toBeGreaterThan(0);
    }
    expect(dates.size).toBe(365);
  });
});

describe('sumMetrics', () => {
  it('adds the counts and recomputes the ratios from the totals instead of averaging them', () => {
    const t = sumMetrics([
      { impressions: 100, clicks: 10, cost_micros: 10_000_000, conversions: 1, conversions_value: 50, ctr: 0.1, average_cpc: 1_000_000, cost_per_conversion: 10_000_000 },
      { impressions: 900, clicks: 10, cost_micros: 2_000_000, conversions: 0.2, conversions_value: 0.1, ctr: 0.0111, average_cpc: 200_000, cost_per_conversion: 10_000_000 },
    ]);
    expect(t).toEqual({ impressions: 1000, clicks: 20, cost_micros: 12_000_000, conversions: 1.2, conversions_value: 50.1, ctr: 0.02, average_cpc: 600_000, cost_per_conversion: 10_000_000 });
    expect(sumMetrics([])).toEqual({ impressions: 0, clicks: 0, cost_micros: 0, conversions: 0, conversions_value: 0, ctr: 0, average_cpc: 0, cost_per_conversion: 0 });
  });
});

describe('biddingOf', () => {
  it('reads maximize conversions with a target CPA as target_cpa, which bids and converts differently', () => {
    expect(biddingOf({ maximize_conversions: { target_cpa_micros: 12_000_000 } })).toBe('target_cpa');
    expect(biddingOf({ maximize_conversions: {} })).toBe('maximize_conversions');
    expect(biddingOf({ target_spend: {} })).toBe('target_spend');
    const day = '2025-03-04';
    const withTarget = dailyMetrics('customers/1/campaigns/7', day, state({ bidding: 'target_cpa' }));
    const without = dailyMetrics('customers/1/campaigns/7', day, state({ bidding: 'maximize_conversions' }));
    expect(withTarget).not.toEqual(without);
  });
});

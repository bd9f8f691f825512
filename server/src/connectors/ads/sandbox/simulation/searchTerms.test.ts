import { describe, expect, it } from 'vitest';
import type { KeywordInfo } from '../../googleAds.types';
import { metricsForRange, sumMetrics } from './metrics';
import { searchTerms } from './searchTerms';
import { searchState } from './testState';

const range = { from: '2026-10-01', to: '2026-10-31' };
const totals = sumMetrics(metricsForRange('c1', range.from, range.to, () => searchState({ dailyBudgetMicros: 40_000_000 })));
const keywords: KeywordInfo[] = [{ text: 'fontanero madrid', match_type: 'PHRASE' }, { text: 'fontanería', match_type: 'BROAD' }, { text: 'desatascos madrid', match_type: 'EXACT' }];

describe('searchTerms', () => {
  const rows = searchTerms('c1', keywords, [{ text: 'gratis', match_type: 'BROAD' }, { text: 'empleo', match_type: 'PHRASE' }], totals, range);

  it('lists the keywords as searched plus phrase and broad variants with the language’s modifiers', () => {
    const terms = rows.map((r) => r.search_term);
    expect(terms).toContain('fontanero madrid');
    expect(terms).toContain('desatascos madrid');
    expect(terms.filter((t) => t !== 'fontanero madrid' && t.includes('fontanero madrid')).length).toBeGreaterThan(0);
    expect(terms.some((t) => /precio|cerca de mí|barato|opiniones|urgente|presupuesto|mejor|24 horas|económico|profesional/.test(t))).toBe(true);
    // Exact match only brings the keyword itself.
    expect(rows.filter((r) => r.keyword.text === 'desatascos madrid').map((r) => r.search_term)).toEqual(['desatascos madrid']);
    for (const r of rows) expect(keywords).toContainEqual(r.keyword);
    const english = searchTerms('c1', [{ text: 'plumber london', match_type: 'BROAD' }], [], totals, range, 'en').map((r) => r.search_term);
    expect(english.some((t) => /price|near me|cheap|reviews|emergency|quote|best|24 hours|affordable|local/.test(t))).toBe(true);
  });

  it('shares at most the totals among the rows', () => {
    for (const k of ['impressions', 'clicks', 'cost_micros'] as const) {
      const sum = rows.reduce((s, r) => s + r[k], 0);
      expect(sum).toBeLessThanOrEqual(totals[k]);
      expect(sum).toBeGreaterThan(totals[k] * 0.7);
    }
    expect(rows.reduce((s, r) => s + r.conversions, 0)).toBeLessThanOrEqual(totals.conversions + 1e-9);
    for (const r of rows) {
      expect(r.clicks).toBeLessThanOrEqual(r.impressions);
      expect(r.ctr).toBe(r.clicks / r.impressions);
    }
    expect(rows.map((r) => r.impressions)).toEqual([...rows.map((r) => r.impressions)].sort((a, b) => b - a));
  });

  it('marks keywords ADDED, searches blocked by a negative EXCLUDED and the rest NONE', () => {
    for (const r of rows) {
      const expected = ['fontanero madrid', 'fontanería', 'desatascos madrid'].includes(r.search_term) ? 'ADDED'
        : /\bgratis\b|\bempleo\b/.test(r.search_term) ? 'EXCLUDED' : 'NONE';
      expect([r.search_term, r.status]).toEqual([r.search_term, expected]);
    }
    expect(rows.some((r) => r.status === 'NONE')).toBe(true);
    // A term added as a keyword later shows as ADDED.
    const term = rows.find((r) => r.status === 'NONE')!.search_term;
    const again = searchTerms('c1', [...keywords, { text: term, match_type: 'EXACT' }], [], totals, range);
    expect(again.find((r) => r.search_term === term)?.status).toBe('ADDED');
  });

  it('is deterministic and empty without keywords or impressions', () => {
    expect(searchTerms('c1', keywords, [], totals, range)).toEqual(searchTerms('c1', keywords, [], totals, range));
    expect(searchTerms('c1', [], [], totals, range)).toEqual([]);
    expect(searchTerms('c1', keywords, [], sumMetrics([]), range)).toEqual([]);
  });
});

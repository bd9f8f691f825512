import { describe, expect, it } from 'vitest';
import { generateKeywordIdeas, MAX_IDEAS, roundVolume } from './keywordIdeas';

const spanish = generateKeywordIdeas({ keywords: ['Fontanero Madrid', 'desatascos'], url: 'https://www.fontaneria-perez.es/urgencias-24h', language: 'es', geoTargets: ['1005424'], today: '2026-11-25' });

describe('generateKeywordIdeas', () => {
  it('builds ideas from the seeds, the URL words and the language’s modifiers, most searched first, at most 50', () => {
    const texts = spanish.map((i) => i.text);
    expect(texts).toContain('fontanero madrid');
    expect(texts).toContain('fontanero madrid precio');
    expect(texts).toContain('fontanero madrid cerca de mí');
    expect(texts.some((t) => t.includes('urgencias'))).toBe(true);
    expect(texts.some((t) => t.includes('fontaneria') || t.includes('perez'))).toBe(true);
    expect(texts.every((t) => t === t.toLowerCase() && t.length <= 80 && t.split(' ').length <= 10)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
    expect(spanish.length).toBeLessThanOrEqual(MAX_IDEAS);
    expect(spanish.map((i) => i.avg_monthly_searches)).toEqual([...spanish.map((i) => i.avg_monthly_searches)].sort((a, b) => b - a));
    const many = generateKeywordIdeas({ keywords: ['a b', 'c d', 'e f', 'g h', 'i j', 'k l'], language: 'es', geoTargets: [] });
    expect(many).toHaveLength(MAX_IDEAS);
  });

  it('speaks English for English requests', () => {
    const english = generateKeywordIdeas({ keywords: ['plumber london'], language: 'en', geoTargets: [], today: '2026-11-25' }).map((i) => i.text);
    expect(english).toEqual(expect.arrayContaining(['plumber london', 'plumber london price', 'plumber london near me', 'cheap plumber london']));
    expect(english.some((t) => /precio|barato/.test(t))).toBe(false);
    expect(generateKeywordIdeas({ keywords: ['plumber'], language: 'languageConstants/1000', geoTargets: [] }).some((i) => i.text === 'plumber reviews')).toBe(true);
  });

  it('has metrics as the API gives them: 12 months up to last month, rounded volumes, competition and bid range', () => {
    for (const i of spanish) {
      expect(i.monthly_search_volumes.map((v) => `${v.year}-${v.month}`)).toEqual(['2025-11', '2025-12', ...Array.from({ length: 10 }, (_, m) => `2026-${m + 1}`)]);
      expect(i.avg_monthly_searches).toBe(roundVolume(i.avg_monthly_searches));
      expect(i.competition_index).toBeGreaterThanOrEqual(0);
      expect(i.competition_index).toBeLessThanOrEqual(100);
      expect(i.competition).toBe(i.competition_index < 34 ? 'LOW' : i.competition_index < 67 ? 'MEDIUM' : 'HIGH');
      expect(i.low_top_of_page_bid_micros).toBeGreaterThan(0);
      expect(i.high_top_of_page_bid_micros).toBeGreaterThanOrEqual(i.low_top_of_page_bid_micros);
      expect(i.average_cpc_micros).toBeGreaterThanOrEqual(i.low_top_of_page_bid_micros);
      expect(i.average_cpc_micros).toBeLessThanOrEqual(i.high_top_of_page_bid_micros);
      expect(i.close_variants).not.toContain(i.text);
    }
    expect(spanish.find((i) => i.text === 'fontanero madrid')!.close_variants).toContain('fontaneros madrid');
    // Seasonal: the months differ.
    expect(spanish.some((i) => new Set(i.monthly_search_volumes.map((v) => v.monthly_searches)).size > 3)).toBe(true);
  });

  it('searches short phrases more than long ones and more across more places', () => {
    const byText = new Map(spanish.map((i) => [i.text, i.avg_monthly_searches]));
    const short = spanish.filter((i) => i.text.split(' ').length === 1).map((i) => i.avg_monthly_searches);
    const long = spanish.filter((i) => i.text.split(' ').length >= 4).map((i) => i.avg_monthly_searches);
    expect(Math.min(...short)).toBeGreaterThan(Math.max(...long));
    const wider = generateKeywordIdeas({ keywords: ['Fontanero Madrid', 'desatascos'], url: 'https://www.fontaneria-perez.es/urgencias-24h', language: 'es', geoTargets: ['1', '2', '3'], today: '2026-11-25' });
    expect(wider.find((i) => i.text === 'fontanero madrid')!.avg_monthly_searches).toBeGreaterThan(byText.get('fontanero madrid')!);
  });

  it('is deterministic and works from a URL alone', () => {
    expect(generateKeywordIdeas({ keywords: ['desatascos'], language: 'es', geoTargets: [], today: '2026-01-10' }))
      .toEqual(generateKeywordIdeas({ keywords: ['desatascos'], language: 'es', geoTargets: [], today: '2026-01-10' }));
    const fromUrl = generateKeywordIdeas({ keywords: [], url: 'clinica-dental-sonrisas.es/implantes', language: 'es', geoTargets: [] }).map((i) => i.text);
    expect(fromUrl).toEqual(expect.arrayContaining(['implantes']));
    expect(fromUrl.some((t) => t.startsWith('clinica dental'))).toBe(true);
    expect(generateKeywordIdeas({ keywords: [], language: 'es', geoTargets: [] })).toEqual([]);
  });
});

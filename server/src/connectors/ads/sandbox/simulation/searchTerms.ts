import type { SearchTermRow } from '../../ads.connector';
import type { DailyMetrics, KeywordInfo } from '../../googleAds.types';
import { splitDay } from './metrics';
import { hash, unit } from './seed';
import { fold, MODIFIERS } from './words';

const looksEnglish = (text: string) => /\b(the|near|cheap|best|price|for)\b/.test(text);

/**
 * What people searched when the ads showed (search_term_view): each keyword as typed and with the
 * usual modifiers, sharing the range's totals; each term ADDED when it is a keyword, EXCLUDED when
 * a negative keyword blocks it, NONE otherwise.
 */
export function searchTerms(campaignId: string, keywords: KeywordInfo[], negatives: KeywordInfo[], totals: Omit<DailyMetrics, 'date'>, range: { from: string; to: string }): SearchTermRow[] {
  if (keywords.length === 0 || totals.impressions === 0) return [];
  const candidates: { term: string; keyword: KeywordInfo; weight: number }[] = [];
  for (const k of keywords) {
    const base = fold(k.text);
    const seed = hash(`${campaignId}|${base}|${range.from}`);
    candidates.push({ term: base, keyword: k, weight: 3 + unit(seed, 0) });
    if (k.match_type === 'EXACT') continue;
    const mods = MODIFIERS[looksEnglish(base) ? 'en' : 'es'];
    mods.forEach((m, i) => {
      if (unit(seed, i + 1) < 0.5) candidates.push({ term: k.match_type === 'BROAD' && i % 2 ? `${m} ${base}` : `${base} ${m}`, keyword: k, weight: unit(seed, i + 20) * 2 });
    });
  }
  const unique = [...new Map(candidates.map((c) => [c.term, c])).values()].slice(0, 60);
  const parts = splitDay(totals, unique.map((c) => c.weight));
  const positive = new Set(keywords.map((k) => fold(k.text)));
  const blocked = negatives.map((n) => fold(n.text));
  return unique.map((c, i) => ({
    ...parts[i], search_term: c.term, keyword: c.keyword,
    status: positive.has(c.term) ? 'ADDED' : blocked.some((n) => c.term.split(' ').includes(n) || c.term.includes(n)) ? 'EXCLUDED' : 'NONE',
  }));
}

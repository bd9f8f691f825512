import type { SearchTermRow } from '../../ads.connector';
import type { KeywordInfo, MatchType } from '../../googleAds.types';
import type { Totals } from './metrics';
import { hash, jitter, unit } from './seed';
import { splitTotals } from './split';
import { clean, fold, LEADING, languageOf, MODIFIERS, NEGATIVES, negativeBlocks } from './words';

/** segments.search_term_match_type: how the search matched the keyword. */
export type SearchTermMatchType = MatchType | 'NEAR_EXACT' | 'NEAR_PHRASE';

/** A row of search_term_view over a date range. */
export type SearchTerm = SearchTermRow & { keyword: KeywordInfo; search_term_match_type: SearchTermMatchType };

type Candidate = { term: string; keyword: KeywordInfo; match: SearchTermMatchType; weight: number };

const MAX_ROWS = 100;

/** The searches a keyword plausibly matched, each with a relative weight. */
function candidatesOf(campaignId: string, keyword: KeywordInfo, language: string | undefined): Candidate[] {
  const text = clean(keyword.text);
  const folded = fold(text);
  const seed = hash(`${campaignId}|term|${folded}|${keyword.match_type}`);
  const lang = languageOf(language, text);
  const out: Candidate[] = [{ term: text, keyword, match: 'EXACT', weight: 3 + 2 * unit(seed, 0) }];
  if (folded !== text) out.push({ term: folded, keyword, match: 'NEAR_EXACT', weight: 0.5 + unit(seed, 1) });
  if (keyword.match_type === 'EXACT') return out;
  const broad = keyword.match_type === 'BROAD';
  MODIFIERS[lang].forEach((m, i) => {
    if (unit(seed, 10 + i) > (broad ? 0.7 : 0.55)) return;
    out.push({ term: LEADING.has(m) ? `${m} ${text}` : `${text} ${m}`, keyword, match: keyword.match_type, weight: 0.25 + 1.25 * unit(seed, 30 + i) });
  });
  if (!broad) return out;
  const words = text.split(' ');
  if (words.length > 1) out.push({ term: [...words].reverse().join(' '), keyword, match: 'BROAD', weight: 0.3 + 0.6 * unit(seed, 2) });
  // Broad match also brings searches that waste money: what the negative keywords are for.
  const wasters = NEGATIVES[lang];
  for (let i = 0; i < 2; i++) {
    const w = wasters[Math.floor(unit(seed, 50 + i) * wasters.length)];
    out.push({ term: i === 0 ? `${text} ${w}` : `${w} ${words[0]}`, keyword, match: 'BROAD', weight: 0.15 + 0.6 * unit(seed, 60 + i) });
  }
  return out;
}

/**
 * What people searched when the ads showed (search_term_view) over a range: each keyword as
 * typed and, for phrase and broad match, with the usual modifiers in the keyword's language (broad
 * also reordered and with a few money-wasting searches). The rows share the range's totals —
 * together at most the totals, the rest being searches too rare to list — and each row's status
 * is ADDED when it is one of the keywords, EXCLUDED when one of the negatives blocks it, NONE
 * otherwise. Most impressions first.
 */
export function searchTerms(
  campaignId: string, keywords: readonly KeywordInfo[], negatives: readonly KeywordInfo[], totals: Totals, range: { from: string; to: string }, language?: string,
): SearchTerm[] {
  if (keywords.length === 0 || totals.impressions <= 0) return [];
  const byTerm = new Map<string, Candidate>();
  for (const k of keywords) {
    for (const c of candidatesOf(campaignId, k, language)) {
      const key = fold(c.term);
      const seen = byTerm.get(key);
      if (!seen) byTerm.set(key, c);
      else if (c.match === 'EXACT' && seen.match !== 'EXACT') byTerm.set(key, { ...c, weight: c.weight + seen.weight });
      else seen.weight += c.weight;
    }
  }
  const rangeSeed = hash(`${campaignId}|${range.from}|${range.to}`);
  const candidates = [...byTerm.values()];
  const weights = candidates.map((c, i) => c.weight * jitter(rangeSeed, i, 0.15));
  const listed = weights.reduce((a, b) => a + b, 0);
  // The searches too rare to list ("other search terms") keep 8–20 % of the totals.
  const parts = splitTotals(totals, [...weights, listed * (0.08 + 0.12 * unit(rangeSeed, 999))]);
  const added = new Set(keywords.map((k) => fold(k.text)));
  const rows: SearchTerm[] = candidates.map((c, i) => ({
    ...parts[i], search_term: c.term, keyword: c.keyword, search_term_match_type: c.match,
    status: added.has(fold(c.term)) ? 'ADDED' : negatives.some((n) => negativeBlocks(n, c.term)) ? 'EXCLUDED' : 'NONE',
  }));
  return rows.filter((r) => r.impressions > 0)
    .sort((a, b) => b.impressions - a.impressions || b.clicks - a.clicks || a.search_term.localeCompare(b.search_term))
    .slice(0, MAX_ROWS);
}

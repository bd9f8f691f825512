import type { KeywordIdea as ConnectorKeywordIdea } from '../../ads.connector';
import { hash, jitter, unit } from './seed';
import { clean, COMMERCIAL, fold, LEADING, languageOf, MODIFIERS, topicWords, urlWords } from './words';

/** A result of KeywordPlanIdeaService.GenerateKeywordIdeas (text, close variants and keyword_idea_metrics). */
export type KeywordIdea = ConnectorKeywordIdea & {
  close_variants: string[];
  competition: 'LOW' | 'MEDIUM' | 'HIGH';
  average_cpc_micros: number;
};

export type KeywordIdeasRequest = {
  keywords: string[];
  url?: string;
  /** 'es', 'en', or a language constant ('1003', 'languageConstants/1000'). */
  language: string;
  /** Geo target constant ids (up to 10); none: the whole country. */
  geoTargets: string[];
  /** yyyy-MM-dd: the monthly volumes are the 12 months before this day's month (default today). */
  today?: string;
};

export const MAX_IDEAS = 50;

/** Google's rounded volumes: two significant figures, at least 10. */
export function roundVolume(n: number): number {
  if (n < 10) return 10;
  const magnitude = 10 ** Math.max(1, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / magnitude) * magnitude;
}

const VOLUME_BY_WORDS: [number, number][] = [[2_000, 40_000], [200, 6_000], [40, 1_500], [10, 400]];
const cents = (micros: number) => Math.max(10_000, Math.round(micros / 10_000) * 10_000);

/** A plural or singular close variant of the first word, and the text without accents. */
function closeVariants(text: string): string[] {
  const [first, ...rest] = text.split(' ');
  const out = new Set<string>();
  if (fold(text) !== text) out.add(fold(text));
  if (first.length > 3) out.add([first.endsWith('s') ? first.slice(0, -1) : `${first}s`, ...rest].join(' '));
  out.delete(text);
  return [...out];
}

/**
 * KeywordPlanIdeaService.GenerateKeywordIdeas in the sandbox, deterministic: ideas from the seed
 * keywords, the URL's words (host name and path) and both with the language's buying modifiers
 * ("precio", "cerca de mí" / "price", "near me"…), each with Google-rounded volumes (shorter
 * searches are searched more; more locations, more searches), a year of seasonal monthly volumes,
 * competition, the top-of-page bid range (low = 20th, high = 80th percentile) and the average
 * CPC. Most searched first, at most 50.
 */
export function generateKeywordIdeas(request: KeywordIdeasRequest): KeywordIdea[] {
  const seeds = request.keywords.map(clean).filter(Boolean).slice(0, 20);
  const fromUrl = urlWords(request.url);
  const lang = languageOf(request.language, ...seeds, ...fromUrl);
  const mods = MODIFIERS[lang];
  const texts = new Map<string, { text: string; origin: string }>();
  const add = (text: string, origin: string) => {
    const t = clean(text);
    if (t && t.length <= 80 && t.split(' ').length <= 10 && !texts.has(fold(t))) texts.set(fold(t), { text: t, origin });
  };
  const roots = seeds.length ? seeds : fromUrl.length ? [fromUrl.slice(0, 2).join(' ')] : [];
  for (const s of roots) add(s, s);
  for (const s of roots) {
    for (const m of mods) add(LEADING.has(m) ? `${m} ${s}` : `${s} ${m}`, s);
    const words = topicWords(s);
    if (words.length > 1) for (const w of words) add(w, s);
    for (const w of fromUrl) if (!fold(s).split(' ').includes(fold(w))) add(`${s} ${w}`, s);
  }
  if (fromUrl.length) {
    add(fromUrl.slice(0, 3).join(' '), roots[0] ?? fromUrl[0]);
    for (const w of fromUrl.slice(0, 6)) add(w, roots[0] ?? w);
  }

  const today = request.today ?? new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const geo = request.geoTargets.length ? 1 + 0.5 * (Math.min(10, request.geoTargets.length) - 1) : 3;

  const ideas = [...texts.values()].map(({ text, origin }): KeywordIdea => {
    const seed = hash(`${fold(text)}|${lang}`);
    const words = text.split(' ').length;
    const [lo, hi] = VOLUME_BY_WORDS[Math.min(3, words - 1)];
    const typical = lo * (hi / lo) ** unit(seed, 1) * geo;
    const amplitude = 0.35 * unit(seed, 2);
    const peak = Math.floor(unit(seed, 3) * 12);
    const monthly_search_volumes = Array.from({ length: 12 }, (_, i) => {
      const m0 = year * 12 + (month - 1) - 12 + i;
      const m = (m0 % 12) + 1;
      const searches = typical * (1 + amplitude * Math.cos((2 * Math.PI * (m - 1 - peak)) / 12)) * jitter(seed, 10 + i, 0.08);
      return { year: Math.floor(m0 / 12), month: m, monthly_searches: roundVolume(searches) };
    });
    const avg = roundVolume(monthly_search_volumes.reduce((s, v) => s + v.monthly_searches, 0) / 12);
    const commercial = [...COMMERCIAL].some((m) => ` ${text} `.includes(` ${m} `));
    const index = Math.max(0, Math.min(100, Math.round(70 * unit(seed, 4) + (commercial ? 25 : 0) + (words === 1 ? 8 : 0))));
    const industry = 400_000 + 2_100_000 * unit(hash(`${fold(origin)}|cpc`), 0);
    const low = cents(industry * (0.3 + 0.6 * (index / 100)) * jitter(seed, 5, 0.1));
    const high = cents(low * (2.5 + 1.5 * unit(seed, 6)));
    return {
      text, close_variants: closeVariants(text), avg_monthly_searches: avg, monthly_search_volumes,
      competition: index < 34 ? 'LOW' : index < 67 ? 'MEDIUM' : 'HIGH', competition_index: index,
      low_top_of_page_bid_micros: low, high_top_of_page_bid_micros: high,
      average_cpc_micros: cents(low + (high - low) * (0.35 + 0.2 * unit(seed, 7))),
    };
  });
  return ideas.sort((a, b) => b.avg_monthly_searches - a.avg_monthly_searches || a.text.localeCompare(b.text)).slice(0, MAX_IDEAS);
}

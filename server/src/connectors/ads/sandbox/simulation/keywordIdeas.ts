import type { KeywordIdea } from '../../ads.connector';
import { hash, unit } from './seed';
import { fold, MODIFIERS, topicWords } from './words';

/**
 * KeywordPlanIdeaService.GenerateKeywordIdeas in the sandbox: the seeds, the URL's words and the
 * seeds with the usual modifiers, each with a seeded volume, a year of seasonal volumes,
 * competition and a top-of-page bid range (low 20th, high 80th percentile); most searched first.
 */
export function generateKeywordIdeas(request: { keywords: string[]; url?: string; language: string; geoTargets: string[] }): KeywordIdea[] {
  const mods = MODIFIERS[request.language === 'en' ? 'en' : 'es'];
  const seeds = request.keywords.map(fold).filter(Boolean);
  let urlWords: string[] = [];
  try {
    if (request.url) {
      const u = new URL(request.url);
      urlWords = topicWords(`${u.hostname.split('.').slice(0, -1).join(' ')} ${u.pathname}`);
    }
  } catch { /* no URL words */ }
  const texts = new Set<string>();
  for (const s of seeds) {
    texts.add(s);
    for (const m of mods) texts.add(`${s} ${m}`);
    for (const w of urlWords) if (!s.includes(w)) texts.add(`${s} ${w}`);
  }
  if (urlWords.length > 1) texts.add(urlWords.slice(0, 3).join(' '));
  const now = new Date();
  const ideas = [...texts].filter((t) => t.split(' ').length <= 10 && t.length <= 80).map((text): KeywordIdea => {
    const seed = hash(`${text}|${request.language}`);
    const words = text.split(' ').length;
    const avg = Math.round((200 + unit(seed, 1) * 12_000) / words ** 1.5 / 10) * 10 || 10;
    const index = Math.round(unit(seed, 2) * 100);
    const low = Math.round((0.15 + unit(seed, 3) * 0.8) * 100) * 10_000;
    return {
      text, avg_monthly_searches: avg,
      monthly_search_volumes: Array.from({ length: 12 }, (_, i) => {
        const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12 + i, 1));
        return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, monthly_searches: Math.round(avg * (0.75 + 0.5 * unit(seed, 10 + i))) };
      }),
      competition: index < 34 ? 'LOW' : index < 67 ? 'MEDIUM' : 'HIGH', competition_index: index,
      low_top_of_page_bid_micros: low, high_top_of_page_bid_micros: low * 3 + Math.round(unit(seed, 4) * 100) * 10_000,
    };
  });
  return ideas.sort((a, b) => b.avg_monthly_searches - a.avg_monthly_searches || a.text.localeCompare(b.text)).slice(0, 50);
}

import { generateKeywordIdeas } from './keywordIdeas';
import { clean, fold, languageOf, NEGATIVES, topicWords, type Lang } from './words';

const PLACE = { es: /\s(?:en|cerca de)\s/, en: /\s(?:in|near)\s/ } as const;

const TEMPLATES: Record<Lang, { withPlace: string[]; any: string[] }> = {
  es: {
    withPlace: ['{s} {p}', '{s} en {p}', 'mejor {s} {p}', '{s} {p} precio', '{s} urgente {p}', '{s} barato {p}'],
    any: ['{s}', '{s} urgente', '{s} cerca de mí', '{s} precio', 'presupuesto {s}', '{s} 24 horas', 'mejor {s}', '{s} profesional'],
  },
  en: {
    withPlace: ['{s} {p}', '{s} in {p}', 'best {s} {p}', '{s} {p} prices', 'emergency {s} {p}', 'cheap {s} {p}'],
    any: ['{s}', '{s} near me', 'emergency {s}', '{s} prices', '{s} quote', '24 hour {s}', 'best {s}', 'local {s}'],
  },
};

/** A word and its plural or singular, folded: "cursos" → curso, cursos. */
const forms = (word: string) => {
  const w = fold(word);
  return w.endsWith('s') ? [w, w.slice(0, -1)] : [w, `${w}s`];
};

/**
 * Keywords for a business topic ("fontanero en Madrid" → "fontanero madrid", "fontanero urgente"…)
 * and the words that waste money for most businesses ("gratis", "empleo", "curso" / "free",
 * "jobs", "course"…) in the topic's language; lower case, deduplicated without regard to
 * accents, and no negative that the topic itself needs ("cursos de cocina" keeps "curso").
 */
export function recommendedWords(topic: string, language: string): { positive: string[]; negative: string[] } {
  const text = clean(topic);
  const lang = languageOf(language, text);
  const [servicePart, placePart] = text.split(PLACE[lang]);
  const service = topicWords(servicePart ?? '').join(' ') || text;
  const place = placePart ? topicWords(placePart).join(' ') : '';
  const topicForms = new Set(topicWords(text).flatMap(forms));
  const negative: string[] = [];
  const seenNegative = new Set<string>();
  for (const n of NEGATIVES[lang]) {
    const f = fold(n);
    if (seenNegative.has(f) || f.split(' ').some((w) => topicForms.has(w))) continue;
    seenNegative.add(f);
    negative.push(n);
  }
  const positive: string[] = [];
  const seen = new Set<string>();
  const add = (k: string) => {
    const c = clean(k);
    const f = fold(c);
    if (!c || seen.has(f) || c.split(' ').length > 10 || c.length > 80) return;
    if ([...seenNegative].some((n) => ` ${f} `.includes(` ${n} `))) return;
    seen.add(f);
    positive.push(c);
  };
  if (!service) return { positive, negative };
  if (place) for (const t of TEMPLATES[lang].withPlace) add(t.replace('{s}', service).replace('{p}', place));
  for (const t of TEMPLATES[lang].any) add(t.replace('{s}', service));
  for (const idea of generateKeywordIdeas({ keywords: [place ? `${service} ${place}` : service], language: lang, geoTargets: [], today: '2025-01-01' }).slice(0, 10)) add(idea.text);
  return { positive: positive.slice(0, 25), negative };
}

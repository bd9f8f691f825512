/** Word lists and text helpers shared by search terms, keyword ideas and recommended words. */

export type Lang = 'es' | 'en';

/** Lower case without accents, single spaces: "Fontanería  Pérez" → "fontaneria perez" (ñ kept). */
export const fold = (text: string): string =>
  text.toLowerCase().replace(/[^ñ]/g, (ch) => ch.normalize('NFD').replace(/\p{M}/gu, '')).replace(/\s+/g, ' ').trim();

/** Lower case, accents kept, single spaces. */
export const clean = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}\s'-]+/gu, ' ').replace(/\s+/g, ' ').trim();

const STOP = new Set([
  'de', 'la', 'el', 'en', 'y', 'a', 'los', 'las', 'del', 'al', 'para', 'con', 'por', 'un', 'una', 'unos', 'unas', 'o', 'e', 'mi', 'tu', 'su',
  'the', 'of', 'and', 'in', 'for', 'to', 'a', 'an', 'on', 'at', 'by', 'my', 'your', 'or',
  'www', 'com', 'es', 'net', 'org', 'html', 'htm', 'php', 'https', 'http', 'index', 'home', 'inicio',
]);

/** Meaningful words of a topic or a URL, lower case, in order, without repeats. */
export function topicWords(text: string): string[] {
  const out: string[] = [];
  for (const w of clean(text.replace(/[._/-]+/g, ' ')).split(' ')) {
    if (w.length > 2 && !STOP.has(fold(w)) && !/^\d+$/.test(w) && !out.some((o) => fold(o) === fold(w))) out.push(w);
  }
  return out;
}

/** Words of a URL's host name (without www and the top-level domain) and path. */
export function urlWords(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const u = new URL(/^[a-z]+:\/\//i.test(url) ? url : `https://${url}`);
    const host = u.hostname.replace(/^www\./, '').split('.').slice(0, -1).join(' ');
    return topicWords(`${host} ${decodeURIComponent(u.pathname)}`);
  } catch {
    return [];
  }
}

const SPANISH_HINTS = /[ñáéíóú¿¡]|\b(de|del|en|para|precio|barato|cerca|urgente|mejor|tienda|servicio|clases|curso|comprar)\b/;
const ENGLISH_HINTS = /\b(the|near|cheap|best|price|for|buy|shop|service|store|reviews|how|what|in)\b/;

/**
 * The language of a request as 'es' or 'en': language codes ('es', 'en-GB'), language constants
 * ('1003', 'languageConstants/1000'), otherwise guessed from the texts (Spanish by default).
 */
export function languageOf(language: string | undefined, ...texts: string[]): Lang {
  const l = (language ?? '').toLowerCase();
  if (/^es\b|^es[-_]|\/?1003$/.test(l)) return 'es';
  if (/^en\b|^en[-_]|\/?1000$/.test(l)) return 'en';
  const t = texts.join(' ').toLowerCase();
  if (SPANISH_HINTS.test(t)) return 'es';
  return ENGLISH_HINTS.test(t) ? 'en' : 'es';
}

/** Words people add to a service when they mean to buy it. */
export const MODIFIERS: Record<Lang, readonly string[]> = {
  es: ['precio', 'cerca de mí', 'barato', 'opiniones', 'urgente', 'presupuesto', 'mejor', '24 horas', 'económico', 'profesional'],
  en: ['price', 'near me', 'cheap', 'reviews', 'emergency', 'quote', 'best', '24 hours', 'affordable', 'local'],
};

/** Modifiers that go before the service ("mejor fontanero", "best plumber"). */
export const LEADING: ReadonlySet<string> = new Set(['mejor', 'best', 'cheap', 'affordable', 'local']);

/** Modifiers of commercial intent (dearer clicks, more competition). */
export const COMMERCIAL: ReadonlySet<string> = new Set(['precio', 'presupuesto', 'urgente', '24 horas', 'price', 'quote', 'emergency', '24 hours']);

/** Searches that waste money for most businesses. */
export const NEGATIVES: Record<Lang, readonly string[]> = {
  es: ['gratis', 'empleo', 'trabajo', 'ofertas de empleo', 'curso', 'cursos', 'pdf', 'segunda mano', 'wikipedia', 'qué es', 'cómo hacer', 'plantilla', 'oposiciones', 'sueldo', 'salario', 'prácticas', 'manual', 'tutorial'],
  en: ['free', 'jobs', 'job', 'career', 'salary', 'course', 'courses', 'pdf', 'used', 'second hand', 'diy', 'wikipedia', 'what is', 'how to', 'template', 'internship', 'manual', 'tutorial'],
};

/** Whether a negative keyword (its match type's rule, folded) blocks a search. */
export function negativeBlocks(negative: { text: string; match_type: string }, search: string): boolean {
  const n = fold(negative.text);
  const s = fold(search);
  if (!n) return false;
  if (negative.match_type === 'EXACT') return n === s;
  if (negative.match_type === 'PHRASE') return ` ${s} `.includes(` ${n} `);
  const words = new Set(s.split(' '));
  return n.split(' ').every((w) => words.has(w));
}

/** First letter in capitals. */
export const capitalize = (text: string): string => (text ? text[0].toUpperCase() + text.slice(1) : text);

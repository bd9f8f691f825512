/** Lower case, no accents: "Fontanería" and "fontaneria" are one word. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

const STOP = new Set(['de', 'la', 'el', 'en', 'y', 'a', 'los', 'las', 'del', 'para', 'con', 'por', 'un', 'una', 'the', 'of', 'and', 'in', 'for', 'to', 'www', 'com', 'es', 'html', 'https', 'http']);

/** Words of a topic or a URL worth building keywords from. */
export function topicWords(text: string): string[] {
  return fold(text).split(/[^a-z0-9ñ]+/).filter((w) => w.length > 2 && !STOP.has(w));
}

export const MODIFIERS: Record<string, string[]> = {
  es: ['precio', 'cerca de mí', 'barato', 'opiniones', 'urgente', 'presupuesto', 'mejor', '24 horas'],
  en: ['price', 'near me', 'cheap', 'reviews', 'emergency', 'quote', 'best', '24 hours'],
};

export const NEGATIVES: Record<string, string[]> = {
  es: ['gratis', 'empleo', 'trabajo', 'curso', 'pdf', 'segunda mano', 'wikipedia', 'qué es', 'cómo hacer', 'plantilla', 'oposiciones', 'salario'],
  en: ['free', 'jobs', 'career', 'course', 'pdf', 'used', 'diy', 'wikipedia', 'what is', 'how to', 'template', 'salary'],
};

import { generateKeywordIdeas } from './keywordIdeas';
import { fold, NEGATIVES } from './words';

/** Keywords for a business topic and the words that waste money for most businesses, in the language. */
export function recommendedWords(topic: string, language: string): { positive: string[]; negative: string[] } {
  const lang = language === 'en' ? 'en' : 'es';
  const positive = generateKeywordIdeas({ keywords: [topic], language: lang, geoTargets: [] }).map((i) => i.text);
  const topicFolded = fold(topic);
  const negative = NEGATIVES[lang].filter((w) => !topicFolded.includes(fold(w)));
  return { positive, negative };
}

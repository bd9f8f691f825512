import { adTextLength, KEYWORD, wordCount } from './adRules';
import { issue, type Issues } from './issues';

type ListRule = { min: number; max: number; length: number; shortOne?: number };

/** One text's length: live, so the counter and the message turn red as the limit is passed. */
export function checkLength(issues: Issues, path: string, text: string | undefined, max: number): void {
  const length = adTextLength(text ?? '');
  if (length > max) issues[path] = issue('tooLong', { max, count: length }, true);
}

/**
 * A list of ad texts (headlines, descriptions): each within its length, enough of them filled,
 * no repeats, and where the platform asks it, at least one short enough (`shortOne`).
 */
export function checkTextList(issues: Issues, path: string, texts: string[], rule: ListRule): void {
  const seen = new Set<string>();
  texts.forEach((text, i) => {
    checkLength(issues, `${path}.${i}`, text, rule.length);
    const key = text.trim().toLowerCase();
    if (key && seen.has(key) && !issues[`${path}.${i}`]) issues[`${path}.${i}`] = issue('duplicate', undefined, true);
    if (key) seen.add(key);
  });
  const filled = texts.filter((t) => t.trim()).length;
  if (filled < rule.min) issues[path] = issue('minItems', { min: rule.min, count: filled });
  else if (filled > rule.max) issues[path] = issue('maxItems', { max: rule.max });
  else if (rule.shortOne && !texts.some((t) => t.trim() && adTextLength(t.trim()) <= rule.shortOne!)) issues[path] = issue('shortOne', { max: rule.shortOne });
}

/** A keyword's text: 80 characters and 10 words at most (the platform's KEYWORD_TEXT_TOO_LONG, KEYWORD_HAS_TOO_MANY_WORDS). */
export function keywordIssue(text: string) {
  const length = adTextLength(text.trim());
  if (length > KEYWORD.length) return issue('keywordLength', { max: KEYWORD.length, count: length }, true);
  const words = wordCount(text);
  if (words > KEYWORD.words) return issue('keywordWords', { max: KEYWORD.words, count: words }, true);
  if (/[!@%,*]/.test(text)) return issue('keywordSymbols', undefined, true);
  return undefined;
}

/** A web address the ad can lead to (http or https, with a host). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

import { KEYWORD } from '../../../../../../contract/campaigns/limits';
import type { RequestState } from './context';
import { checkEnum, obj, type Data, type FieldStep, type OperationErrors } from './errors';
import { adTextLength, wordCount } from './text';

export const MATCH_TYPES = ['EXACT', 'PHRASE', 'BROAD'] as const;

/**
 * Characters Google refuses in keyword text (CriterionError KEYWORD_HAS_INVALID_CHARS). Help's
 * list of symbols keywords cannot use: ! @ % ^ * ( ) = { } ; ~ ` < > ? \ | and the comma.
 */
export const INVALID_KEYWORD_CHARS = /[!@%^*()={};~`<>?\\|,]/u;

/** Broad match modifier (`+word`), retired in 2021: BROAD_MATCH_MODIFIER_KEYWORD_NOT_ALLOWED. */
const MODIFIER = /(^|\s)\+\S/;

/**
 * A KeywordInfo: text required, at most 80 characters and 10 words, no modifier syntax, no refused
 * symbol; match_type EXACT, PHRASE or BROAD. Every broken limit is reported (CriterionError names).
 */
export function checkKeyword(e: OperationErrors, keyword: unknown, at: FieldStep[] = ['keyword']): void {
  const k = obj(keyword);
  if (!k) {
    e.add('field_error', 'REQUIRED', 'The keyword is required', at);
    return;
  }
  const text = k.text;
  const textAt = [...at, 'text'];
  if (typeof text !== 'string' || text.trim() === '') {
    e.add('field_error', 'REQUIRED', 'The keyword text is required', textAt);
  } else {
    if (MODIFIER.test(text)) e.add('criterion_error', 'BROAD_MATCH_MODIFIER_KEYWORD_NOT_ALLOWED', `“${text}” uses the retired broad match modifier (+word); use broad or phrase match`, textAt, text);
    const bad = [...new Set(text.match(new RegExp(INVALID_KEYWORD_CHARS.source, 'gu')) ?? [])];
    if (bad.length) e.add('criterion_error', 'KEYWORD_HAS_INVALID_CHARS', `“${text}” has characters keywords cannot use: ${bad.join(' ')}`, textAt, text);
    const length = adTextLength(text);
    if (length > KEYWORD.length) e.add('criterion_error', 'KEYWORD_TEXT_TOO_LONG', `Keywords have at most ${KEYWORD.length} characters (this one has ${length})`, textAt, text);
    const words = wordCount(text);
    if (words > KEYWORD.words) e.add('criterion_error', 'KEYWORD_HAS_TOO_MANY_WORDS', `Keywords have at most ${KEYWORD.words} words (this one has ${words})`, textAt, text);
  }
  checkEnum(e, k.match_type, MATCH_TYPES, [...at, 'match_type'], 'The match type', true);
}

/** The identity of a keyword in its ad group or campaign: same words (any case, any spacing) and match type. */
export function keywordKey(parent: unknown, keyword: unknown, negative: unknown): string | null {
  const k = obj(keyword);
  if (typeof parent !== 'string' || typeof k?.text !== 'string' || !k.text.trim()) return null;
  return `${parent}|${k.text.trim().toLowerCase().replace(/\s+/g, ' ')}|${String(k.match_type)}|${negative ? 'negative' : 'positive'}`;
}

/**
 * A keyword already in the same ad group (or the campaign's negatives) with the same match type,
 * stored or created earlier in the request: MutateError RESOURCE_ALREADY_EXISTS.
 */
export function checkDuplicateKeyword(e: OperationErrors, state: RequestState, entity: 'ad_group_criterion' | 'campaign_criterion', self: string, data: Data): void {
  const parentField = entity === 'ad_group_criterion' ? 'ad_group' : 'campaign';
  const key = keywordKey(data[parentField], data.keyword, data.negative);
  if (!key) return;
  const clash = state.live(entity).some(([name, d]) => name !== self && keywordKey(d[parentField], d.keyword, d.negative) === key);
  if (clash) {
    const text = String(obj(data.keyword)?.text);
    e.add('mutate_error', 'RESOURCE_ALREADY_EXISTS', `The keyword “${text}” (${String(obj(data.keyword)?.match_type)}) is already in this ${entity === 'ad_group_criterion' ? 'ad group' : 'campaign'}`, ['keyword', 'text'], text);
  }
}

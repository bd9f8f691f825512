import { describe, expect, it } from 'vitest';
import type { MutateOperation } from '../../googleAds.types';
import { baseAccount, codes, P, summary, validate } from './testKit';

let n = 0;
const keyword = (text: string, match_type = 'PHRASE', ad_group = `${P}/adGroups/3`): MutateOperation => ({
  entity: 'ad_group_criterion', operation: 'create',
  resource: { resource_name: `${P}/adGroupCriteria/-${++n}`, ad_group, status: 'ENABLED', keyword: { text, match_type: match_type as 'PHRASE' } },
});
const negative = (text: string, match_type = 'BROAD'): MutateOperation => ({
  entity: 'campaign_criterion', operation: 'create',
  resource: { resource_name: `${P}/campaignCriteria/-${++n}`, campaign: `${P}/campaigns/2`, negative: true, keyword: { text, match_type: match_type as 'BROAD' } },
});

describe('keywords', () => {
  it('takes a keyword of 80 characters and 10 words', () => {
    expect(codes([keyword('fontanero madrid')])).toEqual([]);
    expect(codes([keyword('a'.repeat(80))])).toEqual([]);
    expect(codes([keyword('uno dos tres cuatro cinco seis siete ocho nueve diez', 'EXACT')])).toEqual([]);
  });

  it('refuses 81 characters with KEYWORD_TEXT_TOO_LONG on keyword.text', () => {
    expect(summary([keyword('a'.repeat(81))])).toEqual(['criterion_error.KEYWORD_TEXT_TOO_LONG @ operations[0].create.keyword.text']);
    expect(validate([keyword('a'.repeat(81))])[0].trigger?.string_value).toBe('a'.repeat(81));
    // Double-width characters count twice: 41 of them are 82.
    expect(codes([keyword('東'.repeat(41))])).toEqual(['KEYWORD_TEXT_TOO_LONG']);
  });

  it('refuses 11 words with KEYWORD_HAS_TOO_MANY_WORDS', () => {
    expect(summary([keyword('uno dos tres cuatro cinco seis siete ocho nueve diez once')])).toEqual(['criterion_error.KEYWORD_HAS_TOO_MANY_WORDS @ operations[0].create.keyword.text']);
  });

  it('refuses broad match modifier syntax and the symbols keywords cannot have', () => {
    expect(codes([keyword('+fontanero +madrid', 'BROAD')])).toEqual(['BROAD_MATCH_MODIFIER_KEYWORD_NOT_ALLOWED']);
    expect(codes([keyword('c++ cursos')])).toEqual([]);
    for (const c of ['!', '@', '%', ',', '*', '=', ';']) expect(codes([keyword(`fontanero${c} madrid`)])).toEqual(['KEYWORD_HAS_INVALID_CHARS']);
    expect(codes([keyword("fontanería o'donnell & hijos")])).toEqual([]);
  });

  it('needs text and a known match type', () => {
    expect(summary([keyword('  ')])).toEqual(['field_error.REQUIRED @ operations[0].create.keyword.text']);
    expect(summary([keyword('fontanero', 'BMM')])).toEqual(['request_error.INVALID_ENUM_VALUE @ operations[0].create.keyword.match_type']);
  });

  it('refuses the same keyword twice in an ad group (any case and spacing), within the request or stored', () => {
    expect(summary([keyword('fontanero madrid'), keyword('Fontanero  Madrid')])).toEqual(['mutate_error.RESOURCE_ALREADY_EXISTS @ operations[1].create.keyword.text']);
    expect(codes([keyword('fontanero madrid', 'PHRASE'), keyword('fontanero madrid', 'EXACT')])).toEqual([]);
    const stored = { ...baseAccount(), [`${P}/adGroupCriteria/3~9`]: { resource_name: `${P}/adGroupCriteria/3~9`, ad_group: `${P}/adGroups/3`, status: 'ENABLED', keyword: { text: 'fontanero', match_type: 'EXACT' } } };
    expect(codes([keyword('fontanero', 'EXACT')], stored)).toEqual(['RESOURCE_ALREADY_EXISTS']);
    // A removed one does not count, nor one removed earlier in the request.
    expect(codes([keyword('fontanero', 'EXACT')], { ...stored, [`${P}/adGroupCriteria/3~9`]: { ...stored[`${P}/adGroupCriteria/3~9`], status: 'REMOVED' } })).toEqual([]);
    expect(codes([{ entity: 'ad_group_criterion', operation: 'remove', resource: { resource_name: `${P}/adGroupCriteria/3~9` } }, keyword('fontanero', 'EXACT')], stored)).toEqual([]);
  });

  it('keeps a keyword’s text and match type once created', () => {
    const stored = { ...baseAccount(), [`${P}/adGroupCriteria/3~9`]: { resource_name: `${P}/adGroupCriteria/3~9`, ad_group: `${P}/adGroups/3`, status: 'ENABLED', keyword: { text: 'fontanero', match_type: 'EXACT' } } };
    expect(summary([{ entity: 'ad_group_criterion', operation: 'update', resource: { resource_name: `${P}/adGroupCriteria/3~9`, keyword: { text: 'otro', match_type: 'EXACT' } } }], stored)).toEqual(['field_error.IMMUTABLE_FIELD @ operations[0].update.keyword']);
    expect(codes([{ entity: 'ad_group_criterion', operation: 'update', resource: { resource_name: `${P}/adGroupCriteria/3~9`, status: 'PAUSED', cpc_bid_micros: 1_500_000 } }], stored)).toEqual([]);
    expect(codes([{ entity: 'ad_group_criterion', operation: 'update', resource: { resource_name: `${P}/adGroupCriteria/3~9`, cpc_bid_micros: 1_500_001 } }], stored)).toEqual(['BID_TOO_MANY_FRACTIONAL_DIGITS']);
  });
});

describe('negative keywords of a campaign', () => {
  it('follow the same text limits and are refused twice', () => {
    expect(codes([negative('gratis')])).toEqual([]);
    expect(summary([negative('x'.repeat(81))])).toEqual(['criterion_error.KEYWORD_TEXT_TOO_LONG @ operations[0].create.keyword.text']);
    expect(codes([negative('gratis'), negative('GRATIS')])).toEqual(['RESOURCE_ALREADY_EXISTS']);
  });

  it('are negative: a positive campaign keyword is refused', () => {
    const op = negative('gratis');
    (op.resource as { negative?: boolean }).negative = false;
    expect(summary([op])).toEqual(['criterion_error.CANNOT_ADD_CRITERIA_TYPE @ operations[0].create.negative']);
  });
});

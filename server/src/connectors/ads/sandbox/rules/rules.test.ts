import { describe, expect, it } from 'vitest';
import type { Asset, MutateOperation } from '../../googleAds.types';
import { imageSize, policyTopics, validateMutate } from './index';
import { pngOf } from '../../../../../test/images';

const C = 'customers/1234567890';
const stored: Record<string, Record<string, unknown>> = {
  [`${C}/campaignBudgets/1`]: { resource_name: `${C}/campaignBudgets/1`, amount_micros: 10_000_000 },
  [`${C}/campaigns/2`]: { resource_name: `${C}/campaigns/2`, name: 'Existing', status: 'ENABLED', advertising_channel_type: 'SEARCH', campaign_budget: `${C}/campaignBudgets/1` },
  [`${C}/adGroups/3`]: { resource_name: `${C}/adGroups/3`, campaign: `${C}/campaigns/2`, name: 'G', status: 'ENABLED' },
};
const existing = Object.assign((name: string) => stored[name], { all: () => Object.entries(stored) });
const codes = (ops: MutateOperation[]) => validateMutate('1234567890', ops, existing).map((e) => Object.values(e.error_code)[0]);
const firstPath = (ops: MutateOperation[]) => validateMutate('1234567890', ops, existing)[0]?.location?.field_path_elements.map((p) => (p.index === undefined ? p.field_name : `${p.field_name}[${p.index}]`)).join('.');

const rsa = (headlines: string[], descriptions = ['Uno de dos textos.', 'Dos de dos textos.'], extra: Record<string, string> = {}): MutateOperation => ({
  entity: 'ad_group_ad', operation: 'create',
  resource: { resource_name: `${C}/adGroupAds/-1`, ad_group: `${C}/adGroups/3`, status: 'ENABLED', ad: { final_urls: ['https://x.es'], responsive_search_ad: { headlines: headlines.map((text) => ({ text })), descriptions: descriptions.map((text) => ({ text })), ...extra } } },
});
const keyword = (text: string, match_type = 'PHRASE'): MutateOperation => ({ entity: 'ad_group_criterion', operation: 'create', resource: { resource_name: `${C}/adGroupCriteria/-1`, ad_group: `${C}/adGroups/3`, status: 'ENABLED', keyword: { text, match_type: match_type as 'PHRASE' } } });
const asset = (a: Omit<Asset, 'resource_name'>): MutateOperation => ({ entity: 'asset', operation: 'create', resource: { resource_name: `${C}/assets/-1`, ...a } });
const H3 = ['Fontanero Madrid', 'Urgencias 24 h', 'Presupuesto'];

describe('responsive search ads', () => {
  it('takes 3–15 headlines of at most 30 characters and 2–4 descriptions of at most 90', () => {
    expect(codes([rsa(H3)])).toEqual([]);
    expect(codes([rsa(H3.slice(0, 2))])).toEqual(['TOO_FEW_HEADLINES']);
    expect(codes([rsa(Array.from({ length: 16 }, (_, i) => `Titular ${i}`))])).toEqual(['TOO_MANY_HEADLINES']);
    expect(codes([rsa([...H3.slice(0, 2), 'x'.repeat(31)])])).toEqual(['TOO_LONG']);
    expect(firstPath([rsa([...H3.slice(0, 2), 'x'.repeat(31)])])).toBe('operations[0].create.ad.responsive_search_ad.headlines[2].text');
    expect(codes([rsa(H3, ['Sólo una descripción.'])])).toEqual(['TOO_FEW_DESCRIPTIONS']);
    expect(codes([rsa(H3, ['Una.', 'Dos.', 'Tres.', 'Cuatro.', 'Cinco.'])])).toEqual(['TOO_MANY_DESCRIPTIONS']);
    expect(codes([rsa(H3, ['d'.repeat(91), 'Dos.'])])).toEqual(['TOO_LONG']);
  });

  it('counts double-width characters twice and keeps paths within 15 with path2 only after path1', () => {
    expect(codes([rsa([...H3.slice(0, 2), '東京の配管工事は二十四時間対応です'])])).toEqual(['TOO_LONG']);
    expect(codes([rsa(H3, undefined, { path1: 'p'.repeat(16) })])).toEqual(['TOO_LONG']);
    expect(codes([rsa(H3, undefined, { path2: 'madrid' })])).toEqual(['PATH2_WITHOUT_PATH1']);
  });

  it('refuses what the editorial policy refuses', () => {
    expect(policyTopics('¡Oferta hoy!', true)).toContain('EXCLAMATION_IN_HEADLINE');
    expect(policyTopics('Fontanero GRATIS', false)).toContain('EXCESSIVE_CAPITALIZATION');
    expect(policyTopics('Agencia SEO y HTML', false)).toEqual([]);
    expect(policyTopics('Llama ya??', false)).toContain('REPEATED_PUNCTUATION');
    expect(policyTopics('Llama al 910 000 000', false)).toContain('PHONE_NUMBER_IN_AD_TEXT');
    expect(codes([rsa(['Oferta!', ...H3.slice(1)])])).toEqual(['POLICY_FINDING']);
  });
});

describe('keywords', () => {
  it('takes up to 80 characters and 10 words, no modifier syntax nor forbidden characters, one of each', () => {
    expect(codes([keyword('fontanero madrid')])).toEqual([]);
    expect(codes([keyword('a'.repeat(81))])).toEqual(['KEYWORD_TEXT_TOO_LONG']);
    expect(codes([keyword('uno dos tres cuatro cinco seis siete ocho nueve diez once')])).toEqual(['KEYWORD_HAS_TOO_MANY_WORDS']);
    expect(codes([keyword('+fontanero madrid')])).toEqual(['INVALID_KEYWORD_TEXT']);
    expect(codes([keyword('fontanero!')])).toEqual(['KEYWORD_HAS_INVALID_CHARS']);
    expect(codes([keyword('fontanero', 'BMM')])).toEqual(['INVALID_MATCH_TYPE']);
    expect(codes([keyword('fontanero'), keyword('Fontanero')])).toEqual(['RESOURCE_ALREADY_EXISTS']);
  });
});

describe('budgets and campaigns', () => {
  const budget = (amount_micros: number): MutateOperation => ({ entity: 'campaign_budget', operation: 'create', resource: { resource_name: `${C}/campaignBudgets/-1`, amount_micros, period: 'DAILY', delivery_method: 'STANDARD', explicitly_shared: false } });
  it('takes budgets of at least 1.00 in whole cents', () => {
    expect(codes([budget(1_000_000)])).toEqual([]);
    expect(codes([budget(500_000)])).toEqual(['MONEY_AMOUNT_LESS_THAN_CURRENCY_MINIMUM_CPC']);
    expect(codes([budget(1_000_001)])).toEqual(['NON_MULTIPLE_OF_MINIMUM_CURRENCY_UNIT']);
  });
  it('refuses a second campaign of the same name, a missing budget and a changed channel', () => {
    const campaign = (name: string, budgetName = `${C}/campaignBudgets/1`): MutateOperation => ({ entity: 'campaign', operation: 'create', resource: { resource_name: `${C}/campaigns/-2`, name, status: 'ENABLED', advertising_channel_type: 'SEARCH', campaign_budget: budgetName, bidding: { target_spend: {} }, start_date: '2026-11-25' } });
    expect(codes([campaign('Nueva')])).toEqual([]);
    expect(codes([campaign('existing')])).toEqual(['DUPLICATE_CAMPAIGN_NAME']);
    expect(codes([campaign('Nueva', `${C}/campaignBudgets/-9`)])).toEqual(['RESOURCE_NOT_FOUND']);
    expect(codes([{ entity: 'campaign', operation: 'update', resource: { resource_name: `${C}/campaigns/2`, advertising_channel_type: 'PERFORMANCE_MAX' } }])).toEqual(['IMMUTABLE_FIELD']);
  });
});

describe('the seven asset kinds', () => {
  it.each<[string, Omit<Asset, 'resource_name'>, string]>([
    ['sitelink text over 25', { type: 'SITELINK', final_urls: ['https://x.es'], sitelink_asset: { link_text: 'x'.repeat(26) } }, 'TOO_LONG'],
    ['sitelink with one description', { type: 'SITELINK', final_urls: ['https://x.es'], sitelink_asset: { link_text: 'Contacto', description1: 'Solo una' } }, 'REQUIRED'],
    ['sitelink description over 35', { type: 'SITELINK', final_urls: ['https://x.es'], sitelink_asset: { link_text: 'Contacto', description1: 'x'.repeat(36), description2: 'Dos' } }, 'TOO_LONG'],
    ['callout over 25', { type: 'CALLOUT', callout_asset: { callout_text: 'x'.repeat(26) } }, 'TOO_LONG'],
    ['snippet with an unknown header', { type: 'STRUCTURED_SNIPPET', structured_snippet_asset: { header: 'Cosas', values: ['a', 'b', 'c'] } }, 'INVALID_STRUCTURED_SNIPPET_HEADER'],
    ['snippet with two values', { type: 'STRUCTURED_SNIPPET', structured_snippet_asset: { header: 'Types', values: ['a', 'b'] } }, 'TOO_FEW'],
    ['call with letters', { type: 'CALL', call_asset: { country_code: 'ES', phone_number: 'llámanos' } }, 'INVALID_PHONE_NUMBER'],
    ['app link text over 25', { type: 'MOBILE_APP', mobile_app_asset: { app_id: 'com.x', app_store: 'GOOGLE_APP_STORE', link_text: 'x'.repeat(26) } }, 'TOO_LONG'],
    ['price with two items', { type: 'PRICE', price_asset: { type: 'SERVICES', language_code: 'es', price_offerings: [1, 2].map((i) => ({ header: `H${i}`, description: `D${i}`, price: { currency_code: 'EUR', amount_micros: 1e6 }, final_url: 'https://x.es' })) } }, 'TOO_FEW'],
    ['price item header equal to description', { type: 'PRICE', price_asset: { type: 'SERVICES', language_code: 'es', price_offerings: [1, 2, 3].map((i) => ({ header: `Igual ${i}`, description: `Igual ${i}`, price: { currency_code: 'EUR', amount_micros: 1e6 }, final_url: 'https://x.es' })) } }, 'PRICE_HEADER_SAME_AS_DESCRIPTION'],
    ['promotion with both discounts', { type: 'PROMOTION', promotion_asset: { promotion_target: 'Calderas', percent_off: 100_000, money_amount_off: { currency_code: 'EUR', amount_micros: 1e6 }, language_code: 'es' } }, 'PROMOTION_CANNOT_SET_PERCENT_OFF_AND_MONEY_AMOUNT_OFF'],
    ['promotion target over 20', { type: 'PROMOTION', promotion_asset: { promotion_target: 'x'.repeat(21), percent_off: 100_000, language_code: 'es' } }, 'TOO_LONG'],
  ])('refuses a %s', (_, a, code) => {
    expect(codes([asset(a)])).toContain(code);
  });
  it('takes valid ones of every kind', () => {
    const valid: Omit<Asset, 'resource_name'>[] = [
      { type: 'SITELINK', final_urls: ['https://x.es'], sitelink_asset: { link_text: 'Contacto', description1: 'Uno', description2: 'Dos' } },
      { type: 'CALLOUT', callout_asset: { callout_text: 'Servicio 24 h' } },
      { type: 'STRUCTURED_SNIPPET', structured_snippet_asset: { header: 'Types', values: ['a', 'b', 'c'] } },
      { type: 'CALL', call_asset: { country_code: 'ES', phone_number: '910 000 000' } },
      { type: 'MOBILE_APP', mobile_app_asset: { app_id: 'com.x', app_store: 'GOOGLE_APP_STORE', link_text: 'Descarga' } },
      { type: 'PRICE', price_asset: { type: 'SERVICES', language_code: 'es', price_offerings: [1, 2, 3].map((i) => ({ header: `H${i}`, description: `D${i}`, price: { currency_code: 'EUR', amount_micros: 1e6 }, final_url: 'https://x.es' })) } },
      { type: 'PROMOTION', promotion_asset: { promotion_target: 'Calderas', percent_off: 150_000, language_code: 'es' } },
    ];
    for (const a of valid) expect(codes([asset(a)])).toEqual([]);
  });
});

describe('images', () => {
  it('reads the pixel size from the bytes', () => {
    expect(imageSize(pngOf(1200, 628))).toMatchObject({ width: 1200, height: 628, type: 'png' });
    const gif = Buffer.from('GIF89a\x2c\x01\xc8\x00', 'latin1');
    expect(imageSize(Buffer.concat([gif, Buffer.alloc(8)]))).toMatchObject({ width: 300, height: 200, type: 'gif' });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58, 0x03, 0, 0, 0, 0]);
    expect(imageSize(jpeg)).toMatchObject({ width: 600, height: 300, type: 'jpeg' });
    expect(imageSize(Buffer.from('not an image at all, really'))).toBeNull();
  });
});

describe('criteria', () => {
  const criterion = (c: Record<string, unknown>): MutateOperation => ({ entity: 'campaign_criterion', operation: 'create', resource: { resource_name: `${C}/campaignCriteria/-1`, campaign: `${C}/campaigns/2`, ...c } });
  it('checks schedules, devices, radius and what may be negative', () => {
    expect(codes([criterion({ ad_schedule: { day_of_week: 'MONDAY', start_hour: 9, start_minute: 'ZERO', end_hour: 18, end_minute: 'THIRTY' } })])).toEqual([]);
    expect(codes([criterion({ ad_schedule: { day_of_week: 'MONDAY', start_hour: 18, start_minute: 'ZERO', end_hour: 9, end_minute: 'ZERO' } })])).toEqual(['AD_SCHEDULE_INVALID_TIME_INTERVAL']);
    expect(codes([criterion({ device: { type: 'TABLET' }, bid_modifier: 12 })])).toEqual(['INVALID_BID_MODIFIER']);
    expect(codes([criterion({ proximity: { address: { street_address: 'Gran Vía 1' }, radius: 900, radius_units: 'KILOMETERS' } })])).toEqual(['INVALID_PROXIMITY_RADIUS']);
    expect(codes([criterion({ language: { language_constant: 'languageConstants/1003' }, negative: true })])).toEqual(['CANNOT_BE_NEGATIVE']);
  });
});

import { describe, expect, it } from 'vitest';
import type { MutateOperation } from '../../googleAds.types';
import { codes, P, summary } from './testKit';

const H3 = ['Fontanero en Madrid', 'Urgencias 24 h', 'Presupuesto'];
const D2 = ['Fontaneros profesionales en toda la ciudad.', 'Reparaciones con garantía.'];
const rsa = (headlines: string[], descriptions = D2, extra: Record<string, unknown> = {}, final_urls: unknown = ['https://fontaneria.es']): MutateOperation => ({
  entity: 'ad_group_ad', operation: 'create',
  resource: { resource_name: `${P}/adGroupAds/-1`, ad_group: `${P}/adGroups/3`, status: 'ENABLED', ad: { final_urls: final_urls as string[], responsive_search_ad: { headlines: headlines.map((text) => ({ text })), descriptions: descriptions.map((text) => ({ text })), ...extra } } },
});
const at = 'operations[0].create.ad.responsive_search_ad';

describe('responsive search ads', () => {
  it('takes 3–15 headlines of up to 30 characters, 2–4 descriptions of up to 90 and paths of 15', () => {
    expect(codes([rsa(H3)])).toEqual([]);
    expect(codes([rsa(Array.from({ length: 15 }, (_, i) => `Titular ${i + 1}`), ['a'.repeat(90), 'b', 'c', 'd'], { path1: 'p'.repeat(15), path2: 'q'.repeat(15) })])).toEqual([]);
    expect(codes([rsa(['x'.repeat(30), ...H3.slice(1)])])).toEqual([]);
  });

  it('refuses too few or too many headlines and descriptions (CollectionSizeError)', () => {
    expect(summary([rsa(H3.slice(0, 2))])).toEqual([`collection_size_error.TOO_FEW @ ${at}.headlines`]);
    expect(summary([rsa(Array.from({ length: 16 }, (_, i) => `Titular ${i + 1}`))])).toEqual([`collection_size_error.TOO_MANY @ ${at}.headlines`]);
    expect(summary([rsa(H3, ['Sólo una.'])])).toEqual([`collection_size_error.TOO_FEW @ ${at}.descriptions`]);
    expect(summary([rsa(H3, ['Una.', 'Dos.', 'Tres.', 'Cuatro.', 'Cinco.'])])).toEqual([`collection_size_error.TOO_MANY @ ${at}.descriptions`]);
  });

  it('refuses a headline over 30, a description over 90 and a path over 15 on the item', () => {
    expect(summary([rsa([...H3.slice(0, 2), 'x'.repeat(31)])])).toEqual([`string_length_error.TOO_LONG @ ${at}.headlines[2].text`]);
    expect(summary([rsa(H3, ['d'.repeat(91), 'Dos.'])])).toEqual([`string_length_error.TOO_LONG @ ${at}.descriptions[0].text`]);
    expect(summary([rsa(H3, D2, { path1: 'p'.repeat(16) })])).toEqual([`string_length_error.TOO_LONG @ ${at}.path1`]);
    expect(summary([rsa(H3, D2, { path1: 'ok', path2: 'q'.repeat(16) })])).toEqual([`string_length_error.TOO_LONG @ ${at}.path2`]);
    expect(summary([rsa(['', ...H3.slice(1)])])).toEqual([`string_length_error.EMPTY @ ${at}.headlines[0].text`]);
  });

  it('counts double-width characters twice: 16 CJK characters are 32', () => {
    expect(codes([rsa([...H3.slice(0, 2), '東京の配管工事は二十四時間対応です'])])).toEqual(['TOO_LONG']);
    expect(codes([rsa([...H3.slice(0, 2), '東京の配管工事'])])).toEqual([]);
  });

  it('needs path1 before path2', () => {
    expect(summary([rsa(H3, D2, { path2: 'madrid' })])).toEqual([`ad_error.CANNOT_SET_PATH2_WITHOUT_PATH1 @ ${at}.path2`]);
    expect(codes([rsa(H3, D2, { path1: '', path2: '' })])).toEqual([]);
  });

  it('refuses repeated headlines or descriptions', () => {
    expect(summary([rsa(['Fontanero', 'Urgencias', 'fontanero '])])).toEqual([`distinct_error.DUPLICATE_ELEMENT @ ${at}.headlines[2].text`]);
    expect(codes([rsa(H3, ['Igual.', 'igual.'])])).toEqual(['DUPLICATE_ELEMENT']);
  });

  it('pins headlines to headline positions only', () => {
    const pinned = rsa(H3);
    const ad = (pinned.resource as { ad: { responsive_search_ad: { headlines: { text: string; pinned_field?: string }[] } } }).ad;
    ad.responsive_search_ad.headlines[0].pinned_field = 'HEADLINE_1';
    expect(codes([pinned])).toEqual([]);
    ad.responsive_search_ad.headlines[0].pinned_field = 'DESCRIPTION_1';
    expect(summary([pinned])).toEqual([`asset_link_error.INVALID_PINNED_FIELD @ ${at}.headlines[0].pinned_field`]);
  });

  it('needs an http(s) final URL with a host', () => {
    expect(summary([rsa(H3, D2, {}, [])])).toEqual(['field_error.REQUIRED @ operations[0].create.ad.final_urls']);
    expect(summary([rsa(H3, D2, {}, ['fontaneria.es'])])).toEqual(['url_field_error.MISSING_PROTOCOL_IN_FINAL_URL @ operations[0].create.ad.final_urls[0]']);
    expect(codes([rsa(H3, D2, {}, ['ftp://fontaneria.es'])])).toEqual(['INVALID_PROTOCOL_IN_FINAL_URL']);
  });

  it('refuses what the editorial policy refuses, with the topic as trigger', () => {
    expect(summary([rsa(['¡Oferta hoy!', ...H3.slice(1)])])).toEqual([`policy_finding_error.POLICY_FINDING @ ${at}.headlines[0].text`]);
    expect(codes([rsa(H3, ['Precios GRATIS para todos.', 'Dos.'])])).toEqual(['POLICY_FINDING']);
    expect(codes([rsa(H3, ['¿Una fuga?? Llámanos.', 'Dos.'])])).toEqual(['POLICY_FINDING']);
    expect(codes([rsa(H3, ['Llama al 910 000 000 ya.', 'Dos.'])])).toEqual(['POLICY_FINDING']);
    expect(codes([rsa(H3, ['Servicio rápido. ¡Llámanos!', 'Dos.'])])).toEqual([]);
  });
});

describe('ads on updates', () => {
  const stored = {
    [`${P}/adGroups/3`]: { resource_name: `${P}/adGroups/3`, campaign: `${P}/campaigns/2`, name: 'G', status: 'ENABLED' },
    [`${P}/adGroupAds/3~4`]: { resource_name: `${P}/adGroupAds/3~4`, ad_group: `${P}/adGroups/3`, status: 'REMOVED', ad: { final_urls: ['https://x.es'], responsive_search_ad: { headlines: H3.map((text) => ({ text })), descriptions: D2.map((text) => ({ text })) } } },
    [`${P}/adGroupAds/3~5`]: { resource_name: `${P}/adGroupAds/3~5`, ad_group: `${P}/adGroups/3`, status: 'ENABLED', ad: { final_urls: ['https://x.es'], responsive_search_ad: { headlines: H3.map((text) => ({ text })), descriptions: D2.map((text) => ({ text })) } } },
  };
  it('refuses changes to a removed ad and checks a changed ad again', () => {
    expect(summary([{ entity: 'ad_group_ad', operation: 'update', resource: { resource_name: `${P}/adGroupAds/3~4`, status: 'PAUSED' } }], stored)).toEqual(['ad_group_ad_error.CANNOT_OPERATE_ON_REMOVED_ADGROUPAD @ operations[0].update.resource_name']);
    const changed = { ...(stored[`${P}/adGroupAds/3~5`].ad as object), final_urls: ['nope'] };
    expect(codes([{ entity: 'ad_group_ad', operation: 'update', resource: { resource_name: `${P}/adGroupAds/3~5`, ad: changed as never } }], stored)).toEqual(['MISSING_PROTOCOL_IN_FINAL_URL']);
    expect(codes([{ entity: 'ad_group_ad', operation: 'update', resource: { resource_name: `${P}/adGroupAds/3~5`, status: 'PAUSED' } }], stored)).toEqual([]);
  });
});

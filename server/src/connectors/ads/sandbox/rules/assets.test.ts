import { describe, expect, it } from 'vitest';
import type { Asset, MutateOperation } from '../../googleAds.types';
import { codes, gifHeader, P, pngHeader, summary } from './testKit';

const asset = (a: Omit<Asset, 'resource_name'> | Record<string, unknown>): MutateOperation => ({ entity: 'asset', operation: 'create', resource: { resource_name: `${P}/assets/-1`, ...(a as Omit<Asset, 'resource_name'>) } });
const offers = (n: number, f: (i: number) => Record<string, unknown> = () => ({})) => Array.from({ length: n }, (_, i) => ({ header: `Servicio ${i + 1}`, description: `Desde ${i + 1} h`, price: { currency_code: 'EUR', amount_micros: 30_000_000 }, final_url: 'https://x.es/precios', ...f(i) }));

const VALID: Record<string, Record<string, unknown>> = {
  SITELINK: { type: 'SITELINK', final_urls: ['https://x.es/contacto'], sitelink_asset: { link_text: 'x'.repeat(25), description1: 'd'.repeat(35), description2: 'Dos' } },
  CALLOUT: { type: 'CALLOUT', callout_asset: { callout_text: 'c'.repeat(25) } },
  STRUCTURED_SNIPPET: { type: 'STRUCTURED_SNIPPET', structured_snippet_asset: { header: 'Service catalog', values: ['Fugas', 'Calderas', 'v'.repeat(25)] } },
  CALL: { type: 'CALL', call_asset: { country_code: 'ES', phone_number: '+34 910 00 00 00' } },
  MOBILE_APP: { type: 'MOBILE_APP', mobile_app_asset: { app_id: 'com.android.ebay', app_store: 'GOOGLE_APP_STORE', link_text: 'Descarga la app' } },
  PRICE: { type: 'PRICE', price_asset: { type: 'SERVICES', price_qualifier: 'FROM', language_code: 'es', price_offerings: offers(8) } },
  PROMOTION: { type: 'PROMOTION', start_date: '2026-11-20', end_date: '2026-11-30', promotion_asset: { promotion_target: 'p'.repeat(20), percent_off: 1_000_000, promotion_code: 'BLACK15', redemption_start_date: '2026-11-27', redemption_end_date: '2026-11-28', language_code: 'es' } },
  TEXT: { type: 'TEXT', text_asset: { text: 'Fontanería Pérez' } },
  IMAGE: { type: 'IMAGE', image_asset: { data: pngHeader(1200, 628).toString('base64') } },
};
const withData = (type: string, patch: Record<string, unknown>, top: Record<string, unknown> = {}) => {
  const v = VALID[type];
  const key = Object.keys(v).find((k) => k.endsWith('_asset'))!;
  return asset({ ...v, ...top, [key]: { ...(v[key] as object), ...patch } });
};

describe('the seven asset kinds, text and image assets', () => {
  it.each(Object.keys(VALID))('takes a valid %s at its limits', (type) => {
    expect(codes([asset(VALID[type])])).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['SITELINK', { link_text: 'x'.repeat(26) }, 'string_length_error.TOO_LONG', 'sitelink_asset.link_text'],
    ['SITELINK', { link_text: '' }, 'string_length_error.EMPTY', 'sitelink_asset.link_text'],
    ['SITELINK', { description1: 'd'.repeat(36) }, 'string_length_error.TOO_LONG', 'sitelink_asset.description1'],
    ['SITELINK', { description2: 'd'.repeat(36) }, 'string_length_error.TOO_LONG', 'sitelink_asset.description2'],
    ['SITELINK', { description2: undefined }, 'field_error.REQUIRED', 'sitelink_asset.description2'],
    ['CALLOUT', { callout_text: 'c'.repeat(26) }, 'string_length_error.TOO_LONG', 'callout_asset.callout_text'],
    ['STRUCTURED_SNIPPET', { header: 'Cosas' }, 'field_error.INVALID_VALUE', 'structured_snippet_asset.header'],
    ['STRUCTURED_SNIPPET', { values: ['a', 'b'] }, 'collection_size_error.TOO_FEW', 'structured_snippet_asset.values'],
    ['STRUCTURED_SNIPPET', { values: Array.from({ length: 11 }, (_, i) => `v${i}`) }, 'collection_size_error.TOO_MANY', 'structured_snippet_asset.values'],
    ['STRUCTURED_SNIPPET', { values: ['a', 'b', 'v'.repeat(26)] }, 'string_length_error.TOO_LONG', 'structured_snippet_asset.values[2]'],
    ['STRUCTURED_SNIPPET', { values: ['a', 'b', 'A'] }, 'distinct_error.DUPLICATE_ELEMENT', 'structured_snippet_asset.values[2]'],
    ['CALL', { country_code: 'ESP' }, 'asset_error.CALL_INVALID_COUNTRY_CODE', 'call_asset.country_code'],
    ['CALL', { phone_number: 'llámanos' }, 'asset_error.CALL_INVALID_PHONE_NUMBER', 'call_asset.phone_number'],
    ['CALL', { phone_number: '12345' }, 'asset_error.CALL_INVALID_PHONE_NUMBER', 'call_asset.phone_number'],
    ['MOBILE_APP', { link_text: 'x'.repeat(26) }, 'string_length_error.TOO_LONG', 'mobile_app_asset.link_text'],
    ['MOBILE_APP', { app_id: 'ebay' }, 'asset_error.MOBILE_APP_INVALID_APP_ID', 'mobile_app_asset.app_id'],
    ['MOBILE_APP', { app_store: 'AMAZON' }, 'request_error.INVALID_ENUM_VALUE', 'mobile_app_asset.app_store'],
    ['PRICE', { price_offerings: offers(2) }, 'collection_size_error.TOO_FEW', 'price_asset.price_offerings'],
    ['PRICE', { price_offerings: offers(9) }, 'collection_size_error.TOO_MANY', 'price_asset.price_offerings'],
    ['PRICE', { price_offerings: offers(3, (i) => (i === 1 ? { header: 'h'.repeat(26) } : {})) }, 'string_length_error.TOO_LONG', 'price_asset.price_offerings[1].header'],
    ['PRICE', { price_offerings: offers(3, (i) => (i === 2 ? { description: 'd'.repeat(26) } : {})) }, 'string_length_error.TOO_LONG', 'price_asset.price_offerings[2].description'],
    ['PRICE', { price_offerings: offers(3, (i) => (i === 0 ? { header: 'Igual', description: 'igual' } : {})) }, 'asset_error.PRICE_HEADER_SAME_AS_DESCRIPTION', 'price_asset.price_offerings[0].description'],
    ['PRICE', { price_offerings: offers(3, (i) => (i === 0 ? { price: { currency_code: 'euros', amount_micros: 1 } } : {})) }, 'currency_code_error.UNSUPPORTED', 'price_asset.price_offerings[0].price.currency_code'],
    ['PRICE', { price_offerings: offers(3, (i) => (i === 0 ? { final_url: 'x.es' } : {})) }, 'url_field_error.MISSING_PROTOCOL_IN_FINAL_URL', 'price_asset.price_offerings[0].final_url'],
    ['PRICE', { language_code: undefined }, 'field_error.REQUIRED', 'price_asset.language_code'],
    ['PROMOTION', { promotion_target: 'p'.repeat(21) }, 'string_length_error.TOO_LONG', 'promotion_asset.promotion_target'],
    ['PROMOTION', { money_amount_off: { currency_code: 'EUR', amount_micros: 5_000_000 } }, 'asset_error.PROMOTION_CANNOT_SET_PERCENT_OFF_AND_MONEY_AMOUNT_OFF', 'promotion_asset.money_amount_off'],
    ['PROMOTION', { percent_off: undefined }, 'field_error.REQUIRED', 'promotion_asset.percent_off'],
    ['PROMOTION', { percent_off: 0 }, 'range_error.TOO_LOW', 'promotion_asset.percent_off'],
    ['PROMOTION', { percent_off: 1_000_001 }, 'range_error.TOO_HIGH', 'promotion_asset.percent_off'],
    ['PROMOTION', { orders_over_amount: { currency_code: 'EUR', amount_micros: 50_000_000 } }, 'asset_error.PROMOTION_CANNOT_SET_PROMOTION_CODE_AND_ORDERS_OVER_AMOUNT', 'promotion_asset.orders_over_amount'],
    ['PROMOTION', { redemption_end_date: '2026-11-01' }, 'date_range_error.START_DATE_AFTER_END_DATE', 'promotion_asset.redemption_end_date'],
    ['PROMOTION', { language_code: undefined }, 'field_error.REQUIRED', 'promotion_asset.language_code'],
    ['TEXT', { text: ' ' }, 'string_length_error.EMPTY', 'text_asset.text'],
    ['IMAGE', { data: Buffer.from('hello, not an image').toString('base64') }, 'image_error.INVALID_IMAGE', 'image_asset.data'],
    ['IMAGE', { data: Buffer.concat([gifHeader(10, 10), Buffer.alloc(5120 * 1024)]).toString('base64') }, 'image_error.FILE_TOO_LARGE', 'image_asset.data'],
  ])('refuses a %s with %j: %s at %s', (type, patch, code, path) => {
    expect(summary([withData(type, patch)])).toEqual([`${code} @ operations[0].create.${path}`]);
  });

  it('needs a sitelink’s final URL and orders start and end dates', () => {
    expect(summary([asset({ ...VALID.SITELINK, final_urls: [] })])).toEqual(['field_error.REQUIRED @ operations[0].create.final_urls']);
    expect(summary([withData('CALLOUT', {}, { start_date: '2026-05-02', end_date: '2026-05-01' })])).toEqual(['date_range_error.START_DATE_AFTER_END_DATE @ operations[0].create.end_date']);
    expect(summary([withData('CALLOUT', {}, { start_date: '02/05/2026' })])).toEqual(['date_error.INVALID_FIELD_VALUES_IN_DATE @ operations[0].create.start_date']);
  });

  it('needs the data of its type and no other', () => {
    expect(summary([asset({ type: 'CALLOUT' })])).toEqual(['asset_error.ASSET_DATA_IS_MISSING @ operations[0].create.callout_asset']);
    expect(summary([asset({ ...VALID.CALLOUT, text_asset: { text: 'x' } })])).toEqual(['asset_error.FIELD_INCOMPATIBLE_WITH_ASSET_TYPE @ operations[0].create.text_asset']);
    expect(summary([asset({ type: 'VIDEO' })])).toEqual(['request_error.INVALID_ENUM_VALUE @ operations[0].create.type']);
  });

  it('links the seven kinds to campaigns by their own field type', () => {
    const link = (field_type: string): MutateOperation => ({ entity: 'campaign_asset', operation: 'create', resource: { resource_name: `${P}/campaignAssets/-2`, campaign: `${P}/campaigns/2`, asset: `${P}/assets/-1`, field_type: field_type as 'CALLOUT', status: 'ENABLED' } });
    expect(codes([asset(VALID.CALLOUT), link('CALLOUT')])).toEqual([]);
    expect(summary([asset(VALID.CALLOUT), link('SITELINK')])).toEqual(['asset_link_error.FIELD_TYPE_INCOMPATIBLE_WITH_ASSET_TYPE @ operations[1].create.field_type']);
    expect(summary([asset(VALID.TEXT), link('HEADLINE')])).toEqual(['asset_link_error.UNSUPPORTED_FIELD_TYPE @ operations[1].create.field_type']);
    const second = { ...link('CALLOUT'), resource: { ...link('CALLOUT').resource, resource_name: `${P}/campaignAssets/-3` } } as MutateOperation;
    expect(summary([asset(VALID.CALLOUT), link('CALLOUT'), second])).toEqual(['mutate_error.RESOURCE_ALREADY_EXISTS @ operations[2].create.asset']);
  });
});

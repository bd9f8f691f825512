import { ASSET_LIMITS, IMAGE_MAX_BYTES } from '../../../../../../contract/campaigns/limits';
import { STRUCTURED_SNIPPET_HEADERS, type AssetType } from '../../googleAds.types';
import { checkEnum, list, obj, str, type Data, type FieldStep, type OperationErrors } from './errors';
import { imageSize } from './imageSize';
import { checkDates, checkFinalUrls, checkText, checkUrl } from './text';

export const ASSET_TYPES = ['SITELINK', 'CALLOUT', 'STRUCTURED_SNIPPET', 'CALL', 'MOBILE_APP', 'PRICE', 'PROMOTION', 'TEXT', 'IMAGE'] as const satisfies readonly AssetType[];

/** Each asset type's data field (the `asset_data` oneof). */
export const DATA_FIELD: Record<AssetType, string> = {
  SITELINK: 'sitelink_asset', CALLOUT: 'callout_asset', STRUCTURED_SNIPPET: 'structured_snippet_asset', CALL: 'call_asset',
  MOBILE_APP: 'mobile_app_asset', PRICE: 'price_asset', PROMOTION: 'promotion_asset', TEXT: 'text_asset', IMAGE: 'image_asset',
};

const PRICE_TYPES = ['BRANDS', 'EVENTS', 'LOCATIONS', 'NEIGHBORHOODS', 'PRODUCT_CATEGORIES', 'PRODUCT_TIERS', 'SERVICES', 'SERVICE_CATEGORIES', 'SERVICE_TIERS'] as const;
const PRICE_QUALIFIERS = ['FROM', 'UP_TO', 'AVERAGE'] as const;
const PRICE_UNITS = ['PER_HOUR', 'PER_DAY', 'PER_WEEK', 'PER_MONTH', 'PER_YEAR', 'PER_NIGHT'] as const;
const APP_STORES = ['APPLE_APP_STORE', 'GOOGLE_APP_STORE'] as const;
/** Not in the reference; Help gives 15 characters for a promotion code. */
const PROMOTION_CODE_LENGTH = 15;
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

/**
 * An Asset of the seven kinds (reference §5), or a TEXT or IMAGE asset of Performance Max (§4), as
 * a create leaves it or an update changes it: the type's data present and no other kind's, each
 * field within its limits, start/end dates in order.
 */
export function checkAsset(e: OperationErrors, a: Data, creating: boolean): void {
  if (creating && !checkEnum(e, a.type, ASSET_TYPES, ['type'], 'The asset type', true)) return;
  const type = a.type as AssetType;
  if (!(ASSET_TYPES as readonly string[]).includes(type)) return;
  const field = DATA_FIELD[type];
  if (creating) {
    for (const [other, otherField] of Object.entries(DATA_FIELD)) {
      if (other !== type && a[otherField] !== undefined) e.add('asset_error', 'FIELD_INCOMPATIBLE_WITH_ASSET_TYPE', `A ${type} asset cannot have ${otherField}`, [otherField]);
    }
  }
  const d = obj(a[field]);
  if (!d) {
    e.add('asset_error', 'ASSET_DATA_IS_MISSING', `A ${type} asset needs its ${field}`, [field]);
    return;
  }
  checkDates(e, a.start_date, a.end_date, ['start_date'], ['end_date']);
  const at = (...p: FieldStep[]): FieldStep[] => [field, ...p];
  switch (type) {
    case 'SITELINK': return checkSitelink(e, a, d, at);
    case 'CALLOUT':
      checkText(e, d.callout_text, { max: ASSET_LIMITS.callout.text }, at('callout_text'), 'The callout text');
      return;
    case 'STRUCTURED_SNIPPET': return checkSnippet(e, d, at);
    case 'CALL': return checkCall(e, d, at);
    case 'MOBILE_APP': return checkApp(e, d, at);
    case 'PRICE': return checkPrice(e, d, at);
    case 'PROMOTION': return checkPromotion(e, d, at);
    case 'TEXT':
      // Lengths depend on where the text is linked (asset group field types), checked at link time.
      checkText(e, d.text, { max: Number.MAX_SAFE_INTEGER }, at('text'), 'The text');
      return;
    case 'IMAGE': return checkImage(e, d, at);
  }
}

function checkSitelink(e: OperationErrors, a: Data, d: Data, at: (...p: FieldStep[]) => FieldStep[]): void {
  const { linkText, description } = ASSET_LIMITS.sitelink;
  checkText(e, d.link_text, { max: linkText }, at('link_text'), 'The sitelink text');
  const d1 = str(d.description1) ? d.description1 : undefined;
  const d2 = str(d.description2) ? d.description2 : undefined;
  if (d1 !== undefined || d2 !== undefined) {
    // Both description lines or neither.
    if (d1 === undefined) e.add('field_error', 'REQUIRED', 'Description line 1 is required when line 2 is set', at('description1'));
    else checkText(e, d1, { max: description }, at('description1'), 'Description line 1');
    if (d2 === undefined) e.add('field_error', 'REQUIRED', 'Description line 2 is required when line 1 is set', at('description2'));
    else checkText(e, d2, { max: description }, at('description2'), 'Description line 2');
  }
  checkFinalUrls(e, a.final_urls, ['final_urls'], true, 'The sitelink’s final URL');
}

function checkSnippet(e: OperationErrors, d: Data, at: (...p: FieldStep[]) => FieldStep[]): void {
  const { minValues, maxValues, value } = ASSET_LIMITS.structuredSnippet;
  if (d.header === undefined) e.add('field_error', 'REQUIRED', 'The snippet header is required', at('header'));
  else if (!(STRUCTURED_SNIPPET_HEADERS as readonly unknown[]).includes(d.header)) {
    e.add('field_error', 'INVALID_VALUE', `The header must be one of: ${STRUCTURED_SNIPPET_HEADERS.join(', ')}`, at('header'), String(d.header));
  }
  const values = list(d.values);
  if (values.length < minValues) e.add('collection_size_error', 'TOO_FEW', `A structured snippet needs at least ${minValues} values (has ${values.length})`, at('values'), values.length);
  if (values.length > maxValues) e.add('collection_size_error', 'TOO_MANY', `A structured snippet takes at most ${maxValues} values (has ${values.length})`, at('values'), values.length);
  const seen = new Set<string>();
  values.forEach((v, i) => {
    if (!checkText(e, v, { max: value }, at(['values', i]), `Value ${i + 1}`)) return;
    const key = String(v).trim().toLowerCase();
    if (seen.has(key)) e.add('distinct_error', 'DUPLICATE_ELEMENT', `Value ${i + 1} is repeated`, at(['values', i]), String(v));
    seen.add(key);
  });
}

/** Digits of a phone number written with spaces, dots, dashes or brackets and an optional leading +. */
export function phoneDigits(phone: string): string | null {
  const compact = phone.trim().replace(/[\s().-]/g, '');
  return /^\+?\d+$/.test(compact) ? compact.replace(/^\+/, '') : null;
}

function checkCall(e: OperationErrors, d: Data, at: (...p: FieldStep[]) => FieldStep[]): void {
  if (d.country_code === undefined) e.add('field_error', 'REQUIRED', 'The country code is required', at('country_code'));
  else if (typeof d.country_code !== 'string' || !/^[A-Z]{2}$/.test(d.country_code)) {
    e.add('asset_error', 'CALL_INVALID_COUNTRY_CODE', 'Use the two-letter country code in capitals (ES, US…)', at('country_code'), String(d.country_code));
  }
  if (d.phone_number === undefined || d.phone_number === '') e.add('field_error', 'REQUIRED', 'The phone number is required', at('phone_number'));
  else {
    // Plausible: 6–15 digits (E.164 allows 15), in the usual writing.
    const digits = typeof d.phone_number === 'string' ? phoneDigits(d.phone_number) : null;
    if (!digits || digits.length < 6 || digits.length > 15) e.add('asset_error', 'CALL_INVALID_PHONE_NUMBER', `“${String(d.phone_number)}” is not a phone number`, at('phone_number'), String(d.phone_number));
  }
}

function checkApp(e: OperationErrors, d: Data, at: (...p: FieldStep[]) => FieldStep[]): void {
  const storeOk = checkEnum(e, d.app_store, APP_STORES, at('app_store'), 'The app store', true);
  if (typeof d.app_id !== 'string' || d.app_id.trim() === '') e.add('field_error', 'REQUIRED', 'The app id is required', at('app_id'));
  else if (storeOk) {
    // Google Play: a package name (com.android.ebay); App Store: the numeric id (optionally "id…").
    const ok = d.app_store === 'GOOGLE_APP_STORE' ? /^[A-Za-z][\w]*(\.[A-Za-z][\w]*)+$/.test(d.app_id) : /^(id)?\d{6,12}$/.test(d.app_id);
    if (!ok) e.add('asset_error', 'MOBILE_APP_INVALID_APP_ID', `“${d.app_id}” is not an app id of ${d.app_store === 'GOOGLE_APP_STORE' ? 'Google Play (com.example.app)' : 'the App Store (123456789)'}`, at('app_id'), d.app_id);
  }
  checkText(e, d.link_text, { max: ASSET_LIMITS.app.linkText }, at('link_text'), 'The link text');
}

function checkMoney(e: OperationErrors, value: unknown, path: FieldStep[], label: string, positive: boolean): void {
  const m = obj(value);
  if (!m) {
    e.add('field_error', 'REQUIRED', `${label} is required`, path);
    return;
  }
  if (typeof m.currency_code !== 'string' || !/^[A-Z]{3}$/.test(m.currency_code)) e.add('currency_code_error', 'UNSUPPORTED', 'Use a three-letter currency code (EUR, USD…)', [...path, 'currency_code'], String(m.currency_code));
  const micros = m.amount_micros;
  if (typeof micros !== 'number' || !Number.isInteger(micros)) e.add('field_error', 'REQUIRED', `${label} needs an amount in micros`, [...path, 'amount_micros']);
  else if (micros < 0 || (positive && micros === 0)) e.add('range_error', 'TOO_LOW', `${label} must be ${positive ? 'above' : 'at least'} 0`, [...path, 'amount_micros'], micros);
}

function checkLanguage(e: OperationErrors, value: unknown, path: FieldStep[]): void {
  if (value === undefined || value === '') e.add('field_error', 'REQUIRED', 'The language code is required', path);
  else if (typeof value !== 'string' || !LANGUAGE_CODE.test(value)) e.add('language_code_error', 'INVALID_LANGUAGE_CODE', `“${String(value)}” is not a language code (es, en…)`, path, String(value));
}

function checkPrice(e: OperationErrors, d: Data, at: (...p: FieldStep[]) => FieldStep[]): void {
  const { header, description, minOfferings, maxOfferings } = ASSET_LIMITS.price;
  checkEnum(e, d.type, PRICE_TYPES, at('type'), 'The price type', true);
  checkEnum(e, d.price_qualifier, PRICE_QUALIFIERS, at('price_qualifier'), 'The price qualifier');
  checkLanguage(e, d.language_code, at('language_code'));
  const offers = list(d.price_offerings);
  if (offers.length < minOfferings) e.add('collection_size_error', 'TOO_FEW', `A price asset needs at least ${minOfferings} items (has ${offers.length})`, at('price_offerings'), offers.length);
  if (offers.length > maxOfferings) e.add('collection_size_error', 'TOO_MANY', `A price asset takes at most ${maxOfferings} items (has ${offers.length})`, at('price_offerings'), offers.length);
  offers.forEach((offer, i) => {
    const o = obj(offer) ?? {};
    const p = (...rest: FieldStep[]) => at(['price_offerings', i], ...rest);
    const headerOk = checkText(e, o.header, { max: header }, p('header'), `Item ${i + 1}’s header`);
    const descriptionOk = checkText(e, o.description, { max: description }, p('description'), `Item ${i + 1}’s description`);
    if (headerOk && descriptionOk && String(o.header).trim().toLowerCase() === String(o.description).trim().toLowerCase()) {
      e.add('asset_error', 'PRICE_HEADER_SAME_AS_DESCRIPTION', `Item ${i + 1}’s header and description must differ`, p('description'), String(o.description));
    }
    checkMoney(e, o.price, p('price'), `Item ${i + 1}’s price`, false);
    checkEnum(e, o.unit, PRICE_UNITS, p('unit'), 'The price unit');
    checkUrl(e, o.final_url, p('final_url'), `Item ${i + 1}’s final URL`);
  });
}

function checkPromotion(e: OperationErrors, d: Data, at: (...p: FieldStep[]) => FieldStep[]): void {
  // The reference leaves the target's limit unconfirmed; Help gives 20 characters.
  checkText(e, d.promotion_target, { max: ASSET_LIMITS.promotion.target }, at('promotion_target'), 'What is on promotion');
  checkLanguage(e, d.language_code, at('language_code'));
  const percent = d.percent_off !== undefined && d.percent_off !== null;
  const money = d.money_amount_off !== undefined && d.money_amount_off !== null;
  if (percent && money) e.add('asset_error', 'PROMOTION_CANNOT_SET_PERCENT_OFF_AND_MONEY_AMOUNT_OFF', 'Give a percentage or an amount off, not both', at('money_amount_off'));
  if (!percent && !money) e.add('field_error', 'REQUIRED', 'Give a percentage or an amount off', at('percent_off'));
  if (percent) {
    // 1,000,000 = 100 %.
    const p = d.percent_off;
    if (typeof p !== 'number' || !Number.isInteger(p) || p < 1) e.add('range_error', 'TOO_LOW', 'The percentage off must be above 0 % (1,000,000 is 100 %)', at('percent_off'), String(p));
    else if (p > 1_000_000) e.add('range_error', 'TOO_HIGH', 'The percentage off is at most 100 % (1,000,000)', at('percent_off'), p);
  }
  if (money) checkMoney(e, d.money_amount_off, at('money_amount_off'), 'The amount off', true);
  const code = d.promotion_code !== undefined && d.promotion_code !== '';
  const ordersOver = d.orders_over_amount !== undefined && d.orders_over_amount !== null;
  if (code && ordersOver) e.add('asset_error', 'PROMOTION_CANNOT_SET_PROMOTION_CODE_AND_ORDERS_OVER_AMOUNT', 'Use a promotion code or a minimum order, not both', at('orders_over_amount'));
  if (code) checkText(e, d.promotion_code, { max: PROMOTION_CODE_LENGTH }, at('promotion_code'), 'The promotion code');
  if (ordersOver) checkMoney(e, d.orders_over_amount, at('orders_over_amount'), 'The minimum order', true);
  checkDates(e, d.redemption_start_date, d.redemption_end_date, at('redemption_start_date'), at('redemption_end_date'));
}

function checkImage(e: OperationErrors, d: Data, at: (...p: FieldStep[]) => FieldStep[]): void {
  if (typeof d.data !== 'string' || d.data === '') {
    e.add('field_error', 'REQUIRED', 'The image data is required', at('data'));
    return;
  }
  const bytes = Buffer.from(d.data, 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) {
    e.add('image_error', 'FILE_TOO_LARGE', `Images are at most 5120 KB (this one is ${Math.ceil(bytes.length / 1024)} KB)`, at('data'), bytes.length);
  } else if (!imageSize(bytes)) {
    e.add('image_error', 'INVALID_IMAGE', 'The file is not a PNG, JPEG, GIF or WebP image', at('data'));
  }
}

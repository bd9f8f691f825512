import { ASSET_LIMITS, IMAGE_MAX_BYTES } from '../../../../../../contract/campaigns/limits';
import { STRUCTURED_SNIPPET_HEADERS, type Asset } from '../../googleAds.types';
import type { FieldStep, OperationErrors } from './errors';
import { imageSize } from './imageSize';
import { checkText, isWebUrl } from './text';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function checkDates(e: OperationErrors, start: unknown, end: unknown, startField: string, endField: string): void {
  if (start !== undefined && (typeof start !== 'string' || !DAY.test(start))) e.add('date_error', 'INVALID_FIELD_VALUES_IN_DATE', 'Use a yyyy-MM-dd date', [startField]);
  if (end !== undefined && (typeof end !== 'string' || !DAY.test(end))) e.add('date_error', 'INVALID_FIELD_VALUES_IN_DATE', 'Use a yyyy-MM-dd date', [endField]);
  if (typeof start === 'string' && typeof end === 'string' && end < start) e.add('date_error', 'END_DATE_BEFORE_START_DATE', 'The end date is before the start date', [endField]);
}

/** The seven kinds' field limits plus text and image assets (reference/google-ads.md §4–§5). */
export function checkAsset(e: OperationErrors, a: Partial<Asset>): void {
  checkDates(e, a.start_date, a.end_date, 'start_date', 'end_date');
  switch (a.type) {
    case 'SITELINK': {
      const s = a.sitelink_asset;
      checkText(e, s?.link_text, ASSET_LIMITS.sitelink.linkText, ['sitelink_asset', 'link_text'], 'The link text');
      if (s?.description1 !== undefined || s?.description2 !== undefined) {
        if (!s?.description1) e.add('field_error', 'REQUIRED', 'Both description lines or neither', ['sitelink_asset', 'description1']);
        else checkText(e, s.description1, ASSET_LIMITS.sitelink.description, ['sitelink_asset', 'description1'], 'Description line 1');
        if (!s?.description2) e.add('field_error', 'REQUIRED', 'Both description lines or neither', ['sitelink_asset', 'description2']);
        else checkText(e, s.description2, ASSET_LIMITS.sitelink.description, ['sitelink_asset', 'description2'], 'Description line 2');
      }
      if (!a.final_urls?.length || !a.final_urls.every(isWebUrl)) e.add('field_error', 'REQUIRED', 'A sitelink needs a final URL (https://…)', ['final_urls']);
      return;
    }
    case 'CALLOUT':
      checkText(e, a.callout_asset?.callout_text, ASSET_LIMITS.callout.text, ['callout_asset', 'callout_text'], 'The callout');
      return;
    case 'STRUCTURED_SNIPPET': {
      const s = a.structured_snippet_asset;
      if (!s || !(STRUCTURED_SNIPPET_HEADERS as readonly string[]).includes(s.header)) e.add('asset_error', 'INVALID_STRUCTURED_SNIPPET_HEADER', `The header must be one of: ${STRUCTURED_SNIPPET_HEADERS.join(', ')}`, ['structured_snippet_asset', 'header'], s?.header);
      const values = s?.values ?? [];
      if (values.length < ASSET_LIMITS.structuredSnippet.minValues) e.add('collection_size_error', 'TOO_FEW', `A structured snippet needs at least ${ASSET_LIMITS.structuredSnippet.minValues} values`, ['structured_snippet_asset', 'values']);
      if (values.length > ASSET_LIMITS.structuredSnippet.maxValues) e.add('collection_size_error', 'TOO_MANY', `A structured snippet takes at most ${ASSET_LIMITS.structuredSnippet.maxValues} values`, ['structured_snippet_asset', 'values']);
      values.forEach((v, i) => checkText(e, v, ASSET_LIMITS.structuredSnippet.value, ['structured_snippet_asset', ['values', i]], 'A value'));
      return;
    }
    case 'CALL': {
      const c = a.call_asset;
      if (!c || !/^[A-Z]{2}$/.test(c.country_code)) e.add('asset_error', 'INVALID_COUNTRY_CODE', 'Use the two-letter country code (ES, US…)', ['call_asset', 'country_code'], c?.country_code);
      const digits = (c?.phone_number ?? '').replace(/[\s().-]/g, '').replace(/^\+/, '');
      if (!/^\d{6,15}$/.test(digits)) e.add('asset_error', 'INVALID_PHONE_NUMBER', 'The phone number is not valid', ['call_asset', 'phone_number'], c?.phone_number);
      return;
    }
    case 'MOBILE_APP': {
      const m = a.mobile_app_asset;
      if (!m?.app_id?.trim()) e.add('field_error', 'REQUIRED', 'The app id is required', ['mobile_app_asset', 'app_id']);
      if (m && m.app_store !== 'APPLE_APP_STORE' && m.app_store !== 'GOOGLE_APP_STORE') e.add('field_error', 'INVALID_VALUE', 'Choose the Apple or Google store', ['mobile_app_asset', 'app_store']);
      checkText(e, m?.link_text, ASSET_LIMITS.app.linkText, ['mobile_app_asset', 'link_text'], 'The link text');
      return;
    }
    case 'PRICE': {
      const p = a.price_asset;
      if (!p?.language_code) e.add('field_error', 'REQUIRED', 'The language of the prices is required', ['price_asset', 'language_code']);
      const offers = p?.price_offerings ?? [];
      if (offers.length < ASSET_LIMITS.price.minOfferings) e.add('collection_size_error', 'TOO_FEW', `A price asset needs at least ${ASSET_LIMITS.price.minOfferings} items`, ['price_asset', 'price_offerings']);
      if (offers.length > ASSET_LIMITS.price.maxOfferings) e.add('collection_size_error', 'TOO_MANY', `A price asset takes at most ${ASSET_LIMITS.price.maxOfferings} items`, ['price_asset', 'price_offerings']);
      offers.forEach((o, i) => {
        const at: FieldStep[] = ['price_asset', ['price_offerings', i]];
        checkText(e, o.header, ASSET_LIMITS.price.header, [...at, 'header'], 'The item header');
        checkText(e, o.description, ASSET_LIMITS.price.description, [...at, 'description'], 'The item description');
        if (o.header && o.header.trim().toLowerCase() === o.description?.trim().toLowerCase()) e.add('asset_error', 'PRICE_HEADER_SAME_AS_DESCRIPTION', 'An item\'s header and description must differ', [...at, 'description']);
        if (!(o.price?.amount_micros >= 0)) e.add('range_error', 'TOO_LOW', 'The price cannot be negative', [...at, 'price']);
        if (!isWebUrl(o.final_url)) e.add('field_error', 'REQUIRED', 'Each item needs a final URL (https://…)', [...at, 'final_url']);
      });
      return;
    }
    case 'PROMOTION': {
      const p = a.promotion_asset;
      checkText(e, p?.promotion_target, ASSET_LIMITS.promotion.target, ['promotion_asset', 'promotion_target'], 'What is on promotion');
      if (!p?.language_code) e.add('field_error', 'REQUIRED', 'The language of the promotion is required', ['promotion_asset', 'language_code']);
      const percent = p?.percent_off !== undefined;
      const money = p?.money_amount_off !== undefined;
      if (percent && money) e.add('asset_error', 'PROMOTION_CANNOT_SET_PERCENT_OFF_AND_MONEY_AMOUNT_OFF', 'Give a percentage or an amount off, not both', ['promotion_asset']);
      if (!percent && !money) e.add('asset_error', 'PROMOTION_MUST_HAVE_A_DISCOUNT', 'Give a percentage or an amount off', ['promotion_asset']);
      if (percent && !(p!.percent_off! >= 1 && p!.percent_off! <= 1_000_000)) e.add('range_error', 'TOO_LOW', 'The percentage must be between 0.0001 % and 100 %', ['promotion_asset', 'percent_off']);
      if (p?.promotion_code && p.orders_over_amount) e.add('asset_error', 'PROMOTION_CANNOT_SET_PROMOTION_CODE_AND_ORDERS_OVER_AMOUNT', 'Give a promotion code or a minimum order, not both', ['promotion_asset']);
      checkDates(e, p?.redemption_start_date, p?.redemption_end_date, 'redemption_start_date', 'redemption_end_date');
      return;
    }
    case 'TEXT':
      if (!a.text_asset?.text?.trim()) e.add('field_error', 'REQUIRED', 'The text is required', ['text_asset', 'text']);
      return;
    case 'IMAGE': {
      const data = a.image_asset?.data ? Buffer.from(a.image_asset.data, 'base64') : Buffer.alloc(0);
      if (data.length > IMAGE_MAX_BYTES) e.add('image_error', 'IMAGE_TOO_LARGE', 'Images must be at most 5120 KB', ['image_asset', 'data']);
      else if (!imageSize(data)) e.add('image_error', 'INVALID_IMAGE', 'The file is not a PNG, JPEG or GIF image', ['image_asset', 'data']);
      return;
    }
    default:
      e.add('field_error', 'INVALID_VALUE', 'Unknown asset type', ['type']);
  }
}

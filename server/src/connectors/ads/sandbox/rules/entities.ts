import { KEYWORD, SEARCH_AD, adTextLength, wordCount } from '../../../../../../contract/campaigns/limits';
import type { AdGroupAd, CampaignCriterion, KeywordInfo, ResponsiveSearchAd } from '../../googleAds.types';
import type { FieldStep, OperationErrors } from './errors';
import { checkPolicy, checkText, isWebUrl } from './text';

const MATCH = new Set(['EXACT', 'PHRASE', 'BROAD']);
// Characters the platform refuses in keywords (KEYWORD_HAS_INVALID_CHARS).
const INVALID_KEYWORD_CHARS = /[!@%,*=^();~`<>?\\|]/;

export function checkBudgetAmount(e: OperationErrors, micros: unknown): void {
  if (typeof micros !== 'number' || !Number.isInteger(micros)) e.add('field_error', 'REQUIRED', 'The daily budget is required', ['amount_micros']);
  else if (micros % 10_000 !== 0) e.add('campaign_budget_error', 'NON_MULTIPLE_OF_MINIMUM_CURRENCY_UNIT', 'Budgets are in whole cents', ['amount_micros']);
  else if (micros < 1_000_000) e.add('campaign_budget_error', 'MONEY_AMOUNT_LESS_THAN_CURRENCY_MINIMUM_CPC', 'The daily budget is below the minimum of 1.00', ['amount_micros'], String(micros / 1e6));
  else if (micros > 1_000_000 * 1_000_000) e.add('campaign_budget_error', 'MONEY_AMOUNT_TOO_LARGE', 'The daily budget is too large', ['amount_micros']);
}

export function checkKeyword(e: OperationErrors, k: KeywordInfo | undefined, at: FieldStep[] = ['keyword']): void {
  const text = k?.text?.trim() ?? '';
  if (!text || /(^|\s)\+\S/.test(text)) e.add('criterion_error', 'INVALID_KEYWORD_TEXT', text ? 'Broad match modifier (+word) is no longer accepted' : 'The keyword is empty', [...at, 'text'], text);
  else if (adTextLength(text) > KEYWORD.length) e.add('criterion_error', 'KEYWORD_TEXT_TOO_LONG', `Keywords have at most ${KEYWORD.length} characters`, [...at, 'text'], text);
  else if (wordCount(text) > KEYWORD.words) e.add('criterion_error', 'KEYWORD_HAS_TOO_MANY_WORDS', `Keywords have at most ${KEYWORD.words} words`, [...at, 'text'], text);
  else if (INVALID_KEYWORD_CHARS.test(text)) e.add('criterion_error', 'KEYWORD_HAS_INVALID_CHARS', 'The keyword has characters the platform does not accept', [...at, 'text'], text);
  if (!k || !MATCH.has(k.match_type)) e.add('criterion_error', 'INVALID_MATCH_TYPE', 'Choose exact, phrase or broad match', [...at, 'match_type']);
}

export function checkResponsiveSearchAd(e: OperationErrors, ad: AdGroupAd['ad'] | undefined): void {
  const rsa: Partial<ResponsiveSearchAd> = ad?.responsive_search_ad ?? {};
  const at: FieldStep[] = ['ad', 'responsive_search_ad'];
  const headlines = rsa.headlines ?? [];
  const descriptions = rsa.descriptions ?? [];
  if (headlines.length < SEARCH_AD.headlines.min) e.add('ad_error', 'TOO_FEW_HEADLINES', `A responsive search ad needs at least ${SEARCH_AD.headlines.min} headlines`, [...at, 'headlines']);
  if (headlines.length > SEARCH_AD.headlines.max) e.add('ad_error', 'TOO_MANY_HEADLINES', `A responsive search ad takes at most ${SEARCH_AD.headlines.max} headlines`, [...at, 'headlines']);
  if (descriptions.length < SEARCH_AD.descriptions.min) e.add('ad_error', 'TOO_FEW_DESCRIPTIONS', `A responsive search ad needs at least ${SEARCH_AD.descriptions.min} descriptions`, [...at, 'descriptions']);
  if (descriptions.length > SEARCH_AD.descriptions.max) e.add('ad_error', 'TOO_MANY_DESCRIPTIONS', `A responsive search ad takes at most ${SEARCH_AD.descriptions.max} descriptions`, [...at, 'descriptions']);
  const seen = new Set<string>();
  headlines.forEach((h, i) => {
    if (checkText(e, h.text, SEARCH_AD.headlines.length, [...at, ['headlines', i], 'text'], `Headline ${i + 1}`)) checkPolicy(e, h.text, true, [...at, ['headlines', i], 'text']);
    const key = h.text?.trim().toLowerCase();
    if (key && seen.has(key)) e.add('ad_error', 'DUPLICATE_ASSET', 'Two headlines are the same', [...at, ['headlines', i], 'text'], h.text);
    seen.add(key);
  });
  descriptions.forEach((d, i) => {
    if (checkText(e, d.text, SEARCH_AD.descriptions.length, [...at, ['descriptions', i], 'text'], `Description ${i + 1}`)) checkPolicy(e, d.text, false, [...at, ['descriptions', i], 'text']);
  });
  if (rsa.path1) checkText(e, rsa.path1, SEARCH_AD.path.length, [...at, 'path1'], 'Path 1');
  if (rsa.path2) {
    if (!rsa.path1) e.add('ad_error', 'PATH2_WITHOUT_PATH1', 'Path 2 needs path 1', [...at, 'path2']);
    checkText(e, rsa.path2, SEARCH_AD.path.length, [...at, 'path2'], 'Path 2');
  }
  if (!ad?.final_urls?.length || !ad.final_urls.every(isWebUrl)) e.add('ad_error', 'FINAL_URL_REQUIRED', 'The ad needs a final URL (https://…)', ['ad', 'final_urls']);
}

const SCHEDULE_MINUTES = new Set(['ZERO', 'FIFTEEN', 'THIRTY', 'FORTY_FIVE']);
const MINUTES: Record<string, number> = { ZERO: 0, FIFTEEN: 15, THIRTY: 30, FORTY_FIVE: 45 };

export function checkCampaignCriterion(e: OperationErrors, c: Partial<CampaignCriterion>): void {
  const kinds = (['keyword', 'location', 'proximity', 'language', 'ad_schedule', 'device'] as const).filter((k) => c[k] !== undefined);
  if (kinds.length !== 1) {
    e.add('criterion_error', 'INVALID_CRITERION_TYPE', 'A criterion has exactly one kind', []);
    return;
  }
  if (c.negative && !(c.keyword || c.location)) e.add('criterion_error', 'CANNOT_BE_NEGATIVE', 'Only keywords and locations can be excluded', ['negative']);
  if (c.keyword) checkKeyword(e, c.keyword);
  if (c.location && !/^geoTargetConstants\/\d+$/.test(c.location.geo_target_constant ?? '')) e.add('criterion_error', 'INVALID_GEO_TARGET_CONSTANT', 'Unknown location', ['location', 'geo_target_constant'], c.location.geo_target_constant);
  if (c.language && !/^languageConstants\/\d+$/.test(c.language.language_constant ?? '')) e.add('criterion_error', 'INVALID_LANGUAGE_CONSTANT', 'Unknown language', ['language', 'language_constant']);
  if (c.proximity) {
    const max = c.proximity.radius_units === 'MILES' ? 500 : 800;
    if (!(c.proximity.radius > 0 && c.proximity.radius <= max)) e.add('criterion_error', 'INVALID_PROXIMITY_RADIUS', `The radius must be above 0 and at most ${max}`, ['proximity', 'radius']);
    if (!c.proximity.address?.street_address && !c.proximity.geo_point) e.add('field_error', 'REQUIRED', 'A radius needs an address', ['proximity', 'address']);
  }
  if (c.ad_schedule) {
    const a = c.ad_schedule;
    if (!(a.start_hour >= 0 && a.start_hour <= 23)) e.add('range_error', 'TOO_HIGH', 'The start hour is 0–23', ['ad_schedule', 'start_hour']);
    if (!(a.end_hour >= 0 && a.end_hour <= 24)) e.add('range_error', 'TOO_HIGH', 'The end hour is 0–24', ['ad_schedule', 'end_hour']);
    if (!SCHEDULE_MINUTES.has(a.start_minute) || !SCHEDULE_MINUTES.has(a.end_minute)) e.add('criterion_error', 'INVALID_MINUTE', 'Minutes are 0, 15, 30 or 45', ['ad_schedule']);
    else if (a.end_hour * 60 + MINUTES[a.end_minute] <= a.start_hour * 60 + MINUTES[a.start_minute]) e.add('criterion_error', 'AD_SCHEDULE_INVALID_TIME_INTERVAL', 'The end time must be after the start time', ['ad_schedule', 'end_hour']);
    if (a.end_hour === 24 && a.end_minute !== 'ZERO') e.add('criterion_error', 'AD_SCHEDULE_INVALID_TIME_INTERVAL', 'The day ends at 24:00', ['ad_schedule', 'end_minute']);
  }
  if (c.device) {
    if (!['MOBILE', 'TABLET', 'DESKTOP', 'CONNECTED_TV', 'OTHER'].includes(c.device.type)) e.add('criterion_error', 'INVALID_DEVICE', 'Unknown device', ['device', 'type']);
    const m = c.bid_modifier;
    if (m !== undefined && m !== 0 && !(m >= 0.1 && m <= 10)) e.add('criterion_error', 'INVALID_BID_MODIFIER', 'The bid adjustment is 0 (excluded) or between 0.1 and 10', ['bid_modifier'], String(m));
  }
}

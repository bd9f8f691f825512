import { SEARCH_AD } from '../../../../../../contract/campaigns/limits';
import { checkEnum, list, obj, type FieldStep, type OperationErrors } from './errors';
import { checkPolicy } from './policy';
import { checkFinalUrls, checkText } from './text';

const HEADLINE_PINS = ['HEADLINE_1', 'HEADLINE_2', 'HEADLINE_3'] as const;
const DESCRIPTION_PINS = ['DESCRIPTION_1', 'DESCRIPTION_2'] as const;

/**
 * An AdGroupAd's `ad` holding a responsive search ad (reference §2): 3–15 headlines of at most 30
 * characters and 2–4 descriptions of at most 90 (CollectionSizeError TOO_FEW/TOO_MANY,
 * StringLengthError TOO_LONG), no repeated text (DistinctError DUPLICATE_ELEMENT), pins of the
 * right kind, path1/path2 of at most 15 with path2 only after path1 (AdError
 * CANNOT_SET_PATH2_WITHOUT_PATH1), at least one final URL, and the editorial policy.
 */
export function checkResponsiveSearchAd(e: OperationErrors, ad: unknown): void {
  const a = obj(ad);
  if (!a) {
    e.add('field_error', 'REQUIRED', 'The ad is required', ['ad']);
    return;
  }
  const rsa = obj(a.responsive_search_ad);
  const at: FieldStep[] = ['ad', 'responsive_search_ad'];
  if (!rsa) e.add('field_error', 'REQUIRED', 'The ad must be a responsive search ad', at);
  else {
    checkTexts(e, rsa.headlines, 'headlines', SEARCH_AD.headlines, HEADLINE_PINS, at);
    checkTexts(e, rsa.descriptions, 'descriptions', SEARCH_AD.descriptions, DESCRIPTION_PINS, at);
    const path1 = typeof rsa.path1 === 'string' && rsa.path1 !== '' ? rsa.path1 : undefined;
    const path2 = typeof rsa.path2 === 'string' && rsa.path2 !== '' ? rsa.path2 : undefined;
    if (path1 !== undefined) checkText(e, path1, { max: SEARCH_AD.path.length }, [...at, 'path1'], 'Path 1');
    if (path2 !== undefined) {
      if (path1 === undefined) e.add('ad_error', 'CANNOT_SET_PATH2_WITHOUT_PATH1', 'Path 2 needs path 1', [...at, 'path2'], path2);
      checkText(e, path2, { max: SEARCH_AD.path.length }, [...at, 'path2'], 'Path 2');
    }
  }
  checkFinalUrls(e, a.final_urls, ['ad', 'final_urls'], true, 'The ad’s final URL');
}

function checkTexts(
  e: OperationErrors, value: unknown, field: 'headlines' | 'descriptions', limits: { min: number; max: number; length: number },
  pins: readonly string[], at: FieldStep[],
): void {
  const items = list(value);
  const label = field === 'headlines' ? 'Headline' : 'Description';
  if (items.length < limits.min) e.add('collection_size_error', 'TOO_FEW', `A responsive search ad needs at least ${limits.min} ${field} (has ${items.length})`, [...at, field], items.length);
  if (items.length > limits.max) e.add('collection_size_error', 'TOO_MANY', `A responsive search ad takes at most ${limits.max} ${field} (has ${items.length})`, [...at, field], items.length);
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const asset = obj(item);
    const path: FieldStep[] = [...at, [field, i], 'text'];
    const text = asset?.text;
    if (checkText(e, text, { max: limits.length }, path, `${label} ${i + 1}`) && typeof text === 'string') {
      checkPolicy(e, text, field === 'headlines', path);
      const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
      if (seen.has(key)) e.add('distinct_error', 'DUPLICATE_ELEMENT', `${label} ${i + 1} repeats ${label.toLowerCase()} ${seen.get(key)! + 1}`, path, text);
      else seen.set(key, i);
    }
    if (asset?.pinned_field !== undefined) {
      const pinPath: FieldStep[] = [...at, [field, i], 'pinned_field'];
      if (typeof asset.pinned_field === 'string' && [...HEADLINE_PINS, ...DESCRIPTION_PINS].includes(asset.pinned_field as never) && !pins.includes(asset.pinned_field)) {
        e.add('asset_link_error', 'INVALID_PINNED_FIELD', `A ${label.toLowerCase()} can only be pinned to ${pins.join(', ')}`, pinPath, asset.pinned_field);
      } else checkEnum(e, asset.pinned_field, pins, pinPath, 'The pinned position');
    }
  });
}

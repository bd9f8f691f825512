import { AdsApiError } from '../../connectors/ads/googleAds.types';
import { AppError, type FieldIssue } from '../../http/errors';

/** Google's field names → the product's, for the part of an error's location below the operation. */
const FIELD_NAMES: Record<string, string> = {
  headlines: 'headlines', descriptions: 'descriptions', path1: 'path1', path2: 'path2', final_urls: 'finalUrl',
  link_text: 'linkText', description1: 'description1', description2: 'description2', callout_text: 'text', values: 'values',
  header: 'header', phone_number: 'phoneNumber', country_code: 'countryCode', app_id: 'appId', price_offerings: 'offerings',
  promotion_target: 'target', percent_off: 'percentOff', money_amount_off: 'moneyOff', text: 'text', match_type: 'matchType',
};

function pathOf(base: string, elements: { field_name: string; index?: number }[]): string {
  let path = base;
  for (const e of elements.slice(2)) {
    const name = FIELD_NAMES[e.field_name];
    if (!name) continue;
    // A list item's own text is the item itself (body.ad.headlines.1, not …headlines.1.text).
    if (name === 'text' && /\.\d+$/.test(path)) continue;
    if (!path.endsWith(`.${name}`)) path += `.${name}`;
    if (e.index !== undefined) path += `.${e.index}`;
  }
  return path;
}

/**
 * The platform's refusal as the API's one error shape: 400 `ads_rejected` with every error on the
 * body field it came from (`code` is the platform's enum name, for the app to translate), and the
 * first error's text as the message. Nothing was applied (the request is atomic).
 */
export function asAppError(error: unknown, paths: string[] = []): unknown {
  if (!(error instanceof AdsApiError)) return error;
  const details: FieldIssue[] = error.failure.errors.map((e) => {
    const elements = e.location?.field_path_elements ?? [];
    const index = elements[0]?.field_name === 'operations' ? elements[0].index : undefined;
    const base = index !== undefined ? paths[index] ?? 'body' : 'body';
    return { path: pathOf(base, elements), message: e.message, code: Object.values(e.error_code)[0], ...(e.trigger?.string_value ? { params: { value: e.trigger.string_value } } : {}) };
  });
  return new AppError(400, 'ads_rejected', details[0]?.message ?? 'The ad platform refused the change', details);
}

/** Runs a platform call, turning its refusal into the API's error. */
export async function onPlatform<T>(run: () => Promise<T>, paths: string[] = []): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw asAppError(e, paths);
  }
}

import { z } from 'zod';

/**
 * Where a visit came from (reference/landings.md §5.1): the UTM parameters, the ad click ids and
 * the referrer, taken when a visitor arrives. The first touch is never overwritten; the last one
 * is replaced each time the visitor arrives from a new source (sourcebuster's model).
 */

export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const CLICK_ID_PARAMS = ['gclid', 'fbclid'] as const;
/** Every URL parameter a touch keeps, case-sensitive and unmodified (fbclid must stay as given). */
export const TOUCH_PARAMS = [...UTM_PARAMS, ...CLICK_ID_PARAMS] as const;
export type TouchParam = (typeof TOUCH_PARAMS)[number];

const value = z.string().max(500);

export const touch = z.object({
  utm_source: value.optional(),
  utm_medium: value.optional(),
  utm_campaign: value.optional(),
  utm_term: value.optional(),
  utm_content: value.optional(),
  gclid: value.optional(),
  fbclid: value.optional(),
  /** The page outside the site the visitor came from; absent for direct or internal arrivals. */
  referrer: z.string().max(2000).optional(),
  /** The page the visitor entered on. */
  page: z.string().max(2000).optional(),
  /** When (ISO 8601). */
  at: z.string().max(40),
});
export type Touch = z.infer<typeof touch>;

/** What is kept on a contact and on each submission: the touches and the values of the last one. */
export const attribution = z.object({
  firstTouch: touch.nullable(),
  lastTouch: touch.nullable(),
});
export type Attribution = z.infer<typeof attribution>;

/** How the source of a touch reads in lists: `google / cpc`, `google (gclid)`, a referrer's host, or direct. */
export function touchSource(t: Touch | null | undefined): string {
  if (!t) return 'direct';
  if (t.utm_source) return t.utm_medium ? `${t.utm_source} / ${t.utm_medium}` : t.utm_source;
  if (t.gclid) return 'google / cpc';
  if (t.fbclid) return 'facebook / paid';
  if (t.referrer) {
    try {
      return new URL(t.referrer).hostname;
    } catch {
      return 'referral';
    }
  }
  return 'direct';
}

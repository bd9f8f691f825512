import type { PMaxImageField } from '../../../../../contract/campaigns';

/**
 * The ad platform's limits (shared/reference/google-ads.md §2–§5) as the app checks them while
 * the user types. The server and the platform check again; these only spare a round trip.
 */
export const SEARCH_AD = {
  headlines: { min: 3, max: 15, length: 30 },
  descriptions: { min: 2, max: 4, length: 90 },
  path: { length: 15 },
} as const;

export const PMAX_GROUP = {
  headlines: { min: 3, max: 15, length: 30, shortOne: 15 },
  longHeadlines: { min: 1, max: 5, length: 90 },
  descriptions: { min: 2, max: 5, length: 90, shortOne: 60 },
  businessName: { length: 25 },
} as const;

export const KEYWORD = { length: 80, words: 10 } as const;

/** The platform caps a month's spend at 30.4 × the daily budget. */
export const MONTHLY_CAP_FACTOR = 30.4;

export type ImageRule = { ratio: number; ratioLabel: string; minWidth: number; minHeight: number; min: number; max: number };

/** The three image fields a Performance Max asset group needs (ratio within 1 %, as platforms round). */
export const PMAX_IMAGES: Partial<Record<PMaxImageField, ImageRule>> = {
  MARKETING_IMAGE: { ratio: 1.91, ratioLabel: '1,91:1', minWidth: 600, minHeight: 314, min: 1, max: 20 },
  SQUARE_MARKETING_IMAGE: { ratio: 1, ratioLabel: '1:1', minWidth: 300, minHeight: 300, min: 1, max: 20 },
  LOGO: { ratio: 1, ratioLabel: '1:1', minWidth: 128, minHeight: 128, min: 1, max: 5 },
};
export const PMAX_IMAGE_FIELDS = Object.keys(PMAX_IMAGES) as PMaxImageField[];

/**
 * Characters as the platform counts them: double-width scripts (CJK, full-width forms) count two.
 * Emoji and other astral characters count as one each, not as their UTF-16 halves.
 */
export function adTextLength(text: string): number {
  let n = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const wide = (code >= 0x1100 && code <= 0x115f) || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7a3)
      || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xfe30 && code <= 0xfe4f) || (code >= 0xff00 && code <= 0xff60) || (code >= 0xffe0 && code <= 0xffe6);
    n += wide ? 2 : 1;
  }
  return n;
}

export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

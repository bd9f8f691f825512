/**
 * The ad platform's text and image limits (reference/google-ads.md §2–§5), one table for the app
 * (checked as the user types) and the sandbox platform (which refuses what Google would).
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
  /** Display paths of an asset group, like a search ad's. */
  path: { length: 15 },
} as const;

export const KEYWORD = { length: 80, words: 10 } as const;

/** The platform caps a month's spend at 30.4 × the daily budget. */
export const MONTHLY_CAP_FACTOR = 30.4;

/** Image files of Performance Max: at most 5120 KB; ratios within 1 % as the platform rounds. */
export const IMAGE_MAX_BYTES = 5120 * 1024;
export const RATIO_TOLERANCE = 0.01;
export type ImageRule = { ratio: number; ratioLabel: string; minWidth: number; minHeight: number; min: number; max: number };
export const PMAX_IMAGES = {
  MARKETING_IMAGE: { ratio: 1.91, ratioLabel: '1,91:1', minWidth: 600, minHeight: 314, min: 1, max: 20 },
  SQUARE_MARKETING_IMAGE: { ratio: 1, ratioLabel: '1:1', minWidth: 300, minHeight: 300, min: 1, max: 20 },
  LOGO: { ratio: 1, ratioLabel: '1:1', minWidth: 128, minHeight: 128, min: 1, max: 5 },
  PORTRAIT_MARKETING_IMAGE: { ratio: 0.8, ratioLabel: '4:5', minWidth: 480, minHeight: 600, min: 0, max: 20 },
  LANDSCAPE_LOGO: { ratio: 4, ratioLabel: '4:1', minWidth: 512, minHeight: 128, min: 0, max: 5 },
} as const satisfies Record<string, ImageRule>;

/** The seven asset kinds' text limits (§5). */
export const ASSET_LIMITS = {
  sitelink: { linkText: 25, description: 35 },
  callout: { text: 25 },
  structuredSnippet: { value: 25, minValues: 3, maxValues: 10 },
  app: { linkText: 25 },
  price: { header: 25, description: 25, minOfferings: 3, maxOfferings: 8 },
  /** Help gives 20 for the promotion's item; the proto leaves it unconfirmed. */
  promotion: { target: 20 },
} as const;

/**
 * Characters as the platform counts them: double-width scripts (CJK, full-width forms) count two;
 * emoji and other astral characters count one each, not as their UTF-16 halves.
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

/** Whether width × height has the ratio (within the tolerance). */
export const hasRatio = (width: number, height: number, ratio: number) => height > 0 && Math.abs(width / height - ratio) / ratio <= RATIO_TOLERANCE;

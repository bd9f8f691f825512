import type { PMaxImageField } from '../../../../../contract/campaigns';
import { PMAX_IMAGES as ALL_IMAGES, type ImageRule } from '../../../../../contract/campaigns/limits';

/**
 * The ad platform's limits as the app checks them while the user types: one table shared with the
 * sandbox platform (contract/campaigns/limits.ts). The server and the platform check again.
 */
export { KEYWORD, MONTHLY_CAP_FACTOR, PMAX_GROUP, SEARCH_AD, adTextLength, wordCount, type ImageRule } from '../../../../../contract/campaigns/limits';

/** The three image fields the wizard asks for (the portrait and landscape-logo ones are optional on the platform). */
export const PMAX_IMAGES: Partial<Record<PMaxImageField, ImageRule>> = {
  MARKETING_IMAGE: ALL_IMAGES.MARKETING_IMAGE,
  SQUARE_MARKETING_IMAGE: ALL_IMAGES.SQUARE_MARKETING_IMAGE,
  LOGO: ALL_IMAGES.LOGO,
};
export const PMAX_IMAGE_FIELDS = Object.keys(PMAX_IMAGES) as PMaxImageField[];

import type { GalleryDefinition } from '../blocks';
import { reEngagement, newsletter, welcome } from './engagement';
import { abandonedCart, productLaunch, promotion, receipt } from './commerce';
import { eventInvitation, survey, webinarReminder } from './events';
import { holidayGreeting, plainLetter } from './occasions';

/** The gallery, in the order the app shows it: one template per kind of TEMPLATE_KINDS. */
export const GALLERY: readonly GalleryDefinition[] = [
  newsletter, welcome, promotion, eventInvitation, abandonedCart, receipt,
  reEngagement, survey, webinarReminder, productLaunch, holidayGreeting, plainLetter,
];

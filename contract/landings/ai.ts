import { z } from 'zod';
import { defineCall } from '../define';
import { id } from '../common';
import { LANDING_LANGUAGES } from './content';
import { landing } from './landings';

/**
 * Landing creation with AI (SPEC §7 createLandingWithIA): the business described in words, a goal,
 * a tone, a language, a brand name, a logo and a few photos; the landing-AI connector composes the
 * page and it is created as a draft like one made from a template (same plan cap, same shape).
 */

/** What the page is for; each goal has the template whose sections it follows. */
export const LANDING_AI_GOALS = ['leads', 'sales', 'bookings', 'event', 'webinar', 'app'] as const;
export type LandingAiGoal = (typeof LANDING_AI_GOALS)[number];

export const LANDING_AI_TONES = ['professional', 'friendly', 'bold', 'elegant'] as const;
export type LandingAiTone = (typeof LANDING_AI_TONES)[number];

export const LANDING_AI_DESCRIPTION_MIN = 20;
export const LANDING_AI_DESCRIPTION_MAX = 2000;
export const LANDING_AI_BRAND_MAX = 80;

/**
 * The uploads, their types decided from the bytes. The logo is PNG or JPEG because its colours are
 * read from its pixels; photos may also be WebP. SVG is in neither (it can carry script).
 */
export const LANDING_AI_LOGO = { field: 'logo', types: ['image/png', 'image/jpeg'], maxBytes: 2_000_000 } as const;
export const LANDING_AI_IMAGES = { field: 'images', types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 5_000_000, maxCount: 6 } as const;

/** The text fields of the multipart request (the files travel as `logo` and `images` parts). */
export const landingAiFields = z.object({
  /** Optional here (the query names the company, checked before any upload is read); when given it must be the same. */
  companyId: id.optional(),
  description: z.string().trim()
    .min(LANDING_AI_DESCRIPTION_MIN, `Describe the business in at least ${LANDING_AI_DESCRIPTION_MIN} characters`)
    .max(LANDING_AI_DESCRIPTION_MAX, `The description has at most ${LANDING_AI_DESCRIPTION_MAX} characters`),
  goal: z.enum(LANDING_AI_GOALS),
  tone: z.enum(LANDING_AI_TONES),
  language: z.enum(LANDING_LANGUAGES),
  brand: z.string().trim().min(1).max(LANDING_AI_BRAND_MAX).optional(),
});
export type LandingAiFields = z.infer<typeof landingAiFields>;

/** Why composing failed when the uploads and fields were fine (the provider's answer was unusable). */
export const LANDING_AI_FAILED_CODE = 'landing_ai_failed';

export const landingAiCalls = {
  createLandingWithIA: defineCall({
    method: 'POST', path: '/createLandingWithIA',
    summary: 'Creates a draft landing composed by the landing-AI connector from a description, goal, tone, language, brand, logo (`logo`: PNG/JPEG ≤ 2 MB, its colours become the theme) and up to 6 photos (`images`: PNG/JPEG/WebP ≤ 5 MB each), types checked from the bytes; multipart with the company in the query (checked before any upload is read). Refused with max_landings past the plan\'s cap; nothing is created or stored when refused',
    query: z.object({ companyId: id }), body: landingAiFields, multipart: true,
    company: { in: 'query', key: 'companyId' }, permission: 'landings:write', response: landing,
  }),
} as const;

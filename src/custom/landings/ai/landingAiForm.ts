import {
  LANDING_AI_BRAND_MAX, LANDING_AI_DESCRIPTION_MAX, LANDING_AI_DESCRIPTION_MIN, LANDING_AI_IMAGES,
} from '../../../../contract/landings/ai';
import type { LandingAiInput } from './landingAiClient';

/** A field's problem as a key under `landingAi.errors` (with its values), so it is said in the user's language. */
export type FieldProblem = { key: string; values?: Record<string, string | number> };
export type FormProblems = Partial<Record<'description' | 'brand' | 'logo' | 'images', FieldProblem>>;

/** The same rules the server applies to the text and the count (types and sizes are checked as files are chosen). */
export function checkLandingAiForm(input: LandingAiInput): FormProblems {
  const problems: FormProblems = {};
  const description = input.description.trim();
  if (!description) problems.description = { key: 'descriptionRequired' };
  else if (description.length < LANDING_AI_DESCRIPTION_MIN) problems.description = { key: 'descriptionShort', values: { min: LANDING_AI_DESCRIPTION_MIN, count: description.length } };
  else if (description.length > LANDING_AI_DESCRIPTION_MAX) problems.description = { key: 'descriptionLong', values: { max: LANDING_AI_DESCRIPTION_MAX } };
  if (input.brand.trim().length > LANDING_AI_BRAND_MAX) problems.brand = { key: 'brandLong', values: { max: LANDING_AI_BRAND_MAX } };
  if (input.images.length > LANDING_AI_IMAGES.maxCount) problems.images = { key: 'tooManyImages', values: { max: LANDING_AI_IMAGES.maxCount } };
  return problems;
}

/** The order fields appear in: the first with a problem gets the focus. */
export const FIELD_ORDER = ['description', 'brand', 'logo', 'images'] as const;
